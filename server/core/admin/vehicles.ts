// Gateway administration: the tractor brand's vehicles, and the branch base info of service providers.
import { BusinessError, defineRoutes, route, inTransaction, list, newId, paging, recordChange } from '../../http/route';
import { pagingSchema, text } from '../sql';
import { contains, given } from '../../db/query';
import { idParams } from '../../http/params';
import { formatTime } from '../../dates';

export const VEHICLE_ADMIN = '/admin/tractorVehicle';
export const FACILITATOR_INFO = '/admin/facilitatorBaseInfo';
const VIN = { type: 'string', minLength: 8, maxLength: 17, pattern: '^[A-Za-z0-9]+$' } as const;

export const adminVehicleRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/tractorVehicle/search/V1.0', summary: 'tractor-brand vehicles (paged)',
    body: { type: 'object', properties: { ...pagingSchema, vin: text(17), engineCode: text(32), brand: text(64) } },
    async handler({ db, body }) {
      let q = db.selectFrom('tractor_vehicles');
      if (given(body.vin)) q = q.where('vin', 'ilike', contains(body.vin));
      if (given(body.engineCode)) q = q.where('engine_code', 'ilike', contains(body.engineCode));
      if (given(body.brand)) q = q.where('brand', '=', body.brand);
      const { limit, offset } = paging(body);
      const [rows, { n }] = await Promise.all([
        q.selectAll().orderBy('vin').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows.map((r) => ({ id: r.id, vin: r.vin, engineCode: r.engine_code, model: r.remark ?? '', brand: r.brand, createTime: formatTime(r.created_at) })), Number(n));
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/tractorVehicle/new/V1.0', idempotent: true, summary: 'add a tractor-brand vehicle',
    body: { type: 'object', required: ['vin', 'brand'], properties: { vin: VIN, engineCode: text(32), brand: text(64, 1), model: text(128) } },
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        if (await trx.selectFrom('tractor_vehicles').select('id').where('vin', '=', body.vin.toUpperCase()).executeTakeFirst()) throw new BusinessError('vin: 车辆已存在');
        const row = { id, vin: body.vin.toUpperCase(), engine_code: body.engineCode ?? null, brand: body.brand, remark: body.model ?? null };
        await trx.insertInto('tractor_vehicles').values(row).execute();
        await recordChange(trx, { table: 'tractor_vehicles', docId: id, action: 'create', userId: user?.userId, after: row });
      });
      return { id };
    },
  }),
  route({
    method: 'DELETE', host: 'gateway', path: '/tractorVehicle/remove/V1.0/:id', summary: 'remove a tractor-brand vehicle',
    params: idParams(),
    async handler({ db, params, user }) {
      await inTransaction(db, async (trx) => {
        const before = await trx.deleteFrom('tractor_vehicles').where('id', '=', params.id).returningAll().executeTakeFirst();
        if (!before) throw new BusinessError('车辆不存在', { status: 404 });
        await recordChange(trx, { table: 'tractor_vehicles', docId: params.id, action: 'delete', userId: user?.userId, before });
      });
      return null;
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/facilitator/branch/baseInfo/search/V1.0',
    summary: 'service providers with their branch (paged)',
    body: { type: 'object', properties: { ...pagingSchema, facilitatorId: text(64), facilitatorName: text(128), branchId: text(64), status: { enum: ['YES', 'NO', ''] } } },
    async handler({ db, body }) {
      let q = db.selectFrom('facilitators as f').innerJoin('branches as b', 'b.id', 'f.branch_id');
      const facilitatorId = body.facilitatorId;
      if (given(facilitatorId)) q = q.where((eb) => eb.or([eb('f.id', '=', facilitatorId), eb('f.code', '=', facilitatorId)]));
      if (given(body.facilitatorName)) q = q.where('f.name', 'ilike', contains(body.facilitatorName));
      if (given(body.branchId)) q = q.where('f.branch_id', '=', body.branchId);
      if (given(body.status)) q = q.where('f.status', '=', body.status);
      const { limit, offset } = paging(body);
      const [rows, { n }] = await Promise.all([
        q.select(['f.id as facilitatorId', 'f.code as facilitatorCode', 'f.name as facilitatorName', 'f.branch_id as branchId', 'b.name as branchName',
          'f.province_name as provinceName', 'f.city_name as cityName', 'f.status']).orderBy('f.code').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, Number(n));
    },
  }),
]);
