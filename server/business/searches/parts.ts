// Parts searches (001 §7): company parts (the benchmarked one: prefix searches use the text_pattern_ops
// indexes, ordered by the (company, parts_no) index; 'partsName contains' the pg_trgm GIN index of migration
// 0007), generic parts, SBOM parts and fault modes, fault codes.
import { sql } from 'kysely';
import { BusinessError, defineRoutes, route, list, paging } from '../../http/route';
import { contains, countAll, given, startsWith } from '../../db/query';
import { countRows } from '../../db/count-cache';
import { int, object, paging as pagingProps, str, strList } from '../common/schema';
import { isTractorBrand } from '../common/session';
import { toCamelRows } from '../common/map';
import vehicleRules from '../../../schemas/meta/vehicle-rules.json';
import { withParts } from '../partQuery/replacement';

export const partsSearchRoutes = defineRoutes([
  route({
    method: 'POST', host: 'gateway', path: '/partsCompany/search/V1.0', summary: '公司配件查询',
    body: object({
      ...pagingProps, partsNo: str(50), partsName: str(100), partsDrawingNo: str(100), company: str(20), status: str(20),
      saleFlag: int(0, 1), tractorFlag: int(0, 1), partsId: str(64),
    }),
    async handler({ db, user, body }) {
      let q = db.selectFrom('company_parts');
      if (given(body.partsNo)) q = q.where('parts_no', 'like', startsWith(body.partsNo));
      if (given(body.partsId)) q = q.where('parts_id', '=', body.partsId);
      if (given(body.partsName)) {
        q = q.where('parts_name', 'like', contains(body.partsName));
        // one or two characters have no trigram: the grams index of migration 0018 finds them instead of a scan
        const term = body.partsName.trim();
        if ([...term].length <= 2) q = q.where(sql<string[]>`parts_name_grams(parts_name)`, '@>', sql<string[]>`array[${term}]::text[]`);
      }
      if (given(body.partsDrawingNo)) q = q.where('parts_drawing_no', 'like', startsWith(body.partsDrawingNo));
      if (given(body.company)) q = q.where('company', '=', body.company);
      q = q.where('status', '=', given(body.status) ? body.status : 'ENABLE');
      if (body.saleFlag !== undefined) q = q.where('sale_flag', '=', body.saleFlag);
      if (body.tractorFlag === 1 || (body.tractorFlag === undefined && isTractorBrand(user))) q = q.where('tractor_flag', '=', 1);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select([
          'id', 'company', 'company_name as companyName', 'parts_id as partsId', 'parts_no as partsNo',
          'parts_name as partsName', 'parts_name_en as partsNameEn', 'parts_drawing_no as partsDrawingNo',
          'sale_price as salePrice', 'sale_flag as saleFlag', 'remark', 'logistics_flag as logisticsFlag', 'unit',
          'min_sale as minSale', 'status', 'purchase_price as purchasePrice', 'retail_price as retailPrice',
        ]).orderBy('company').orderBy('parts_no').limit(limit).offset(offset).execute(),
        countRows(db, q),
      ]);
      return list(rows, total);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/parts/search/V1.0', summary: '配件查询',
    body: object({ ...pagingProps, id: str(50), name: str(100), drawingNo: str(100) }),
    async handler({ db, body }) {
      let q = db.selectFrom('parts');
      if (given(body.id)) q = q.where('id', 'like', startsWith(body.id));
      if (given(body.name)) q = q.where('name', 'like', contains(body.name));
      if (given(body.drawingNo)) q = q.where('drawing_no', 'like', startsWith(body.drawingNo));
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select(['id', 'name', 'drawing_no as drawingNo', 'id as partsNo', 'unit', 'name_en as nameEn'])
          .orderBy('id').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/sbom/parts/search/V1.0', summary: 'SBOM 配件（替换关系）查询',
    body: object({
      ...pagingProps, partsStructList: strList(50), werks: str(20), searchType: int(0, 9), replType: int(0, 9),
      partsNo: str(50), partsName: str(100),
    }),
    async handler({ db, body }) {
      let q = db.selectFrom('replacement_groups');
      if (body.partsStructList?.length) q = q.where('parts_struct', 'in', body.partsStructList);
      if (body.replType !== undefined) q = q.where('repl_type', '=', body.replType);
      if (given(body.partsNo)) q = q.where('parts_code', 'like', startsWith(body.partsNo));
      if (given(body.partsName)) q = q.where('parts_name', 'like', contains(body.partsName));
      if (given(body.werks)) {
        const werks = body.werks;
        q = q.where((eb) => eb.exists(eb.selectFrom('sbom_parts').select(sql.lit(1).as('x'))
          .whereRef('sbom_parts.parts_struct', '=', 'replacement_groups.parts_struct').where('sbom_parts.werks', '=', werks)));
      }
      const { limit, offset } = paging(body);
      const [groups, total] = await Promise.all([
        q.selectAll().orderBy('id').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(await withParts(db, groups), total.n);
    },
  }),
  route({
    method: 'GET', host: 'gateway', path: '/sbom/searchFaultMode/V1.0/:faultPrincipalCode',
    summary: '主损件的故障模式（分页；故障代码前缀、故障名称包含）', params: object({ faultPrincipalCode: { type: 'string', minLength: 1, maxLength: 50 } }, ['faultPrincipalCode']),
    query: object({ ...pagingProps, fcCode: str(50), fcName: str(100) }),
    async handler({ db, params, query }) {
      // the fault-code picker (001 §2.5) pages these and filters them by code and name
      let q = db.selectFrom('fault_codes')
        .where((eb) => eb.or([eb('fault_principal_code', '=', params.faultPrincipalCode), eb('fault_principal_code', 'is', null)]));
      if (given(query.fcCode)) q = q.where('fc_code', 'like', startsWith(query.fcCode));
      if (given(query.fcName)) q = q.where('fc_name', 'like', contains(query.fcName));
      const { limit, offset } = paging(query);
      const [rows, total] = await Promise.all([
        q.select(['fc_code as fcCode', 'fc_name as fcName', 'fc_name_en as fcNameEn']).orderBy('fc_code').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
  route({
    method: 'POST', host: 'gateway', path: '/faultCode/search/V1.0', summary: '故障代码查询',
    body: object({ ...pagingProps, fcCode: str(50), fcName: str(100), faultPrincipalCode: str(50) }),
    async handler({ db, body }) {
      let q = db.selectFrom('fault_codes');
      if (given(body.fcCode)) q = q.where('fc_code', 'like', startsWith(body.fcCode));
      if (given(body.fcName)) q = q.where('fc_name', 'like', contains(body.fcName));
      if (given(body.faultPrincipalCode)) q = q.where('fault_principal_code', '=', body.faultPrincipalCode);
      const { limit, offset } = paging(body);
      const [rows, total] = await Promise.all([
        q.select(['fc_code as fcCode', 'fc_name as fcName', 'fc_name_en as fcNameEn']).orderBy('fc_code').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(rows, total.n);
    },
  }),
  route({
    method: 'GET', host: 'gateway', path: '/device/fuzzy/V1.0', summary: '车辆（VIN/发动机号）模糊查询',
    query: object({ ...pagingProps, vin: str(17), engineCode: str(50) }),
    async handler({ db, query }) {
      const vin = query.vin?.trim() ?? '';
      const engineCode = query.engineCode?.trim() ?? '';
      if (!vin && !engineCode) throw new BusinessError('VIN码和发动机号至少输入一个', { status: 417, code: 'vin' });
      // The client's rules vin and engineCode, from the same file (schemas/meta/vehicle-rules.json).
      const { vinMinLength, engineCodeMinLength } = vehicleRules;
      if (vin && vin.length < vinMinLength) throw new BusinessError(`VIN码不能小于${vinMinLength}位`, { status: 417, code: 'vin' });
      if (engineCode && engineCode.length < engineCodeMinLength) {
        throw new BusinessError(`发动机号不能小于${engineCodeMinLength}位`, { status: 417, code: 'engineCode' });
      }
      let q = db.selectFrom('devices');
      if (vin) q = q.where('vin', 'like', contains(vin));
      if (engineCode) q = q.where('engine_code', 'like', contains(engineCode));
      const { limit, offset } = paging(query);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('vin').limit(limit).offset(offset).execute(),
        q.select(countAll.as('n')).executeTakeFirstOrThrow(),
      ]);
      return list(toCamelRows(rows), total.n);
    },
  }),
]);
