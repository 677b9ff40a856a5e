// Upload sizes by purpose and per-user quotas (the feedback image upload is open to a user without a role, and
// each image is public without a session). A user without a role, made through the console: a feedback image
// over 5 MB is refused naming the limit; the 31st feedback image in 24 hours, or one that takes the user past
// 50 MB, is refused naming the quota, and parallel uploads cannot pass it together; attachments have their own
// quota. What is public: a feedback image by its random link; an attachment download needs a session.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, multipart, startGateway, type Gateway } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const MB = 1024 * 1024;
const FEEDBACK = '/vehicle/discovery/helptipst/tmmedia/upload';

describe.each(databases)('upload quotas (%s)', (kind) => {
  let gw: Gateway;
  let token: string;
  let userId: string;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    admin = await gw.tokenFor('admin');
    adminId = (await gw.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow())
      .id;
    const add = await gw.call('console', 'POST', '/sys/user/add', {
      token: admin,
      query: { system: 'sp', provider: 'sp' },
      body: { username: 'no_role_uploader', realname: '无角色', password: 'Upload2026x', roleIds: [] },
    });
    expect(add.statusCode, add.body).toBe(200);
    userId = (
      await gw.db.selectFrom('users').select('id').where('username', '=', 'no_role_uploader').executeTakeFirstOrThrow()
    ).id;
    expect(await gw.db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute()).toEqual([]);
    token = await gw.tokenFor('no_role_uploader');
  });
  afterAll(async () => gw?.close());

  const upload = (path: string, name: string, type: string, data: Buffer, as = token) => {
    const m = multipart({ attachmentType: 'NOTE', folder: 'x' }, { name, type, data });
    return gw.call('gateway', 'POST', path, { token: as, body: m.body, headers: m.headers });
  };
  const stored = async (type: 'FEEDBACK' | 'other') => {
    const q = gw.db
      .selectFrom('attachments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('upload_user_id', '=', userId);
    return Number(
      (
        await (
          type === 'FEEDBACK'
            ? q.where('attachment_type', '=', 'FEEDBACK')
            : q.where('attachment_type', '<>', 'FEEDBACK')
        ).executeTakeFirstOrThrow()
      ).n,
    );
  };
  /** rows as if the user had uploaded them in the last hours (sizes only; no content needed for the count) */
  const pretendUploaded = async (n: number, size: number, type = 'FEEDBACK', uid = userId) => {
    await gw.db
      .insertInto('attachments')
      .values(
        Array.from({ length: n }, () => {
          const id = randomUUID().replace(/-/g, '');
          return {
            attachment_id: id,
            attachment_url: `/x/${id}`,
            name: 'old.png',
            attachment_suffix: 'png',
            attachment_type: type,
            folder: 'feedback',
            ref_id: null,
            mime_type: 'image/png',
            size,
            storage_path: '',
            upload_user: '无角色',
            upload_user_id: uid,
          };
        }),
      )
      .execute();
  };
  const clear = () => gw.db.deleteFrom('attachments').where('upload_user_id', '=', userId).execute();

  it('a feedback image over 5 MB is refused naming the limit, and nothing is stored', async () => {
    await clear();
    const big = await upload(FEEDBACK, 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * MB)]));
    expect(big.statusCode, big.body).toBe(417);
    expect(big.json().message).toBe('file: 文件大小不能超过5MB');
    expect(await stored('FEEDBACK')).toBe(0);
    const ok = await upload(FEEDBACK, 'ok.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(MB)]));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the 31st feedback image in 24 hours is refused naming the quota', async () => {
    await clear();
    await pretendUploaded(29, 1000);
    expect((await upload(FEEDBACK, 'a.png', 'image/png', PNG)).statusCode).toBe(200);
    const over = await upload(FEEDBACK, 'b.png', 'image/png', PNG);
    expect(over.statusCode).toBe(417);
    expect(over.json().message).toMatch(/每人每 24 小时最多 30 个反馈图片、共 50 MB.*upload quota reached/);
    expect(await stored('FEEDBACK')).toBe(30);
    // uploads older than 24 hours no longer count
    await gw.db
      .updateTable('attachments')
      .set({ upload_date: new Date(Date.now() - 25 * 3600 * 1000) })
      .where('upload_user_id', '=', userId)
      .execute();
    expect((await upload(FEEDBACK, 'c.png', 'image/png', PNG)).statusCode).toBe(200);
  });

  it('an image that takes the user past 50 MB in 24 hours is refused naming the quota', async () => {
    await clear();
    await pretendUploaded(1, 48 * MB);
    const r = await upload(FEEDBACK, 'd.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(3 * MB)]));
    expect(r.statusCode).toBe(417);
    expect(r.json().message).toMatch(/共 50 MB（已用 1 个、48 MB）/);
    expect((await upload(FEEDBACK, 'e.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(MB)]))).statusCode).toBe(200);
  });

  it('attachments have their own quota (200 in 24 hours); feedback images count apart', async () => {
    await pretendUploaded(199, 1000, 'NOTE', adminId);
    expect((await upload('/file/upload/V1.0', 'a.pdf', 'application/pdf', PDF, admin)).statusCode).toBe(200);
    const over = await upload('/file/upload/V1.0', 'b.pdf', 'application/pdf', PDF, admin);
    expect(over.statusCode).toBe(417);
    expect(over.json().message).toMatch(/最多 200 个附件、共 500 MB/);
    expect((await upload(FEEDBACK, 'f.png', 'image/png', PNG, admin)).statusCode).toBe(200);
    await gw.db.deleteFrom('attachments').where('upload_user_id', '=', adminId).execute();
  });

  it('parallel uploads cannot pass the quota together', async () => {
    await clear();
    await pretendUploaded(25, 1000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(FEEDBACK, `p${i}.png`, 'image/png', PNG)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 417)).toHaveLength(5);
    expect(await stored('FEEDBACK')).toBe(30);
  });

  it('what is public: a feedback image by its link; an attachment download needs a session', async () => {
    await clear();
    const img = await upload(FEEDBACK, 'pub.png', 'image/png', PNG);
    const url = img.json().data.url as string;
    const pub = await gw.app.inject({ method: 'GET', url });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('private, max-age=3600');
    const pdf = (await upload('/file/upload/V1.0', 'priv.pdf', 'application/pdf', PDF, admin)).json().data;
    const anonymous = await gw.app.inject({ method: 'GET', url: pdf.attachmentUrl });
    expect(anonymous.statusCode).toBe(401);
    const mine = await gw.app.inject({ method: 'GET', url: pdf.attachmentUrl, headers: { authorization: admin } });
    expect(mine.statusCode).toBe(200);
  });
});
