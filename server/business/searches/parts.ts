// Parts searches (001 §7): company parts (the benchmarked one: prefix searches use the text_pattern_ops
// indexes, ordered by the (company, parts_no) index; 'partsName contains' the pg_trgm GIN index of migration
// 0007), generic parts, SBOM parts and fault modes, fault codes.
import { sql } from 'kysely';
import { BusinessError, defineRoutes, route, list } from '../../http/route';
import { contains } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { int, object, pagingProps, str, strList } from '../../http/schema';
import { isTractorBrand } from '../common/session';
import { toCamelRows } from '../common/map';
import vehicleRules from '../../../schemas/meta/vehicle-rules.json';
import { withParts } from '../partQuery/replacement';

export const partsSearchRoutes = defineRoutes([
  route({
    method: 'POST',
    host: 'gateway',
    path: '/partsCompany/search/V1.0',
    summary: '公司配件查询',
    body: object({
      ...pagingProps,
      partsNo: str(50),
      partsName: str(100),
      partsDrawingNo: str(100),
      company: str(20),
      status: str(20),
      saleFlag: int(0, 1),
      tractorFlag: int(0, 1),
      partsId: str(64),
    }),
    async handler({ db, user, body }) {
      const tractorOnly = body.tractorFlag === 1 || (body.tractorFlag === undefined && isTractorBrand(user));
      const q = filtered(
        db.selectFrom('company_parts'),
        { ...body, status: body.status?.trim() || 'ENABLE', tractorFlag: tractorOnly ? 1 : undefined },
        {
          partsNo: ['parts_no', 'prefix'],
          partsId: ['parts_id', 'eq'],
          partsName: (eb, name) => {
            const term = name.trim();
            const like = eb('parts_name', 'like', contains(term));
            // one or two characters have no trigram: the grams index of migration 0018 finds them instead of a scan
            return [...term].length <= 2
              ? eb.and([
                  like,
                  eb(sql<string[]>`parts_name_grams(parts_name)`, '@>', sql<string[]>`array[${term}]::text[]`),
                ])
              : like;
          },
          partsDrawingNo: ['parts_drawing_no', 'prefix'],
          company: ['company', 'eq'],
          status: ['status', 'eq'],
          saleFlag: ['sale_flag', 'eq'],
          tractorFlag: ['tractor_flag', 'eq'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p
          .select([
            'id',
            'company',
            'company_name as companyName',
            'parts_id as partsId',
            'parts_no as partsNo',
            'parts_name as partsName',
            'parts_name_en as partsNameEn',
            'parts_drawing_no as partsDrawingNo',
            'sale_price as salePrice',
            'sale_flag as saleFlag',
            'remark',
            'logistics_flag as logisticsFlag',
            'unit',
            'min_sale as minSale',
            'status',
            'purchase_price as purchasePrice',
            'retail_price as retailPrice',
          ])
          .orderBy('company')
          .orderBy('parts_no'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/parts/search/V1.0',
    summary: '配件查询',
    body: object({ ...pagingProps, id: str(50), name: str(100), drawingNo: str(100) }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('parts'), body, {
        id: ['id', 'prefix'],
        name: ['name', 'contains'],
        drawingNo: ['drawing_no', 'prefix'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.select(['id', 'name', 'drawing_no as drawingNo', 'id as partsNo', 'unit', 'name_en as nameEn']).orderBy('id'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/sbom/parts/search/V1.0',
    summary: 'SBOM 配件（替换关系）查询',
    body: object({
      ...pagingProps,
      partsStructList: strList(50),
      werks: str(20),
      searchType: int(0, 9),
      replType: int(0, 9),
      partsNo: str(50),
      partsName: str(100),
    }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('replacement_groups'), body, {
        partsStructList: ['parts_struct', 'in'],
        replType: ['repl_type', 'eq'],
        partsNo: ['parts_code', 'prefix'],
        partsName: ['parts_name', 'contains'],
        werks: (eb, werks) =>
          eb.exists(
            eb
              .selectFrom('sbom_parts')
              .select(sql.lit(1).as('x'))
              .whereRef('sbom_parts.parts_struct', '=', 'replacement_groups.parts_struct')
              .where('sbom_parts.werks', '=', werks),
          ),
      });
      const { rows: groups, total } = await searchPage(db, q, body, (p) => p.selectAll().orderBy('id'));
      return list(await withParts(db, groups), total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/sbom/searchFaultMode/V1.0/:faultPrincipalCode',
    summary: '主损件的故障模式（分页；故障代码前缀、故障名称包含）',
    params: object({ faultPrincipalCode: { type: 'string', minLength: 1, maxLength: 50 } }, ['faultPrincipalCode']),
    query: object({ ...pagingProps, fcCode: str(50), fcName: str(100) }),
    async handler({ db, params, query }) {
      // the fault-code picker (001 §2.5) pages these and filters them by code and name
      const base = db
        .selectFrom('fault_codes')
        .where((eb) =>
          eb.or([eb('fault_principal_code', '=', params.faultPrincipalCode), eb('fault_principal_code', 'is', null)]),
        );
      const q = filtered(base, query, { fcCode: ['fc_code', 'prefix'], fcName: ['fc_name', 'contains'] });
      const { rows, total } = await searchPage(db, q, query, (p) =>
        p.select(['fc_code as fcCode', 'fc_name as fcName', 'fc_name_en as fcNameEn']).orderBy('fc_code'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/faultCode/search/V1.0',
    summary: '故障代码查询',
    body: object({ ...pagingProps, fcCode: str(50), fcName: str(100), faultPrincipalCode: str(50) }),
    async handler({ db, body }) {
      const q = filtered(db.selectFrom('fault_codes'), body, {
        fcCode: ['fc_code', 'prefix'],
        fcName: ['fc_name', 'contains'],
        faultPrincipalCode: ['fault_principal_code', 'eq'],
      });
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.select(['fc_code as fcCode', 'fc_name as fcName', 'fc_name_en as fcNameEn']).orderBy('fc_code'),
      );
      return list(rows, total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/device/fuzzy/V1.0',
    summary: '车辆（VIN/发动机号）模糊查询',
    query: object({ ...pagingProps, vin: str(17), engineCode: str(50) }),
    async handler({ db, query }) {
      const vin = query.vin?.trim() ?? '';
      const engineCode = query.engineCode?.trim() ?? '';
      if (!vin && !engineCode) throw new BusinessError('VIN码和发动机号至少输入一个', { status: 417, code: 'vin' });
      // The client's rules vin and engineCode, from the same file (schemas/meta/vehicle-rules.json).
      const { vinMinLength, engineCodeMinLength } = vehicleRules;
      if (vin && vin.length < vinMinLength)
        throw new BusinessError(`VIN码不能小于${vinMinLength}位`, { status: 417, code: 'vin' });
      if (engineCode && engineCode.length < engineCodeMinLength) {
        throw new BusinessError(`发动机号不能小于${engineCodeMinLength}位`, { status: 417, code: 'engineCode' });
      }
      const q = filtered(
        db.selectFrom('devices'),
        { vin, engineCode },
        { vin: ['vin', 'contains'], engineCode: ['engine_code', 'contains'] },
      );
      const { rows, total } = await searchPage(db, q, query, (p) => p.selectAll().orderBy('vin'));
      return list(toCamelRows(rows), total);
    },
  }),
]);
