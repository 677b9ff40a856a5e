// A screen or dialog that throws while rendering shows its id and the problem in place, instead of React
// unmounting the whole portal (a blank page). The rest of the shell (menu, tabs, other screens) keeps working.
import { Alert, Modal } from 'antd';
import { Component, type ReactNode } from 'react';
import { useRuntime } from '../runtime/context';

export interface ScreenBoundaryProps {
  /** What failed: 'page:supplierParts', 'form:feedback', 'picker:warehouse'. */
  screen: string;
  children: ReactNode;
  /** A dialog shows the failure in a dialog of its own, closed with onClose. */
  dialog?: boolean;
  onClose?(): void;
}

/** 页面 <id> 无法显示：<message> (en_US: Screen <id> cannot be shown: <message>); a dialog says 对话框. */
export function screenFailureText(screen: string, message: string, locale: string, dialog = false): string {
  if (locale === 'en_US') return `${dialog ? 'Dialog' : 'Screen'} ${screen} cannot be shown: ${message}`;
  return `${dialog ? '对话框' : '页面'} ${screen} 无法显示：${message}`;
}

class Boundary extends Component<ScreenBoundaryProps & { locale: string }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(prev: ScreenBoundaryProps) {
    // Another screen in the same place starts afresh.
    if (prev.screen !== this.props.screen && this.state.error) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { screen, locale, dialog, onClose } = this.props;
    const alert = (
      <Alert
        type="error"
        showIcon
        role="alert"
        className="rt-screen-failure"
        message={screenFailureText(screen, error.message, locale, dialog)}
      />
    );
    return dialog ? (
      <Modal open title={screen} footer={null} onCancel={onClose}>
        {alert}
      </Modal>
    ) : (
      alert
    );
  }
}

export function ScreenBoundary({ screen, children, dialog, onClose }: ScreenBoundaryProps) {
  const { locale } = useRuntime();
  return (
    <Boundary screen={screen} locale={locale} dialog={dialog} onClose={onClose}>
      {children}
    </Boundary>
  );
}
