// Idempotency-Key on create routes (server/http/idempotency.ts): a retry with the same key (same user, same
// route) answers the first answer and writes nothing; another key writes again; another user's same key is
// their own; a refused request releases its key; the same key with another body is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, multipart, startGateway, type Gateway } from './harness';

const FEEDBACK = '/vehicle/business/business_feedback/add';
const feedback = (title: string) => ({
  type: '0',
  title,
  content: '<p>内容</p>',
  phone: '13800138000',
  sourceCode: 'nsp',
  clientId: 'u1',
});

describe.each(databases)('Idempotency-Key (%s)', (kind) => {
  let gw: Gateway;
  let admin = '';
  let sp01 = '';

  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
    sp01 = await gw.tokenFor('sp01');
  }, 120_000);
  afterAll(async () => gw?.close());

  const feedbacks = async (title: string) =>
    (await gw.db.selectFrom('feedbacks').select('id').where('title', '=', title).execute()).length;

  it('same key twice: one row and the same answer (marked as replayed)', async () => {
    const [supplier, part] = await Promise.all([
      gw.db
        .selectFrom('suppliers')
        .select(['id', 'supplier_no'])
        .where('status', '=', 'ENABLE')
        .orderBy('id')
        .executeTakeFirstOrThrow(),
      gw.db
        .selectFrom('company_parts')
        .select(['parts_id', 'parts_no', 'company'])
        .where('company', '=', '1000')
        .orderBy('parts_no', 'desc')
        .executeTakeFirstOrThrow(),
    ]);
    const body = {
      list: [{ supplierNo: supplier.supplier_no, partsNo: part.parts_no, company: part.company, purchasePrice: 3 }],
    };
    const headers = { 'idempotency-key': 'same-key-1' };
    const first = await gw.call('gateway', 'POST', '/supplierParts/V1.0/batch', { token: admin, body, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await gw.call('gateway', 'POST', '/supplierParts/V1.0/batch', { token: admin, body, headers });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/json/);
    expect(again.json()).toEqual(first.json());
    const rows = await gw.db
      .selectFrom('supplier_parts')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .where('parts_id', '=', part.parts_id)
      .where('status', '=', 'VALID')
      .execute();
    expect(rows.map((r) => r.id)).toEqual(first.json().data.ids);
    // without the key the same creation is a duplicate, refused by name
    const plain = await gw.call('gateway', 'POST', '/supplierParts/V1.0/batch', { token: admin, body });
    expect(plain.statusCode).toBe(417);
    expect(plain.json().message).toBe(`第1行：供应商${supplier.supplier_no}的配件${part.parts_no}已存在`);
  });

  it('different keys: two rows; the same key by another user: not shared', async () => {
    const title = `idem-${kind}-a`;
    const send = (token: string, key: string) =>
      gw.call('gateway', 'POST', FEEDBACK, { token, body: feedback(title), headers: { 'idempotency-key': key } });
    const f1 = await send(admin, 'fb-1');
    expect(f1.statusCode, f1.body).toBe(200);
    expect((await send(admin, 'fb-1')).statusCode).toBe(200);
    expect(await feedbacks(title)).toBe(1);
    expect((await send(admin, 'fb-2')).statusCode).toBe(200);
    expect(await feedbacks(title)).toBe(2);
    const other = await send(sp01, 'fb-1');
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await feedbacks(title)).toBe(3);
    // no key: every request writes
    await gw.call('gateway', 'POST', FEEDBACK, { token: admin, body: feedback(title) });
    expect(await feedbacks(title)).toBe(4);
  });

  it('a refused request releases its key; the same key with another body is refused; a bad key is refused', async () => {
    const title = `idem-${kind}-b`;
    const headers = { 'idempotency-key': 'fb-3' };
    const refused = await gw.call('gateway', 'POST', FEEDBACK, {
      token: admin,
      body: { ...feedback(title), phone: 'x' },
      headers,
    });
    expect(refused.statusCode).toBe(417);
    const fixed = await gw.call('gateway', 'POST', FEEDBACK, { token: admin, body: feedback(title), headers });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await feedbacks(title)).toBe(1);
    const other = await gw.call('gateway', 'POST', FEEDBACK, {
      token: admin,
      body: feedback(`${title}-other`),
      headers,
    });
    expect(other.statusCode).toBe(417);
    expect(other.json().message).toMatch(/^Idempotency-Key: 该幂等键已用于另一个不同的请求/);
    expect(await feedbacks(`${title}-other`)).toBe(0);
    const bad = await gw.call('gateway', 'POST', FEEDBACK, {
      token: admin,
      body: feedback(title),
      headers: { 'idempotency-key': 'x'.repeat(129) },
    });
    expect(bad.statusCode).toBe(417);
    expect(await feedbacks(title)).toBe(1);
  });

  it('a multipart upload with the same key is stored once; console adds too', async () => {
    const up = multipart(
      { attachmentType: 'CLAIM', folder: 'claim' },
      { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 x') },
    );
    const headers = { ...up.headers, 'idempotency-key': 'up-1' };
    const first = await gw.call('gateway', 'POST', '/file/upload/V1.0', { token: sp01, body: up.body, headers });
    expect(first.statusCode, first.body).toBe(200);
    const again = await gw.call('gateway', 'POST', '/file/upload/V1.0', { token: sp01, body: up.body, headers });
    expect(again.json()).toEqual(first.json());
    const id = first.json().data.attachmentId as string;
    expect(id).toBeTruthy();
    const n = await gw.db.selectFrom('attachments').select('attachment_id').where('name', '=', 'a.pdf').execute();
    expect(n).toHaveLength(1);

    const role = { roleCode: `idem_${kind}`, roleName: '幂等测试角色' };
    const r1 = await gw.call('console', 'POST', '/sys/role/add', {
      token: admin,
      body: role,
      headers: { 'idempotency-key': 'role-1' },
    });
    const r2 = await gw.call('console', 'POST', '/sys/role/add', {
      token: admin,
      body: role,
      headers: { 'idempotency-key': 'role-1' },
    });
    expect(r1.statusCode).toBe(200);
    expect(r2.statusCode).toBe(200);
    expect(r2.headers['idempotent-replayed']).toBe('true');
    expect(await gw.db.selectFrom('roles').select('id').where('role_code', '=', role.roleCode).execute()).toHaveLength(
      1,
    );
  });
});
