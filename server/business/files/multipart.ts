// Reads a multipart request: the one file and the text fields, with the size limit as a clear 417.
import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/route';

export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
  fields: Record<string, string>;
}

export async function readUpload(request: FastifyRequest, maxBytes: number, failMessage?: string): Promise<Upload> {
  const fail = (message: string) => new BusinessError(failMessage ?? message, { status: 417, code: 'file' });
  if (!request.isMultipart()) throw fail('file: 请选择文件');
  const fields: Record<string, string> = {};
  let file: Omit<Upload, 'fields'> | undefined;
  try {
    // besides the file: a few short text fields, no flood of parts or part headers (busboy's defaults are unbounded)
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25, headerPairs: 100 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!file) file = { filename: part.filename, mimetype: part.mimetype, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(`file: 文件大小不能超过${Math.round(maxBytes / 1024 / 1024)}MB`);
    if (code === 'FST_FILES_LIMIT') throw fail('file: 一次只能上传一个文件');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fail('file: 表单字段过多');
    throw fail('file: 上传内容无法读取');
  }
  if (!file || file.data.length === 0) throw fail('file: 请选择文件');
  return { ...file, fields };
}
