// Content (000 §7): banners added and edited by the banner managers (it_manager admin, manager01) with an
// uploaded image and a safe link; attackers: a provider cannot add or edit (403), a signed-out caller neither (401),
// an image uploaded by someone else or a link to javascript: is refused (417), an unknown banner is 404.
// Notices added (draft, rich text sanitised, one file) and published by it_manager/manager, read and their file
// downloaded by a provider once published; attackers: a provider cannot add or publish (403) nor read a draft or
// search drafts; a signed-out caller cannot download the file (401); publishing twice is 424.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, multipart, startGateway, type Gateway } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databases)('content on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
  });
  afterAll(async () => {
    await gw?.close();
  });

  const upload = async (user: string, name = 'banner.png') => {
    const r = await gw.callAs(
      user,
      'POST',
      '/file/upload/V1.0',
      multipart({ attachmentType: 'BANNER', folder: 'banner' }, { name, type: 'image/png', data: PNG }),
    );
    expect(r.status).toBe(200);
    return r.json.data as { attachmentId: string; attachmentUrl: string };
  };

  describe('banners', () => {
    it('manager01 adds a banner with an uploaded image: published, on the home page; edits it; the detail answers the image', async () => {
      const img = await upload('manager01');
      const add = await gw.callAs('manager01', 'POST', '/banner/V1.0', {
        body: {
          title: '春季保养',
          linkUrl: 'https://example.com/spring',
          sort: 1,
          image: [{ attachmentId: img.attachmentId }],
        },
      });
      expect(add.status).toBe(200);
      const id = add.json.data.id as string;
      const home = (await gw.callAs('sp01', 'GET', '/banner/list/V1.0')).json.data as Array<Record<string, unknown>>;
      expect(home.find((b) => b.id === id)).toMatchObject({
        title: '春季保养',
        imageUrl: img.attachmentUrl,
        linkUrl: 'https://example.com/spring',
        status: 'PUBLISHED',
      });
      const got = await gw.callAs('manager01', 'GET', `/banner/V1.0/${id}`);
      expect(got.json.data).toMatchObject({
        id,
        title: '春季保养',
        sort: 1,
        image: [{ attachmentId: img.attachmentId, attachmentUrl: img.attachmentUrl }],
      });
      // edit: a new title and link, the same image (now tied to the banner)
      const edit = await gw.callAs('admin', 'PUT', `/banner/V1.0/${id}`, {
        body: { title: '春季保养活动', linkUrl: '/notices', sort: 2, image: [{ attachmentId: img.attachmentId }] },
      });
      expect(edit.status).toBe(200);
      expect((await gw.callAs('manager01', 'GET', `/banner/V1.0/${id}`)).json.data).toMatchObject({
        title: '春季保养活动',
        linkUrl: '/notices',
        sort: 2,
      });
      const records = await gw.db
        .selectFrom('change_records')
        .select('action')
        .where('table_name', '=', 'banners')
        .where('doc_id', '=', id)
        .execute();
      expect(records.map((r) => r.action).sort()).toEqual(['create', 'update']);
    });

    it('bad input is 417 naming the field and nothing is stored', async () => {
      const img = await upload('manager01');
      const before = (
        await gw.db
          .selectFrom('banners')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
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
      const r = await gw.callAs('manager01', 'POST', '/banner/V1.0', {
        body: { title: 't', image: [{ attachmentId: theirs.attachmentId }] },
      });
      expect(r.status).toBe(417);
      expect(
        (
          await gw.db
            .selectFrom('banners')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ).toBe(before);
    });

    it('attackers: a provider cannot add, edit or read for editing (403); signed out is 401; an unknown banner is 404', async () => {
      const img = await upload('manager01');
      const id = (
        await gw.callAs('manager01', 'POST', '/banner/V1.0', {
          body: { title: '攻击目标', image: [{ attachmentId: img.attachmentId }] },
        })
      ).json.data.id as string;
      const body = { title: '被改了', image: [{ attachmentId: img.attachmentId }] };
      expect((await gw.callAs('sp01', 'POST', '/banner/V1.0', { body })).status).toBe(403);
      expect((await gw.callAs('sp01', 'PUT', `/banner/V1.0/${id}`, { body })).status).toBe(403);
      expect((await gw.callAs('sp01', 'GET', `/banner/V1.0/${id}`)).status).toBe(403);
      expect((await gw.callAs(null, 'POST', '/banner/V1.0', { body })).status).toBe(401);
      expect((await gw.callAs('manager01', 'PUT', '/banner/V1.0/no-such-banner', { body })).status).toBe(404);
      expect((await gw.callAs('manager01', 'GET', '/banner/V1.0/no-such-banner')).status).toBe(404);
      expect((await gw.callAs('manager01', 'GET', `/banner/V1.0/${id}`)).json.data.title).toBe('攻击目标');
    });

    it('links a published notice only: a draft is refused with 只能链接已发布的公告; the home list answers the link while the notice is published', async () => {
      const draft = (
        await gw.callAs('manager01', 'POST', '/notice/V1.0', {
          body: { title: '横幅链接的公告', content: '<p>内容</p>', publishMode: 'SYSTEM' },
        })
      ).json.data.id as string;
      const img = await upload('manager01');
      const body = { title: '公告横幅', noticeId: draft, image: [{ attachmentId: img.attachmentId }] };
      const refused = await gw.callAs('manager01', 'POST', '/banner/V1.0', { body });
      expect(refused.status).toBe(417);
      expect(refused.json.message).toBe('只能链接已发布的公告（横幅链接的公告：草稿）');
      const unknown = await gw.callAs('manager01', 'POST', '/banner/V1.0', {
        body: { ...body, noticeId: 'no-such-notice' },
      });
      expect([unknown.status, unknown.json.message]).toEqual([417, 'noticeId: 公告不存在']);
      expect(await gw.db.selectFrom('banners').select('id').where('notice_id', '=', draft).execute()).toEqual([]);

      expect((await gw.callAs('manager01', 'PUT', `/notice/publish/V1.0/${draft}`)).status).toBe(200);
      const add = await gw.callAs('manager01', 'POST', '/banner/V1.0', { body });
      expect(add.status).toBe(200);
      const id = add.json.data.id as string;
      expect((await gw.callAs('manager01', 'GET', `/banner/V1.0/${id}`)).json.data).toMatchObject({
        noticeId: draft,
        noticeTitle: '横幅链接的公告',
      });
      const search = (await gw.callAs('manager01', 'POST', '/banner/search/V1.0', { body: { title: '公告横幅' } })).json
        .data.list as Array<Record<string, unknown>>;
      expect(search.find((b) => b.id === id)).toMatchObject({ noticeId: draft, noticeTitle: '横幅链接的公告' });
      const home = async () =>
        ((await gw.callAs('sp01', 'GET', '/banner/list/V1.0')).json.data as Array<Record<string, unknown>>).find(
          (b) => b.id === id,
        );
      expect(await home()).toMatchObject({ noticeId: draft });
      // revoked by another system: the banner still shows, without the link; editing it to keep the link is refused
      await gw.db.updateTable('notices').set({ state: 'REVOKED' }).where('id', '=', draft).execute();
      expect(await home()).toMatchObject({ noticeId: '' });
      const edit = await gw.callAs('admin', 'PUT', `/banner/V1.0/${id}`, { body });
      expect([edit.status, edit.json.message]).toEqual([417, '只能链接已发布的公告（横幅链接的公告：已撤回）']);
      // unlinking (no noticeId) is accepted
      expect((await gw.callAs('admin', 'PUT', `/banner/V1.0/${id}`, { body: { ...body, noticeId: '' } })).status).toBe(
        200,
      );
      expect(
        (await gw.db.selectFrom('banners').select('notice_id').where('id', '=', id).executeTakeFirstOrThrow())
          .notice_id,
      ).toBeNull();
    });
  });

  describe('notices', () => {
    const PDF = Buffer.from('%PDF-1.4 notice file');
    const addNotice = async (user: string, extra: Record<string, unknown> = {}) => {
      const up = await gw.callAs(
        user,
        'POST',
        '/file/upload/V1.0',
        multipart(
          { attachmentType: 'NOTICE', folder: 'notice' },
          { name: '通知.pdf', type: 'application/pdf', data: PDF },
        ),
      );
      expect(up.status).toBe(200);
      const r = await gw.callAs(user, 'POST', '/notice/V1.0', {
        body: {
          title: '保养规范更新',
          publishMode: 'FILE',
          content: '<p><strong>新规范</strong><script>alert(1)</script></p>',
          file: [{ attachmentId: up.json.data.attachmentId }],
          ...extra,
        },
      });
      return { r, attachmentId: up.json.data.attachmentId as string };
    };

    it('manager01 adds a draft (sanitised), publishes it; sp01 reads it and downloads its file; signed out cannot download', async () => {
      const { r, attachmentId } = await addNotice('manager01');
      expect(r.status).toBe(200);
      const id = r.json.data.id as string;
      const draft = await gw.callAs('manager01', 'GET', `/notice/V1.0/${id}`);
      expect(draft.json.data).toMatchObject({
        state: 'DRAFT',
        stateName: '草稿',
        content: '<p><strong>新规范</strong></p>',
        fileName: '通知.pdf',
        attachmentId,
      });
      // a draft is not the provider's to read, find or download
      expect((await gw.callAs('sp01', 'GET', `/notice/V1.0/${id}`)).status).toBe(404);
      const drafts = await gw.callAs('sp01', 'POST', '/notice/search/V1.0', { body: { state: 'DRAFT', size: 50 } });
      expect(
        (drafts.json.data.list as Array<{ id: string; state: string }>).every((n) => n.state === 'PUBLISHED'),
      ).toBe(true);
      expect(
        (
          await gw.callAs('manager01', 'POST', '/notice/search/V1.0', { body: { state: 'DRAFT', size: 50 } })
        ).json.data.list.map((n: { id: string }) => n.id),
      ).toContain(id);
      // without a state the manager's list holds every state (the draft to publish, its file), the provider's only PUBLISHED
      const all = (await gw.callAs('manager01', 'POST', '/notice/search/V1.0', { body: { size: 200 } })).json.data
        .list as Array<Record<string, unknown>>;
      expect(all.find((n) => n.id === id)).toMatchObject({ state: 'DRAFT', stateName: '草稿', attachmentId });
      const theirs = (await gw.callAs('sp01', 'POST', '/notice/search/V1.0', { body: { size: 200 } })).json.data
        .list as Array<Record<string, unknown>>;
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((n) => n.state === 'PUBLISHED')).toBe(true);
      // attackers: a provider cannot publish, nobody publishes twice
      expect((await gw.callAs('sp01', 'PUT', `/notice/publish/V1.0/${id}`)).status).toBe(403);
      expect((await gw.callAs('manager01', 'PUT', `/notice/publish/V1.0/${id}`)).status).toBe(200);
      const again = await gw.callAs('admin', 'PUT', `/notice/publish/V1.0/${id}`);
      expect(again.status).toBe(424);
      expect(again.json.message).toBe('公告当前状态为【已发布】，不能发布');
      // published: the provider reads it and downloads the file; signed out, no file
      const read = await gw.callAs('sp01', 'GET', `/notice/V1.0/${id}`);
      expect(read.json.data).toMatchObject({ title: '保养规范更新', state: 'PUBLISHED', publishModeName: '文件公告' });
      expect(read.json.data.publishedTime).toBeTruthy();
      const down = await gw.callAs('sp01', 'GET', `/file/download/V1.0/${attachmentId}`);
      expect(down.status).toBe(200);
      expect(down.body.toString()).toBe('%PDF-1.4 notice file');
      expect((await gw.callAs(null, 'GET', `/file/download/V1.0/${attachmentId}`)).status).toBe(401);
      const records = await gw.db
        .selectFrom('change_records')
        .select('action')
        .where('table_name', '=', 'notices')
        .where('doc_id', '=', id)
        .execute();
      expect(records.map((x) => x.action).sort()).toEqual(['create', 'publish']);
    });

    it('bad input is 417 naming the field; a provider cannot add (403); unknown is 404', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: ' ' }, '请输入公告标题'],
        [{ publishMode: 'NOPE' }, '请选择发布方式'],
        [{ content: '<p> </p>', file: [] }, '请输入公告内容'],
        [{ file: [{ attachmentId: 'no-such-file' }] }, 'file'],
      ];
      for (const [extra, message] of cases) {
        const { r } = await addNotice('manager01', extra);
        expect(r.status, JSON.stringify(extra)).toBe(417);
        expect(r.json.message).toContain(message);
      }
      expect(
        (
          await gw.callAs('sp01', 'POST', '/notice/V1.0', {
            body: { title: 't', publishMode: 'SYSTEM', content: '<p>x</p>' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await gw.callAs(null, 'POST', '/notice/V1.0', {
            body: { title: 't', publishMode: 'SYSTEM', content: '<p>x</p>' },
          })
        ).status,
      ).toBe(401);
      expect((await gw.callAs('manager01', 'PUT', '/notice/publish/V1.0/no-such-notice')).status).toBe(404);
      expect((await gw.callAs('sp01', 'GET', '/notice/V1.0/no-such-notice')).status).toBe(404);
    });
  });
});
