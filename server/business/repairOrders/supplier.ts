// 配件供应商 of a repair order's part line (001 §2.5: the parts-supplier picker with its SBOM tab and its table tab,
// default button 新增供应商): on a draft order the detail's parts table opens the partsSupplier dialog for
// one line, and the supplier chosen there is stored on that line (repair_order_items.supplier_id / supplier_name,
// migration 0020). The supplier must be an enabled supplier of the order's company, as the picker offers.
import { BusinessError, defineRoutes, inTransaction, route } from '../../http/route';
import { given } from '../../db/query';
import { id, object, str, version } from '../../http/schema';
import { nextState } from '../common/states';
import { requireUser } from '../common/session';
import { orderMachine } from './states';
import { lockOrder, updateOrder } from './store';

const bad = (message: string, code: string) => new BusinessError(message, { status: 417, code });

export const repairOrderSupplierRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/repairOrder/partSupplier/V1.0',
    idempotent: true,
    summary: '配件供应商：为维修单（草稿）的一条配件行选择供应商',
    body: object({ id, version, partId: str(64), supplierId: str(64) }, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.partId)) throw bad('请先选择配件行', 'partId');
      if (!given(body.supplierId)) throw bad('请选择供应商', 'supplierId');
      return inTransaction(db, async (trx) => {
        const before = await lockOrder(trx, body.id, u, body.version);
        nextState(orderMachine, 'save', before.status);
        const line = await trx
          .selectFrom('repair_order_items')
          .select(['id', 'parts_code'])
          .where('order_id', '=', before.id)
          .where('id', '=', body.partId!)
          .where('kind', '=', 'PART')
          .executeTakeFirst();
        if (!line) throw bad('维修单中没有该配件行', 'partId');
        const company = u.company || '1000';
        const s = await trx
          .selectFrom('suppliers')
          .select(['id', 'name', 'company', 'status'])
          .where('id', '=', body.supplierId!)
          .executeTakeFirst();
        if (!s || s.status !== 'ENABLE' || s.company !== company)
          throw bad(`供应商${body.supplierId}不存在或已停用`, 'supplierId');
        await trx
          .updateTable('repair_order_items')
          .set({ supplier_id: s.id, supplier_name: s.name })
          .where('id', '=', line.id)
          .execute();
        // the order's version moves and the change record names the line and its new supplier
        const after = await updateOrder(trx, before, {}, 'partSupplier', u, {
          partsCode: line.parts_code,
          supplier_name: s.name,
        });
        return {
          id: after.id,
          version: after.version,
          partId: line.id,
          partsCode: line.parts_code,
          supplierId: s.id,
          supplierName: s.name,
        };
      });
    },
  }),
]);
