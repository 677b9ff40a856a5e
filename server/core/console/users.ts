// Console: users (add, edit, list, freeze, change password, duplicate check) and the users of a role.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError, bumpVersion, defineRoutes, route, inTransaction, newId, recordChange } from '../../http/route';
import { clearAuthCaches, endUserSessions, freezeUserSessions } from '../../auth/session';
import { hashPassword, verifyPassword } from '../../auth/password';
import { consolePagingProps, lengthAndPattern, str, object } from '../../http/schema';
import { filtered } from '../../db/search';
import { formatTime } from '../../dates';
import { demand } from '../../auth/permissions';
import { ownProvider, ownsRow } from '../../auth/owners';
import { askedFields, recordsPage } from './fields';
import { assertNotLocked, counted, wantsEnglish } from '../../auth/throttle';

export const USER_ADMIN = '/system/user';
const STATUS_TEXT: Record<number, string> = { 1: '正常', 2: '冻结' };
/** The columns of the user lists a `field` parameter may ask (001 §7); others answer 510 (001 §8). */
const USER_LIST_FIELDS = [
  'id',
  'username',
  'realname',
  'status',
  'status_dictText',
  'phone',
  'email',
  'providerId',
  'branchId',
  'facilitatorId',
  'departmentId',
  'workNo',
  'identity',
  'version',
  'createTime',
  'roleCodes',
  'roleNames',
  'roleIds',
];
const ROLE_USER_FIELDS = ['id', 'username', 'realname', 'status', 'status_dictText'];
/** The password rules of 用户管理's forms (userAdd, userPassword): 8-64 characters, letters and digits. */
const PASSWORD = lengthAndPattern('密码', 8, 64, '^(?=.*[A-Za-z])(?=.*\\d).+$', '密码须同时包含字母和数字');
const idList = {
  anyOf: [
    { type: 'string', minLength: 1, maxLength: 4000 },
    { type: 'array', items: str(64, 1), minItems: 1, maxItems: 500 },
  ],
} as const;
/** A user's roles: may be empty (a user without roles; the form's role select sends []). */
const roleIdList = {
  anyOf: [
    { type: 'string', maxLength: 4000 },
    { type: 'array', items: str(64, 1), maxItems: 500 },
  ],
} as const;
export const splitIds = (v: string | string[] | undefined): string[] => [
  ...new Set((Array.isArray(v) ? v : String(v ?? '').split(',')).map((s) => s.trim()).filter(Boolean)),
];

const userFields = {
  realname: str(64, 1),
  phone: { type: ['string', 'null'], maxLength: 20, pattern: '^$|^1[3-9]\\d{9}$|^(0\\d{2,3}-?)?\\d{7,8}$' },
  email: { type: ['string', 'null'], maxLength: 128 },
  workNo: str(32),
  identity: str(128),
  branchId: { type: ['string', 'null'], maxLength: 64 },
  facilitatorId: { type: ['string', 'null'], maxLength: 64 },
  departmentId: { type: ['string', 'null'], maxLength: 64 },
  roleIds: roleIdList,
  selectedroles: roleIdList,
} as const;

async function setRoles(trx: Kysely<DB>, userId: string, roleIds: string[]): Promise<void> {
  if (roleIds.length) {
    const found = await trx.selectFrom('roles').select('id').where('id', 'in', roleIds).execute();
    if (found.length !== roleIds.length) throw new BusinessError('roleIds: 角色不存在');
  }
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length)
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((r) => ({ user_id: userId, role_id: r })))
      .execute();
}

export const consoleUserRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'console',
    path: '/sys/user/add',
    idempotent: true,
    summary: 'add a user',
    body: object(
      {
        username: lengthAndPattern('登录账号', 2, 64, '^[A-Za-z0-9_.@-]+$', '登录账号只能包含字母、数字或 _ . @ -'),
        password: PASSWORD,
        ...userFields,
      },
      ['username', 'realname', 'password'],
    ),
    async handler({ db, body, user }) {
      const id = newId();
      // hashed before the transaction: nothing waits behind the hash (on PGlite a transaction holds the database)
      const passwordHash = await hashPassword(body.password);
      await inTransaction(db, async (trx) => {
        const dup = await trx.selectFrom('users').select('id').where('username', '=', body.username).executeTakeFirst();
        if (dup) throw new BusinessError('username: 用户名已存在');
        const row = {
          id,
          username: body.username,
          realname: body.realname,
          password_hash: passwordHash,
          provider_id: 'sp',
          identity: body.identity ?? '',
          company: user?.company ?? '',
          branch_id: body.branchId ?? null,
          facilitator_id: (user ? ownProvider(user) : null) ?? body.facilitatorId ?? null,
          department_id: body.departmentId ?? null,
          work_no: body.workNo ?? '',
          phone: body.phone ?? null,
          email: body.email ?? null,
        };
        await trx.insertInto('users').values(row).execute();
        await setRoles(trx, id, splitIds(body.roleIds ?? body.selectedroles));
        const { password_hash: _h, ...after } = row;
        await recordChange(trx, { table: 'users', docId: id, action: 'create', userId: user?.userId, after });
      });
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/user/edit',
    summary: 'edit a user (version checked)',
    body: object({ id: str(64, 1), version: { type: 'integer' }, ...userFields }, ['id', 'version']),
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select([
            'id',
            'realname',
            'phone',
            'email',
            'identity',
            'branch_id',
            'facilitator_id',
            'department_id',
            'work_no',
          ])
          .where('id', '=', body.id)
          .executeTakeFirst();
        // A provider's user (with this screen) edits only its own provider's users and cannot move them elsewhere.
        if (!before || !ownsRow(user!, before.facilitator_id))
          throw new BusinessError('用户不存在', { status: 404, code: '404' });
        if (body.facilitatorId !== undefined && !ownsRow(user!, body.facilitatorId))
          throw new BusinessError('无权限访问', { status: 403, code: '403' });
        const changes: Record<string, unknown> = { updated_at: new Date() };
        const map: [string, string][] = [
          ['realname', 'realname'],
          ['phone', 'phone'],
          ['email', 'email'],
          ['identity', 'identity'],
          ['branchId', 'branch_id'],
          ['facilitatorId', 'facilitator_id'],
          ['departmentId', 'department_id'],
          ['workNo', 'work_no'],
        ];
        for (const [k, col] of map) if (body[k] !== undefined) changes[col] = body[k];
        await bumpVersion(trx, { table: 'users', id: body.id, expected: body.version, changes });
        const roles = body.roleIds ?? body.selectedroles;
        if (roles !== undefined) await setRoles(trx, body.id, splitIds(roles));
        await recordChange(trx, {
          table: 'users',
          docId: body.id,
          action: 'update',
          userId: user?.userId,
          before,
          after: { ...changes, roles },
        });
      });
      clearAuthCaches();
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/user/list',
    summary: 'users (paged records)',
    query: object({
      ...consolePagingProps,
      username: str(64),
      realname: str(64),
      status: { type: 'integer', enum: [1, 2] },
      roleCode: str(64),
      field: str(512),
    }),
    async handler({ db, query, user }) {
      const fields = askedFields(query.field, USER_LIST_FIELDS);
      let q = db.selectFrom('users');
      const own = ownProvider(user!);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      q = filtered(q, query, {
        username: ['username', 'icontains'],
        realname: ['realname', 'icontains'],
        status: ['status', 'eq'],
        roleCode: (eb, roleCode) =>
          eb(
            'id',
            'in',
            eb
              .selectFrom('user_roles')
              .innerJoin('roles', 'roles.id', 'user_roles.role_id')
              .select('user_roles.user_id')
              .where('roles.role_code', '=', roleCode),
          ),
      });
      return recordsPage(
        db,
        q,
        query,
        (p) =>
          p
            .select([
              'id',
              'username',
              'realname',
              'status',
              'phone',
              'email',
              'provider_id',
              'branch_id',
              'facilitator_id',
              'department_id',
              'work_no',
              'identity',
              'version',
              'created_at',
            ])
            .orderBy('username'),
        async (rows) => {
          const roles = rows.length
            ? await db
                .selectFrom('user_roles')
                .innerJoin('roles', 'roles.id', 'user_roles.role_id')
                .select(['user_roles.user_id', 'roles.role_code', 'roles.role_name', 'roles.id'])
                .where(
                  'user_roles.user_id',
                  'in',
                  rows.map((r) => r.id),
                )
                .orderBy('roles.role_code')
                .execute()
            : [];
          return rows.map((r) => ({
            id: r.id,
            username: r.username,
            realname: r.realname,
            status: r.status,
            status_dictText: STATUS_TEXT[r.status] ?? '',
            phone: r.phone,
            email: r.email,
            providerId: r.provider_id,
            branchId: r.branch_id,
            facilitatorId: r.facilitator_id,
            departmentId: r.department_id,
            workNo: r.work_no,
            identity: r.identity,
            version: r.version,
            createTime: formatTime(r.created_at),
            roleCodes: roles
              .filter((x) => x.user_id === r.id)
              .map((x) => x.role_code)
              .join(','),
            roleNames: roles
              .filter((x) => x.user_id === r.id)
              .map((x) => x.role_name)
              .join(', '),
            // a list: the edit form's role select takes it as its value
            roleIds: roles.filter((x) => x.user_id === r.id).map((x) => x.id),
          }));
        },
        fields,
      );
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/user/frozenBatch',
    summary: 'freeze (status 2) or unfreeze (status 1) users',
    body: object({ ids: idList, status: { type: 'integer', enum: [1, 2] } }, ['ids', 'status']),
    async handler({ db, body, user, config }) {
      const ids = splitIds(body.ids);
      if (user && ids.includes(user.userId) && body.status === 2) throw new BusinessError('不能冻结当前登录用户');
      await inTransaction(db, async (trx) => {
        const own = user ? ownProvider(user) : null;
        const res = await trx
          .updateTable('users')
          .set({ status: body.status, updated_at: new Date() })
          .where('id', 'in', ids)
          .$if(own !== null, (qb) => qb.where('facilitator_id', '=', own!))
          .returning('id')
          .execute();
        if (res.length !== ids.length) throw new BusinessError('ids: 用户不存在');
        for (const r of res)
          await recordChange(trx, {
            table: 'users',
            docId: r.id,
            action: body.status === 2 ? 'freeze' : 'unfreeze',
            userId: user?.userId,
          });
        // Freezing ends the user's sessions and refresh tokens at once, kept as frozen so an open tab is told why;
        // unfreezing drops them (the cache is cleared after the commit).
        if (body.status === 2)
          await freezeUserSessions(
            trx,
            res.map((r) => r.id),
            new Date(config.now()),
          );
        else
          await endUserSessions(
            trx,
            res.map((r) => r.id),
          );
      });
      clearAuthCaches();
      return null;
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/user/changePassword',
    summary: "change a password: one's own with the old password, anyone's with the user administration permission",
    body: object({ username: str(64, 1), oldpassword: str(128), password: PASSWORD, confirmpassword: str(128) }, [
      'username',
      'password',
    ]),
    async handler({ db, body, user, request, config }) {
      if (body.confirmpassword !== undefined && body.confirmpassword !== body.password)
        throw new BusinessError('confirmpassword: 两次输入的密码不一致');
      const found = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'facilitator_id'])
        .where('username', '=', body.username)
        .executeTakeFirst();
      const target = found && ownsRow(user!, found.facilitator_id) ? found : undefined;
      const self = target?.id === user!.userId;
      if (!self) await demand(db, user, `${USER_ADMIN}#password`);
      if (!target) throw new BusinessError('username: 用户不存在');
      if (self) {
        // the old password is guessed like a sign-in (a stolen token must not try it without limit): the same
        // atomic count and lock per account name and address (server/auth/throttle.ts)
        const subject = { name: body.username, address: request.ip };
        await assertNotLocked(db, config, subject, wantsEnglish(request));
        await counted(
          db,
          config,
          subject,
          async () => {
            if (!(body.oldpassword && (await verifyPassword(body.oldpassword, target.password_hash))))
              throw new BusinessError('oldpassword: 旧密码错误');
          },
          wantsEnglish(request),
        );
      }
      const passwordHash = await hashPassword(body.password); // before the transaction, as on add
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', target.id)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', target.id).execute();
        await recordChange(trx, { table: 'users', docId: target.id, action: 'changePassword', userId: user!.userId });
      });
      clearAuthCaches();
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/duplicate/check',
    summary: 'is a value free? (tableName sys_user: username, phone, email, work_no; sys_role: role_code)',
    query: object(
      {
        tableName: { enum: ['sys_user', 'sys_role'] },
        fieldName: { enum: ['username', 'phone', 'email', 'work_no', 'role_code'] },
        fieldVal: str(128, 1),
        dataId: str(64),
      },
      ['tableName', 'fieldName', 'fieldVal'],
    ),
    async handler({ db, query }) {
      let taken: { id: string } | undefined;
      if (query.tableName === 'sys_user' && query.fieldName !== 'role_code') {
        const q = db
          .selectFrom('users')
          .select('id')
          .where(query.fieldName as 'username', '=', query.fieldVal);
        taken = await filtered(q, query, { dataId: (eb, id) => eb('id', '<>', id) }).executeTakeFirst();
      } else if (query.tableName === 'sys_role' && query.fieldName === 'role_code') {
        const q = db.selectFrom('roles').select('id').where('role_code', '=', query.fieldVal);
        taken = await filtered(q, query, { dataId: (eb, id) => eb('id', '<>', id) }).executeTakeFirst();
      } else throw new BusinessError('fieldName: 不支持的字段');
      if (taken) throw new BusinessError('该值不可用，系统中已存在！');
      return '该值可用！';
    },
  }),
  route({
    method: 'GET',
    host: 'login',
    path: '/api/sys/user/userRoleList',
    summary: 'users of a role (paged records)',
    query: object({
      ...consolePagingProps,
      roleId: str(64),
      field: str(256),
      username: str(64),
      realname: str(64),
    }),
    async handler({ db, query, user }) {
      const fields = askedFields(query.field, ROLE_USER_FIELDS);
      let q = db.selectFrom('users');
      const own = ownProvider(user!);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      q = filtered(q, query, {
        roleId: (eb, roleId) =>
          eb('id', 'in', eb.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId)),
        username: ['username', 'icontains'],
        realname: ['realname', 'icontains'],
      });
      return recordsPage(
        db,
        q,
        query,
        (p) => p.select(['id', 'username', 'realname', 'status']).orderBy('username'),
        (rows) => rows.map((r) => ({ ...r, status_dictText: STATUS_TEXT[r.status] ?? '' })),
        fields,
      );
    },
  }),
]);
