// A search page: search form, tool bar (buttons by the route's permission describes), paged table (10 a
// page) and row actions by permission (hasPermission).
import { Space } from 'antd';
import { LightButton } from '../antd-light/LightButton';
import { useMemo, useState } from 'react';
import type { Row } from '../calls/types';
import { historyFields } from '../fields/history';
import { evaluateVisible } from '../schema/visible';
import { hasPermission, toolbarAllowed } from '../permission';
import { compileFields } from '../schema/compile';
import { useRuntime } from '../runtime/context';
import { useMountLayoutEffect, useStableCallback } from '../runtime/effects';
import { useSearch } from '../runtime/useSearch';
import { runtimeText, text } from '../runtime/text';
import type { PageDocument } from '../schema-types.generated';
import { SearchForm } from './SearchForm';
import { LazyForm } from './lazyForm';
import { LightTable, type LightColumn } from '../antd-light/LightTable';
import { lightColumns, useLookupsReady } from './tableColumns';
import { useAnswered } from '../runtime/useAnswered';
import { useActions } from './useActions';
import { useRowKeys } from '../table/rowKeys';

const NO_ROWS: Row[] = [];

/** The top-level filters' `default` values. */
function filterDefaults(schema: { properties?: unknown }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, { default?: unknown }>)) {
    if (field && field.default !== undefined) out[name] = field.default;
  }
  return out;
}

/** Tree answers (rows with a `children` list: 服务商维护's branches and providers, 权限管理's entries and buttons):
 * every row followed by its children, each with its depth (the first column is indented by it). */
export function treeRows(rows: readonly Row[]): { rows: Row[]; depth: WeakMap<Row, number> } {
  const out: Row[] = [];
  const depth = new WeakMap<Row, number>();
  const walk = (list: readonly Row[], d: number) => {
    for (const r of list) {
      out.push(r);
      depth.set(r, d);
      if (Array.isArray(r.children)) walk(r.children as Row[], d + 1);
    }
  };
  walk(rows, 0);
  return { rows: out, depth };
}

export function SearchPage({ doc }: { doc: PageDocument }) {
  const rt = useRuntime();
  const schema = compileFields(`page:${doc.id}`, doc.filters, rt.locale, doc.rules);
  // the filters' defaults are the form's values from the start: the first search has them, also those of collapsed
  // (unmounted) filters and of a filter a required binding reads ({ "$form": "branchId", "message": ... })
  // (the Formily form itself is made when the search form is first used: LazyForm)
  // one form for the page's life (made with the first render's defaults)
  const [form] = useState(() => new LazyForm(filterDefaults(schema)));
  const history = useMemo(() => historyFields(schema), [schema]);
  const s = useSearch({
    call: doc.call,
    params: doc.params,
    pageSize: doc.pageSize ?? 10,
    history,
    searchesOnMount: true,
  });
  // page `selection`: the checked rows, read by tool-bar buttons ($selected); cleared by every search
  const [checked, setChecked] = useState<{ keys: string[]; rows: Row[] }>({ keys: [], rows: [] });
  const unchecked = () => setChecked({ keys: [], rows: [] });
  const refresh = () => {
    unchecked();
    s.search(undefined, s.current, s.size);
  };
  const { run, dialogs } = useActions({ refresh, selected: () => checked.rows });
  // the first search leaves with the first commit, before the paint
  useMountLayoutEffect(() => {
    s.search(form.values, 1);
  });

  // a button naming its permission action shows by it, the others by their label (the describe of a route permission)
  const toolbar = (doc.toolbar ?? []).filter((b) =>
    b.action ? hasPermission(b.action, rt.permissions) : toolbarAllowed(text(b.label, 'zh_CN'), rt.routePermissions),
  );
  const rowActions = (doc.rowActions ?? []).filter((a) => hasPermission(a.action, rt.permissions));
  const tree = useMemo(() => treeRows(s.rows), [s.rows]);
  // rows render once their dictionaries are there (no code before its name); 暂无数据 only after an answer
  const lookupsReady = useLookupsReady(doc.columns, rt);
  const answered = useAnswered(s.loading);
  const nested = tree.rows.length > s.rows.length;
  const dataColumns = useMemo(() => {
    const cols = lightColumns(doc.columns, rt);
    if (!nested || !cols.length) return cols;
    const [first, ...rest] = cols;
    const indented = (row: Row) => (
      <span style={{ paddingLeft: 24 * (tree.depth.get(row) ?? 0) }}>{first.render(row)}</span>
    );
    return [{ ...first, render: indented }, ...rest];
  }, [doc.columns, rt, nested, tree]);
  // the actions column is built on every render: its buttons run this render's actions (refresh on this page)
  const columns: LightColumn<Row>[] = !rowActions.length
    ? dataColumns
    : [
        ...dataColumns,
        {
          key: '$actions',
          title: runtimeText('actions', rt.locale),
          fixed: 'right',
          render: (row: Row) => (
            <Space size={4}>
              {rowActions
                .filter((a) => evaluateVisible(a.visible, { $row: row, $session: rt.session }))
                .map((a) => (
                  <LightButton
                    key={`${a.action}:${text(a.label, 'zh_CN')}`}
                    type="link"
                    size="small"
                    danger={a.danger}
                    onClick={() => run(a, row)}
                  >
                    {text(a.label, rt.locale)}
                  </LightButton>
                ))}
            </Space>
          ),
        },
      ];

  // stable: the search form is memoised (rows arriving do not re-render it)
  const onSearch = useStableCallback(() =>
    form.validate().then(
      () => (unchecked(), s.search(form.values, 1)),
      () => undefined,
    ),
  );
  const onReset = useStableCallback(() => {
    unchecked();
    form.reset();
    s.search(form.values, 1);
  });

  const shownRows = lookupsReady ? tree.rows : NO_ROWS;
  const keys = useRowKeys(shownRows, doc.rowKey ?? 'id', `page ${doc.id}`);

  return (
    <div className="rt-search-page">
      {doc.filters && (
        <SearchForm
          schemaKey={`page:${doc.id}|${rt.locale}`}
          schema={schema}
          form={form}
          onSearch={onSearch}
          onReset={onReset}
        />
      )}
      {toolbar.length > 0 && (
        <Space style={{ marginBottom: 12 }}>
          {toolbar.map((b) => (
            <LightButton key={text(b.label, 'zh_CN')} type={b.primary ? 'primary' : 'default'} onClick={() => run(b)}>
              {text(b.label, rt.locale)}
            </LightButton>
          ))}
        </Space>
      )}
      <LightTable<Row>
        size="middle"
        rowKey={keys.key}
        columns={columns}
        rows={shownRows}
        loading={s.loading || !lookupsReady}
        selection={
          doc.selection
            ? { type: doc.selection, selectedKeys: checked.keys, onChange: (keys, rows) => setChecked({ keys, rows }) }
            : undefined
        }
        emptyText={answered && lookupsReady && !s.loading ? runtimeText('empty', rt.locale) : ''}
        pagination={{
          current: s.current,
          pageSize: s.size,
          total: s.total,
          showTotal: (total) => runtimeText('total', rt.locale, { total }),
          onChange: (p, size) => {
            unchecked();
            s.search(undefined, size !== s.size ? 1 : p, size);
          },
        }}
      />
      {dialogs}
    </div>
  );
}
