// Console: branch administration (000 §6) — list, add and edit the maker's branches. A code is unique (417
// 分公司编码已存在), an edit carries the version it read (424 when another user saved first), every write
// leaves a change record. A disabled branch leaves the branch dropdowns (/branch/search answers enabled ones only)
// but keeps its providers and users.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { contains } from '../../db/query';
import { filtered } from '../../db/search';
import {
  BusinessError,
  bumpVersion,
  defineRoutes,
  inTransaction,
  newId,
  recordChange,
  route,
  insertRecorded,
} from '../../http/route';
import { consolePagingProps, str, object } from '../../http/schema';
import { recordsPage } from './fields';

export const BRANCH_ADMIN = '/system/branch';

const branchFields = {
  code: {
    type: 'string',
    minLength: 1,
    maxLength: 20,
    pattern: '^[A-Za-z0-9_-]+$',
    'x-message': '分公司编码只能是 1-20 位字母、数字、下划线或短横线',
  },
  name: { type: 'string', minLength: 2, maxLength: 64, pattern: '\\S' },
  nameEn: { type: 'string', maxLength: 64 },
  provinceCode: { type: 'string', pattern: '^$|^\\d{2}$' },
  status: { enum: ['ENABLE', 'DISABLE'] },
} as const;

/** 417 when another branch has the code (self excluded on edit). */
async function refuseTakenCode(db: Kysely<DB>, code: string, self?: string) {
  let q = db.selectFrom('branches').select('id').where('code', '=', code);
  if (self) q = q.where('id', '<>', self);
  if (await q.executeTakeFirst()) throw new BusinessError('code: 分公司编码已存在');
}

/** 417 when the province code is not a province of the region tree. */
async function refuseUnknownProvince(db: Kysely<DB>, provinceCode: string | undefined) {
  if (!provinceCode) return;
  if (
    !(await db
      .selectFrom('regions')
      .select('code')
      .where('code', '=', provinceCode)
      .where('level', '=', 1)
      .executeTakeFirst())
  ) {
    throw new BusinessError('provinceCode: 省份不存在');
  }
}

export const consoleBranchRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/branch/list',
    summary: 'branches by code (name, code, status narrow), with the version the 编辑 form sends back',
    query: object({ ...consolePagingProps, name: str(64), code: str(20), status: str(16) }),
    async handler({ db, query }) {
      const base = db
        .selectFrom('branches')
        .leftJoin('regions', (j) => j.onRef('regions.code', '=', 'branches.province_code').on('regions.level', '=', 1));
      const q = filtered(base, query, {
        name: (eb, name) =>
          eb.or([eb('branches.name', 'like', contains(name)), eb('branches.name_en', 'ilike', contains(name))]),
        code: ['branches.code', 'contains'],
        status: ['branches.status', 'eq'],
      });
      return recordsPage(
        db,
        q,
        query,
        (p) =>
          p
            .select([
              'branches.id',
              'branches.code',
              'branches.name',
              'branches.name_en',
              'branches.province_code',
              'branches.status',
              'branches.version',
              'regions.name as province_name',
            ])
            .orderBy('branches.code'),
        (rows) =>
          rows.map((r) => ({
            id: r.id,
            code: r.code,
            name: r.name,
            nameEn: r.name_en ?? '',
            provinceCode: r.province_code ?? '',
            provinceName: r.province_name ?? '',
            status: r.status,
            version: r.version,
          })),
      );
    },
  }),
  route({
    method: 'POST',
    host: 'console',
    path: '/sys/branch/add',
    idempotent: true,
    summary: 'add a branch (code unique)',
    body: object(branchFields, ['code', 'name']),
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        await refuseTakenCode(trx, body.code);
        await refuseUnknownProvince(trx, body.provinceCode);
        const row = {
          id,
          code: body.code,
          name: body.name.trim(),
          name_en: body.nameEn?.trim() || null,
          province_code: body.provinceCode || null,
          status: body.status ?? 'ENABLE',
        };
        await insertRecorded(trx, 'branches', row, user?.userId);
      });
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/branch/edit',
    summary: 'edit a branch (version checked; code unique)',
    body: object({ id: str(64, 1), version: { type: 'integer' }, ...branchFields }, ['id', 'version']),
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        const before = await trx.selectFrom('branches').selectAll().where('id', '=', body.id).executeTakeFirst();
        if (!before) throw new BusinessError('分公司不存在', { status: 404 });
        if (body.code !== undefined) await refuseTakenCode(trx, body.code, body.id);
        await refuseUnknownProvince(trx, body.provinceCode);
        const changes: Record<string, unknown> = {};
        if (body.code !== undefined) changes.code = body.code;
        if (body.name !== undefined) changes.name = body.name.trim();
        if (body.nameEn !== undefined) changes.name_en = body.nameEn.trim() || null;
        if (body.provinceCode !== undefined) changes.province_code = body.provinceCode || null;
        if (body.status !== undefined) changes.status = body.status;
        await bumpVersion(trx, { table: 'branches', id: body.id, expected: body.version, changes });
        await recordChange(trx, {
          table: 'branches',
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
]);
