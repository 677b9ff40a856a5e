// Image card uploader (001 §2.2): jpeg, png, jpg, gif, ico only (只能选择图片！), preview and delete, at most
// maxCount images. The two-image uploader (maxCount 2) deletes only images whose refId contains QF
// (此图片不支持删除, 001 §5); deletableRefPattern sets another pattern.
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { connect, mapReadPretty } from '@formily/react';
import { Upload, type UploadFile } from 'antd';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { acceptAttribute, attachmentKey, canDelete, deletablePattern, IMAGE_TYPES, type UploadProps } from './upload';
import { useUploader } from './useUploader';

export interface ImageUploadProps extends UploadProps {
  /** Only images whose refId contains this may be deleted; default QF when maxCount is 2, else any image. */
  deletableRefPattern?: string;
}

function ImageUploadView(props: ImageUploadProps) {
  const rt = useRuntime();
  const { value = [], disabled, readOnly, maxCount, accept, deletableRefPattern, id } = props;
  const types = accept ?? IMAGE_TYPES;
  const up = useUploader(props, types, true);
  const pattern = deletablePattern(deletableRefPattern, maxCount);
  const locked = disabled || readOnly;
  const files: UploadFile[] = [
    ...value.map((a, i): UploadFile => ({ uid: attachmentKey(a, i), name: String(a.name ?? ''), url: a.attachmentUrl, thumbUrl: a.attachmentUrl, status: 'done' })),
    ...up.pending,
  ];
  const uploading = up.pending.some((f) => f.status === 'uploading');
  return (
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
        else up.remove((_, j) => j !== i);
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
  );
}

export const ImageUpload = connect(ImageUploadView, mapReadPretty(ImageUploadView, { readOnly: true }));
