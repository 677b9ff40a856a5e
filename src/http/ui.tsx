// How the shell tells the user about a CallError (the catalogue's dialogs), and the shell's MessageSink.
import { Modal, message } from 'antd';
import { CallError, isCallError } from './callError';
import { t } from '../i18n/locale';

const open = new Set<string>();

function dialog(key: string, show: (onClose: () => void) => void): void {
  if (open.has(key)) return; // the same error from many requests at once: one dialog
  open.add(key);
  show(() => open.delete(key));
}

/** The catalogue dialog for a failed call (000 §8). Errors already handled by the client show nothing. */
export function showCallError(err: unknown): void {
  if (!isCallError(err)) {
    const text = err instanceof Error ? err.message : String(err);
    dialog(text, (done) => Modal.error({ title: t('errorTitle'), content: text, okText: t('ok'), afterClose: done }));
    return;
  }
  if (err.handled || err.kind === 'canceled') return;
  const content = err.kind === 'business' && err.code ? `${t('errorCode')}: ${err.code}\n${err.message}` : err.message;
  dialog(content, (done) =>
    Modal.error({ title: t('errorTitle'), content: <span style={{ whiteSpace: 'pre-line' }}>{content}</span>, okText: t('ok'), afterClose: done }),
  );
}

/** HTTP 401: the session is cleared and the user is asked to sign in again; confirm reloads. */
export function showUnauthorized(err: CallError, clear: () => void): void {
  clear();
  Modal.warning({ title: t('notice'), content: err.message, okText: t('ok'), onOk: () => window.location.reload() });
}

/** The MessageSink handed to the runtime: a CallError cause gets the catalogue dialog. */
export const messageSink = {
  success: (text: string): void => void message.success(text),
  warning: (text: string): void => void message.warning(text),
  error(text: string, cause?: unknown): void {
    if (isCallError(cause)) showCallError(cause);
    else void message.error(text);
  },
};
