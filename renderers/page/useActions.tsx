// Running an action (row action, tool-bar button, detail action): confirmation if declared -> call -> success
// message -> then (refresh, close, back, emit); or opening a form dialog, a detail, a picker or a route.
import { Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Row } from '../calls/types';
import { runCall } from '../calls/run';
import { answerText } from './answerText';
import { ApprovalDialog } from '../approval/ApprovalDialog';
import { ChangeRecordsDialog } from '../detail/ChangeRecordsDialog';
import { ImportDialog } from '../files/ImportDialog';
import { runDownload } from '../files/run';
import { FormDialog } from '../form/FormDialog';
import { PickerDialog } from '../picker/PickerDialog';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText, text } from '../runtime/text';
import type { Action, ToolbarButton } from '../schema-types.generated';

export type Runnable = Pick<Action, 'confirm' | 'call' | 'params' | 'query' | 'open' | 'successMessage' | 'then' | 'download' | 'import'> & Partial<Pick<Action, 'label' | 'approval' | 'changeRecords'>>;

export interface ActionHooks {
  refresh?(): void;
  close?(): void;
  emit?(rows: Row[]): void;
  /** The rows checked in the page's table ($selected of a tool-bar button). */
  selected?(): Row[];
}

/** Fills {field} placeholders of a route from the row. */
export const fillRoute = (route: string, row: Row | undefined): string =>
  route.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(String(row?.[k] ?? '')));

export function useActions(hooks: ActionHooks): { run(action: Runnable | ToolbarButton, row?: Row): void; dialogs: ReactNode } {
  const rt = useRuntime();
  const [formOpen, setFormOpen] = useState<{ id: string; row?: Row; action: Runnable } | null>(null);
  const [pickerOpen, setPickerOpen] = useState<{ id: string; row?: Row; action: Runnable } | null>(null);
  const [importOpen, setImportOpen] = useState<{ row?: Row; action: Runnable } | null>(null);
  const [approvalOpen, setApprovalOpen] = useState<{ row?: Row; action: Runnable } | null>(null);
  const [recordsOpen, setRecordsOpen] = useState<{ row?: Row; action: Runnable } | null>(null);

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
      await runDownload(rt, action.download, { row, session: rt.session, route: rt.route }).catch((e: unknown) => reportError(rt.messages, e, rt.locale));
      return;
    }
    if (!action.call) return after(action, row ? [row] : []);
    try {
      const done = await runCall(rt, { ref: action.call, params: action.params, query: action.query, scope: { row, picked, selected: hooks.selected?.(), session: rt.session, route: rt.route } });
      // {field} in the message names a field of an object answer (下单成功，订单号：{orderNo})
      if (action.successMessage) rt.messages.success(answerText(text(action.successMessage, rt.locale), done.call, done.body));
      after(action, row ? [row] : []);
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    }
  };

  const run = (action: Runnable, row?: Row) => {
    const open = action.open;
    if (open?.route) return rt.navigate(fillRoute(open.route, row));
    if (open?.form) return setFormOpen({ id: open.form, row, action });
    if (open?.detail) return rt.navigate(fillRoute(`/detail/${open.detail}/{id}`, row));
    if (open?.picker) return setPickerOpen({ id: open.picker, row, action });
    if (action.import) return setImportOpen({ row, action });
    if (action.approval) return setApprovalOpen({ row, action });
    if (action.changeRecords) return setRecordsOpen({ row, action });
    if (action.confirm) {
      Modal.confirm({
        content: text(action.confirm, rt.locale),
        okText: runtimeText('ok', rt.locale),
        cancelText: runtimeText('cancel', rt.locale),
        onOk: () => call(action, row),
      });
      return;
    }
    void call(action, row);
  };

  const dialogs = (
    <>
      {approvalOpen?.action.approval && (
        <ApprovalDialog
          spec={approvalOpen.action.approval}
          label={approvalOpen.action.label}
          row={approvalOpen.row}
          onClose={() => setApprovalOpen(null)}
          onDone={() => {
            const { action, row } = approvalOpen;
            setApprovalOpen(null);
            if (action.successMessage) rt.messages.success(text(action.successMessage, rt.locale));
            after(action, row ? [row] : []);
          }}
        />
      )}
      {recordsOpen?.action.changeRecords && (
        <ChangeRecordsDialog spec={recordsOpen.action.changeRecords} row={recordsOpen.row} onClose={() => setRecordsOpen(null)} />
      )}
      {importOpen?.action.import && (
        <ImportDialog
          spec={importOpen.action.import}
          row={importOpen.row}
          onClose={() => setImportOpen(null)}
          onDone={() => {
            setImportOpen(null);
            after({ then: importOpen.action.import?.then ?? ['refresh'] });
          }}
        />
      )}
      {formOpen && (
        <FormDialog
          id={formOpen.id}
          open
          row={formOpen.row}
          initialValues={formOpen.row}
          onClose={() => setFormOpen(null)}
          onDone={() => {
            setFormOpen(null);
            after({ ...formOpen.action, then: formOpen.action.then ?? ['refresh'] });
          }}
        />
      )}
      {pickerOpen && (
        <PickerDialog
          id={pickerOpen.id}
          open
          onCancel={() => setPickerOpen(null)}
          onOk={(rows) => {
            const { action, row } = pickerOpen;
            setPickerOpen(null);
            // the chosen row reaches the call only through $picked: the clicked row (the ticket's id) stays $row
            if (action.call) void call(action, row, rows[0]);
            else after(action, rows);
          }}
        />
      )}
    </>
  );
  return { run, dialogs };
}
