// Supplier parts calls (000 §7): search, batch, get, update (with version), invalid; import and template in ./import.ts.
import { BusinessError, dataList, defineRoutes, route, inTransaction, lockRow, recordChange } from '../../http/route';
import { filtered, searchPage } from '../../db/search';
import { id, idList, int, money, object, pagingProps, str, version, idParams } from '../../http/schema';
import { checkVersion, makerStaff, notFound } from '../common/session';
import { round2 } from '../common/map';
import { createOnce, prepareSupplierParts, supplierPartAnswer } from './store';

const itemSchema = object(
  {
    supplierId: str(64),
    supplierNo: str(50),
    partsId: str(50),
    partsNo: str(50),
    company: { type: 'string', minLength: 1, maxLength: 20 },
    purchasePrice: money,
    minPurchaseQty: int(1, 1_000_000),
    leadDays: int(0, 3650),
    remark: str(500),
  },
  ['purchasePrice'],
);

export const supplierPartsRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/supplierParts/search/V1.0',
    summary: '供应商配件查询',
    body: object({
      ...pagingProps,
      supplierNo: str(50),
      supplierName: str(100),
      partsNo: str(50),
      partsName: str(100),
      partsDrawingNo: str(100),
      company: str(20),
      status: str(20),
    }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('supplier_parts'), body, {
        supplierNo: ['supplier_no', 'prefix'],
        supplierName: ['supplier_name', 'contains'],
        partsNo: ['parts_no', 'prefix'],
        partsName: ['parts_name', 'contains'],
        partsDrawingNo: ['parts_drawing_no', 'prefix'],
        company: ['company', 'eq'],
        status: ['status', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('update_time', 'desc').orderBy('id'),
      );
      return dataList(rows.map(supplierPartAnswer), total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/supplierParts/V1.0/batch',
    idempotent: true,
    summary: '批量新增供应商配件',
    body: {
      anyOf: [
        // the batch form (批量新增): one supplier and company for every line, the lines the parts with their prices
        object(
          {
            list: { type: 'array', minItems: 1, maxItems: 500, items: itemSchema },
            supplierId: str(64),
            supplierNo: str(50),
            company: { type: 'string', minLength: 1, maxLength: 20 },
          },
          ['list'],
        ),
        { type: 'array', minItems: 1, maxItems: 500, items: itemSchema },
      ],
    },
    async handler({ db, user, body }) {
      const u = makerStaff(user);
      const shared = Array.isArray(body)
        ? {}
        : { supplierId: body.supplierId, supplierNo: body.supplierNo, company: body.company };
      const lines = Array.isArray(body) ? body : body.list;
      // a line's own supplier and company win over the batch's
      const inputs = lines.map((line) => ({
        ...line,
        supplierId: line.supplierId ?? shared.supplierId,
        supplierNo: line.supplierNo ?? shared.supplierNo,
        company: line.company ?? shared.company ?? '',
      }));
      const noCompany = inputs.findIndex((i) => !i.company.trim());
      if (noCompany >= 0) throw new BusinessError(`第${noCompany + 1}行：请输入公司`, { status: 417, code: 'company' });
      return createOnce(() =>
        inTransaction(db, async (trx) => {
          const { rows, errors } = await prepareSupplierParts(trx, inputs, u.userId);
          const first = [...errors.entries()][0];
          if (first) throw new BusinessError(`第${first[0] + 1}行：${first[1]}`, { status: 417, code: 'list' });
          await trx.insertInto('supplier_parts').values(rows).execute();
          for (const row of rows) {
            await recordChange(trx, {
              table: 'supplier_parts',
              docId: row.id,
              action: 'create',
              userId: u.userId,
              before: null,
              after: row,
            });
          }
          return { count: rows.length, ids: rows.map((r) => r.id) };
        }),
      );
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/supplierParts/V1.0/:id',
    summary: '供应商配件详情',
    params: idParams(),
    async handler({ db, params }) {
      const row = await db.selectFrom('supplier_parts').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row) throw notFound('供应商配件');
      // the creator's and last editor's names beside their ids (the detail shows names, format user)
      const ids = [row.create_by, row.update_by].filter((v): v is string => !!v);
      const users = ids.length
        ? await db.selectFrom('users').select(['id', 'realname']).where('id', 'in', ids).execute()
        : [];
      const name = (id: string | null) => users.find((u) => u.id === id)?.realname ?? '';
      return { ...supplierPartAnswer(row), createByName: name(row.create_by), updateByName: name(row.update_by) };
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/supplierParts/V1.0',
    summary: '修改供应商配件（带版本号）',
    body: object(
      {
        id,
        version,
        purchasePrice: money,
        minPurchaseQty: int(1, 1_000_000),
        leadDays: int(0, 3650),
        remark: str(500),
      },
      ['id', 'version'],
    ),
    async handler({ db, user, body }) {
      const u = makerStaff(user);
      return inTransaction(db, async (trx) => {
        const before = await lockRow(trx, 'supplier_parts', body.id, notFound('供应商配件'));
        checkVersion(before.version, body.version);
        if (before.status !== 'VALID') throw new BusinessError('供应商配件已作废，不能修改', { status: 424 });
        const after = await trx
          .updateTable('supplier_parts')
          .set({
            purchase_price: body.purchasePrice === undefined ? before.purchase_price : round2(body.purchasePrice),
            min_purchase_qty: body.minPurchaseQty ?? before.min_purchase_qty,
            lead_days: body.leadDays ?? before.lead_days,
            remark: body.remark ?? before.remark,
            version: before.version + 1,
            update_by: u.userId,
            update_time: new Date(),
          })
          .where('id', '=', before.id)
          .where('version', '=', before.version)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordChange(trx, {
          table: 'supplier_parts',
          docId: before.id,
          action: 'update',
          userId: u.userId,
          before,
          after,
        });
        return { id: after.id, version: after.version };
      });
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/supplierParts/V1.0/invalid',
    summary: '作废供应商配件',
    body: object({ ids: idList(500) }, ['ids']),
    async handler({ db, user, body }) {
      const u = makerStaff(user);
      await inTransaction(db, async (trx) => {
        const rows = await trx
          .selectFrom('supplier_parts')
          .selectAll()
          .where('id', 'in', body.ids)
          .forUpdate()
          .execute();
        for (const docId of body.ids) {
          const before = rows.find((r) => r.id === docId);
          if (!before) throw notFound('供应商配件');
          if (before.status !== 'VALID') throw new BusinessError(`供应商配件${before.parts_no}已作废`, { status: 424 });
        }
        const now = new Date();
        for (const before of rows) {
          const after = {
            ...before,
            status: 'INVALID',
            version: before.version + 1,
            update_by: u.userId,
            update_time: now,
          };
          await trx
            .updateTable('supplier_parts')
            .set({ status: 'INVALID', version: after.version, update_by: u.userId, update_time: now })
            .where('id', '=', before.id)
            .execute();
          await recordChange(trx, {
            table: 'supplier_parts',
            docId: before.id,
            action: 'invalid',
            userId: u.userId,
            before,
            after,
          });
        }
      });
      return null;
    },
  }),
]);
