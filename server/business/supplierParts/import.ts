// Supplier parts import (001 §2.6 import dialog): all rows or none in one transaction. Success answers the
// JSON envelope; any failing row answers the whole list with a 失败原因 column as an .xlsx file (HTTP 200,
// the portal downloads it: 导入失败，失败清单及原因已自动下载). Version 2 (/V2.0) imports row by row and always
// answers the result file, each row 成功 or its reason (提交成功，导入结果请下载查看). Template download gives the header row.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineRoutes, route, inTransaction, recordChange } from '../../http/route';
import { success } from '../../http/envelope';
import { makerStaff } from '../common/session';
import { readUpload } from '../files/multipart';
import type { GatewayConfig } from '../../config';
import { createOnce, prepareSupplierParts, type SupplierPartInput } from './store';
import { readSheet, sendSheet, writeSheet } from '../files/excel';

const HEADER = ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'];
const MAX_ROWS = 5000;
/** The result of an imported row in the version 2 result file. */
export const IMPORTED = '成功';
/** The version-2 answer's header with the row counts: `succeeded=n; failed=m`. */
export const IMPORT_SUMMARY_HEADER = 'x-import-summary';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

function toInput(row: Record<string, unknown>): { input: SupplierPartInput; reason: string } {
  const price = Number(text(row['采购价']));
  const minQty = text(row['最小采购量']) === '' ? 1 : Number(text(row['最小采购量']));
  const lead = text(row['供货周期(天)']) === '' ? 0 : Number(text(row['供货周期(天)']));
  let reason = '';
  if (!text(row['供应商编号'])) reason = '供应商编号不能为空';
  else if (!text(row['公司'])) reason = '公司不能为空';
  else if (!text(row['配件编号'])) reason = '配件编号不能为空';
  else if (text(row['采购价']) === '' || !Number.isFinite(price) || price < 0) reason = '采购价必须是不小于0的数字';
  else if (!Number.isInteger(minQty) || minQty < 1) reason = '最小采购量必须是正整数';
  else if (!Number.isInteger(lead) || lead < 0) reason = '供货周期必须是不小于0的整数';
  else if (text(row['备注']).length > 500) reason = '备注不能超过500个字符';
  return {
    input: {
      supplierNo: text(row['供应商编号']),
      company: text(row['公司']),
      partsNo: text(row['配件编号']),
      purchasePrice: price,
      minPurchaseQty: minQty,
      leadDays: lead,
      remark: text(row['备注']),
    },
    reason,
  };
}

type Parsed = ReturnType<typeof toInput>;

/** The one reader of both versions: the uploaded sheet's rows, each read into an input with its reason (''
 * when it passes the row checks), or the 417 message of an empty or too long sheet. */
async function readImport(
  request: FastifyRequest,
  config: GatewayConfig,
): Promise<{ sheetRows: Record<string, unknown>[]; parsed: Parsed[] } | string> {
  const upload = await readUpload(request, 5 * 1024 * 1024, undefined);
  const sheetRows = await readSheet(upload.data, upload.filename, config.importTimeLimitMs);
  if (sheetRows.length === 0) return 'file: 文件中没有数据';
  if (sheetRows.length > MAX_ROWS) return `file: 一次最多导入${MAX_ROWS}行`;
  return { sheetRows, parsed: sheetRows.map(toInput) };
}

const refuse = (reply: FastifyReply, message: string) =>
  reply.code(417).send({ result: 'FAILED', code: '417', message });

/** The uploaded rows as a sheet with one more column (失败原因 or 导入结果). */
const answerSheet = (
  reply: FastifyReply,
  filename: string,
  column: string,
  sheetRows: Record<string, unknown>[],
  values: string[],
) =>
  sendSheet(
    reply,
    filename,
    writeSheet(
      [...HEADER, column],
      sheetRows.map((r, i) => [...HEADER.map((h) => r[h] ?? ''), values[i] ?? '']),
    ),
  );

export const supplierPartsImportRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/supplierParts/template/V1.0',
    raw: true,
    summary: '供应商配件导入模板',
    async handler({ reply }) {
      return sendSheet(
        reply,
        '供应商配件导入模板.xlsx',
        writeSheet(HEADER, [['GYS00001', '1000', 'P0000001', 12.5, 1, 7, '示例行，导入前请删除']]),
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/supplierParts/import/V1.0',
    idempotent: true,
    raw: true,
    multipart: true,
    summary: '供应商配件导入（全部成功或全部不导入；失败时返回失败清单 .xlsx）',
    async handler({ db, user, request, reply, config }) {
      const u = makerStaff(user);
      const read = await readImport(request, config);
      if (typeof read === 'string') return refuse(reply, read);
      const { sheetRows, parsed } = read;
      const reasons = parsed.map((p) => p.reason);
      const checked = parsed.map((p, i) => ({ ...p, i })).filter((p) => !p.reason);
      // Answer only after the transaction has ended: a success is sent once the rows are committed. A concurrent
      // import of the same rows: the second one's insert meets the unique index, and its re-run lists every row
      // as 已存在 in the failure list (all or nothing: it writes none).
      const count = await createOnce(() =>
        inTransaction(db, async (trx) => {
          const { rows, errors } = await prepareSupplierParts(
            trx,
            checked.map((c) => c.input),
            u.userId,
          );
          for (const [k, reason] of errors) reasons[checked[k].i] = reason;
          if (reasons.some(Boolean)) return null;
          await trx.insertInto('supplier_parts').values(rows).execute();
          for (const row of rows) {
            await recordChange(trx, {
              table: 'supplier_parts',
              docId: row.id,
              action: 'import',
              userId: u.userId,
              before: null,
              after: row,
            });
          }
          return rows.length;
        }),
      );
      return count === null
        ? answerSheet(reply, '导入失败清单.xlsx', '失败原因', sheetRows, reasons)
        : reply.send(success('gateway', { count }));
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/supplierParts/import/V2.0',
    idempotent: true,
    raw: true,
    multipart: true,
    summary: '供应商配件导入第二版（逐行导入；返回导入结果 .xlsx，每行“成功”或失败原因）',
    async handler({ db, user, request, reply, config }) {
      const u = makerStaff(user);
      const read = await readImport(request, config);
      if (typeof read === 'string') return refuse(reply, read);
      const { sheetRows, parsed } = read;
      // Row by row in one transaction: a good row is inserted before the next is checked, so a row repeated in the
      // file is 已存在 the second time; a failing row is skipped with its reason. The answer is always the result.
      const results = await createOnce(() =>
        inTransaction(db, async (trx) => {
          const out: string[] = [];
          for (const p of parsed) {
            if (p.reason) {
              out.push(p.reason);
              continue;
            }
            const { rows, errors } = await prepareSupplierParts(trx, [p.input], u.userId);
            const reason = errors.get(0);
            if (reason || rows.length !== 1) {
              out.push(reason ?? '导入失败');
              continue;
            }
            await trx.insertInto('supplier_parts').values(rows).execute();
            await recordChange(trx, {
              table: 'supplier_parts',
              docId: rows[0].id,
              action: 'import',
              userId: u.userId,
              before: null,
              after: rows[0],
            });
            out.push(IMPORTED);
          }
          return out;
        }),
      );
      // the counts beside the file, for the portal's message (提交成功 alone when 2 of 3 rows failed)
      const succeeded = results.filter((r) => r === IMPORTED).length;
      reply.header(IMPORT_SUMMARY_HEADER, `succeeded=${succeeded}; failed=${results.length - succeeded}`);
      return answerSheet(reply, '导入结果.xlsx', '导入结果', sheetRows, results);
    },
  }),
]);
