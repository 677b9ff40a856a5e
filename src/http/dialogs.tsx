// The antd pieces behind the shell's notices, loaded on first use (they are not needed to show /login).
import { Modal, message, notification } from 'antd';

export function errorDialog(title: string, content: string, okText: string, afterClose: () => void): void {
  Modal.error({ title, content: <span style={{ whiteSpace: 'pre-line' }}>{content}</span>, okText, afterClose });
}

export function warningDialog(title: string, content: string, okText: string, onOk: () => void): void {
  Modal.warning({ title, content, okText, onOk });
}

export function toast(kind: 'success' | 'warning' | 'error', text: string, seconds?: number): Promise<boolean> {
  return Promise.resolve(message[kind](text, seconds));
}

export function notice(title: string, description: string, seconds: number): void {
  notification.error({ message: title, description, duration: seconds });
}
