// A detail section's table (sections[].table): the rows of a list field of the loaded object, columns through
// the display filters (amount right-aligned with 2 decimals, dictionary texts), links per row by permission.
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Row } from '../calls/types';
import { align, cellText } from '../page/tableColumns';
import { hasPermission } from '../permission';
import { useRuntime } from '../runtime/context';
import { runtimeText, text } from '../runtime/text';
import { evaluateVisible } from '../schema/visible';
import type { Action, DetailTable as DetailTableSpec } from '../schema-types.generated';

export interface DetailTableProps {
  spec: DetailTableSpec;
  /** The loaded object; its spec.field holds the rows. */
  data?: Row;
  /** Row actions shown at all (the page's opt permission). */
  actionsAllowed: boolean;
  run(action: Action, row: Row): void;
}

export function DetailTable({ spec, data, actionsAllowed, run }: DetailTableProps) {
  const rt = useRuntime();
  const raw = data?.[spec.field];
  const rows = (Array.isArray(raw) ? raw : []) as Row[];
  const actions = actionsAllowed ? (spec.rowActions ?? []).filter((a) => hasPermission(a.action, rt.permissions)) : [];
  const columns: ColumnsType<Row> = spec.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: text(c.title, rt.locale),
    width: c.width,
    align: align(c),
    render: (value: unknown, line: Row) => cellText(c, value, rt, line),
  }));
  if (actions.length > 0) {
    columns.push({
      key: '__actions',
      title: runtimeText('actions', rt.locale),
      fixed: 'right',
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          {actions
            .filter((a) => evaluateVisible(a.visible, { $row: row, $session: rt.session }))
            .map((a) => (
              <Button
                key={a.action + text(a.label, 'zh_CN')}
                type="link"
                size="small"
                danger={a.danger}
                onClick={() => run(a, row)}
              >
                {text(a.label, rt.locale)}
              </Button>
            ))}
        </Space>
      ),
    });
  }
  return (
    <Table<Row>
      className="rt-detail-table"
      size="small"
      bordered
      columns={columns}
      dataSource={rows}
      rowKey={(row) => String(spec.rowKey ? row[spec.rowKey] : rows.indexOf(row))}
      pagination={false}
      // wide lines scroll inside the table (the actions column stays fixed right), as the lists do
      scroll={{ x: 'max-content', ...(spec.scrollY ? { y: spec.scrollY } : {}) }}
      locale={{ emptyText: runtimeText('empty', rt.locale) }}
    />
  );
}
