// Image and file uploaders (001 §2.2): upload through the file call (multipart), accepted types, at most N files;
// 只能选择图片！ for a non-image in the image uploader, 上传成功 on success, "<name>上传失败" on failure.
import { UploadOutlined, PlusOutlined } from '@ant-design/icons';
import { connect } from '@formily/react';
import { Button, Upload as AntdUpload, type UploadFile } from 'antd';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import type { Params } from '../schema-types.generated';
import { accepted, IMAGE_TYPES } from './upload';

export interface Attachment {
  attachmentId?: string;
  attachmentUrl?: string;
  name?: string;
  [k: string]: unknown;
}

export interface UploadProps {
  value?: Attachment[];
  onChange?: (v: Attachment[]) => void;
  accept?: string[];
  maxCount?: number;
  call?: string;
  /** attachmentType, folder, refId... sent with the file. */
  params?: Params;
  disabled?: boolean;
}

function makeUpload(image: boolean) {
  return function UploadView({ value = [], onChange, accept, maxCount, call = 'file.upload', params, disabled }: UploadProps) {
    const rt = useRuntime();
    const types = image ? (accept ?? IMAGE_TYPES) : accept;
    const files: UploadFile[] = value.map((a, i) => ({ uid: String(a.attachmentId ?? i), name: String(a.name ?? ''), url: a.attachmentUrl, status: 'done' }));
    const full = maxCount !== undefined && value.length >= maxCount;
    return (
      <AntdUpload
        listType={image ? 'picture-card' : 'text'}
        fileList={files}
        disabled={disabled}
        accept={types?.map((t) => `.${t.replace(/^\./, '')}`).join(',')}
        beforeUpload={(file) => {
          if (!accepted(file.name, types)) {
            rt.messages.warning(image ? runtimeText('imagesOnly', rt.locale) : runtimeText('uploadFailed', rt.locale));
            return AntdUpload.LIST_IGNORE;
          }
          if (full) {
            rt.messages.warning(runtimeText('maxFiles', rt.locale, { max: maxCount ?? 0 }));
            return AntdUpload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          const f = file as File;
          try {
            const { call: c, body } = await runCall(rt, { ref: call, params, values: { file: f }, scope: { session: rt.session, route: rt.route } });
            const data = readAnswer(c, body) as Attachment | undefined;
            if (!data) throw new Error('empty');
            onChange?.([...value, { name: f.name, ...data }]);
            rt.messages.success(runtimeText('uploadOk', rt.locale));
            onSuccess?.(data);
          } catch (e) {
            rt.messages.error(`${f.name}${runtimeText('uploadFailed', rt.locale)}`, e);
            onError?.(e as Error);
          }
        }}
        onRemove={(f) => onChange?.(value.filter((a, i) => String(a.attachmentId ?? i) !== f.uid))}
      >
        {!full && !disabled && (image ? <PlusOutlined aria-label={runtimeText('upload', rt.locale)} /> : <Button icon={<UploadOutlined />}>{runtimeText('upload', rt.locale)}</Button>)}
      </AntdUpload>
    );
  };
}

export const ImageUpload = connect(makeUpload(true));
export const FileUpload = connect(makeUpload(false));
