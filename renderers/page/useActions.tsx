// Running an action (row action, tool-bar button, detail action): the first action kind (actionKinds.tsx) that
// applies runs it: at once (a route, the call, a confirmation then the call) or by opening its dialog (form,
// picker, import, approval, change records) until it closes. The call: request -> success message -> then
// (refresh, close, back, emit).
import { useState, type ReactNode } from 'react';
import type { Row } from '../calls/types';
import { runCall } from '../calls/run';
import { answerText } from './answerText';
import { ACTION_KINDS, type ActionKind, type ActionRun, type Runnable } from './actionKinds';
import { runDownload } from '../files/run';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { text } from '../runtime/text';
import type { ToolbarButton } from '../schema-types.generated';

export { fillRoute, type Runnable } from './actionKinds';

export interface ActionHooks {
  refresh?(): void;
  close?(): void;
  emit?(rows: Row[]): void;
  /** The rows checked in the page's table ($selected of a tool-bar button). */
  selected?(): Row[];
}

/** Runs actions with the given kinds (default: the runtime's, ACTION_KINDS), tried in order. */
export function useActions(
  hooks: ActionHooks,
  kinds: readonly ActionKind[] = ACTION_KINDS,
): { run(action: Runnable | ToolbarButton, row?: Row): void; dialogs: ReactNode } {
  const rt = useRuntime();
  const [opened, setOpened] = useState<{ kind: ActionKind; action: Runnable; row?: Row } | null>(null);

  const after = (action: Runnable, rows?: Row[]) => {
    for (const t of action.then ?? []) {
      if (t === 'refresh') hooks.refresh?.();
      if (t === 'close') hooks.close?.();
      if (t === 'back') window.history.back();
      if (t === 'emit') hooks.emit?.(rows ?? []);
    }
  };

  // picked: the row chosen in the picker the action opened ($picked), kept apart from the clicked row ($row)
  const call = async (action: Runnable, row?: Row, picked?: Row) => {
    if (action.download) {
      await runDownload(rt, action.download, { row, session: rt.session, route: rt.route }).catch((e: unknown) =>
        reportError(rt.messages, e, rt.locale),
      );
      return;
    }
    if (!action.call) return after(action, row ? [row] : []);
    try {
      const done = await runCall(rt, {
        ref: action.call,
        params: action.params,
        query: action.query,
        scope: { row, picked, selected: hooks.selected?.(), session: rt.session, route: rt.route },
      });
      // {field} in the message names a field of an object answer (下单成功，订单号：{orderNo})
      if (action.successMessage)
        rt.messages.success(answerText(text(action.successMessage, rt.locale), done.call, done.body));
      after(action, row ? [row] : []);
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    }
  };

  const context = (action: Runnable, row?: Row): ActionRun => ({ rt, action, row, call, after });

  const run = (action: Runnable, row?: Row) => {
    const kind = kinds.find((k) => k.applies(action));
    if (kind?.start(context(action, row)) === 'open') setOpened({ kind, action, row });
  };

  const dialogs =
    opened?.kind.dialog?.({ ...context(opened.action, opened.row), close: () => setOpened(null) }) ?? null;
  return { run, dialogs };
}
