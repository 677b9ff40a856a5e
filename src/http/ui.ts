// How the shell tells the user things: the catalogue's dialogs for a CallError (000 §8), toasts and
// notifications, and the MessageSink handed to the runtime. antd's dialogs load on first use.
import { type CallError, isCallError } from './callError';
import { t } from '../i18n/locale';

const load = () => import('./dialogs');
const open = new Set<string>();

function dialog(content: string): void {
  if (open.has(content)) return; // the same error from many requests at once: one dialog
  open.add(content);
  void load().then((d) => d.errorDialog(t('errorTitle'), content, t('ok'), () => open.delete(content)));
}

/**
 * The catalogue dialog for a failed call. Errors the client already handled (401, refresh) show nothing. `message`
 * replaces the error's own (the runtime adds what it did: a conflict's document reloaded).
 */
export function showCallError(err: unknown, message?: string): void {
  if (!isCallError(err)) {
    dialog(message ?? (err instanceof Error ? err.message : String(err)));
    return;
  }
  if (err.handled || err.kind === 'canceled') return;
  const text = message ?? err.message;
  dialog(err.kind === 'business' && err.code ? `${t('errorCode')}: ${err.code}\n${text}` : text);
}

/** A dialog with a title (登录失败 / 获取菜单失败). */
export function titledError(title: string, content: string): void {
  void load().then((d) => d.errorDialog(title, content, t('ok'), () => undefined));
}

/** HTTP 401: the session is cleared and the user is asked to sign in again; confirm reloads. */
export function showUnauthorized(err: CallError, clear: () => void): void {
  clear();
  void load().then((d) => d.warningDialog(t('notice'), err.message, t('ok'), () => window.location.reload()));
}

export const toast = (kind: 'success' | 'warning' | 'error', text: string, seconds?: number): Promise<boolean> =>
  load().then((d) => d.toast(kind, text, seconds));

/** A notification (the ticket failure: titled notice, 3 seconds). */
export const notify = (title: string, text: string, seconds: number): void =>
  void load().then((d) => d.notice(title, text, seconds));

/** The MessageSink handed to the runtime: a CallError cause gets the catalogue dialog. */
export const messageSink = {
  success: (text: string): void => void toast('success', text),
  warning: (text: string): void => void toast('warning', text),
  error(text: string, cause?: unknown): void {
    // the runtime's text replaces the error's message only when it extends it (a conflict: "... reloaded")
    if (isCallError(cause)) showCallError(cause, text.startsWith(cause.message) ? text : undefined);
    else void toast('error', text);
  },
};
