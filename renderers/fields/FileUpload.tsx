// File-table uploader (001 §2.2): an upload button and a table of file name, operator, operation time and
// action. Deleting asks 删除后将不可恢复，确认删除么？ (001 §5) and goes through the delete call (file.delete with
// attachmentId); the attachment leaves the value only when the call succeeds. Variants (001 §2.2): `list`, a
// checkbox list with 上传 and 删除 buttons (删除 removes the checked files through the batch delete call after the
// same confirmation) and a progress dialog (请耐心等待...) while files upload; `link`, an inline 上传 link with the
// files as links after it.
import { UploadOutlined } from '@ant-design/icons';
import { connect, mapReadPretty } from '@formily/react';
import { Button, Checkbox, Modal, Progress, Space, Table, Upload, type UploadProps as AntUploadProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { runCall } from '../calls/run';
import { date } from '../filters';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText } from '../runtime/text';
import { acceptAttribute, attachmentKey, type Attachment, type UploadProps } from './upload';
import { useUploader } from './useUploader';
import { DEFAULT_CALLS } from '../runtime/defaults';

export interface FileUploadProps extends UploadProps {
  /** The delete call, sent { attachmentId } (default file.delete). */
  deleteCall?: string;
  /** table (default): the file table; list: a checkbox list with batch delete and a progress dialog; link: inline links. */
  variant?: 'table' | 'list' | 'link';
  /** list: the batch delete call, sent { attachmentIds } comma-separated (default file.batchDelete). */
  batchDeleteCall?: string;
  /** list: the progress dialog's text (default 请耐心等待...). */
  progressText?: string;
}

function FileUploadView(props: FileUploadProps) {
  const rt = useRuntime();
  const [modal, holder] = Modal.useModal();
  const {
    value = [],
    disabled,
    readOnly,
    accept,
    maxCount,
    deleteCall = DEFAULT_CALLS.fileDelete,
    batchDeleteCall = DEFAULT_CALLS.fileBatchDelete,
    variant = 'table',
    progressText,
    id,
  } = props;
  const [checked, setChecked] = useState<string[]>([]);
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
          if (a.attachmentId !== undefined)
            await runCall(rt, {
              ref: deleteCall,
              params: { attachmentId: a.attachmentId },
              scope: { session: rt.session, route: rt.route },
            });
          up.remove((x, i) => attachmentKey(x, i) !== key);
        } catch (e) {
          reportError(rt.messages, e, rt.locale);
        }
      },
    });

  const removeChecked = () => {
    const keys = new Set(checked);
    const chosen = value.filter((a, i) => keys.has(attachmentKey(a, i)));
    if (chosen.length === 0) return rt.messages.warning(t('chooseData'));
    modal.confirm({
      content: t('deleteConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const ids = chosen.map((a) => a.attachmentId).filter((x) => x !== undefined);
          if (ids.length > 0)
            await runCall(rt, {
              ref: batchDeleteCall,
              params: { attachmentIds: ids.join(',') },
              scope: { session: rt.session, route: rt.route },
            });
          up.remove((x, i) => !keys.has(attachmentKey(x, i)));
          setChecked([]);
        } catch (e) {
          reportError(rt.messages, e, rt.locale);
        }
      },
    });
  };

  const uploading = up.pending.filter((f) => f.status === 'uploading');
  const link = (a: Attachment) =>
    a.attachmentUrl ? (
      <a href={String(a.attachmentUrl)} target="_blank" rel="noreferrer">
        {String(a.name ?? '')}
      </a>
    ) : (
      String(a.name ?? '')
    );
  // the list and link variants: no upload list of their own (progress dialog, or the link's text)
  const uploadProps: AntUploadProps = {
    accept: acceptAttribute(accept),
    multiple: maxCount === undefined || maxCount > 1,
    disabled: up.full,
    beforeUpload: up.beforeUpload,
    customRequest: up.customRequest,
    onRemove: (f) => {
      up.dropPending(f.uid);
      return false;
    },
  };
  const picker = (child: ReactNode) => (
    <Upload fileList={[]} showUploadList={false} {...uploadProps}>
      {child}
    </Upload>
  );

  if (variant === 'link') {
    return (
      <span id={id} className="rt-file-upload-link">
        {!locked && !up.full && picker(<a role="button">{uploading.length ? t('uploading') : t('upload')}</a>)}
        {value.map((a, i) => (
          <span key={attachmentKey(a, i)} style={{ marginLeft: 12 }}>
            {link(a)}
            {!locked && (
              <Button type="link" size="small" danger onClick={() => remove(a, attachmentKey(a, i))}>
                {t('delete')}
              </Button>
            )}
          </span>
        ))}
        {holder}
      </span>
    );
  }

  if (variant === 'list') {
    return (
      <div id={id} className="rt-file-upload-list">
        {!locked && (
          <Space style={{ marginBottom: 8 }}>
            {picker(
              <Button icon={<UploadOutlined />} disabled={up.full}>
                {t('upload')}
              </Button>,
            )}
            <Button danger onClick={removeChecked}>
              {t('delete')}
            </Button>
          </Space>
        )}
        {value.length === 0 ? (
          <div className="rt-empty">{t('empty')}</div>
        ) : (
          <Checkbox.Group
            value={checked}
            onChange={(v) => setChecked(v.map(String))}
            disabled={locked}
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            {value.map((a, i) => (
              <Checkbox key={attachmentKey(a, i)} value={attachmentKey(a, i)}>
                {link(a)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        )}
        <Modal
          open={uploading.length > 0}
          closable={false}
          footer={null}
          maskClosable={false}
          width={360}
          destroyOnHidden
        >
          <div style={{ textAlign: 'center' }}>
            <Progress type="circle" percent={uploading.length ? 50 : 100} status="active" size={80} />
            <div style={{ marginTop: 12 }}>{progressText ?? t('pleaseWait')}</div>
          </div>
        </Modal>
        {holder}
      </div>
    );
  }

  const rows = value.map((a, i) => ({ ...a, $key: attachmentKey(a, i) }));
  return (
    <div id={id} className="rt-file-upload">
      {!locked && (
        <Upload fileList={up.pending} {...uploadProps}>
          <Button
            icon={<UploadOutlined />}
            disabled={up.full}
            loading={up.pending.some((f) => f.status === 'uploading')}
          >
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
          {
            key: 'name',
            title: t('fileName'),
            render: (_: unknown, r) =>
              r.attachmentUrl ? (
                <a href={String(r.attachmentUrl)} target="_blank" rel="noreferrer">
                  {String(r.name ?? '')}
                </a>
              ) : (
                String(r.name ?? '')
              ),
          },
          { key: 'uploadUser', dataIndex: 'uploadUser', title: t('operator') },
          { key: 'uploadDate', title: t('operationTime'), render: (_: unknown, r) => date(r.uploadDate) },
          ...(locked
            ? []
            : [
                {
                  key: '$actions',
                  title: t('actions'),
                  render: (_: unknown, r: Attachment & { $key: string }) => (
                    <Button type="link" size="small" danger onClick={() => remove(r, r.$key)}>
                      {t('delete')}
                    </Button>
                  ),
                },
              ]),
        ]}
      />
      {holder}
    </div>
  );
}

export const FileUpload = connect(FileUploadView, mapReadPretty(FileUploadView, { readOnly: true }));
