// File-table uploader (001 §2.2): an upload button and a table of file name, operator, operation time and
// action. Deleting asks 删除后将不可恢复，确认删除么？ (001 §5) and goes through the delete call (file.delete with
// attachmentId); the attachment leaves the value only when the call succeeds.
import { UploadOutlined } from '@ant-design/icons';
import { connect, mapReadPretty } from '@formily/react';
import { Button, Modal, Table, Upload } from 'antd';
import { runCall } from '../calls/run';
import { date } from '../filters';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText } from '../runtime/text';
import { acceptAttribute, attachmentKey, type Attachment, type UploadProps } from './upload';
import { useUploader } from './useUploader';

export interface FileUploadProps extends UploadProps {
  /** The delete call, sent { attachmentId } (default file.delete). */
  deleteCall?: string;
}

function FileUploadView(props: FileUploadProps) {
  const rt = useRuntime();
  const [modal, holder] = Modal.useModal();
  const { value = [], disabled, readOnly, accept, maxCount, deleteCall = 'file.delete', id } = props;
  const up = useUploader(props, accept, false);
  const locked = disabled || readOnly;
  const t = (k: Parameters<typeof runtimeText>[0]) => runtimeText(k, rt.locale);

  const remove = (a: Attachment, key: string) =>
    modal.confirm({
      content: t('deleteConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          if (a.attachmentId !== undefined) await runCall(rt, { ref: deleteCall, params: { attachmentId: a.attachmentId }, scope: { session: rt.session, route: rt.route } });
          up.remove((x, i) => attachmentKey(x, i) !== key);
        } catch (e) {
          reportError(rt.messages, e, rt.locale);
        }
      },
    });

  const rows = value.map((a, i) => ({ ...a, $key: attachmentKey(a, i) }));
  return (
    <div id={id} className="rt-file-upload">
      {!locked && (
        <Upload
          fileList={up.pending}
          accept={acceptAttribute(accept)}
          multiple={maxCount === undefined || maxCount > 1}
          disabled={up.full}
          beforeUpload={up.beforeUpload}
          customRequest={up.customRequest}
          onRemove={(f) => {
            up.dropPending(f.uid);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={up.full} loading={up.pending.some((f) => f.status === 'uploading')}>
            {t('upload')}
          </Button>
        </Upload>
      )}
      <Table
        size="small"
        style={{ marginTop: locked ? 0 : 8 }}
        rowKey="$key"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('empty') }}
        columns={[
          { key: 'name', title: t('fileName'), render: (_: unknown, r) => (r.attachmentUrl ? <a href={String(r.attachmentUrl)} target="_blank" rel="noreferrer">{String(r.name ?? '')}</a> : String(r.name ?? '')) },
          { key: 'uploadUser', dataIndex: 'uploadUser', title: t('operator') },
          { key: 'uploadDate', title: t('operationTime'), render: (_: unknown, r) => date(r.uploadDate) },
          ...(locked
            ? []
            : [{ key: '$actions', title: t('actions'), render: (_: unknown, r: Attachment & { $key: string }) => <Button type="link" size="small" danger onClick={() => remove(r, r.$key)}>{t('delete')}</Button> }]),
        ]}
      />
      {holder}
    </div>
  );
}

export const FileUpload = connect(FileUploadView, mapReadPretty(FileUploadView, { readOnly: true }));
