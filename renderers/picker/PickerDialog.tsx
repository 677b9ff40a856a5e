// The generic search-and-choose dialog (001 §2.5): a declarative dialog in antd's Modal markup (LightModal)
// around a Formily form (not the FormDialog helper, see docs/decisions.md). Filters + 查询/重置, a paged LightTable (antd's table markup, native
// inputs) with radio or checkbox selection, a checkbox picker's selected list (selectedList: SelectedList.tsx), an
// optional mandatory remark, and the spec's message when nothing is chosen.
import { Input } from 'antd';
import { LightModal } from '../antd-light/LightModal';
import { memo, useCallback, useMemo, useState } from 'react';
import type { Row } from '../calls/types';
import { historyFields } from '../fields/history';
import { SearchForm } from '../page/SearchForm';
import { LazyForm } from '../page/lazyForm';
import { lightColumns, useLookupsReady } from '../page/tableColumns';
import { useAnswered } from '../runtime/useAnswered';
import { LightTable, type LightColumn } from '../antd-light/LightTable';
import { checkFormRules } from '../rules/formRules';
import { compileFields } from '../schema/compile';
import { useRuntime } from '../runtime/context';
import { useMountLayoutEffect, useStableCallback } from '../runtime/effects';
import { useSearchRunner, useSearchState, type SearchRunner } from '../runtime/useSearch';
import { runtimeText, text } from '../runtime/text';
import type { PickerDocument } from '../schema-types.generated';
import { ScreenBoundary } from '../screen/ScreenBoundary';
import { usePickerEdits } from './editable';
import { useDocument } from '../screen/useDocument';
import { modalLayer } from '../antd-light/modalLayer';
import { usePickerRowActions } from '../chains/NestedDialog';
import { useRequiredParams } from '../chains/params';
import { useRowKeys } from '../table/rowKeys';
import { SelectedList } from './SelectedList';

const NO_ROWS: Row[] = [];

export interface PickerDialogProps {
  id: string;
  open: boolean;
  /** Values sent with the call over the schema's params (resolved by the caller). */
  params?: Record<string, unknown>;
  /** The owning form's values, for $form bindings in the schema's params. */
  form?: Record<string, unknown>;
  onOk(rows: Row[], remark?: string): void;
  /** The filters' first values, not sent when cleared (the stock table opened from the stock price panel). */
  initialValues?: Record<string, unknown>;
  onCancel(): void;
}

export function PickerDialog(props: PickerDialogProps) {
  if (!props.open) return null;
  return (
    <ScreenBoundary screen={`picker:${props.id}`} dialog onClose={props.onCancel}>
      <Picker {...props} />
    </ScreenBoundary>
  );
}

function Picker(props: PickerDialogProps) {
  const doc = useDocument('picker', props.id);
  // requiredParams the caller did not give (claim picker: 需要指定模块): warned, and the picker stays shut
  const refused = useRequiredParams(doc, props.params, props.onCancel);
  if (!doc || !props.open || refused) return null;
  return <PickerBody {...props} doc={doc} />;
}

function PickerBody({
  doc,
  params,
  form: owner,
  initialValues,
  onOk,
  onCancel,
}: PickerDialogProps & { doc: PickerDocument }) {
  const rt = useRuntime();
  const schema = compileFields(`picker:${doc.id}`, doc.filters, rt.locale, doc.rules);
  // the caller's params that name a filter fill it in (a fault code's principal part), so rules and 查询 see them
  // (the Formily form itself is made when the search form is first used: LazyForm)
  // one form for the dialog's life (made with the params and values it opened with)
  const [form] = useState(() => new LazyForm({ ...filterParams(doc.filters, params), ...initialValues }));
  const history = useMemo(() => historyFields(schema), [schema]);
  // Open with a first page, unless a form rule (at least one of VIN or engine number) needs input first.
  const [searchesOnMount] = useState(() => checkFormRules(doc.rules, form.values).length === 0);
  // the rows' state lives with the rows (PickerRows): an answer renders the table, not the dialog around it
  const search = useSearchRunner({
    call: doc.call,
    params: doc.params,
    extra: params,
    pageSize: doc.pageSize ?? 5,
    form: owner,
    history,
    searchesOnMount,
  });
  const [selected, setSelected] = useState<Row[]>([]);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState(false);
  const rowKey = doc.value.key;
  // editable cells (columns[].edit): editing a row's cell chooses the row; 确定 applies the row rules
  const chooseEdited = useCallback(
    (row: Row) =>
      setSelected((before) =>
        before.some((r) => String(r[rowKey]) === String(row[rowKey]))
          ? before
          : doc.selection === 'radio'
            ? [row]
            : [...before, row],
      ),
    [rowKey, doc.selection],
  );
  const edits = usePickerEdits(doc, rowKey, rt, chooseEdited);
  // rowActions: an operation column whose links open a nested dialog over this one (the selection stays)
  const nested = usePickerRowActions(doc);

  const run = async (current = 1) => {
    await form.validate();
    await search.search(form.values, current);
  };
  // (with the first commit, before the paint)
  useMountLayoutEffect(() => {
    if (searchesOnMount) void search.search(form.values, 1);
  });

  const ok = () => {
    if (selected.length === 0)
      return rt.messages.warning(text(doc.emptyMessage, rt.locale, runtimeText('chooseData', rt.locale)));
    if (doc.remark?.required && remark.trim() === '') {
      setRemarkError(true);
      return rt.messages.warning(text(doc.remark.message, rt.locale, runtimeText('remarkRequired', rt.locale)));
    }
    if (!edits.editable) return onOk(selected, doc.remark ? remark.trim() : undefined);
    const { rows, failures } = edits.confirm(selected);
    if (failures.length) return rt.messages.warning(text(failures[0].message, rt.locale));
    if (rows.length === 0)
      return rt.messages.warning(text(doc.emptyMessage, rt.locale, runtimeText('chooseData', rt.locale)));
    onOk(rows, doc.remark ? remark.trim() : undefined);
  };

  // stable: the search form is memoised (rows arriving do not re-render it)
  const onSearch = useStableCallback(() => run(1).catch(() => undefined));
  const onReset = useStableCallback(() => {
    form.reset();
    setSelected([]);
    run(1).catch(() => undefined);
  });
  const editColumns = edits.columns;
  const columns = useMemo(() => editColumns(lightColumns(doc.columns, rt)), [doc, rt, editColumns]);
  const nestedColumn = nested.column;
  const tableColumns = useMemo(() => (nestedColumn ? [...columns, nestedColumn] : columns), [columns, nestedColumn]);
  return (
    <LightModal
      title={text(doc.title, rt.locale, runtimeText('choose', rt.locale))}
      width={doc.width ?? '60%'}
      okText={text(doc.okText, rt.locale, runtimeText('ok', rt.locale))}
      cancelText={text(doc.cancelText, rt.locale, runtimeText('cancel', rt.locale))}
      onOk={ok}
      onCancel={onCancel}
      getContainer={modalLayer}
    >
      {doc.filters && (
        <SearchForm
          schemaKey={`picker:${doc.id}|${rt.locale}`}
          schema={schema}
          form={form}
          onSearch={onSearch}
          onReset={onReset}
        />
      )}
      <PickerRows
        lookups={doc.columns}
        runner={search}
        pickerId={doc.id}
        columns={tableColumns}
        rowKey={rowKey}
        selection={doc.selection}
        selected={selected}
        onSelect={setSelected}
        scrollY={doc.scrollY}
        emptyText={runtimeText('empty', rt.locale)}
      />
      {doc.selectedList && doc.selection === 'checkbox' && (
        <SelectedList
          rows={selected}
          rowKey={rowKey}
          code={doc.selectedList.code}
          name={doc.selectedList.name}
          locale={rt.locale}
          onChange={setSelected}
        />
      )}
      {nested.dialog}
      {doc.remark && (
        <div style={{ marginTop: 12 }}>
          <div>
            {doc.remark.required && <span style={{ color: '#ff4d4f' }}>* </span>}
            {text(doc.remark.title, rt.locale, runtimeText('remark', rt.locale))}
          </div>
          <Input.TextArea
            aria-label={text(doc.remark.title, rt.locale, runtimeText('remark', rt.locale))}
            status={remarkError ? 'error' : undefined}
            value={remark}
            onChange={(e) => {
              setRemark(e.target.value);
              setRemarkError(false);
            }}
          />
        </div>
      )}
    </LightModal>
  );
}

interface PickerRowsProps {
  /** The schema's columns: the rows wait for their dictionaries (useLookupsReady). */
  lookups: PickerDocument['columns'];
  runner: SearchRunner;
  /** The picker's id, for the message about a repeated row key. */
  pickerId: string;
  columns: LightColumn<Row>[];
  rowKey: string;
  selection: PickerDocument['selection'];
  selected: Row[];
  onSelect(rows: Row[]): void;
  scrollY?: number;
  emptyText: string;
}

/** The picker's rows and pager: the only part of the dialog that renders when an answer arrives. */
const PickerRows = memo(function PickerRows({
  lookups,
  runner,
  pickerId,
  columns,
  rowKey,
  selection,
  selected,
  onSelect,
  scrollY,
  emptyText,
}: PickerRowsProps) {
  const rt = useRuntime();
  const s = useSearchState(runner);
  // rows render once their dictionaries are there (no code before its name); 暂无数据 only after an answer
  const ready = useLookupsReady(lookups, rt);
  const answered = useAnswered(s.loading);
  const shown = ready ? s.rows : NO_ROWS;
  const keys = useRowKeys(shown, rowKey, `picker ${pickerId}`);
  return (
    <div className="rt-picker-rows" style={scrollY ? { maxHeight: scrollY, overflowY: 'auto' } : undefined}>
      <LightTable<Row>
        size="small"
        rowKey={keys.key}
        columns={columns}
        rows={shown}
        loading={s.loading || !ready}
        emptyText={answered && ready && !s.loading ? emptyText : ''}
        selection={{
          type: selection,
          selectedKeys: selected.map((r) => String(r[rowKey])),
          onChange: (_keys, rows) =>
            onSelect(selection === 'radio' ? rows.slice(-1) : mergeSelection(selected, rows, s.rows, rowKey)),
          rowLabel: (_r, key) => `${runtimeText('selectRow', rt.locale)} ${key}`,
          columnLabel: runtimeText('selectRow', rt.locale),
        }}
        onRowClick={selection === 'radio' ? (r) => onSelect([r]) : undefined}
        pagination={{
          current: s.current,
          pageSize: s.size,
          total: s.total,
          showSizeChanger: false,
          onChange: (p) => void runner.search(undefined, p),
        }}
      />
    </div>
  );
});

/** Checkbox selection across pages: keep rows chosen on other pages, replace those of the current page. */
function mergeSelection(before: Row[], onPage: Row[], pageRows: Row[], key: string): Row[] {
  const pageKeys = new Set(pageRows.map((r) => String(r[key])));
  return [...before.filter((r) => !pageKeys.has(String(r[key]))), ...onPage];
}

/** The caller's params named like a filter field: the filter form's first values. */
function filterParams(
  filters: PickerDocument['filters'],
  params: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const names = new Set(Object.keys(filters ?? {}));
  return Object.fromEntries(
    Object.entries(params ?? {}).filter(([k, v]) => names.has(k) && v !== undefined && v !== null && v !== ''),
  );
}
