// The approval dialog (001 §2.6, §5): a remark text area (required by default, 请输入; optional when
// remark.required is false), 确定/取消; 确定 makes the call with the params and the remark (approval.ts).
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { runCall } from '../calls/run';
import type { Row } from '../calls/types';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText, text, type Text } from '../runtime/text';
import type { Approval } from '../schema-types.generated';
import { approvalInput, DEFAULT_REMARK_MAX, remarkProblem } from './approval';

export interface ApprovalDialogProps {
  spec: Approval;
  /** The action's label: the title when the spec gives none. */
  label?: Text;
  /** $row of the params: the clicked row or the detail's object. */
  row?: Row;
  onClose(): void;
  /** After the call succeeded. */
  onDone(): void;
}

export function ApprovalDialog({ spec, label, row, onClose, onDone }: ApprovalDialogProps) {
  const rt = useRuntime();
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const required = spec.remark?.required ?? true;

  const ok = async () => {
    const message = remarkProblem(spec, remark, rt.locale);
    setProblem(message);
    if (message) return;
    const { params, query } = approvalInput(spec, remark);
    setBusy(true);
    try {
      await runCall(rt, { ref: spec.call, params, query, scope: { row, session: rt.session, route: rt.route } });
      onDone();
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      className="rt-approval"
      title={text(spec.title ?? label, rt.locale)}
      okText={runtimeText('ok', rt.locale)}
      cancelText={runtimeText('cancel', rt.locale)}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={text(spec.remark?.title, rt.locale, runtimeText('remark', rt.locale))}
          required={required}
          validateStatus={problem ? 'error' : undefined}
          help={problem}
          htmlFor="rt-approval-remark"
        >
          <Input.TextArea
            id="rt-approval-remark"
            rows={4}
            value={remark}
            maxLength={spec.remark?.maxLength ?? DEFAULT_REMARK_MAX}
            showCount
            onChange={(e) => {
              setRemark(e.target.value);
              if (problem) setProblem(remarkProblem(spec, e.target.value, rt.locale));
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
