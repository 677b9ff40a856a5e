// Config lists (001 §7): big-area regions, page lists by code, flag rules, and the search history.
import { BusinessError, defineRoutes, route, list } from '../../http/route';
import { filtered, searchPage } from '../../db/search';
import { object, pagingProps, str } from '../../http/schema';
import { requireUser } from '../common/session';
import runtimeDefaults from '../../../schemas/meta/runtime-defaults.json';

/** The search-history types: those of schemas/meta/runtime-defaults.json (the shell's HistoryInput sends them by path). */
const HISTORY_TYPES = [...new Set(Object.values(runtimeDefaults.historyTypes))];
const HISTORY_KEEP = 10;
/** The codes /page/{code} serves: region (big-area regions) and the config lists of 001 §5 (price, star, outLevel; facilitator in the dialog). */
export const PAGE_CODES = ['region', 'price', 'star', 'outLevel', 'facilitator'];

export const configRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/branch/search/V1.0',
    summary: '分公司查询（启用的分公司，供下拉与选择）',
    body: object({
      ...pagingProps,
      name: str(100),
      code: str(20),
    }),
    async handler({ db, body }) {
      // the branches a dropdown offers (派单, 服务商维护, 分公司权限): enabled ones, by code; nameEn is the option's label in English mode
      const q = filtered(db.selectFrom('branches').where('status', '=', 'ENABLE'), body, {
        name: ['name', 'contains'],
        code: ['code', 'contains'],
      });
      // a dropdown that sends no size gets up to 100 branches (the route's own default page)
      const { rows, total } = await searchPage(db, q, { size: body.size ?? 100, current: body.current }, (p) =>
        p.select(['id', 'code', 'name', 'name_en as nameEn']).orderBy('code'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1.0/searchBranchBigAreaRegionRelation',
    summary: '分公司大区区域关系',
    body: object({
      ...pagingProps,
      area_code: str(20),
      area_name: str(100),
      salorg_code: str(20),
      bigarea_code: str(20),
    }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('big_area_regions'), body, {
        area_code: ['area_code', 'eq'],
        area_name: ['area_name', 'contains'],
        salorg_code: ['salorg_code', 'eq'],
        bigarea_code: ['bigarea_code', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) => p.selectAll().orderBy('area_code'));
      return list(rows, total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/page/:code',
    summary: '配置列表（region 为大区区域）',
    params: object({ code: { type: 'string', minLength: 1, maxLength: 50 } }, ['code']),
    async handler({ db, params }) {
      if (!PAGE_CODES.includes(params.code)) {
        throw new BusinessError(`配置代码只能是 ${PAGE_CODES.join('、')}（code: ${params.code}）`, {
          status: 417,
          code: 'code',
        });
      }
      if (params.code === 'region') return db.selectFrom('big_area_regions').selectAll().orderBy('area_code').execute();
      return db
        .selectFrom('page_items')
        .select(['code', 'name'])
        .where('page_code', '=', params.code)
        .orderBy('sort')
        .execute();
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/flagType/getFlagRule/V1.0',
    summary: '标识规则代码',
    body: object({ company: str(20), type: str(40) }),
    async handler({ db, body }) {
      return filtered(db.selectFrom('flag_rules').select('code'), body, {
        company: ['company', 'eq'],
        type: ['type', 'eq'],
      })
        .distinct()
        .orderBy('code')
        .execute();
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/new/history',
    summary: '记录搜索历史',
    query: object(
      { type: { enum: HISTORY_TYPES }, userId: str(64), value: { type: 'string', minLength: 1, maxLength: 200 } },
      ['type', 'value'],
    ),
    async handler({ db, user, query }) {
      const u = requireUser(user);
      const value = query.value.trim();
      if (!value) return null;
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('search_history')
          .where('user_id', '=', u.userId)
          .where('type', '=', query.type)
          .where('value', '=', value)
          .execute();
        await trx.insertInto('search_history').values({ type: query.type, user_id: u.userId, value }).execute();
        const keep = trx
          .selectFrom('search_history')
          .select('id')
          .where('user_id', '=', u.userId)
          .where('type', '=', query.type)
          .orderBy('create_time', 'desc')
          .orderBy('id', 'desc')
          .limit(HISTORY_KEEP);
        await trx
          .deleteFrom('search_history')
          .where('user_id', '=', u.userId)
          .where('type', '=', query.type)
          .where('id', 'not in', keep)
          .execute();
      });
      return null;
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/v1/search/history',
    summary: '搜索历史',
    query: object({ type: { enum: HISTORY_TYPES }, userId: str(64) }, ['type']),
    async handler({ db, user, query }) {
      const u = requireUser(user);
      const rows = await db
        .selectFrom('search_history')
        .select(['type', 'user_id as userId', 'value'])
        .where('user_id', '=', u.userId)
        .where('type', '=', query.type)
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(HISTORY_KEEP)
        .execute();
      return rows;
    },
  }),
]);
