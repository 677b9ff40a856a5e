// Dictionaries (shell, gateway administration and console) and the region tree.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import {
  BusinessError,
  defineRoutes,
  route,
  inTransaction,
  list,
  newId,
  records,
  recordChange,
  insertRecorded,
  removeRecorded,
  bumpVersion,
} from '../../http/route';
import { consolePagingProps, pagingProps, str, idParams, object } from '../../http/schema';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { dictItems, dropDictCache } from './cache';

async function loadRegions(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('regions')
    .select(['code', 'name', 'parent_code', 'level'])
    .orderBy('code')
    .execute();
  type Node = { regionCode: string; regionName: string; childList: Node[] };
  const nodes = new Map<string, Node>(
    rows.map((r) => [r.code, { regionCode: r.code, regionName: r.name, childList: [] }]),
  );
  const roots: Node[] = [];
  for (const r of rows) {
    const parent = r.parent_code ? nodes.get(r.parent_code) : undefined;
    (parent ? parent.childList : roots).push(nodes.get(r.code)!);
  }
  return roots;
}

// version: what /sys/dictItem/edit checks (the console's 编辑 sends it back)
const itemRow = (r: {
  id: string;
  dict_code: string;
  item_value: string;
  item_text: string;
  item_text_en: string | null;
  sort_no: number;
  status: number;
  branch_id: string | null;
  version: number;
}) => ({
  id: r.id,
  dictCode: r.dict_code,
  itemValue: r.item_value,
  itemText: r.item_text,
  itemTextEn: r.item_text_en,
  sortOrder: r.sort_no,
  status: r.status,
  branchId: r.branch_id,
  version: r.version,
});

const itemBody = object(
  {
    dictCode: str(64, 1),
    itemValue: str(64, 1),
    itemText: str(128, 1),
    itemTextEn: str(128),
    sortOrder: { type: 'integer' },
    status: { type: 'integer', enum: [0, 1] },
    branchId: { type: ['string', 'null'], maxLength: 64 },
  },
  ['dictCode', 'itemValue', 'itemText'],
);

export const dictRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/sys_dict/V1.0/:key',
    summary: 'dictionary options (cached per key)',
    params: idParams('key'),
    async handler({ db, params, request }) {
      return dictItems(db, params.key, request.server.caches);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/sys_dict/code/V1.0/:code',
    summary: 'dictionary options by code',
    params: idParams('code'),
    async handler({ db, params, request }) {
      return dictItems(db, params.code, request.server.caches);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/sys_dict/branch/V1.0/:branchId',
    summary: "a branch's dictionary options (query dictCode narrows to one dictionary)",
    params: idParams('branchId'),
    query: object({ dictCode: str(64) }),
    async handler({ db, params, query }) {
      const q = db
        .selectFrom('sys_dict_items')
        .select([
          'item_value as itemValue',
          'item_text as itemText',
          'item_text_en as itemTextEn',
          'dict_code as dictCode',
        ])
        .where('branch_id', '=', params.branchId)
        .where('status', '=', 1);
      return filtered(q, query, { dictCode: ['dict_code', 'eq'] })
        .orderBy('dict_code')
        .orderBy('sort_no')
        .execute();
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/sys_dict/items/search/V1.0',
    summary: 'dictionary items search',
    body: object({ ...pagingProps, dictCode: str(64), itemText: str(128), branchId: str(64) }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('sys_dict_items'), body, {
        dictCode: ['dict_code', 'eq'],
        itemText: ['item_text', 'icontains'],
        branchId: ['branch_id', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('dict_code').orderBy('sort_no'),
      );
      return list(rows.map(itemRow), total);
    },
  }),
  route({
    method: 'GET',
    host: 'console',
    path: '/sys/dictItem/list',
    summary: 'dictionary items (console)',
    query: object({ ...consolePagingProps, dictCode: str(64), itemText: str(128) }),
    async handler({ db, query }) {
      const q = filtered(db.selectFrom('sys_dict_items'), query, {
        dictCode: ['dict_code', 'eq'],
        itemText: ['item_text', 'icontains'],
      });
      const { rows, total, ...page } = await searchPage(db, q, query, (p) =>
        p.selectAll().orderBy('dict_code').orderBy('sort_no'),
      );
      return records(rows.map(itemRow), total, page);
    },
  }),
  route({
    method: 'POST',
    host: 'console',
    path: '/sys/dictItem/add',
    idempotent: true,
    summary: 'add a dictionary item',
    body: itemBody,
    async handler({ db, body, user }) {
      const id = newId();
      await inTransaction(db, async (trx) => {
        const dict = await trx
          .selectFrom('sys_dict')
          .select('id')
          .where('dict_code', '=', body.dictCode)
          .executeTakeFirst();
        if (!dict) throw new BusinessError(`dictCode: 字典 ${body.dictCode} 不存在`);
        // one value per dictionary (and branch); a concurrent add past this check meets sys_dict_items_value_uq
        let same = trx
          .selectFrom('sys_dict_items')
          .select('id')
          .where('dict_code', '=', body.dictCode)
          .where('item_value', '=', body.itemValue);
        same = given(body.branchId) ? same.where('branch_id', '=', body.branchId) : same.where('branch_id', 'is', null);
        if (await same.executeTakeFirst()) throw new BusinessError('itemValue: 字典项值已存在');
        const row = {
          id,
          dict_code: body.dictCode,
          item_value: body.itemValue,
          item_text: body.itemText,
          item_text_en: given(body.itemTextEn) ? body.itemTextEn : null,
          sort_no: body.sortOrder ?? 0,
          status: body.status ?? 1,
          branch_id: body.branchId ?? null,
        };
        await insertRecorded(trx, 'sys_dict_items', row, user?.userId);
      });
      dropDictCache();
      return { id };
    },
  }),
  route({
    method: 'PUT',
    host: 'console',
    path: '/sys/dictItem/edit',
    summary: 'edit a dictionary item (version checked)',
    body: object(
      {
        id: str(64, 1),
        version: { type: 'integer' },
        itemText: str(128, 1),
        itemTextEn: str(128),
        sortOrder: { type: 'integer' },
        status: { type: 'integer', enum: [0, 1] },
      },
      ['id', 'version'],
    ),
    async handler({ db, body, user }) {
      await inTransaction(db, async (trx) => {
        const before = await trx.selectFrom('sys_dict_items').selectAll().where('id', '=', body.id).executeTakeFirst();
        const changes = {
          ...(given(body.itemText) ? { item_text: body.itemText } : {}),
          ...(given(body.itemTextEn) ? { item_text_en: body.itemTextEn } : {}),
          ...(body.sortOrder !== undefined ? { sort_no: body.sortOrder } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
        };
        await bumpVersion(trx, { table: 'sys_dict_items', id: body.id, expected: body.version, changes });
        await recordChange(trx, {
          table: 'sys_dict_items',
          docId: body.id,
          action: 'update',
          userId: user?.userId,
          before,
          after: changes,
        });
      });
      dropDictCache();
      return null;
    },
  }),
  route({
    method: 'DELETE',
    host: 'console',
    path: '/sys/dictItem/delete',
    summary: 'delete a dictionary item',
    query: object({ id: str(64, 1) }, ['id']),
    async handler({ db, query, user }) {
      await inTransaction(db, (trx) => removeRecorded(trx, 'sys_dict_items', query.id, '字典项不存在', user?.userId));
      dropDictCache();
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/getAllRegionList',
    summary: 'the national region tree (province, city, district)',
    async handler({ db, request }) {
      // kept in the app's caches (server/auth/caches.ts)
      const caches = request.server.caches;
      let tree = caches.regions;
      if (!tree) {
        const loading = (tree = caches.regions = loadRegions(db));
        loading.catch(() => {
          if (caches.regions === loading) caches.regions = null;
        });
      }
      return tree;
    },
  }),
]);
