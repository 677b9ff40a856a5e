// Errors of a call go to the message sink: a missing binding and a result code the call declares a warning
// (warningCodes: 510 on the role and user lists) as a warning, everything else as an error.
import { BindingError } from '../calls/bindings';
import { CallWarning } from '../calls/run';
import type { MessageSink } from './context';
import type { Locale } from './text';

export function reportError(messages: MessageSink, error: unknown, locale: Locale): void {
  if (error instanceof BindingError) return messages.warning(error.localized(locale));
  if (error instanceof CallWarning) return messages.warning(error.message);
  if ((error as { name?: string })?.name === 'AbortError') return;
  const message = (error as { message?: string })?.message ?? String(error);
  messages.error(message, error);
}
