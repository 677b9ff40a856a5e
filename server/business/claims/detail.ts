// The claim list's detail (/detail/claim/:id): the claim, its parts, its old parts (those to return) and
// the documents around it: the repair order it came from, the core return bill and the delivery that carry it.
import { defineRoutes, route } from '../../http/route';
import { idParams } from '../../http/schema';
import { notFound, ownsRow, requireUser } from '../common/session';
import { toCamel } from '../common/map';
import { CLAIM_STATUS_NAMES } from '../coreReturnBill/states';

export const claimDetailRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/claim/detail/V1.0/:id',
    summary: '索赔单详情（配件、旧件、维修单、回运单、发运单）',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const claim = await db
        .selectFrom('claims')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', params.id), eb('claim_no', '=', params.id)]))
        .executeTakeFirst();
      if (!claim || !ownsRow(u, claim.facilitator_id)) throw notFound('索赔单');
      const [parts, order, bill, delivery] = await Promise.all([
        db.selectFrom('claim_parts').selectAll().where('claim_id', '=', claim.id).orderBy('id').execute(),
        db.selectFrom('repair_orders').select(['id', 'order_no']).where('claim_id', '=', claim.id).executeTakeFirst(),
        claim.return_bill_id
          ? db
              .selectFrom('core_return_bills')
              .select('bill_no')
              .where('id', '=', claim.return_bill_id)
              .executeTakeFirst()
          : undefined,
        claim.send_bill_id
          ? db.selectFrom('deliveries').select('delivery_no').where('id', '=', claim.send_bill_id).executeTakeFirst()
          : undefined,
      ]);
      const rows = parts.map((p) => ({
        ...toCamel(p),
        partsReturnName: p.parts_return === 1 ? '是' : '否',
        returnable: p.parts_return === 1,
      }));
      return {
        ...toCamel(claim),
        claimStatusName: CLAIM_STATUS_NAMES[claim.claim_status] ?? claim.claim_status,
        repairOrderId: order?.id ?? '',
        repairOrderNo: order?.order_no ?? '',
        returnBillNo: bill?.bill_no ?? '',
        sendBillNo: delivery?.delivery_no ?? '',
        parts: rows,
        oldParts: rows.filter((p) => p.returnable),
      };
    },
  }),
]);
