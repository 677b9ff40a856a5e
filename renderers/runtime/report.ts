// Errors of a call go to the message sink: a missing binding and a result code the call declares a warning
// (warningCodes: 510 on the role and user lists) as a warning, everything else as an error; a conflict (424) says
// that the screens showing the document have reloaded.
import { BindingError } from '../calls/bindings';
import { CallWarning } from '../calls/run';
import type { MessageSink } from './context';
import { runtimeText, type Locale } from './text';
import { isConflict } from './changes';

export function reportError(messages: MessageSink, error: unknown, locale: Locale): void {
  if (error instanceof BindingError) return messages.warning(error.localized(locale));
  if (error instanceof CallWarning) return messages.warning(error.message);
  if ((error as { name?: string })?.name === 'AbortError') return;
  const message = (error as { message?: string })?.message ?? String(error);
  // a refused write whose document changed: what shows it has reloaded (calls/run.ts), and the message says so
  messages.error(isConflict(error) ? `${message}\n${runtimeText('reloaded', locale)}` : message, error);
}
