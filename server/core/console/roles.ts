// Console: roles (add, edit, list) and the permission tree / role grants (which change the menus at run time).
import {
  BusinessError,
  bumpVersion,
  dataList,
  defineRoutes,
  route,
  inTransaction,
  newId,
  recordChange,
  insertRecorded,
} from '../../http/route';
import { clearAuthCaches } from '../../auth/session';
import { consolePagingProps, lengthAndPattern, str, object } from '../../http/schema';
import { given } from '../../db/query';
import { filtered } from '../../db/search';
import { formatTime } from '../../dates';
import { splitIds } from './users';
import { askedFields, recordsPage } from './fields';
import { actionDescribe } from '../../auth/actions';
import { PERMISSIONS_CHANGED } from '../../http/errors';

/** The same ids, in any order and count. */
const sameIds = (a: string[], b: string[]): boolean => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((id) => y.has(id));
};

export const ROLE_ADMIN = '/system/role';
export const PERMISSION_ADMIN = '/system/permission';
const idList = {
  anyOf: [
    { type: 'string', maxLength: 20000 },
    { type: 'array', items: str(200, 1), maxItems: 5000 },
  ],
} as const;

export const consoleRoleRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'console',
    path: '/sys/role/add',
    idempotent: true,
    summary: 'add a role',
    body: object(
      {
        roleCode: lengthAndPattern(
          '角色编码',
          2,
          64,
          '^[A-Za-z][A-Za-z0-9_]*$',
          '角色编码以字母开头，只能包含字母、数字或下划线',
        ),
        roleName: str(64, 1),
        description: str(256),
      },
      ['roleCode', 'roleName'],
    ),
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        if (await trx.selectFrom('roles').select('id').where('role_code', '=', body.roleCode).executeTakeFirst())
          throw new BusinessError('roleCode: 角色编码已存在');
        const row = { id, role_code: body.roleCode, role_name: body.roleName, description: body.description ?? null };
        await insertRecorded(trx, 'roles', row, user?.userId);
      });
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/role/edit',
    summary: 'edit a role (version checked)',
    body: object({ id: str(64, 1), version: { type: 'integer' }, roleName: str(64, 1), description: str(256) }, [
      'id',
      'version',
    ]),
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        const before = await trx.selectFrom('roles').selectAll().where('id', '=', body.id).executeTakeFirst();
        const changes = {
          ...(given(body.roleName) ? { role_name: body.roleName } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
        };
        await bumpVersion(trx, { table: 'roles', id: body.id, expected: body.version, changes });
        await recordChange(trx, {
          table: 'roles',
          docId: body.id,
          action: 'update',
          userId: user?.userId,
          before,
          after: changes,
        });
      });
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/role/list',
    summary: 'roles (paged records)',
    query: object({ ...consolePagingProps, roleName: str(64), roleCode: str(64), field: str(512) }),
    async handler({ db, query }) {
      const fields = askedFields(query.field, ['id', 'roleCode', 'roleName', 'description', 'version', 'createTime']);
      const q = filtered(db.selectFrom('roles'), query, {
        roleName: ['role_name', 'icontains'],
        roleCode: ['role_code', 'icontains'],
      });
      return recordsPage(
        db,
        q,
        query,
        (p) => p.selectAll().orderBy('role_code'),
        (rows) =>
          rows.map((r) => ({
            id: r.id,
            roleCode: r.role_code,
            roleName: r.role_name,
            description: r.description,
            version: r.version,
            createTime: formatTime(r.created_at),
          })),
        fields,
      );
    },
  }),
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/permission/list',
    summary:
      "the permission tree: menu entries (menuType 0 root, 1 child) with their buttons (menuType 2); name in the caller's language",
    async handler({ db, request }) {
      // name in English for a caller in en_US (the shell's language header): the entry's English title, a button's
      // English describe when it reads its action's usual describe (schemas/meta/actions.json); else as stored
      const en = request.headers.language === 'en_US';
      const buttonName = (action: string, describe: string) =>
        en && describe === actionDescribe(action) ? (actionDescribe(action, 'en_US') ?? describe) : describe;
      const menus = await db.selectFrom('menus').selectAll().orderBy('sort_no').execute();
      const perms = await db.selectFrom('permissions').selectAll().orderBy('action').execute();
      type Node = Record<string, unknown> & { children?: Node[] };
      const nodes = new Map<string, Node>(
        menus.map((m) => [
          m.id,
          {
            id: m.id,
            parentId: m.parent_id,
            name: en ? (m.title_en ?? m.title) : m.title,
            path: m.path,
            component: m.screen ?? '',
            menuType: m.parent_id ? 1 : 0,
            perms: null,
            describe: null,
            status: 0,
            hidden: m.hidden,
            source: m.source,
          },
        ]),
      );
      for (const p of perms) {
        const parent = nodes.get(p.menu_id);
        if (parent)
          (parent.children ??= []).push({
            id: p.id,
            parentId: p.menu_id,
            name: buttonName(p.action, p.describe),
            path: null,
            component: null,
            menuType: 2,
            perms: p.action,
            describe: p.describe,
            status: p.status,
          });
      }
      const roots: Node[] = [];
      for (const m of menus) {
        const n = nodes.get(m.id)!;
        const parent = m.parent_id ? nodes.get(m.parent_id) : undefined;
        (parent ? (parent.children ??= []) : roots).push(n);
      }
      return dataList(roots, roots.length);
    },
  }),
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/permission/queryRolePermission',
    summary: 'the ids of the menu entries and buttons a role has',
    query: object({ roleId: str(64, 1) }, ['roleId']),
    async handler({ db, query }) {
      const [menus, buttons] = await Promise.all([
        db.selectFrom('role_menus').select('menu_id').where('role_id', '=', query.roleId).execute(),
        db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', query.roleId).execute(),
      ]);
      return [...menus.map((m) => m.menu_id), ...buttons.map((b) => b.permission_id)];
    },
  }),
  route({
    method: 'POST',
    host: 'console',
    path: '/sys/permission/saveRolePermission',
    summary: "replace a role's menu entries and buttons (ids from the permission tree)",
    body: object({ roleId: str(64, 1), permissionIds: idList, lastpermissionIds: idList }, ['roleId', 'permissionIds']),
    async handler({ db, body, user }) {
      const ids = splitIds(body.permissionIds);
      await inTransaction(db, async (trx) => {
        // the role row locked: concurrent saves of one role's grants run one after the other (they raced into
        // role_menus_pk before, answering with the database's text)
        const role = await trx
          .selectFrom('roles')
          .select('id')
          .where('id', '=', body.roleId)
          .forUpdate()
          .executeTakeFirst();
        if (!role) throw new BusinessError('roleId: 角色不存在', { status: 404 });
        // lastpermissionIds (the grants the dialog loaded) is the version: a save over grants someone changed since
        // is refused, so a second administrator's save never silently undoes the first's
        if (body.lastpermissionIds !== undefined) {
          const [m, p] = await Promise.all([
            trx.selectFrom('role_menus').select('menu_id as id').where('role_id', '=', role.id).execute(),
            trx.selectFrom('role_permissions').select('permission_id as id').where('role_id', '=', role.id).execute(),
          ]);
          if (
            !sameIds(
              [...m, ...p].map((r) => r.id),
              splitIds(body.lastpermissionIds),
            )
          )
            throw new BusinessError(PERMISSIONS_CHANGED, { status: 424 });
        }
        const menuIds = ids.length
          ? (await trx.selectFrom('menus').select('id').where('id', 'in', ids).execute()).map((m) => m.id)
          : [];
        const permIds = ids.length
          ? (await trx.selectFrom('permissions').select('id').where('id', 'in', ids).execute()).map((p) => p.id)
          : [];
        if (menuIds.length + permIds.length !== ids.length) throw new BusinessError('permissionIds: 权限不存在');
        const before = await trx.selectFrom('role_menus').select('menu_id').where('role_id', '=', role.id).execute();
        await trx.deleteFrom('role_menus').where('role_id', '=', role.id).execute();
        await trx.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
        if (menuIds.length)
          await trx
            .insertInto('role_menus')
            .values(menuIds.map((m) => ({ role_id: role.id, menu_id: m })))
            .execute();
        if (permIds.length)
          await trx
            .insertInto('role_permissions')
            .values(permIds.map((p) => ({ role_id: role.id, permission_id: p })))
            .execute();
        await recordChange(trx, {
          table: 'role_permissions',
          docId: role.id,
          action: 'update',
          userId: user?.userId,
          before: before.map((b) => b.menu_id),
          after: ids,
        });
      });
      clearAuthCaches();
      return null;
    },
  }),
]);
