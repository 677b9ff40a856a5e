// Writes seen by this page (issue 10: after a step the lists show the new values without a manual search): every
// successful call that may change data notifies, and each mounted search (page or picker) re-runs its current
// search, the hidden ones too (a list behind the detail tab where the step was done). A write is a call other than
// GET that is not a paged search and answers nothing or one object. A call says otherwise with `writes`: true for a
// GET that writes (下单), false for a POST that only reads (the freight quote of the return form: taken as a write,
// it made the lists behind the form search again at every quote); false means never a write, whatever the method.
import { isListAnswer } from '../calls/request';
import type { Call } from '../schema-types.generated';

const listeners = new Set<() => void>();

export const isWrite = (call: Call): boolean =>
  call.writes ?? (call.method !== 'GET' && !call.paging && !isListAnswer(call) && (call.answer === 'none' || call.answer === 'object'));

/** Tells every search that data may have changed. */
export function noteWrite(): void {
  for (const l of [...listeners]) l();
}

/** Calls `listener` after each write; answers the unsubscribe. */
export function onWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
