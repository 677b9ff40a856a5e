// Excel in and out (SheetJS): reading the first sheet of an .xlsx/.xls upload as rows keyed by header, and
// writing a sheet (templates, failure lists). An upload is read in a worker thread (server/workers/sheet.worker.mjs)
// within budgets, so no workbook can block the event loop or fill the gateway's memory (a few KB declaring the
// whole sheet, or a small zip inflating to hundreds of MB, must be refused, not read): what its
// zip entries inflate to, the cells of the range it really fills (not its declared <dimension>), the worker's heap
// and its run time. Over a budget is a 417 naming the limit (docs/gateway.md "Trust model").
import * as XLSX from '@e965/xlsx';
import type { FastifyReply } from 'fastify';
import { BusinessError } from '../../http/route';
import { poolOf, runLimited, threadsFor, WorkRefused, WORKER_FILES, type PoolSpec } from '../../workers/pool';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** .xlsx is a zip package; .xls (BIFF8, Excel 97-2003) an OLE compound file. */
const ZIP = Buffer.from('504b0304', 'hex');
const CFB = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** True when the bytes are an Excel workbook container (SheetJS would otherwise read any text as CSV). */
export function isWorkbook(data: Buffer): boolean {
  return data.subarray(0, ZIP.length).equals(ZIP) || data.subarray(0, CFB.length).equals(CFB);
}

/** The budgets of one uploaded workbook (the run time is config.importTimeLimitMs). */
export const SHEET_LIMITS = { maxCells: 200_000, maxInflatedMb: 20, maxHeapMb: 256, queueMs: 30_000 };

const SHEET_POOL: PoolSpec = {
  file: WORKER_FILES.sheet,
  minThreads: 0,
  maxThreads: threadsFor(2),
  maxQueue: 16,
  maxHeapMb: SHEET_LIMITS.maxHeapMb,
};

/** What the worker answers: the rows, or why it refused the file. */
type SheetResult = { rows: Record<string, unknown>[] } | { refused: 'inflated' | 'cells' | 'broken' | 'nosheet' };

const REFUSED: Record<'inflated' | 'cells' | 'broken' | 'nosheet', string> = {
  inflated: `file: 文件解压后超过${SHEET_LIMITS.maxInflatedMb}MB，请使用导入模板`,
  cells: `file: 表格超过${SHEET_LIMITS.maxCells}个单元格，请使用导入模板`,
  broken: 'file: 文件无法解析，请使用导入模板',
  nosheet: 'file: 文件中没有工作表',
};

/** The first sheet's rows keyed by its header row (empty cells ''), read in the sheet worker within SHEET_LIMITS
 * and `timeMs`; 417 naming the limit otherwise, 503 when the workers stay busy longer than the queue limit. */
export async function readSheet(data: Buffer, filename: string, timeMs: number): Promise<Record<string, unknown>[]> {
  const fail = (message: string) => new BusinessError(message, { status: 417, code: 'file' });
  if (!/\.(xlsx|xls)$/i.test(filename)) throw fail('file: 只能导入 .xlsx 或 .xls 文件');
  if (!isWorkbook(data)) throw fail('file: 文件不是 Excel 工作簿（.xlsx 或 .xls），请使用导入模板');
  let result: SheetResult;
  try {
    result = await runLimited<SheetResult>(
      poolOf('sheet', SHEET_POOL),
      { data, maxCells: SHEET_LIMITS.maxCells, maxInflatedBytes: SHEET_LIMITS.maxInflatedMb * 1024 * 1024 },
      { runMs: timeMs, queueMs: SHEET_LIMITS.queueMs },
    );
  } catch (err) {
    if (!(err instanceof WorkRefused)) throw err;
    if (err.reason === 'busy') throw new BusinessError('服务繁忙，请稍后重试', { status: 503, code: '503' });
    throw fail(
      err.reason === 'time'
        ? `file: 文件解析超过${timeMs / 1000}秒，已中止，请使用导入模板`
        : `file: 文件解析所需内存超过${SHEET_LIMITS.maxHeapMb}MB，已中止，请使用导入模板`,
    );
  }
  if ('refused' in result) throw fail(REFUSED[result.refused]);
  return result.rows;
}

export function writeSheet(header: string[], rows: unknown[][], sheetName = 'Sheet1'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function sendSheet(reply: FastifyReply, filename: string, data: Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .send(data);
}
