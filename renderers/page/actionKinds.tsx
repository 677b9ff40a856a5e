// The action kinds: one descriptor per kind of action (row action, tool-bar button, detail action), in the order
// they are tried. useActions.tsx runs the first kind whose `applies` holds; docs/extending.md and the action table
// of docs/schema-language.md are derived from `name`, `field` and `doc` (scripts/extension-docs.ts).
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import type { Row } from '../calls/types';
import { ApprovalDialog } from '../approval/ApprovalDialog';
import { ChangeRecordsDialog } from '../detail/ChangeRecordsDialog';
import { ImportDialog } from '../files/ImportDialog';
import { FormDialog } from '../form/FormDialog';
import { PickerDialog } from '../picker/PickerDialog';
import type { RuntimeContext } from '../runtime/context';
import { runtimeText, text } from '../runtime/text';
import type { Action } from '../schema-types.generated';

export type Runnable = Pick<
  Action,
  'confirm' | 'call' | 'params' | 'query' | 'open' | 'successMessage' | 'then' | 'download' | 'import'
> &
  Partial<Pick<Action, 'label' | 'approval' | 'changeRecords'>>;

/** What a kind is handed when its action runs, or while its dialog is open. */
export interface ActionRun {
  rt: RuntimeContext;
  action: Runnable;
  /** The clicked row ($row), if any. */
  row?: Row;
  /** Runs the action's call (picked: the row chosen in a picker the action opened, $picked), then its `then`. */
  call(action: Runnable, row?: Row, picked?: Row): Promise<void>;
  /** The action's `then` steps (refresh, close, back, emit). */
  after(action: Runnable, rows?: Row[]): void;
}

export interface ActionKind {
  /** The kind's name (docs). */
  name: string;
  /** The action property that selects it, as the schema writes it (docs). */
  field: string;
  /** One line for the docs: what the action does. */
  doc: string;
  applies(action: Runnable): boolean;
  /** Runs at once. Returns 'open' to show `dialog` until it closes. */
  start(run: ActionRun): void | 'open';
  /** The dialog shown while the action is open (when `start` answered 'open'). */
  dialog?(run: ActionRun & { close(): void }): ReactNode;
}

/** Fills {field} placeholders of a route from the row. */
export const fillRoute = (route: string, row: Row | undefined): string =>
  route.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(String(row?.[k] ?? '')));

const open = (): 'open' => 'open';

export const ACTION_KINDS: readonly ActionKind[] = [
  {
    name: 'route',
    field: 'open.route',
    doc: 'opens a route of the shell ({field} placeholders filled from the row)',
    applies: (a) => Boolean(a.open?.route),
    start: ({ rt, action, row }) => rt.navigate(fillRoute(action.open?.route ?? '', row)),
  },
  {
    name: 'form',
    field: 'open.form',
    doc: 'opens a form dialog on the row; refreshes the list when it saved (unless `then` says otherwise)',
    applies: (a) => Boolean(a.open?.form),
    start: open,
    dialog: ({ action, row, close, after }) => (
      <FormDialog
        id={action.open?.form ?? ''}
        open
        row={row}
        initialValues={row}
        onClose={close}
        onDone={() => {
          close();
          after({ ...action, then: action.then ?? ['refresh'] });
        }}
      />
    ),
  },
  {
    name: 'detail',
    field: 'open.detail',
    doc: 'opens the detail screen of the row (/detail/<id>/{id})',
    applies: (a) => Boolean(a.open?.detail),
    start: ({ rt, action, row }) => rt.navigate(fillRoute(`/detail/${action.open?.detail ?? ''}/{id}`, row)),
  },
  {
    name: 'picker',
    field: 'open.picker',
    doc: 'opens a picker; the chosen row reaches the call as $picked (the clicked row stays $row), or is emitted',
    applies: (a) => Boolean(a.open?.picker),
    start: open,
    dialog: ({ action, row, close, call, after }) => (
      <PickerDialog
        id={action.open?.picker ?? ''}
        open
        onCancel={close}
        onOk={(rows) => {
          close();
          if (action.call) void call(action, row, rows[0]);
          else after(action, rows);
        }}
      />
    ),
  },
  {
    name: 'import',
    field: 'import',
    doc: 'uploads a file to an import call and shows its summary',
    applies: (a) => Boolean(a.import),
    start: open,
    dialog: ({ action, row, close, after }) =>
      action.import && (
        <ImportDialog
          spec={action.import}
          row={row}
          onClose={close}
          onDone={() => {
            close();
            after({ then: action.import?.then ?? ['refresh'] });
          }}
        />
      ),
  },
  {
    name: 'approval',
    field: 'approval',
    doc: 'opens the approval dialog (pass or reject with a reason)',
    applies: (a) => Boolean(a.approval),
    start: open,
    dialog: ({ rt, action, row, close, after }) =>
      action.approval && (
        <ApprovalDialog
          spec={action.approval}
          label={action.label}
          row={row}
          onClose={close}
          onDone={() => {
            close();
            if (action.successMessage) rt.messages.success(text(action.successMessage, rt.locale));
            after(action, row ? [row] : []);
          }}
        />
      ),
  },
  {
    name: 'changeRecords',
    field: 'changeRecords',
    doc: "opens the row's change records (变更记录)",
    applies: (a) => Boolean(a.changeRecords),
    start: open,
    dialog: ({ action, row, close }) =>
      action.changeRecords && <ChangeRecordsDialog spec={action.changeRecords} row={row} onClose={close} />,
  },
  {
    name: 'confirm',
    field: 'confirm',
    doc: 'asks for confirmation, then makes the call',
    applies: (a) => Boolean(a.confirm),
    start: ({ rt, action, row, call }) => {
      Modal.confirm({
        content: text(action.confirm, rt.locale),
        okText: runtimeText('ok', rt.locale),
        cancelText: runtimeText('cancel', rt.locale),
        onOk: () => call(action, row),
      });
    },
  },
  {
    name: 'call',
    field: 'call / download',
    doc: 'makes the call (or the download), shows successMessage, then runs `then`',
    applies: () => true,
    start: ({ action, row, call }) => void call(action, row),
  },
];
