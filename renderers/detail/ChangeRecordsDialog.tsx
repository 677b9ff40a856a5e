// The change-record viewer (001 §2.6; §7 GET change records at url plus code): a modal over the change-record
// call with a table of who, when, which action and what changed (changes.ts); 暂无数据 when there are none.
import { Modal, Table } from 'antd';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import type { Row } from '../calls/types';
import { useRuntime } from '../runtime/context';
import { runtimeText, text } from '../runtime/text';
import { useLoad } from '../runtime/useLoad';
import type { ChangeRecords } from '../schema-types.generated';
import { changeRows, type ChangeRow } from './changes';

export const changeRecordsLabel = (spec: ChangeRecords, locale: 'zh_CN' | 'en_US') =>
  text(spec.label, locale, runtimeText('changeRecords', locale));

export function ChangeRecordsDialog({ spec, row, onClose }: { spec: ChangeRecords; row?: Row; onClose(): void }) {
  const rt = useRuntime();
  const { data, loading } = useLoad(
    async (signal) => {
      const { call, body } = await runCall(rt, {
        ref: spec.call,
        params: spec.params,
        scope: { row, session: rt.session, route: rt.route },
        signal,
      });
      return changeRows(readAnswer(call, body), spec, rt.locale);
    },
    [spec, row],
  );
  const columns = [
    { key: 'who', dataIndex: 'who', title: runtimeText('operator', rt.locale), width: 120 },
    { key: 'when', dataIndex: 'when', title: runtimeText('operationTime', rt.locale), width: 170 },
    { key: 'action', dataIndex: 'action', title: runtimeText('changeAction', rt.locale), width: 110 },
    {
      key: 'changes',
      title: runtimeText('changeContent', rt.locale),
      render: (_: unknown, r: ChangeRow) => r.changes.map((c) => <div key={c}>{c}</div>),
    },
  ];
  return (
    <Modal
      open
      className="rt-change-records"
      title={changeRecordsLabel(spec, rt.locale)}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<ChangeRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={data ?? []}
        loading={loading}
        pagination={false}
        scroll={{ y: 400 }}
        locale={{ emptyText: runtimeText('empty', rt.locale) }}
      />
    </Modal>
  );
}
