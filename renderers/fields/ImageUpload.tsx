// Image card uploader (001 §2.2): jpeg, png, jpg, gif, ico only (只能选择图片！), preview and delete, at most
// maxCount images. The two-image uploader (maxCount 2) deletes only images whose refId contains QF
// (此图片不支持删除, 001 §5); deletableRefPattern sets another pattern. Deleting asks 删除后将不可恢复，确认删除么？
// and goes through the delete call (file.delete with the attachmentId); the image leaves the value only when the
// call succeeds.
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { connect, mapReadPretty } from '@formily/react';
import { Modal, Upload, type UploadFile } from 'antd';
import { runCall } from '../calls/run';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText } from '../runtime/text';
import {
  acceptAttribute,
  attachmentKey,
  canDelete,
  deletablePattern,
  IMAGE_TYPES,
  type Attachment,
  type UploadProps,
} from './upload';
import { useUploader } from './useUploader';
import { DEFAULT_CALLS } from '../runtime/defaults';

export interface ImageUploadProps extends UploadProps {
  /** Only images whose refId contains this may be deleted; default QF when maxCount is 2, else any image. */
  deletableRefPattern?: string;
  /** The delete call, sent { attachmentId } (default file.delete). */
  deleteCall?: string;
}

function ImageUploadView(props: ImageUploadProps) {
  const rt = useRuntime();
  const [modal, holder] = Modal.useModal();
  const {
    value = [],
    disabled,
    readOnly,
    maxCount,
    accept,
    deletableRefPattern,
    deleteCall = DEFAULT_CALLS.fileDelete,
    id,
  } = props;
  const types = accept ?? IMAGE_TYPES;
  const up = useUploader(props, types, true);
  const pattern = deletablePattern(deletableRefPattern, maxCount);
  const locked = disabled || readOnly;
  const files: UploadFile[] = [
    ...value.map((a, i): UploadFile => ({
      uid: attachmentKey(a, i),
      name: String(a.name ?? ''),
      url: a.attachmentUrl,
      thumbUrl: a.attachmentUrl,
      status: 'done',
    })),
    ...up.pending,
  ];
  const uploading = up.pending.some((f) => f.status === 'uploading');
  const remove = (a: Attachment, key: string) =>
    modal.confirm({
      content: runtimeText('deleteConfirm', rt.locale),
      okText: runtimeText('ok', rt.locale),
      cancelText: runtimeText('cancel', rt.locale),
      onOk: async () => {
        try {
          if (a.attachmentId !== undefined)
            await runCall(rt, {
              ref: deleteCall,
              params: { attachmentId: a.attachmentId },
              scope: { session: rt.session, route: rt.route },
            });
          up.remove((x, j) => attachmentKey(x, j) !== key);
        } catch (e) {
          reportError(rt.messages, e, rt.locale);
        }
      },
    });
  return (
    <>
      {holder}
      <Upload
        id={id}
        listType="picture-card"
        fileList={files}
        disabled={disabled}
        openFileDialogOnClick={!locked}
        accept={acceptAttribute(types)}
        multiple={maxCount === undefined || maxCount > 1}
        showUploadList={{ showRemoveIcon: !locked }}
        beforeUpload={up.beforeUpload}
        customRequest={up.customRequest}
        onRemove={(f) => {
          const i = value.findIndex((a, j) => attachmentKey(a, j) === f.uid);
          if (i < 0) up.dropPending(f.uid);
          else if (!canDelete(value[i], pattern)) rt.messages.warning(runtimeText('imageNotDeletable', rt.locale));
          else remove(value[i], f.uid);
          return false;
        }}
      >
        {!up.full && !locked && (
          <div aria-label={runtimeText('upload', rt.locale)}>
            {uploading ? <LoadingOutlined /> : <PlusOutlined />}
            <div style={{ marginTop: 8 }}>{runtimeText(uploading ? 'uploading' : 'upload', rt.locale)}</div>
          </div>
        )}
      </Upload>
    </>
  );
}

export const ImageUpload = connect(ImageUploadView, mapReadPretty(ImageUploadView, { readOnly: true }));
