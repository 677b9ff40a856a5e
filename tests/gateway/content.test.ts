// Content (issue 10, 000 §7): banners added and edited by the banner managers (it_manager admin, manager01) with an
// uploaded image and a safe link; attackers: a provider cannot add or edit (403), a signed-out caller neither (401),
// an image uploaded by someone else or a link to javascript: is refused (417), an unknown banner is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, multipart, startGateway, type Gateway } from './harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.each(databases)('content on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  const upload = async (user: string, name = 'banner.png') => {
    const r = await gw.callAs(user, 'POST', '/file/upload/V1.0', multipart({ attachmentType: 'BANNER', folder: 'banner' }, { name, type: 'image/png', data: PNG }));
    expect(r.status).toBe(200);
    return r.json.data as { attachmentId: string; attachmentUrl: string };
  };

  describe('banners', () => {
    it('manager01 adds a banner with an uploaded image: published, on the home page; edits it; the detail answers the image', async () => {
      const img = await upload('manager01');
      const add = await gw.callAs('manager01', 'POST', '/banner/V1.0', { body: { title: '春季保养', linkUrl: 'https://example.com/spring', sort: 1, image: [{ attachmentId: img.attachmentId }] } });
      expect(add.status).toBe(200);
      const id = add.json.data.id as string;
      const home = (await gw.callAs('sp01', 'GET', '/banner/list/V1.0')).json.data as Array<Record<string, unknown>>;
      expect(home.find((b) => b.id === id)).toMatchObject({ title: '春季保养', imageUrl: img.attachmentUrl, linkUrl: 'https://example.com/spring', status: 'PUBLISHED' });
      const got = await gw.callAs('manager01', 'GET', `/banner/V1.0/${id}`);
      expect(got.json.data).toMatchObject({ id, title: '春季保养', sort: 1, image: [{ attachmentId: img.attachmentId, attachmentUrl: img.attachmentUrl }] });
      // edit: a new title and link, the same image (now tied to the banner)
      const edit = await gw.callAs('admin', 'PUT', `/banner/V1.0/${id}`, { body: { title: '春季保养活动', linkUrl: '/notices', sort: 2, image: [{ attachmentId: img.attachmentId }] } });
      expect(edit.status).toBe(200);
      expect((await gw.callAs('manager01', 'GET', `/banner/V1.0/${id}`)).json.data).toMatchObject({ title: '春季保养活动', linkUrl: '/notices', sort: 2 });
      const records = await gw.db.selectFrom('change_records').select('action').where('table_name', '=', 'banners').where('doc_id', '=', id).execute();
      expect(records.map((r) => r.action).sort()).toEqual(['create', 'update']);
    });

    it('bad input is 417 naming the field and nothing is stored', async () => {
      const img = await upload('manager01');
      const before = (await gw.db.selectFrom('banners').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: ' ', image: [{ attachmentId: img.attachmentId }] }, '请输入标题'],
        [{ title: 't' }, '请上传一张图片'],
        [{ title: 't', linkUrl: 'javascript:alert(1)', image: [{ attachmentId: img.attachmentId }] }, 'linkUrl'],
        [{ title: 't', linkUrl: '//evil.example.com', image: [{ attachmentId: img.attachmentId }] }, 'linkUrl'],
        [{ title: 't', image: [{ attachmentId: 'no-such-image' }] }, 'image'],
      ];
      for (const [body, message] of cases) {
        const r = await gw.callAs('manager01', 'POST', '/banner/V1.0', { body });
        expect(r.status, JSON.stringify(body)).toBe(417);
        expect(r.json.message).toContain(message);
      }
      // someone else's upload is not this user's image
      const theirs = await upload('admin');
      const r = await gw.callAs('manager01', 'POST', '/banner/V1.0', { body: { title: 't', image: [{ attachmentId: theirs.attachmentId }] } });
      expect(r.status).toBe(417);
      expect((await gw.db.selectFrom('banners').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n).toBe(before);
    });

    it('attackers: a provider cannot add, edit or read for editing (403); signed out is 401; an unknown banner is 404', async () => {
      const img = await upload('manager01');
      const id = (await gw.callAs('manager01', 'POST', '/banner/V1.0', { body: { title: '攻击目标', image: [{ attachmentId: img.attachmentId }] } })).json.data.id as string;
      const body = { title: '被改了', image: [{ attachmentId: img.attachmentId }] };
      expect((await gw.callAs('sp01', 'POST', '/banner/V1.0', { body })).status).toBe(403);
      expect((await gw.callAs('sp01', 'PUT', `/banner/V1.0/${id}`, { body })).status).toBe(403);
      expect((await gw.callAs('sp01', 'GET', `/banner/V1.0/${id}`)).status).toBe(403);
      expect((await gw.callAs(null, 'POST', '/banner/V1.0', { body })).status).toBe(401);
      expect((await gw.callAs('manager01', 'PUT', '/banner/V1.0/no-such-banner', { body })).status).toBe(404);
      expect((await gw.callAs('manager01', 'GET', '/banner/V1.0/no-such-banner')).status).toBe(404);
      expect((await gw.callAs('manager01', 'GET', `/banner/V1.0/${id}`)).json.data.title).toBe('攻击目标');
    });
  });
});
