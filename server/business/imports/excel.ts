// Excel in and out (SheetJS): reading the first sheet of an .xlsx/.xls upload as rows keyed by header,
// and writing a sheet (templates, failure lists).
import * as XLSX from '@e965/xlsx';
import type { FastifyReply } from 'fastify';
import { BusinessError } from '../../http/route';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** .xlsx is a zip package; .xls (BIFF8, Excel 97-2003) an OLE compound file. */
const ZIP = Buffer.from('504b0304', 'hex');
const CFB = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** True when the bytes are an Excel workbook container (SheetJS would otherwise read any text as CSV). */
export function isWorkbook(data: Buffer): boolean {
  return data.subarray(0, ZIP.length).equals(ZIP) || data.subarray(0, CFB.length).equals(CFB);
}

export function readSheet(data: Buffer, filename: string): Record<string, unknown>[] {
  if (!/\.(xlsx|xls)$/i.test(filename)) throw new BusinessError('file: 只能导入 .xlsx 或 .xls 文件', { status: 417, code: 'file' });
  if (!isWorkbook(data)) throw new BusinessError('file: 文件不是 Excel 工作簿（.xlsx 或 .xls），请使用导入模板', { status: 417, code: 'file' });
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
