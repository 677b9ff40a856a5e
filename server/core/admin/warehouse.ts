// Gateway administration: per-user warehouse data permission (rows) and warehouse authority (ALL or the rows).
import {
  BusinessError,
  defineRoutes,
  route,
  inTransaction,
  list,
  newId,
  recordChange,
  insertRecorded,
  removeRecorded,
} from '../../http/route';
import { filtered, searchPage } from '../../db/search';
import { clearAuthCaches } from '../../auth/session';
import { pagingProps, str, idParams, object } from '../../http/schema';
import { formatTime } from '../../dates';

export const WAREHOUSE_AUTH_ADMIN = '/admin/userWarehouse';

export const userWarehouseRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/userWarehouse/page_list/V1.0',
    summary: 'user warehouse data permissions (paged)',
    body: object({
      ...pagingProps,
      userId: str(64),
      userName: str(64),
      wareHouseId: str(64),
      warehouseName: str(128),
    }),
    async handler({ db, body }) {
      const base = db
        .selectFrom('user_warehouse_permissions as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('warehouses as w', 'w.id', 'p.warehouse_id')
        .leftJoin('user_warehouse_authority as a', 'a.user_id', 'p.user_id');
      const q = filtered(base, body, {
        userId: ['p.user_id', 'eq'],
        userName: ['u.username', 'icontains'],
        wareHouseId: ['p.warehouse_id', 'eq'],
        warehouseName: ['w.name', 'icontains'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'p.id',
            'p.user_id',
            'u.username',
            'u.realname',
            'p.warehouse_id',
            'w.name as warehouse_name',
            'p.created_at',
            'a.authority',
          ])
          .orderBy('u.username')
          .orderBy('p.warehouse_id'),
      );
      return list(
        rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          userName: r.username,
          realName: r.realname,
          wareHouseId: r.warehouse_id,
          warehouseName: r.warehouse_name ?? '',
          // authority ALL: the rows are kept but do not restrict (warehouseScope.ts); the list says so
          allWarehouses: r.authority === 'ALL',
          createTime: formatTime(r.created_at),
        })),
        total,
      );
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/userWarehouse/new/V1.0',
    idempotent: true,
    summary: 'give a user a warehouse',
    body: object({ userId: str(64, 1), wareHouseId: str(64, 1) }, ['userId', 'wareHouseId']),
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        if (!(await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst()))
          throw new BusinessError('userId: 用户不存在');
        if (!(await trx.selectFrom('warehouses').select('id').where('id', '=', body.wareHouseId).executeTakeFirst()))
          throw new BusinessError('wareHouseId: 仓库不存在');
        const dup = await trx
          .selectFrom('user_warehouse_permissions')
          .select('id')
          .where('user_id', '=', body.userId)
          .where('warehouse_id', '=', body.wareHouseId)
          .executeTakeFirst();
        if (dup) throw new BusinessError('该用户已有此仓库的数据权限');
        const row = { id, user_id: body.userId, warehouse_id: body.wareHouseId };
        await insertRecorded(trx, 'user_warehouse_permissions', row, user?.userId);
      });
      return { id };
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/userWarehouse/remove/V1.0/:id',
    summary: 'remove a user warehouse data permission',
    params: idParams(),
    async handler({ db, params, user }) {
      await inTransaction(db, (trx) =>
        removeRecorded(trx, 'user_warehouse_permissions', params.id, '数据权限不存在', user?.userId),
      );
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/userWarehouse/authority/V1.0/:userId',
    summary: "a user's warehouse authority: ALL, or PART with the warehouse ids",
    params: idParams('userId'),
    async handler({ db, params }) {
      const u = await db
        .selectFrom('users')
        .select(['username', 'realname'])
        .where('id', '=', params.userId)
        .executeTakeFirst();
      if (!u) throw new BusinessError('用户不存在', { status: 404 });
      const a = await db
        .selectFrom('user_warehouse_authority')
        .select('authority')
        .where('user_id', '=', params.userId)
        .executeTakeFirst();
      const rows = await db
        .selectFrom('user_warehouse_permissions')
        .select('warehouse_id')
        .where('user_id', '=', params.userId)
        .orderBy('warehouse_id')
        .execute();
      return {
        userId: params.userId,
        userName: u.username,
        realName: u.realname,
        authority: a?.authority ?? 'PART',
        warehouseIds: rows.map((r) => r.warehouse_id),
      };
    },
  }),
  route({
    method: 'PUT',
    host: 'gateway',
    path: '/userWarehouse/authority/V1.0',
    summary: "set a user's warehouse authority (ALL or PART) and, for PART, replace the warehouse list",
    body: object(
      {
        userId: str(64, 1),
        authority: { enum: ['ALL', 'PART'] },
        warehouseIds: { type: 'array', items: str(64, 1), maxItems: 1000 },
      },
      ['userId', 'authority'],
    ),
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        if (!(await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst()))
          throw new BusinessError('用户不存在', { status: 404 });
        // PART with no warehouse would restrict nothing (a user without rows sees every warehouse, warehouseScope.ts):
        // refused, so 指定仓库 never silently means 全部仓库
        if (body.authority === 'PART') {
          const kept = body.warehouseIds
            ? body.warehouseIds.length
            : (
                await trx
                  .selectFrom('user_warehouse_permissions')
                  .select('id')
                  .where('user_id', '=', body.userId)
                  .execute()
              ).length;
          if (!kept) throw new BusinessError('warehouseIds: 指定仓库时请至少选择一个仓库');
        }
        await trx
          .insertInto('user_warehouse_authority')
          .values({ user_id: body.userId, authority: body.authority })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ authority: body.authority, updated_at: new Date() }))
          .execute();
        if (body.authority === 'PART' && body.warehouseIds) {
          const ids = [...new Set<string>(body.warehouseIds)];
          if (ids.length) {
            const found = await trx.selectFrom('warehouses').select('id').where('id', 'in', ids).execute();
            if (found.length !== ids.length) throw new BusinessError('warehouseIds: 仓库不存在');
          }
          await trx.deleteFrom('user_warehouse_permissions').where('user_id', '=', body.userId).execute();
          if (ids.length)
            await trx
              .insertInto('user_warehouse_permissions')
              .values(ids.map((w) => ({ id: newId(), user_id: body.userId, warehouse_id: w })))
              .execute();
        }
        await recordChange(trx, {
          table: 'user_warehouse_authority',
          docId: body.userId,
          action: 'update',
          userId: user?.userId,
          after: body,
        });
      });
      clearAuthCaches();
      return null;
    },
  }),
]);
