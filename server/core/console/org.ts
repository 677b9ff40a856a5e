// Console: service providers (add, edit, tree by branch) and the department tree.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import {
  BusinessError,
  bumpVersion,
  dataList,
  defineRoutes,
  route,
  inTransaction,
  newId,
  paging,
  recordChange,
  insertRecorded,
} from '../../http/route';
import { consolePagingProps, str, object } from '../../http/schema';

export const PROVIDER_ADMIN = '/system/provider';
export const DEPART_ADMIN = '/system/depart';

const providerFields = {
  name: str(128, 1),
  code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' },
  branchId: str(64, 1),
  districtCode: { type: 'string', pattern: '^\\d{6}$' },
  detail: str(256),
  contact: str(64),
  phone: { type: 'string', maxLength: 20, pattern: '^$|^1[3-9]\\d{9}$|^(0\\d{2,3}-?)?\\d{7,8}$' },
  status: { enum: ['YES', 'NO'] },
  customerType: { enum: ['SERVICE', 'LARGE_CUSTOMER'] },
  marketingType: { enum: ['SERVICE', 'PARTS', 'BOTH'] },
  isCenter: { type: 'boolean' },
  serviceLevel: str(16),
} as const;

/** 417 unless the level is '' (none) or an enabled item of the branch dictionary service_level of the branch. */
async function checkServiceLevel(db: Kysely<DB>, branchId: string, level: string | undefined) {
  if (!level) return;
  const item = await db
    .selectFrom('sys_dict_items')
    .select('id')
    .where('dict_code', '=', 'service_level')
    .where('branch_id', '=', branchId)
    .where('item_value', '=', level)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!item) throw new BusinessError('serviceLevel: 服务等级不属于所选分公司');
}

/** Province, city and district names of a district code (417 when the code is unknown). */
async function regionOf(db: Kysely<DB>, districtCode: string) {
  const d = await db
    .selectFrom('regions')
    .selectAll()
    .where('code', '=', districtCode)
    .where('level', '=', 3)
    .executeTakeFirst();
  if (!d) throw new BusinessError('districtCode: 区县不存在');
  const c = await db.selectFrom('regions').selectAll().where('code', '=', d.parent_code!).executeTakeFirstOrThrow();
  const p = await db.selectFrom('regions').selectAll().where('code', '=', c.parent_code!).executeTakeFirstOrThrow();
  return {
    province_code: p.code,
    province_name: p.name,
    city_code: c.code,
    city_name: c.name,
    district_code: d.code,
    district_name: d.name,
  };
}

async function checkBranch(db: Kysely<DB>, branchId: string) {
  if (!(await db.selectFrom('branches').select('id').where('id', '=', branchId).executeTakeFirst()))
    throw new BusinessError('branchId: 分公司不存在');
}

/** The last id of a tree path (a Cascader's value) or the id itself. */
function lastOf(v: string | string[] | undefined): string | undefined {
  const id = Array.isArray(v) ? v[v.length - 1] : v;
  return id ? id : undefined;
}

/** 417 when another department under the same parent has the name. */
async function refuseSiblingName(db: Kysely<DB>, parentId: string | null | undefined, name: string, self?: string) {
  let q = db
    .selectFrom('departments')
    .select('id')
    .where('name', '=', name)
    .where('parent_id', parentId ? '=' : 'is', parentId ?? null);
  if (self) q = q.where('id', '<>', self);
  if (await q.executeTakeFirst()) throw new BusinessError('departName: 同级部门名称已存在');
}

export const consoleOrgRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'console',
    path: '/sys/provider/add',
    idempotent: true,
    summary: 'add a service provider',
    body: object(providerFields, ['name', 'code', 'branchId', 'districtCode']),
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        await checkBranch(trx, body.branchId);
        await checkServiceLevel(trx, body.branchId, body.serviceLevel);
        if (await trx.selectFrom('facilitators').select('id').where('code', '=', body.code).executeTakeFirst())
          throw new BusinessError('code: 服务商编码已存在');
        const row = {
          id,
          code: body.code,
          name: body.name,
          branch_id: body.branchId,
          ...(await regionOf(trx, body.districtCode)),
          detail: body.detail ?? '',
          status: body.status ?? 'YES',
          customer_type: body.customerType ?? 'SERVICE',
          type: 'SP',
          marketing_type: body.marketingType ?? 'SERVICE',
          is_center: body.isCenter ?? false,
          contact: body.contact ?? '',
          phone: body.phone ?? '',
          line_ids: '',
          service_level: body.serviceLevel ?? '',
        };
        await insertRecorded(trx, 'facilitators', row, user?.userId);
      });
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/provider/edit',
    summary: 'edit a service provider (version checked)',
    body: object({ id: str(64, 1), version: { type: 'integer' }, ...providerFields }, ['id', 'version']),
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        const before = await trx.selectFrom('facilitators').selectAll().where('id', '=', body.id).executeTakeFirst();
        if (!before) throw new BusinessError('服务商不存在', { status: 404 });
        if (body.branchId) await checkBranch(trx, body.branchId);
        if (
          body.code &&
          body.code !== before.code &&
          (await trx.selectFrom('facilitators').select('id').where('code', '=', body.code).executeTakeFirst())
        ) {
          throw new BusinessError('code: 服务商编码已存在');
        }
        const map: [string, string][] = [
          ['name', 'name'],
          ['code', 'code'],
          ['branchId', 'branch_id'],
          ['detail', 'detail'],
          ['contact', 'contact'],
          ['phone', 'phone'],
          ['status', 'status'],
          ['customerType', 'customer_type'],
          ['marketingType', 'marketing_type'],
          ['isCenter', 'is_center'],
        ];
        const changes: Record<string, unknown> = { updated_at: new Date() };
        for (const [k, col] of map) if (body[k] !== undefined) changes[col] = body[k];
        if (body.districtCode) Object.assign(changes, await regionOf(trx, body.districtCode));
        // the level is the branch's: checked against the branch it will have; a new branch without a level clears it
        const branch = body.branchId ?? before.branch_id;
        if (body.serviceLevel !== undefined) {
          await checkServiceLevel(trx, branch, body.serviceLevel);
          changes.service_level = body.serviceLevel;
        } else if (branch !== before.branch_id) changes.service_level = '';
        await bumpVersion(trx, { table: 'facilitators', id: body.id, expected: body.version, changes });
        await recordChange(trx, {
          table: 'facilitators',
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
    path: '/sys/provider/tree',
    summary:
      'service providers by branch: a page of providers (pageNo, pageSize; total = all providers), each under its branch row',
    query: object(consolePagingProps),
    async handler({ db, query }) {
      // The pager pages the providers (the rows 编辑 acts on): a page is pageSize providers in branch then code order,
      // grouped under their branches' rows (a branch whose providers span two pages heads both); totalCount counts
      // the providers, so 共 N 条 and the page count match the provider rows shown. Branches without providers
      // are not listed (docs/screens.md).
      const page = paging(query);
      const [branches, providers, { n }] = await Promise.all([
        db.selectFrom('branches').select(['id', 'code', 'name', 'status']).orderBy('code').execute(),
        db
          .selectFrom('facilitators')
          .innerJoin('branches', 'branches.id', 'facilitators.branch_id')
          .select([
            'facilitators.id',
            'facilitators.code',
            'facilitators.name',
            'facilitators.branch_id',
            'facilitators.status',
            'facilitators.version',
            'facilitators.district_code',
            'facilitators.detail',
            'facilitators.contact',
            'facilitators.phone',
            'facilitators.service_level',
          ])
          .orderBy('branches.code')
          .orderBy('facilitators.code')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom('facilitators')
          .innerJoin('branches', 'branches.id', 'facilitators.branch_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const tree = branches
        .filter((b) => providers.some((p) => p.branch_id === b.id))
        .map((b) => ({
          id: b.id,
          code: b.code,
          name: b.name,
          status: b.status,
          type: 'branch',
          // a provider's row carries what its 编辑 form is filled with
          children: providers
            .filter((p) => p.branch_id === b.id)
            .map((p) => ({
              id: p.id,
              code: p.code,
              name: p.name,
              status: p.status,
              version: p.version,
              type: 'provider',
              branchId: p.branch_id,
              districtCode: p.district_code,
              detail: p.detail,
              contact: p.contact,
              phone: p.phone,
              serviceLevel: p.service_level,
            })),
        }));
      return dataList(tree, Number(n));
    },
  }),
  route({
    method: 'POST',
    host: 'console',
    path: '/sys/sysDepart/add',
    idempotent: true,
    summary:
      'add a department under a parent chosen from the tree (parentId: an id, or the tree path whose last id is the parent)',
    body: object(
      {
        departName: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' },
        parentId: { anyOf: [str(64), { type: 'array', items: str(64, 1), maxItems: 10 }] },
      },
      ['departName'],
    ),
    async handler({ db, body, user }) {
      const parentId = lastOf(body.parentId);
      const name = body.departName.trim();
      const id = newId();
      await inTransaction(db, async (trx) => {
        const parent = parentId
          ? await trx.selectFrom('departments').selectAll().where('id', '=', parentId).executeTakeFirst()
          : undefined;
        if (parentId && !parent) throw new BusinessError('parentId: 上级部门不存在');
        await refuseSiblingName(trx, parentId, name);
        const siblings = await trx
          .selectFrom('departments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('parent_id', parent ? '=' : 'is', parent ? parent.id : null)
          .executeTakeFirstOrThrow();
        const row = {
          id,
          parent_id: parent?.id ?? null,
          code: `${parent?.code ?? 'D'}-${id.slice(-6)}`,
          name,
          branch_id: parent?.branch_id ?? null,
          sort_no: Number(siblings.n) + 1,
        };
        await insertRecorded(trx, 'departments', row, user?.userId);
      });
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/sysDepart/edit',
    summary: 'rename a department (a sibling may not have the name)',
    body: object({ id: str(64, 1), departName: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' } }, [
      'id',
      'departName',
    ]),
    async handler({ db, body, user }) {
      const name = body.departName.trim();
      await inTransaction(db, async (trx) => {
        const before = await trx.selectFrom('departments').selectAll().where('id', '=', body.id).executeTakeFirst();
        if (!before) throw new BusinessError('部门不存在', { status: 404 });
        await refuseSiblingName(trx, before.parent_id, name, before.id);
        await trx.updateTable('departments').set({ name }).where('id', '=', body.id).execute();
        await recordChange(trx, {
          table: 'departments',
          docId: body.id,
          action: 'update',
          userId: user?.userId,
          before,
          after: { name },
        });
      });
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/depart/queryTreeList',
    summary: 'the department tree',
    async handler({ db }) {
      const rows = await db.selectFrom('departments').selectAll().orderBy('sort_no').orderBy('code').execute();
      type Node = {
        id: string;
        parentId: string | null;
        departName: string;
        orgCode: string;
        branchId: string | null;
        children: Node[];
      };
      const nodes = new Map<string, Node>(
        rows.map((r) => [
          r.id,
          { id: r.id, parentId: r.parent_id, departName: r.name, orgCode: r.code, branchId: r.branch_id, children: [] },
        ]),
      );
      const roots: Node[] = [];
      for (const r of rows) {
        const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
        (parent ? parent.children : roots).push(nodes.get(r.id)!);
      }
      return dataList(roots, roots.length);
    },
  }),
]);
