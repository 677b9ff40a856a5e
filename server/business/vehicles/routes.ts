// The tractor brand's vehicles (000 §7 gateway administration): search, add, remove.
import {
  BusinessError,
  defineRoutes,
  route,
  inTransaction,
  list,
  newId,
  insertRecorded,
  removeRecorded,
} from '../../http/route';
import { filtered, searchPage } from '../../db/search';
import { pagingProps, str, idParams, object } from '../../http/schema';
import { formatTime } from '../../dates';

const VIN = { type: 'string', minLength: 8, maxLength: 17, pattern: '^[A-Za-z0-9]+$' } as const;

export const vehicleRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/tractorVehicle/search/V1.0',
    summary: 'tractor-brand vehicles (paged)',
    body: object({ ...pagingProps, vin: str(17), engineCode: str(32), brand: str(64) }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('tractor_vehicles'), body, {
        vin: ['vin', 'icontains'],
        engineCode: ['engine_code', 'icontains'],
        brand: ['brand', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) => p.selectAll().orderBy('vin'));
      return list(
        rows.map((r) => ({
          id: r.id,
          vin: r.vin,
          engineCode: r.engine_code,
          model: r.remark ?? '',
          brand: r.brand,
          createTime: formatTime(r.created_at),
        })),
        total,
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/tractorVehicle/new/V1.0',
    idempotent: true,
    summary: 'add a tractor-brand vehicle',
    body: object({ vin: VIN, engineCode: str(32), brand: str(64, 1), model: str(128) }, ['vin', 'brand']),
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        if (
          await trx
            .selectFrom('tractor_vehicles')
            .select('id')
            .where('vin', '=', body.vin.toUpperCase())
            .executeTakeFirst()
        )
          throw new BusinessError('vin: 车辆已存在');
        const row = {
          id,
          vin: body.vin.toUpperCase(),
          engine_code: body.engineCode ?? null,
          brand: body.brand,
          remark: body.model ?? null,
        };
        await insertRecorded(trx, 'tractor_vehicles', row, user?.userId);
      });
      return { id };
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/tractorVehicle/remove/V1.0/:id',
    summary: 'remove a tractor-brand vehicle',
    params: idParams(),
    async handler({ db, params, user }) {
      await inTransaction(db, (trx) => removeRecorded(trx, 'tractor_vehicles', params.id, '车辆不存在', user?.userId));
      return null;
    },
  }),
]);
