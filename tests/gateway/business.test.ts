// The business calls end to end on a small demo data set: state machines, version conflicts, bad input
// (417 naming the field, nothing changed), permissions, files, import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { databases, expectAll, multipart, startGateway, type Gateway, type Row } from './harness';

describe.each(databases)('business calls on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  describe('searches', () => {
    it('company parts: paged list with filters and defaults', async () => {
      const r = await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', {
        body: { size: 10, current: 1, company: '1000', partsNo: 'P00000' },
      });
      expect(r.status).toBe(200);
      expect(r.json.result).toBe('SUCCEED');
      expect(r.json.data.list.length).toBeGreaterThan(0);
      expect(r.json.data.list[0]).toMatchObject({ company: '1000', status: 'ENABLE' });
      expect(r.json.data.list[0].partsNo.startsWith('P00000')).toBe(true);
      expect(typeof r.json.data.totalCount).toBe('number');
    });
    it('bad input is 417 naming the field', async () => {
      const r = await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', { body: { size: 'abc' } });
      expect(r.status).toBe(417);
      expect(r.json.message).toContain('size');
    });
    it('warehouse search defaults to WZ_NEW and ENABLE', async () => {
      const r = await gw.callAs('sp01', 'POST', '/warehouse/search/V1.0', { body: { size: 100 } });
      expectAll(r.json.data.list, (w: Row) => w.warehouseType === 'WZ_NEW' && w.status === 'ENABLE');
      const one = await gw.callAs('sp01', 'GET', `/warehouse/V1.0/${r.json.data.list[0].id}`);
      expect(one.json.data.warehouseTypeName).toBe('新件仓库');
    });
    it('device search checks VIN and engine number', async () => {
      expect((await gw.callAs('sp01', 'GET', '/device/fuzzy/V1.0', { query: { vin: 'LZZ' } })).json.message).toBe(
        'VIN码不能小于8位',
      );
      // The same thresholds as the client's rules (schemas/meta/vehicle-rules.json): 7 characters are too few.
      expect((await gw.callAs('sp01', 'GET', '/device/fuzzy/V1.0', { query: { vin: 'LZZ1BL0' } })).json.message).toBe(
        'VIN码不能小于8位',
      );
      expect(
        (await gw.callAs('sp01', 'GET', '/device/fuzzy/V1.0', { query: { engineCode: '12345' } })).json.message,
      ).toBe('发动机号不能小于6位');
      expect((await gw.callAs('sp01', 'GET', '/device/fuzzy/V1.0', { query: { vin: 'LZZ1BL00' } })).status).toBe(200);
      expect((await gw.callAs('sp01', 'GET', '/device/fuzzy/V1.0', { query: { engineCode: '123456' } })).status).toBe(
        200,
      );
    });
    it('notices search PUBLISHED, versions, contacts, history', async () => {
      const n = await gw.callAs('sp01', 'POST', '/notice/search/V1.0', { body: { state: 'PUBLISHED' } });
      expectAll(n.json.data.list, (x: Row) => x.state === 'PUBLISHED');
      const v = await gw.callAs('sp01', 'GET', '/vehicle/info/version/info/get/version/list', {
        query: { platform: 'sp' },
      });
      expect(Array.isArray(v.json.data[0].versionInfo)).toBe(true);
      await gw.callAs('sp01', 'POST', '/v1/new/history', { query: { type: 'claim', value: 'VIN123' } });
      const h = await gw.callAs('sp01', 'GET', '/v1/search/history', { query: { type: 'claim' } });
      expect(h.json.data[0]).toMatchObject({ type: 'claim', value: 'VIN123' });
    });
  });

  describe('parts inquiry state machine', () => {
    it('new -> submit -> reply -> feedback -> order, wrong state 424, stale version 424', async () => {
      const part = (
        await gw.callAs('sp01', 'POST', '/partsCompany/search/V1.0', {
          body: { company: '1000', saleFlag: 1, size: 1 },
        })
      ).json.data.list[0];
      const created = await gw.callAs('sp01', 'POST', '/v1/partQuery/new', {
        body: { partsNo: part.partsNo, qty: 2, description: '询价' },
      });
      expect(created.status).toBe(200);
      const { id } = created.json.data;
      const early = await gw.callAs('admin', 'POST', '/v1/partQuery/reply', { body: { id, replyContent: '有货' } });
      expect(early.status).toBe(424);
      expect(early.json.message).toBe('询价单当前状态为【草稿】，不能回复');
      expect((await gw.callAs('sp01', 'POST', '/v1/partQuery/submit', { body: { id, version: 1 } })).status).toBe(200);
      const stale = await gw.callAs('sp01', 'POST', '/v1/partQuery/submit', { body: { id, version: 1 } });
      expect(stale.status).toBe(424);
      expect(stale.json.message).toBe('单据已被他人修改，请刷新后重试');
      expect((await gw.callAs('sp01', 'POST', '/v1/partQuery/reply', { body: { id, replyContent: 'x' } })).status).toBe(
        403,
      );
      expect(
        (
          await gw.callAs('admin', 'POST', '/v1/partQuery/reply', {
            body: { id, replyContent: '有货', replyPartsNo: part.partsNo },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await gw.callAs('sp01', 'POST', '/v1/partQuery/feedback', {
            body: { id, feedbackContent: '满意', satisfied: true },
          })
        ).status,
      ).toBe(200);
      const order = await gw.callAs('sp01', 'GET', '/v1/partQuery/order', { query: { id } });
      expect(order.json.data.orderNo).toMatch(/^XS\d{12}$/);
      const got = await gw.callAs('sp01', 'GET', `/v1/partQuery/${id}`);
      expect(got.json.data).toMatchObject({ status: 'ORDERED', statusName: '已下单', version: 5 });
      const records = await gw.callAs('sp01', 'GET', `/changeRecord/V1.0/${id}`);
      expect(records.json.data.map((r: Row) => r.action)).toEqual(['order', 'feedback', 'reply', 'submit', 'new']);
      const page = await gw.callAs('sp01', 'POST', '/v1/partQuery/get_page_list', { body: { size: 5, current: 1 } });
      expect(Array.isArray(page.json.data)).toBe(true);
      expect(typeof page.json.totalCount).toBe('number');
    });
  });

  describe('core return bill', () => {
    it('save -> commit -> logistics -> confirm; claims no longer returnable; delete only before commit', async () => {
      const returnable = await gw.callAs('sp01', 'POST', '/claim/search/V1.0', {
        body: { isReturnBillNull: true, size: 3 },
      });
      const claimIds = returnable.json.data.list.slice(0, 2).map((c: Row) => c.id);
      expect(claimIds.length).toBe(2);
      const init = await gw.callAs('sp01', 'GET', '/coreReturnBill/init/V1.0');
      const warehouseId = init.json.data.warehouseList[0].id;
      const noModule = await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', { body: {} });
      expect(noModule.json.message).toBe('需要指定模块');
      const check = await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/checkOut/claim', {
        body: { module: 'BACKHAUL', size: 100 },
      });
      expect(check.json.data.list.map((c: Row) => c.id)).toEqual(expect.arrayContaining(claimIds));
      const parts = await gw.callAs('sp01', 'POST', '/claimParts/return/search/V1.0', {
        body: { claimIds, partsReturn: true },
      });
      expect(parts.json.data.list.length).toBeGreaterThan(0);
      const saved = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { warehouseId, claimIds } });
      expect(saved.status).toBe(200);
      const { id } = saved.json.data;
      const again = await gw.callAs('sp01', 'POST', '/coreReturnBill/save/V1.0', { body: { warehouseId, claimIds } });
      expect(again.status).toBe(424);
      const after = await gw.callAs('sp01', 'POST', '/claim/search/V1.0', {
        body: { isReturnBillNull: true, size: 500 },
      });
      expect(after.json.data.list.some((c: Row) => claimIds.includes(c.id))).toBe(false);
      expect(
        (await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', { body: { id, version: 1 } })).status,
      ).toBe(200);
      const del = await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${id}`);
      expect(del.status).toBe(424);
      expect(del.json.message).toBe('旧件回运单当前状态为【已提交】，不能删除');
      expect(
        (
          await gw.callAs('sp01', 'POST', '/coreReturnBill/updateLogistics/V1.0', {
            body: { id, logisticsCompany: '顺丰', logisticsNo: 'SF1' },
          })
        ).status,
      ).toBe(200);
      const total = await gw.callAs('sp01', 'GET', `/coreReturnBill/calculateTotalPrice/V1.0/${id}`);
      expect(total.json.data.totalPrice).toBeGreaterThan(0);
      expect((await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } })).status).toBe(403);
      expect((await gw.callAs('admin', 'POST', '/coreReturnBill/V1.0/confirmation', { body: { id } })).status).toBe(
        200,
      );
      const bill = await gw.callAs('sp01', 'GET', `/coreReturnBill/V1.0/${id}`);
      expect(bill.json.data).toMatchObject({ status: 'CONFIRMED' });
      expect(bill.json.data.parts.length).toBeGreaterThan(0);
      const page = await gw.callAs('sp01', 'POST', '/coreReturnBill/V1.0/page', { body: { size: 5 } });
      expect(Array.isArray(page.json.data)).toBe(true);
      expectAll(bill.json.data.claims, (c: Row) => c.claimStatus === 'WAITING_SETTLEMENT');
    });
    it('rejected needs a remark; a rejected bill can be deleted and frees its claims', async () => {
      const claims = (
        await gw.callAs('sp01', 'POST', '/claim/search/V1.0', { body: { isReturnBillNull: true, size: 1 } })
      ).json.data.list;
      const warehouseId = (await gw.callAs('sp01', 'GET', '/coreReturnBill/init/V1.0')).json.data.warehouseList[0].id;
      const { id } = (
        await gw.callAs('sp01', 'POST', '/coreReturnBill/commit/V1.0', {
          body: { warehouseId, claimIds: [claims[0].id] },
        })
      ).json.data;
      expect((await gw.callAs('admin', 'POST', `/coreReturnBill/rejected/V1.0/${id}`)).status).toBe(417);
      expect(
        (await gw.callAs('admin', 'POST', `/coreReturnBill/rejected/V1.0/${id}`, { query: { remark: '旧件不全' } }))
          .status,
      ).toBe(200);
      expect((await gw.callAs('sp01', 'DELETE', `/coreReturnBill/V1.0/${id}`)).status).toBe(200);
      const free = await gw.callAs('sp01', 'POST', '/claim/search/V1.0', {
        body: { isReturnBillNull: true, size: 500 },
      });
      expect(free.json.data.list.some((c: Row) => c.id === claims[0].id)).toBe(true);
    });
  });

  describe('supplier parts', () => {
    it('batch, update with version, invalid; provider may not add', async () => {
      const supplier = (
        await gw.callAs('admin', 'POST', '/supplier/search/V1.0', { body: { status: 'ENABLE', size: 1 } })
      ).json.data.list[0];
      const part = (
        await gw.callAs('admin', 'POST', '/partsCompany/search/V1.0', { body: { company: '2000', size: 1 } })
      ).json.data.list[0];
      const item = { supplierNo: supplier.supplierNo, partsNo: part.partsNo, company: '2000', purchasePrice: 9.999 };
      expect((await gw.callAs('sp01', 'POST', '/supplierParts/V1.0/batch', { body: [item] })).status).toBe(403);
      const bad = await gw.callAs('admin', 'POST', '/supplierParts/V1.0/batch', {
        body: [{ ...item, purchasePrice: -1 }],
      });
      expect(bad.status).toBe(417);
      const added = await gw.callAs('admin', 'POST', '/supplierParts/V1.0/batch', { body: [item] });
      expect(added.json.data.count).toBe(1);
      const dup = await gw.callAs('admin', 'POST', '/supplierParts/V1.0/batch', { body: { list: [item] } });
      expect(dup.status).toBe(417);
      const id = added.json.data.ids[0];
      const got = await gw.callAs('admin', 'GET', `/supplierParts/V1.0/${id}`);
      expect(got.json.data.purchasePrice).toBe(10);
      expect(
        (await gw.callAs('admin', 'PUT', '/supplierParts/V1.0', { body: { id, version: 1, purchasePrice: 12 } })).json
          .data.version,
      ).toBe(2);
      expect(
        (await gw.callAs('admin', 'PUT', '/supplierParts/V1.0', { body: { id, version: 1, purchasePrice: 13 } }))
          .status,
      ).toBe(424);
      expect((await gw.callAs('admin', 'POST', '/supplierParts/V1.0/invalid', { body: { ids: [id] } })).status).toBe(
        200,
      );
      expect((await gw.callAs('admin', 'POST', '/supplierParts/V1.0/invalid', { body: { ids: [id] } })).status).toBe(
        424,
      );
    });
    it('import: failure list as .xlsx and nothing written; success as JSON', async () => {
      const supplier = (
        await gw.callAs('admin', 'POST', '/supplier/search/V1.0', { body: { status: 'ENABLE', size: 2 } })
      ).json.data.list[1];
      const parts = (
        await gw.callAs('admin', 'POST', '/partsCompany/search/V1.0', { body: { company: 'SILAGE', size: 2 } })
      ).json.data.list;
      const header = ['供应商编号', '公司', '配件编号', '采购价', '最小采购量', '供货周期(天)', '备注'];
      const sheet = (rows: unknown[][]) => {
        const wb = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), 'S');
        return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
      };
      const before = (await gw.callAs('admin', 'POST', '/supplierParts/search/V1.0', { body: { company: 'SILAGE' } }))
        .json.totalCount;
      const failing = multipart(
        {},
        {
          name: 'a.xlsx',
          type: 'application/octet-stream',
          data: sheet([
            [supplier.supplierNo, 'SILAGE', parts[0].partsNo, 5, 1, 3, ''],
            [supplier.supplierNo, 'SILAGE', 'NOPE', 5, 1, 3, ''],
          ]),
        },
      );
      const f = await gw.callAs('admin', 'POST', '/supplierParts/import/V1.0', failing);
      expect(f.headers['content-type']).toContain('spreadsheetml');
      const rows = XLSX.utils.sheet_to_json<Record<string, string>>(
        XLSX.read(f.body).Sheets[XLSX.read(f.body).SheetNames[0]],
      );
      expect(rows[1]['失败原因']).toContain('NOPE');
      expect(
        (await gw.callAs('admin', 'POST', '/supplierParts/search/V1.0', { body: { company: 'SILAGE' } })).json
          .totalCount,
      ).toBe(before);
      const ok = await gw.callAs(
        'admin',
        'POST',
        '/supplierParts/import/V1.0',
        multipart(
          {},
          {
            name: 'b.xls',
            type: 'application/octet-stream',
            data: (() => {
              const wb = XLSX.utils.book_new();
              XLSX.utils.book_append_sheet(
                wb,
                XLSX.utils.aoa_to_sheet([header, [supplier.supplierNo, 'SILAGE', parts[1].partsNo, 5, 1, 3, '']]),
                'S',
              );
              return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
            })(),
          },
        ),
      );
      expect(ok.json).toMatchObject({ result: 'SUCCEED', data: { count: 1 } });
      const tpl = await gw.callAs('admin', 'GET', '/supplierParts/template/V1.0');
      expect(tpl.headers['content-type']).toContain('spreadsheetml');
    });
  });

  describe('files, feedback, banners', () => {
    it('upload, download, delete; only images for feedback', async () => {
      const claim = (await gw.callAs('sp01', 'POST', '/claim/search/V1.0', { body: { size: 1 } })).json.data.list[0];
      const up = await gw.callAs(
        'sp01',
        'POST',
        '/file/upload/V1.0',
        multipart(
          { attachmentType: 'CLAIM', folder: 'claim', refId: claim.id },
          { name: '说明.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 test') },
        ),
      );
      expect(up.status).toBe(200);
      expect(up.json.data).toMatchObject({ name: '说明.pdf', attachmentSuffix: 'pdf', refId: claim.id });
      const down = await gw.callAs('sp01', 'GET', `/file/download/V1.0/${up.json.data.attachmentId}`);
      expect(down.body.toString()).toBe('%PDF-1.4 test');
      const exe = await gw.callAs(
        'sp01',
        'POST',
        '/file/upload/V1.0',
        multipart(
          { attachmentType: 'CLAIM' },
          { name: 'x.exe', type: 'application/octet-stream', data: Buffer.from('MZ') },
        ),
      );
      expect(exe.status).toBe(417);
      expect(
        (await gw.callAs('sp01', 'DELETE', '/file/delete/V1.0', { query: { attachmentId: up.json.data.attachmentId } }))
          .status,
      ).toBe(200);
      expect((await gw.callAs('sp01', 'GET', `/file/download/V1.0/${up.json.data.attachmentId}`)).status).toBe(404);
      const img = await gw.callAs(
        'sp01',
        'POST',
        '/vehicle/discovery/helptipst/tmmedia/upload',
        multipart({}, { name: 'a.txt', type: 'text/plain', data: Buffer.from('x') }),
      );
      expect(img.json.message).toBe('上传失败');
    });
    it('feedback rules with the spec messages', async () => {
      const body = {
        type: '0',
        title: 't',
        content: '<p>c</p>',
        phone: '12345',
        sourceCode: 'nsp',
        clientId: 'u',
        clientName: 'n',
      };
      const bad = await gw.callAs('sp01', 'POST', '/vehicle/business/business_feedback/add', {
        query: { userId: 'u' },
        body,
      });
      expect(bad.json.message).toBe('请输入正确的手机号或座机号');
      const ok = await gw.callAs('sp01', 'POST', '/vehicle/business/business_feedback/add', {
        query: { userId: 'u' },
        body: { ...body, phone: '010-1234567' },
      });
      expect(ok.status).toBe(200);
      // the route's own schema says so, with the same words: what /openapi.json publishes is what is enforced
      for (const [field, change, message] of [
        ['title', '', '请输入反馈标题'],
        ['phone', '0101234567890', '请输入正确的手机号或座机号'],
        ['type', '9', '请选择类型'],
      ] as const) {
        const r = await gw.callAs('sp01', 'POST', '/vehicle/business/business_feedback/add', {
          query: { userId: 'u' },
          body: { ...body, phone: '010-1234567', [field]: change },
        });
        expect([r.status, r.json.message]).toEqual([417, message]);
      }
      const missing = await gw.callAs('sp01', 'POST', '/vehicle/business/business_feedback/add', {
        query: { userId: 'u' },
        body: { type: '0', title: 't', content: 'c' },
      });
      expect([missing.status, missing.json.message]).toEqual([417, '请输入正确的手机号或座机号']);
      const doc = JSON.parse((await gw.app.inject({ method: 'GET', url: '/openapi.json' })).body) as {
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody: {
                content: Record<
                  string,
                  { schema: { required: string[]; properties: Record<string, Record<string, unknown>> } }
                >;
              };
            }
          >
        >;
      };
      const schema =
        doc.paths['/npsbackend-gateway/vehicle/business/business_feedback/add']?.post.requestBody.content[
          'application/json'
        ].schema ??
        Object.entries(doc.paths).find(([k]) => k.endsWith('/business_feedback/add'))![1].post.requestBody.content[
          'application/json'
        ].schema;
      expect(schema.required).toEqual(['type', 'title', 'content', 'phone']);
      expect(schema.properties.phone).toMatchObject({ maxLength: 11, 'x-message': '请输入正确的手机号或座机号' });
    });
    it('banner revoke once, then delete', async () => {
      const banners = (await gw.callAs('admin', 'GET', '/banner/list/V1.0')).json.data;
      expect((await gw.callAs('admin', 'PUT', `/banner/revocation/V1.0/${banners[0].id}`)).status).toBe(200);
      expect((await gw.callAs('admin', 'PUT', `/banner/revocation/V1.0/${banners[0].id}`)).status).toBe(424);
      expect((await gw.callAs('sp01', 'DELETE', `/banner/V1.0/${banners[0].id}`)).status).toBe(403);
      expect((await gw.callAs('manager01', 'DELETE', `/banner/V1.0/${banners[0].id}`)).status).toBe(403);
      expect((await gw.callAs('admin', 'DELETE', `/banner/V1.0/${banners[0].id}`)).status).toBe(200);
    });
    it('banner management lists every state; notices filter by published day', async () => {
      const all = await gw.callAs('manager01', 'POST', '/banner/search/V1.0', { body: { size: 50 } });
      expect(all.status).toBe(200);
      expect(all.json.data.list.length).toBe(all.json.data.totalCount);
      expect(all.json.data.list[0]).toHaveProperty('statusName');
      expect((await gw.callAs('sp01', 'POST', '/banner/search/V1.0', { body: {} })).status).toBe(403);
      const some = (await gw.callAs('sp01', 'POST', '/notice/search/V1.0', { body: { size: 1 } })).json.data.list[0];
      const day = some.publishedTime.slice(0, 10);
      const hit = await gw.callAs('sp01', 'POST', '/notice/search/V1.0', { body: { publishedTime: [day, day] } });
      expect(hit.json.data.list.length).toBeGreaterThan(0);
      const miss = await gw.callAs('sp01', 'POST', '/notice/search/V1.0', {
        body: { publishedTime: ['1999-01-01', '1999-01-02'] },
      });
      expect(miss.json.data.totalCount).toBe(0);
      expect(
        (await gw.callAs('sp01', 'POST', '/notice/search/V1.0', { body: { publishedTime: ['not a day'] } })).status,
      ).toBe(417);
    });
  });
});
