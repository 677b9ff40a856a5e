// Gateway administration: role identities (which identity a role confers) and branch authority (users bound to branches).
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
import { given } from '../../db/query';

export const ROLE_IDENTITY_ADMIN = '/admin/roleIdentity';
export const BRANCH_AUTH_ADMIN = '/admin/branchAuthority';
const IDENTITY = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z_{}]+$' } as const;

export const adminRoleRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/roleIdentity/search/V1.0',
    summary: 'role identities (paged)',
    body: object({ ...pagingProps, roleCode: str(64), roleName: str(64), identity: str(64) }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('role_identities as ri').innerJoin('roles as r', 'r.id', 'ri.role_id'), body, {
        roleCode: ['r.role_code', 'icontains'],
        roleName: ['r.role_name', 'icontains'],
        identity: ['ri.identity', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'ri.id',
            'ri.role_id as roleId',
            'r.role_code as roleCode',
            'r.role_name as roleName',
            'ri.identity',
          ])
          .orderBy('r.role_code')
          .orderBy('ri.identity'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/roleIdentity/new/V1.0',
    idempotent: true,
    summary: 'give a role an identity',
    body: object({ roleId: str(64, 1), roleCode: str(64, 1), identity: IDENTITY }, ['identity']),
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        let q = trx.selectFrom('roles').select('id');
        if (given(body.roleId)) q = q.where('id', '=', body.roleId);
        else if (given(body.roleCode)) q = q.where('role_code', '=', body.roleCode);
        else throw new BusinessError('roleId: 不能为空 (is required)');
        const role = await q.executeTakeFirst();
        if (!role) throw new BusinessError('roleId: 角色不存在');
        if (
          await trx
            .selectFrom('role_identities')
            .select('id')
            .where('role_id', '=', role.id)
            .where('identity', '=', body.identity)
            .executeTakeFirst()
        ) {
          throw new BusinessError('该角色已有此身份');
        }
        const row = { id, role_id: role.id, identity: body.identity };
        await insertRecorded(trx, 'role_identities', row, user?.userId);
      });
      clearAuthCaches();
      return { id };
    },
  }),
  route({
    method: 'DELETE',
    host: 'gateway',
    path: '/roleIdentity/remove/V1.0/:id',
    summary: 'remove a role identity',
    params: idParams(),
    async handler({ db, params, user }) {
      await inTransaction(db, (trx) =>
        removeRecorded(trx, 'role_identities', params.id, '角色身份不存在', user?.userId),
      );
      clearAuthCaches();
      return null;
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/branchAuthority/searchUser/V1.0',
    summary: 'users with whether they are bound to the branch (bound=true|false narrows)',
    body: object(
      {
        ...pagingProps,
        branchId: str(64, 1),
        userName: str(64),
        realName: str(64),
        bound: { type: 'boolean' },
      },
      ['branchId'],
    ),
    async handler({ db, body }) {
      const branch = await db
        .selectFrom('branches')
        .select(['id', 'name'])
        .where('id', '=', body.branchId)
        .executeTakeFirst();
      if (!branch) throw new BusinessError('branchId: 分公司不存在');
      const q = filtered(
        db
          .selectFrom('users as u')
          .leftJoin('branch_authorities as ba', (j) =>
            j.onRef('ba.user_id', '=', 'u.id').on('ba.branch_id', '=', body.branchId),
          ),
        body,
        {
          userName: ['u.username', 'icontains'],
          realName: ['u.realname', 'icontains'],
          bound: (eb, bound) => (bound ? eb('ba.id', 'is not', null) : eb('ba.id', 'is', null)),
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.select(['u.id', 'u.username', 'u.realname', 'ba.id as bindId']).orderBy('u.username'),
      );
      return list(
        rows.map((r) => ({
          userId: r.id,
          userName: r.username,
          realName: r.realname,
          branchId: branch.id,
          branchName: branch.name,
          bound: !!r.bindId,
        })),
        total,
      );
    },
  }),
  ...(['bind', 'unbind'] as const).map((action) =>
    route({
      method: 'POST' as const,
      host: 'gateway' as const,
      path: `/branchAuthority/${action}/V1.0`,
      summary: `${action} users to a branch`,
      body: object(
        {
          branchId: str(64, 1),
          userIds: { type: 'array', items: str(64, 1), minItems: 1, maxItems: 500 },
        },
        ['branchId', 'userIds'],
      ),
      async handler({ db, body, user }) {
        const ids = [...new Set<string>(body.userIds)];
        await inTransaction(db, async (trx) => {
          if (!(await trx.selectFrom('branches').select('id').where('id', '=', body.branchId).executeTakeFirst()))
            throw new BusinessError('branchId: 分公司不存在');
          const found = await trx.selectFrom('users').select('id').where('id', 'in', ids).execute();
          if (found.length !== ids.length) throw new BusinessError('userIds: 用户不存在');
          if (action === 'bind') {
            await trx
              .insertInto('branch_authorities')
              .values(ids.map((u) => ({ id: newId(), branch_id: body.branchId, user_id: u })))
              .onConflict((oc) => oc.columns(['branch_id', 'user_id']).doNothing())
              .execute();
          } else {
            await trx
              .deleteFrom('branch_authorities')
              .where('branch_id', '=', body.branchId)
              .where('user_id', 'in', ids)
              .execute();
          }
          await recordChange(trx, {
            table: 'branch_authorities',
            docId: body.branchId,
            action,
            userId: user?.userId,
            after: ids,
          });
        });
        return null;
      },
    }),
  ),
]);
