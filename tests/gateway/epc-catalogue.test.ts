// The EPC catalogue's search (server/business/epc/catalogue.ts): the framed page sends the frame key it was
// posted; the gateway answers parts found by number, name (Chinese or English) and drawing number, with their
// structure groups and the replacement relations involving them, in both languages. Attackers: no key is 401
// 缺少密钥…, a changed, made-up or expired key is 401 密钥无效或已过期 (nothing answered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_KEY_REFUSED, FRAME_KEY_TTL_MS } from '../../server/core/frame-key';
import { EPC_KEY_MISSING } from '../../server/business/epc/catalogue';
import { databases, startGateway, type Gateway } from './harness';

interface Repl {
  id: string;
  replTypeName: string;
  old: Array<{ partsNo: string }>;
  new: Array<{ partsNo: string; name: string }>;
}
interface Answer {
  workNo: string;
  parts: Array<{ partsNo: string; name: string; drawingNo: string; structs: string[] }>;
  groups: Array<{ code: string; name: string; parts: string[]; replacements: Repl[] }>;
  more: boolean;
}

describe.each(databases)('EPC catalogue search on %s', (kind) => {
  let gw: Gateway;
  let key = '';
  beforeAll(async () => {
    gw = await startGateway(kind);
    key = (await gw.callAs('sp01', 'GET', '/frame/key/V1.0')).json.data.key as string;
  });
  afterAll(async () => {
    await gw?.close();
  });

  const search = (body: Record<string, unknown>) =>
    gw.call('gateway', 'POST', '/epc/parts/search/V1.0', { unsigned: true, body });
  const ok = async (body: Record<string, unknown>) => {
    const r = await search({ key, ...body });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Answer;
  };

  it('finds parts by number, name and drawing number, with their structure groups and replacements, in both languages', async () => {
    // a part that is the old side of a replacement group and has SBOM lines through its group's new parts
    const group = await gw.db.selectFrom('replacement_groups').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const part = await gw.db
      .selectFrom('parts')
      .selectAll()
      .where('id', '=', group.parts_code)
      .executeTakeFirstOrThrow();
    const work = (
      await gw.db.selectFrom('users').select('work_no').where('username', '=', 'sp01').executeTakeFirstOrThrow()
    ).work_no;

    const byNo = await ok({ keyword: part.id });
    expect(byNo.workNo).toBe(work);
    expect(byNo.parts[0]).toMatchObject({ partsNo: part.id, name: part.name, drawingNo: part.drawing_no });
    const g = byNo.groups.find((x) => x.code === group.parts_struct)!;
    expect(g.name).toBe(group.parts_struct_name);
    const repl = g.replacements.find((r) => r.id === group.id)!;
    expect(repl.old.map((p) => p.partsNo)).toEqual([part.id]);
    const news = await gw.db
      .selectFrom('replacement_parts')
      .select('parts_no')
      .where('group_id', '=', group.id)
      .where('side', '=', 'NEW')
      .orderBy('id')
      .execute();
    expect(repl.new.map((p) => p.partsNo)).toEqual(news.map((n) => n.parts_no));
    expect(repl.replTypeName).toBe(group.repl_type_name);

    // a new part of the group: it is found with the group it belongs to in the SBOM and the same relation
    const newPart = news[0].parts_no;
    const byNew = await ok({ keyword: newPart });
    const sg = byNew.groups.find((x) => x.code === group.parts_struct)!;
    expect(sg.parts).toContain(newPart);
    expect(sg.replacements.map((r) => r.id)).toContain(group.id);
    expect(byNew.parts.find((p) => p.partsNo === newPart)!.structs).toContain(group.parts_struct);

    // by drawing number and by name: the part is among those found
    expect((await ok({ keyword: part.drawing_no })).parts.map((p) => p.partsNo)).toContain(part.id);
    const byName = await ok({ keyword: part.name });
    expect(byName.parts.every((p) => p.name.includes(part.name))).toBe(true);

    // English: names, structure groups and replacement types; an English name finds the part too
    const en = await ok({ keyword: part.id, lang: 'en_US' });
    expect(en.parts[0].name).toBe(part.name_en || part.name);
    const eg = en.groups.find((x) => x.code === group.parts_struct)!;
    expect(eg.name).not.toBe(group.parts_struct_name);
    expect(eg.name).toMatch(/^[A-Za-z ]+$/);
    expect(eg.replacements.find((r) => r.id === group.id)!.replTypeName).toMatch(/replacement$/);
    if (part.name_en)
      expect((await ok({ keyword: part.name_en.toUpperCase(), lang: 'en_US' })).parts.map((p) => p.name)).toContain(
        part.name_en,
      );

    // nothing found, and a wide search is capped at 20 with `more`
    expect(await ok({ keyword: 'NO-SUCH-PART-XYZ' })).toEqual({ workNo: work, parts: [], groups: [], more: false });
    const wide = await ok({ keyword: '' });
    expect([wide.parts.length, wide.more]).toEqual([20, true]);
  });

  it('attackers: no key is 401, a changed, made-up or expired key is 401 密钥无效或已过期, with nothing answered', async () => {
    const none = await search({ keyword: '1' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ result: 'FAILED', message: EPC_KEY_MISSING });
    expect(none.json().data ?? null).toBeNull();
    const raw = Buffer.from(key, 'base64url');
    raw[raw.length - 1] ^= 1;
    for (const bad of [raw.toString('base64url'), 'A'.repeat(64), key.slice(0, -2)]) {
      const r = await search({ key: bad, keyword: '1' });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ result: 'FAILED', message: FRAME_KEY_REFUSED });
    }
    gw.clock.offset = FRAME_KEY_TTL_MS + 1000;
    try {
      const r = await search({ key, keyword: '1' });
      expect([r.statusCode, r.json().message]).toEqual([401, FRAME_KEY_REFUSED]);
    } finally {
      gw.clock.offset = 0;
    }
    // bad input: an unknown language or an over-long keyword is refused
    expect((await search({ key, lang: 'fr_FR' })).statusCode).toBe(417);
    expect((await search({ key, keyword: 'x'.repeat(101) })).statusCode).toBe(417);
  });
});
