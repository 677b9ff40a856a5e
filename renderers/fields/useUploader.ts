// The upload states both uploaders share (001 §4): uploading (a loading item), done (the answer's attachment
// appended to the value), error ("<file name>上传失败。", the item stays marked until removed). Parallel uploads
// append to the newest value, not to the one their render saw.
import { Upload, type UploadFile, type UploadProps as AntdUploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { accepted, uploadFile, type Attachment, type UploadProps } from './upload';
import { DEFAULT_CALLS } from '../runtime/defaults';

export interface Uploader {
  /** Files in flight or failed, shown after the value's attachments. */
  pending: UploadFile[];
  full: boolean;
  beforeUpload: NonNullable<AntdUploadProps['beforeUpload']>;
  customRequest: NonNullable<AntdUploadProps['customRequest']>;
  dropPending(uid: string): void;
  /** The value without one attachment (by key), sent to onChange. */
  remove(keep: (a: Attachment, i: number) => boolean): void;
}

export function useUploader(
  { value = [], onChange, accept, maxCount, call = DEFAULT_CALLS.fileUpload, params }: UploadProps,
  types: readonly string[] | undefined,
  image: boolean,
): Uploader {
  const rt = useRuntime();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const inFlight = pending.filter((f) => f.status === 'uploading').length;
  const full = maxCount !== undefined && value.length + inFlight >= maxCount;
  const set = (next: Attachment[]) => {
    latest.current = next;
    onChange?.(next);
  };
  // A failed upload and an upload answered without data read the same (001 §8).
  const failed = (file: File, uid: string, e: unknown) => {
    setPending((p) => p.map((f) => (f.uid === uid ? { ...f, status: 'error' } : f)));
    rt.messages.error(runtimeText('uploadFailed', rt.locale, { name: file.name }), e);
  };
  return {
    pending,
    full,
    beforeUpload: (file, list) => {
      if (!accepted(file.name, types ?? accept)) {
        rt.messages.warning(
          runtimeText(image ? 'imagesOnly' : 'fileType', rt.locale, { types: (types ?? accept ?? []).join(', ') }),
        );
        return Upload.LIST_IGNORE;
      }
      const room = maxCount === undefined ? Infinity : maxCount - latest.current.length - inFlight;
      if (list.indexOf(file) >= room) {
        rt.messages.warning(runtimeText('maxFiles', rt.locale, { max: maxCount ?? 0 }));
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: ({ file }) => {
      const f = file as File & { uid: string };
      setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading', percent: 50 }]);
      uploadFile(rt, call, params, f).then(
        (a) => {
          setPending((p) => p.filter((x) => x.uid !== f.uid));
          set([...latest.current, a]);
          rt.messages.success(runtimeText('uploadOk', rt.locale));
        },
        (e: unknown) => failed(f, f.uid, e),
      );
    },
    dropPending: (uid) => setPending((p) => p.filter((f) => f.uid !== uid)),
    remove: (keep) => set(latest.current.filter(keep)),
  };
}
