// Upload model (001 §2.2, §3, §5, §8, §9): accepted types, the image types, which images may be deleted, and
// the upload call (multipart file plus attachmentType, folder and optional refId) with its answer checked.
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import type { RuntimeContext } from '../runtime/context';
import type { Params } from '../schema-types.generated';

export const IMAGE_TYPES = ['jpeg', 'png', 'jpg', 'gif', 'ico'];

/** An attachment as the gateway answers it (001 §3). */
export interface Attachment {
  attachmentId?: string;
  attachmentUrl?: string;
  name?: string;
  attachmentSuffix?: string;
  refId?: string;
  uploadUser?: string;
  uploadDate?: string;
  [k: string]: unknown;
}

/** The props both uploaders share (x-component-props). */
export interface UploadProps {
  value?: Attachment[];
  onChange?: (v: Attachment[]) => void;
  /** Accepted extensions, with or without the dot ("xlsx", ".xls"); the image uploader defaults to IMAGE_TYPES. */
  accept?: string[];
  /** At most this many attachments; the upload button hides when reached. */
  maxCount?: number;
  /** The upload call (default file.upload). */
  call?: string;
  /** attachmentType, folder, refId... sent with the file (bindings allowed). */
  params?: Params;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
}

export const extensionOf = (name: string): string =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

/** accept: extensions with or without the dot ("xlsx", ".xls"); empty accepts anything. */
export function accepted(name: string, accept: readonly string[] | undefined): boolean {
  if (!accept?.length) return true;
  const ext = extensionOf(name);
  return accept.some((a) => a.replace(/^\./, '').toLowerCase() === ext);
}

/** The input's accept attribute for a list of extensions. */
export const acceptAttribute = (types: readonly string[] | undefined): string | undefined =>
  types?.map((t) => `.${t.replace(/^\./, '')}`).join(',');

/**
 * The refId pattern an image must contain to be deleted: the given one, else QF for the two-image uploader
 * (maxCount 2, 001 §5), else none (every image may be deleted).
 */
export const deletablePattern = (pattern: string | undefined, maxCount: number | undefined): string | undefined =>
  pattern ?? (maxCount === 2 ? 'QF' : undefined);

export const canDelete = (a: Attachment, pattern: string | undefined): boolean =>
  pattern === undefined || String(a.refId ?? '').includes(pattern);

/** The key of an attachment in the list (its id, else its place). */
export const attachmentKey = (a: Attachment, i: number): string => String(a.attachmentId ?? `#${i}`);

export class EmptyUploadError extends Error {
  constructor() {
    super('the upload answered no data');
    this.name = 'EmptyUploadError';
  }
}

/** Sends one file; resolves with the attachment the answer holds, rejects when there is none (001 §8). */
export async function uploadFile(
  rt: RuntimeContext,
  call: string,
  params: Params | undefined,
  file: File,
): Promise<Attachment> {
  const { call: c, body } = await runCall(rt, {
    ref: call,
    params,
    values: { file },
    scope: { session: rt.session, route: rt.route },
  });
  const data = readAnswer(c, body);
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new EmptyUploadError();
  return { name: file.name, ...(data as Attachment) };
}
