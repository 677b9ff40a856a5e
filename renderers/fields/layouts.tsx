// Layout nodes of forms (001 §2.6 "further layouts"): Tabs (a tab per child group), LeftRight (two
// children side by side), GroupRows (an array field as repeated groups with add/remove, like Formily's
// ArrayItems), IframeHost (a framed page sent the session message 500 ms after it loads) and ValueTable (a
// read-only table of a multi-value field, scroll 400, optionally filled by a call and choosable). Generic: what
// they show comes from the schema's child nodes and props. Loaded on first use (registry.tsx).
import type { ArrayField, Field, GeneralField } from '@formily/core';
import { observer, RecursionField, useField, useFieldSchema, useForm } from '@formily/react';
import type { Schema } from '@formily/json-schema';
import { Button, Card, Col, Row as AntRow, Space, Table, Tabs as AntTabs } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { format } from '../filters';
import { resolveBindings } from '../calls/bindings';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import { busy } from '../runtime/busy';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText, text, type Text } from '../runtime/text';
import type { Params } from '../schema-types.generated';
import { FRAME_KEY_CALL, frameMessage, frameOrigin, keyOfAnswer, rowsAt } from './frame';

type Row = Record<string, unknown>;

/** The child nodes of a layout node, in order (x-index). */
function children(schema: Schema): [string, Schema][] {
  return schema.mapProperties((s, name) => [String(name), s] as [string, Schema]);
}

/** Tabs: each child node (a void group with a title) is a tab; all panes stay mounted so every field validates. */
export function Tabs({ defaultActiveKey, style }: { defaultActiveKey?: string; style?: CSSProperties }) {
  const schema = useFieldSchema();
  const items = children(schema).map(([name, s]) => ({
    key: name,
    label: String(s.title ?? name),
    forceRender: true,
    // a void child is a VoidField: its fields' values are not nested under its name
    children: <RecursionField schema={s} name={name} />,
  }));
  return (
    <AntTabs className="rt-tabs" defaultActiveKey={defaultActiveKey ?? items[0]?.key} items={items} style={style} />
  );
}

/** LeftRight: the first child on the left, the second on the right (leftSpan of 24, default 12). */
export function LeftRight({ leftSpan = 12, gutter = 16 }: { leftSpan?: number; gutter?: number }) {
  const schema = useFieldSchema();
  const [left, right] = children(schema);
  const side = (c: [string, Schema] | undefined, span: number, cls: string) =>
    c && (
      <Col span={span} className={cls}>
        {c[1].type === 'void' && !c[1]['x-component'] ? (
          <Card size="small" title={c[1].title ? String(c[1].title) : undefined}>
            <RecursionField schema={c[1]} name={c[0]} />
          </Card>
        ) : (
          <RecursionField schema={c[1]} name={c[0]} />
        )}
      </Col>
    );
  return (
    <AntRow gutter={gutter} className="rt-left-right" style={{ marginBottom: 16 }}>
      {side(left, leftSpan, 'rt-left')}
      {side(right, 24 - leftSpan, 'rt-right')}
    </AntRow>
  );
}

/** GroupRows: an array field as repeated groups of its row fields (items.properties), 新增 and 删除 per group. */
export const GroupRows = observer(function GroupRows({
  addable = true,
  removable = true,
  addText,
  maxRows,
}: {
  addable?: boolean;
  removable?: boolean;
  addText?: Text;
  maxRows?: number;
}) {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const rt = useRuntime();
  const rows = Array.isArray(field.value) ? field.value : [];
  const editable = field.editable;
  const items = schema.items as Schema | undefined;
  return (
    <div className="rt-group-rows">
      {rows.map((_, i) => (
        <Card
          key={i}
          size="small"
          className="rt-group-row"
          style={{ marginBottom: 8 }}
          title={`${schema.title ?? ''} ${i + 1}`.trim()}
          extra={
            removable && editable ? (
              <a onClick={() => void field.remove(i)}>{runtimeText('delete', rt.locale)}</a>
            ) : undefined
          }
        >
          {items && <RecursionField schema={items} name={i} onlyRenderProperties />}
        </Card>
      ))}
      {addable && editable && (maxRows === undefined || rows.length < maxRows) && (
        <Button type="dashed" block onClick={() => void field.push({})}>
          {addText ? text(addText, rt.locale) : runtimeText('addRow', rt.locale)}
        </Button>
      )}
    </div>
  );
});

/**
 * IframeHost: a framed page (same origin by default). `message` delayMs after the frame loads (default 500) it is
 * posted { ...params, key, token, issuer: 'sp', workNo } at the frame's own origin (never "*"). The key is the
 * gateway's encrypted one (call frame.key, asked at load, beside the delay); a key that cannot be had is reported
 * and nothing is posted (the page could not verify it).
 */
export function IframeHost({
  src,
  height = 600,
  title,
  message,
}: {
  src: string;
  height?: number;
  title?: Text;
  message?: { delayMs?: number; params?: Params } | false;
}) {
  const rt = useRuntime();
  const frame = useRef<HTMLIFrameElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const load = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      load.current++;
    },
    [],
  );
  const onLoad = () => {
    if (message === false) return;
    const origin = frameOrigin(src, window.location.href);
    if (!origin) return;
    clearTimeout(timer.current);
    const mine = ++load.current;
    const key = runCall(rt, { ref: FRAME_KEY_CALL, scope: { session: rt.session, route: rt.route } }).then(
      ({ call, body }) => keyOfAnswer(readAnswer(call, body)) || keyOfAnswer(body),
    );
    key.catch(() => undefined);
    timer.current = setTimeout(() => {
      let extra: Record<string, unknown>;
      try {
        // bindings to the session and the route only: a frame is not a form field
        extra = resolveBindings(message?.params, { session: rt.session, route: rt.route }, rt.locale);
      } catch (e) {
        reportError(rt.messages, e, rt.locale); // a missing value with a message: warned, nothing posted
        return;
      }
      key.then(
        (k) => {
          // a newer load (or the unmount) owns the frame now
          if (mine !== load.current || !k) return;
          frame.current?.contentWindow?.postMessage(
            frameMessage(k, rt.frameToken?.() ?? '', rt.session.workNo, extra),
            origin,
          );
        },
        (e: unknown) => {
          if (mine === load.current) reportError(rt.messages, e, rt.locale);
        },
      );
    }, message?.delayMs ?? 500);
  };
  return (
    <iframe
      ref={frame}
      className="rt-iframe-host"
      title={title ? text(title, rt.locale) : src}
      src={src}
      onLoad={onLoad}
      style={{ width: '100%', height, border: 0, background: '#fff' }}
    />
  );
}

export interface ValueTableColumn {
  key: string;
  title: Text;
  width?: number;
  format?: 'text' | 'thousands' | 'amount' | 'flag';
}

export interface ValueTableProps {
  value?: Row[];
  onChange?(rows: Row[]): void;
  columns: ValueTableColumn[];
  rowKey?: string;
  scrollY?: number;
  selection?: 'checkbox' | 'radio';
  source?: { call: string; params?: Params; rows?: string; searchText?: Text; fill?: Record<string, string> };
  refuse?: { when: string; message: Text };
}

/**
 * ValueTable: a read-only table of rows (scroll 400). Its rows are the field's value, or with `selection` the
 * rows given to it (source or another table's fill) with the value = the chosen rows. `source` adds a button that
 * makes the call (bindings: a missing value with a message is a warning, nothing sent) and shows `rows` of the
 * answer; `fill` gives other ValueTables the rows under other answer fields. `refuse` refuses chosen rows.
 */
export const ValueTable = observer(function ValueTable(props: ValueTableProps) {
  // refuse is a validator of the field (schema/compile.ts, frame.ts refuseValidator)
  const { value, onChange, columns, rowKey = 'id', scrollY = 400, selection, source } = props;
  const rt = useRuntime();
  const form = useForm();
  const field = useField<Field>();
  const [loading, setLoading] = useState(false);
  const unique = (rows: Row[]) => {
    const seen = new Set<unknown>();
    return rows.filter((r) => (seen.has(r[rowKey]) ? false : (seen.add(r[rowKey]), true)));
  };
  const rows: Row[] = selection ? ((field.dataSource as Row[] | undefined) ?? []) : Array.isArray(value) ? value : [];
  const put = (target: GeneralField | undefined, list: Row[]) => {
    if (!target || !('setValue' in target)) return;
    const f = target as Field;
    if (f.componentProps?.selection) {
      f.setDataSource(list as never);
      f.setValue([]);
    } else f.setValue(list);
  };
  const search = async () => {
    if (!source) return;
    setLoading(true);
    try {
      const { call, body } = await runCall(rt, {
        ref: source.call,
        params: source.params,
        scope: { form: form.values, session: rt.session, route: rt.route },
      });
      const answer = readAnswer(call, body);
      put(field, unique(rowsAt(answer, source.rows)));
      for (const [other, path] of Object.entries(source.fill ?? {}))
        put(form.query(other).take(), unique(rowsAt(answer, path)));
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
    } finally {
      setLoading(false);
    }
  };
  const chosen = new Set((Array.isArray(value) ? value : []).map((r) => r[rowKey]));
  return (
    <div className="rt-value-table">
      {source && field.editable && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" loading={busy(loading)} onClick={() => void search()}>
            {source.searchText ? text(source.searchText, rt.locale) : runtimeText('search', rt.locale)}
          </Button>
        </Space>
      )}
      <Table<Row>
        size="small"
        bordered
        rowKey={(r) => String(r[rowKey])}
        dataSource={rows}
        pagination={false}
        loading={loading}
        scroll={{ x: 'max-content', y: scrollY }}
        rowSelection={
          selection && {
            type: selection,
            selectedRowKeys: rows.filter((r) => chosen.has(r[rowKey])).map((r) => String(r[rowKey])),
            onChange: (_keys, picked) => onChange?.(picked),
            getCheckboxProps: () => ({ disabled: !field.editable }),
          }
        }
        columns={columns.map((c) => ({
          key: c.key,
          dataIndex: c.key,
          title: text(c.title, rt.locale),
          width: c.width,
          align: c.format === 'amount' || c.format === 'thousands' ? ('right' as const) : undefined,
          render: (v: unknown) => format(v, c.format ?? 'text'),
        }))}
      />
    </div>
  );
});
