// Parts inquiry calls (000 §7): init, page list, number, get, new, submit, reply, feedback, order,
// replacement parts. State machine: ./states.ts.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import {
  BusinessError,
  dataList,
  defineRoutes,
  route,
  inTransaction,
  insertRecorded,
  removeRecorded,
} from '../../http/route';
import { given } from '../../db/query';
import { filtered, searchPage } from '../../db/search';
import { bool, id, int, money, object, pagingProps, str, version, idParams } from '../../http/schema';
import { nextNumber, shownOrNextNumber } from '../common/numbers';
import { nextState, stateOptions } from '../common/states';
import { isFacilitator, notFound, ownProvider, ownsRow, requireUser } from '../common/session';
import { partQueryMachine } from './states';
import { dictItems } from '../../core/dict/cache';
import { lockPartQuery, partQueryAnswer, updatePartQuery } from './store';
import { acceptReplacement, replacementGroups, sellableNewParts } from './replacement';
import { demand } from '../../auth/permissions';
import { orderFromInquiry } from '../saleOrder/fromInquiry';
import { chinaRange, dateSchema } from '../../dates';

const stepBody = { id, version } as const;

/** The number the 新增 form showed (GET /generator/inquiry/V1.0 when it opened), kept or replaced (shownOrNextNumber). */
const inquiryNumber = (trx: Transaction<DB>, shown: string | undefined) =>
  shownOrNextNumber(
    trx,
    'XJ',
    shown,
    async (no) => !!(await trx.selectFrom('part_queries').select('id').where('inquiry_no', '=', no).executeTakeFirst()),
  );

export const partQueryRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/v1/partQuery/init',
    summary: '询价单初始化（状态、分公司）',
    async handler({ db, user, request }) {
      const branchList = await db
        .selectFrom('branches')
        .select(['id as itemValue', 'name as itemText'])
        .where('status', '=', 'ENABLE')
        .orderBy('code')
        .execute();
      // the states as the dictionary has them (seeded from the state machine's names), English names included:
      // the list's 状态 filter shows them in either language
      const statusList = await dictItems(db, 'part_query_status', request.server.caches);
      return {
        statusList: statusList.length ? statusList : stateOptions(partQueryMachine.names),
        branchList,
        company: user?.company ?? '',
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/partQuery/get_page_list',
    summary: '询价单分页',
    body: object({
      ...pagingProps,
      inquiryNo: str(50),
      status: str(20),
      partsNo: str(50),
      partsName: str(100),
      facilitatorName: str(100),
      branchId: str(64),
      startTime: dateSchema,
      endTime: dateSchema,
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      let q = db.selectFrom('part_queries');
      const own = ownProvider(u);
      if (own !== null) q = q.where('facilitator_id', '=', own);
      const [from, to] = chinaRange(body.startTime, body.endTime, { from: 'startTime', to: 'endTime' });
      q = filtered(
        q,
        { ...body, from, to },
        {
          inquiryNo: ['inquiry_no', 'prefix'],
          status: ['status', 'eq'],
          partsNo: ['parts_no', 'prefix'],
          partsName: ['parts_name', 'contains'],
          facilitatorName: ['facilitator_name', 'contains'],
          branchId: ['branch_id', 'eq'],
          from: ['create_time', 'from'],
          to: ['create_time', 'to'],
        },
      );
      const { rows, total } = await searchPage(db, q, body, (p) =>
        p.selectAll().orderBy('create_time', 'desc').orderBy('id'),
      );
      return dataList(rows.map(partQueryAnswer), total);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/generator/inquiry/V1.0',
    summary: '生成询价单号',
    async handler({ db }) {
      return nextNumber(db, 'XJ');
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/v1/partQuery/order',
    summary: '询价单转订单',
    query: object({ id, version }, ['id']),
    async handler({ db, user, query }) {
      const u = requireUser(user);
      return inTransaction(db, async (trx) => {
        const row = await lockPartQuery(trx, query.id, u, query.version);
        const status = nextState(partQueryMachine, 'order', row.status);
        if (!row.reply_parts_no) throw new BusinessError('询价单未回复配件，不能下单', { status: 424 });
        // a real sales order (a draft on /WZorderThreeList), linked both ways
        const order = await orderFromInquiry(trx, u, row);
        await updatePartQuery(
          trx,
          row,
          { status, order_no: order.order_no, order_id: order.id, order_time: new Date() },
          'order',
          u,
        );
        return { orderNo: order.order_no, orderId: order.id };
      });
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/v1/partQuery/searchReplacementParts',
    summary: '替换件查询（旧件编号）',
    query: object({ partsCode: str(50), branch: str(64) }),
    async handler({ db, query }) {
      if (!given(query.partsCode)) throw new BusinessError('请先选择配件', { status: 417, code: 'partsCode' });
      return replacementGroups(db, query.partsCode, query.branch);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/v1/partQuery/replacement/newParts',
    summary: '可替换的新件（服务商新增询价的替换件：本分公司可用、可销售）',
    query: object({ partsCode: str(50), branch: str(64) }),
    async handler({ db, user, query }) {
      const u = requireUser(user);
      if (!given(query.partsCode)) throw new BusinessError('请先选择配件', { status: 417, code: 'partsCode' });
      // the inquiry's branch: the one given, else the provider's own (the branch a new inquiry gets)
      const own = u.facilitatorId
        ? await db.selectFrom('facilitators').select('branch_id').where('id', '=', u.facilitatorId).executeTakeFirst()
        : undefined;
      const branch = given(query.branch) ? query.branch : (own?.branch_id ?? u.branchId);
      return sellableNewParts(db, query.partsCode, branch, u.company);
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/partQuery/replacement/confirm',
    summary: '确认替换件（新件须可销售）',
    body: object({
      partsCode: str(50),
      newParts: { type: 'array', maxItems: 100, items: object({ partsNo: str(50) }) },
    }),
    async handler({ db, body }) {
      return acceptReplacement(db, body.partsCode, body.newParts);
    },
  }),
  route({
    method: 'GET',
    host: 'gateway',
    path: '/v1/partQuery/:id',
    summary: '询价单详情',
    params: idParams(),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      const row = await db.selectFrom('part_queries').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!row || !ownsRow(u, row.facilitator_id)) throw notFound('询价单');
      // the reply's part by name too: the provider reads the reply (part, price, remark) on the detail
      const replyPart = row.reply_parts_no
        ? await db
            .selectFrom('company_parts')
            .select('parts_name')
            .where('parts_no', '=', row.reply_parts_no)
            .where('company', '=', row.company)
            .executeTakeFirst()
        : undefined;
      // the sales order 下单 made (/WZorderThreeList): its state as the order list shows it
      const order = row.order_id
        ? await db.selectFrom('sale_orders').select(['status']).where('id', '=', row.order_id).executeTakeFirst()
        : undefined;
      return { ...partQueryAnswer(row), replyPartsName: replyPart?.parts_name ?? '', orderStatus: order?.status ?? '' };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/partQuery/new',
    idempotent: true,
    summary: '新建或修改询价单（草稿，可直接提交）',
    body: object({
      id,
      version,
      partsNo: str(50),
      partsName: str(100),
      partsDrawingNo: str(100),
      qty: int(1, 100_000),
      vin: str(17),
      description: str(1000),
      submit: bool,
      inquiryNo: str(20),
    }),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      // A new inquiry is the 新增 button, a saved draft the 编辑 button (the call admits either);
      // saving and submitting at once is also the 提交 button.
      await demand(db, u, body.id ? '/partQuery#edit' : '/partQuery#add');
      if (body.submit) await demand(db, u, '/partQuery#give');
      if (!given(body.partsNo) && !given(body.partsName)) {
        throw new BusinessError('请输入配件编号或配件名称', { status: 417, code: 'partsName' });
      }
      return inTransaction(db, async (trx) => {
        const part = given(body.partsNo)
          ? await trx
              .selectFrom('company_parts')
              .select(['parts_no', 'parts_name', 'parts_drawing_no'])
              .where('parts_no', '=', body.partsNo.trim())
              .where('company', '=', u.company)
              .executeTakeFirst()
          : undefined;
        if (given(body.partsNo) && !part)
          throw new BusinessError(`配件${body.partsNo}不存在`, { status: 417, code: 'partsNo' });
        const fields = {
          parts_no: part?.parts_no ?? '',
          parts_name: part?.parts_name ?? body.partsName?.trim() ?? '',
          parts_drawing_no: part?.parts_drawing_no ?? body.partsDrawingNo?.trim() ?? '',
          qty: body.qty ?? 1,
          vin: body.vin?.trim() ?? '',
          description: body.description ?? '',
        };
        const status = body.submit ? 'SUBMITTED' : 'DRAFT';
        const submitTime = body.submit ? new Date() : null;
        if (body.id) {
          const row = await lockPartQuery(trx, body.id, u, body.version);
          nextState(partQueryMachine, 'edit', row.status);
          const after = await updatePartQuery(trx, row, { ...fields, status, submit_time: submitTime }, 'edit', u);
          return { id: after.id, inquiryNo: after.inquiry_no, version: after.version };
        }
        const facilitator = u.facilitatorId
          ? await trx
              .selectFrom('facilitators')
              .select(['name', 'branch_id'])
              .where('id', '=', u.facilitatorId)
              .executeTakeFirst()
          : undefined;
        const branchId = facilitator?.branch_id ?? u.branchId;
        const branch = branchId
          ? await trx.selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirst()
          : undefined;
        const after = await insertRecorded(
          trx,
          'part_queries',
          {
            id: randomUUID(),
            inquiry_no: await inquiryNumber(trx, body.inquiryNo),
            facilitator_id: u.facilitatorId,
            facilitator_name: facilitator?.name ?? '',
            branch_id: branchId,
            branch_name: branch?.name ?? '',
            company: u.company,
            ...fields,
            status,
            submit_time: submitTime,
            create_user: u.userId,
          },
          u.userId,
          'new',
        );
        return { id: after.id, inquiryNo: after.inquiry_no, version: after.version };
      });
    },
  }),
  route({
    // Not in the spec (000 §7 names no delete): our design, as the core return bill's; docs/gateway.md.
    method: 'DELETE',
    host: 'gateway',
    path: '/v1/partQuery/:id',
    summary: '删除询价单（仅草稿）',
    params: idParams(),
    query: object({ version }),
    async handler({ db, user, params, query }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const before = await lockPartQuery(trx, params.id, u, query.version);
        nextState(partQueryMachine, 'delete', before.status);
        await removeRecorded(trx, 'part_queries', before.id, notFound('询价单'), u.userId);
      });
      return null;
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/partQuery/submit',
    summary: '提交询价单',
    body: object(stepBody, ['id']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      await inTransaction(db, async (trx) => {
        const row = await lockPartQuery(trx, body.id, u, body.version);
        const status = nextState(partQueryMachine, 'submit', row.status);
        await updatePartQuery(trx, row, { status, submit_time: new Date() }, 'submit', u);
      });
      return null;
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/partQuery/reply',
    summary: '回复询价单（厂家）',
    body: object({ ...stepBody, replyContent: str(1000), replyPartsNo: str(50), replyPrice: money }, [
      'id',
      'replyContent',
    ]),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (isFacilitator(u)) throw new BusinessError('仅厂家人员可以回复询价单', { status: 403, code: '403' });
      if (!given(body.replyContent)) throw new BusinessError('请输入回复内容', { status: 417, code: 'replyContent' });
      await inTransaction(db, async (trx) => {
        const row = await lockPartQuery(trx, body.id, u, body.version);
        const status = nextState(partQueryMachine, 'reply', row.status);
        let price = body.replyPrice ?? null;
        if (given(body.replyPartsNo)) {
          const part = await trx
            .selectFrom('company_parts')
            .select(['sale_price', 'sale_flag'])
            .where('parts_no', '=', body.replyPartsNo.trim())
            .where('company', '=', row.company || u.company)
            .executeTakeFirst();
          if (!part) throw new BusinessError(`配件${body.replyPartsNo}不存在`, { status: 417, code: 'replyPartsNo' });
          if (part.sale_flag !== 1)
            throw new BusinessError(`错误信息：配件${body.replyPartsNo}不可销售`, {
              status: 417,
              code: 'replyPartsNo',
            });
          price ??= part.sale_price;
        }
        await updatePartQuery(
          trx,
          row,
          {
            status,
            reply_content: body.replyContent,
            reply_parts_no: body.replyPartsNo?.trim() ?? '',
            reply_price: price,
            reply_time: new Date(),
          },
          'reply',
          u,
        );
      });
      return null;
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/v1/partQuery/feedback',
    summary: '反馈询价结果（满意则关闭，不满意退回厂家重新回复）',
    body: object({ ...stepBody, feedbackContent: str(1000), satisfied: bool }, ['id', 'feedbackContent']),
    async handler({ db, user, body }) {
      const u = requireUser(user);
      if (!given(body.feedbackContent))
        throw new BusinessError('请输入反馈内容', { status: 417, code: 'feedbackContent' });
      await inTransaction(db, async (trx) => {
        const row = await lockPartQuery(trx, body.id, u, body.version);
        const status = nextState(partQueryMachine, body.satisfied === false ? 'feedback' : 'close', row.status);
        await updatePartQuery(
          trx,
          row,
          { status, feedback_content: body.feedbackContent, feedback_time: new Date() },
          'feedback',
          u,
        );
      });
      return null;
    },
  }),
]);
