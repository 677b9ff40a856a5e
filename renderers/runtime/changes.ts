// Data changes seen by this page, and what each one refreshes (after a step the lists show the new values
// without a manual search: a write refreshes what it touched, not everything).
//
// - A write is a call other than GET that is not a paged search and answers nothing or one object. A call says
//   otherwise with `writes`: true for a GET that writes (下单), false for a POST that only reads (the freight quote).
// - Each write touches its call's group: the call id up to its first dot (`coreReturnBill.commit` ->
//   `coreReturnBill`). A mounted search or detail reloads after a write only when its own call is of that group:
//   an image upload (`file.upload`) reloads no list, a ticket's 派单 reloads the ticket lists and details.
// - A kept-alive view that becomes the current tab again reloads too (noteShown), quietly: what others changed
//   meanwhile shows without a search (docs/shell.md "Stale data").
// - A write refused with 424 (a dependent document's state or version changed: 单据已被他人修改…) counts as a change
//   of its group: what shows that document reloads, and the message says so (isConflict).
// - The bus is an object (createChangeBus), not module state: the shell makes one for the app and hands it to every
//   runtime in RuntimeContext.wiring (runtime/wiring.tsx), so a write in one tab reaches the lists of the others and
//   two apps (or two tests) in one page share nothing.
import { isWriteCall } from '../calls/answers';
import type { Call } from '../schema-types.generated';

export interface Watch {
  /** The call group the listener shows (see topicOf); none: every write. */
  topic?: string;
  /** The route path of the view it is in: told when that view becomes current again. */
  path?: string;
}

interface Listener {
  watch: Watch;
  fn: () => void;
}

/** The writes and tab switches one app's runtimes hear (one per app: the shell's, or a test's). */
export interface ChangeBus {
  /** Tells the searches and details of the written group (none: all) that data may have changed. */
  noteWrite(topic?: string): void;
  /** Tells the views at `path` that they are the current tab again (the shell calls it on a tab switch). */
  noteShown(path: string): void;
  /** Calls `listener` after each write of the watched group and when the watched view is shown again; answers the unsubscribe. */
  onWrite(listener: () => void, watch?: Watch): () => void;
}

export const isWrite = (call: Call): boolean => isWriteCall(call);

/** The group a call belongs to: its id up to the first dot. */
export const topicOf = (callId: string): string => callId.split('.')[0];

/** A new bus with no listeners. */
export function createChangeBus(): ChangeBus {
  const listeners = new Set<Listener>();
  return {
    noteWrite(topic) {
      for (const l of [...listeners])
        if (topic === undefined || l.watch.topic === undefined || l.watch.topic === topic) l.fn();
    },
    noteShown(path) {
      for (const l of [...listeners]) if (l.watch.path === path) l.fn();
    },
    onWrite(listener, watch = {}) {
      const entry: Listener = { watch, fn: listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}

/** A write refused because the document changed under it (HTTP 424: its state or version moved on). */
export const isConflict = (error: unknown): boolean => (error as { status?: unknown } | null)?.status === 424;
