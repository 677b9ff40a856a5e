// Excel in and out (SheetJS): reading the first sheet of an .xlsx/.xls upload as rows keyed by header,
// and writing a sheet (templates, failure lists).
import * as XLSX from 'xlsx';
import type { FastifyReply } from 'fastify';
import { BusinessError } from '../../http/route';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function readSheet(data: Buffer, filename: string): Record<string, unknown>[] {
  if (!/\.(xlsx|xls)$/i.test(filename)) throw new BusinessError('file: 只能导入 .xlsx 或 .xls 文件', { status: 417, code: 'file' });
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: 'buffer' });
  } catch {
    throw new BusinessError('file: 文件无法解析，请使用导入模板', { status: 417, code: 'file' });
  }
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) throw new BusinessError('file: 文件中没有工作表', { status: 417, code: 'file' });
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '', raw: true });
}

export function writeSheet(header: string[], rows: unknown[][], sheetName = 'Sheet1'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function sendSheet(reply: FastifyReply, filename: string, data: Buffer): FastifyReply {
  return reply.header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .send(data);
}
