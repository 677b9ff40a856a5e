// A picker's row actions (construct 3): links in an operation column, each opening a nested dialog
// (picker, form or detail) with $row = the clicked picker row (001 §2.6: view the old parts of a claim). The
// nested dialog renders inside the outer picker, so closing it returns there with the selection kept.
import { Space } from 'antd';
import { LightButton } from '../antd-light/LightButton';
import { useState, type ReactNode } from 'react';
import { resolveBindings } from '../calls/bindings';
import type { Row } from '../calls/types';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText, text } from '../runtime/text';
import type { PickerDocument, PickerRowAction } from '../schema-types.generated';
import { evaluateVisible } from '../schema/visible';
import type { LightColumn } from '../antd-light/LightTable';

interface Nested {
  action: PickerRowAction;
  row: Row;
  params: Record<string, unknown>;
}

/** The operation column of a picker with rowActions (undefined without) and the nested dialog it opened. */
export function usePickerRowActions(doc: PickerDocument): { column?: LightColumn<Row>; dialog: ReactNode } {
  const rt = useRuntime();
  const [nested, setNested] = useState<Nested | null>(null);
  const actions = doc.rowActions ?? [];
  const openFor = (action: PickerRowAction, row: Row) => {
    try {
      setNested({
        action,
        row,
        params: resolveBindings(action.open.params, { row, session: rt.session, route: rt.route }, rt.locale),
      });
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    }
  };
  const column: LightColumn<Row> | undefined = actions.length
    ? {
        key: '$rowActions',
        title: runtimeText('actions', rt.locale),
        render: (row: Row) => (
          <Space size={4}>
            {actions
              .filter((a) => evaluateVisible(a.visible, { $row: row, $session: rt.session }))
              .map((a) => (
                <LightButton
                  key={text(a.label, 'zh_CN')}
                  type="link"
                  size="small"
                  onClick={(e) => {
                    e.stopPropagation(); // the link does not choose the row
                    openFor(a, row);
                  }}
                >
                  {text(a.label, rt.locale)}
                </LightButton>
              ))}
          </Space>
        ),
      }
    : undefined;
  const close = () => setNested(null);
  const open = nested?.action.open;
  const { Picker: PickerDialog, Form: FormDialog, Detail: NestedDetail } = rt.wiring.dialogs;
  const dialog =
    !nested || !open ? null : open.picker ? (
      <PickerDialog id={open.picker} open params={nested.params} onOk={close} onCancel={close} />
    ) : open.form ? (
      <FormDialog id={open.form} open row={nested.row} initialValues={nested.row} onClose={close} onDone={close} />
    ) : open.detail ? (
      <NestedDetail id={open.detail} row={nested.row} onClose={close} />
    ) : null;
  return { column, dialog };
}
