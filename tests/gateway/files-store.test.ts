// File content in the database (migration 0006, docs/operations.md "Replicas: shared state"): an upload writes its
// bytes to file_blobs in the row's transaction and nothing to disk; a download reads them back; a delete drops the
// blob with its row. Attachments stored on disk by older versions (storage_path, no blob) are still served and
// their file goes when they are deleted. At most 10 MB.
import { mkdtempSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway, multipart } from './harness';
import { PREFIX } from '../../server/http/envelope';
import { moveLegacyFiles } from '../../server/business/files/storage';

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes), Buffer.from('\n%%EOF')]);

describe.each(databases)('file content in the database on %s', (kind) => {
  let gw: Gateway;
  let token: string;
  let adminId: string;
  let filesDir: string;
  const savedFilesDir = process.env.FILES_DIR;
  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'gw-files-'));
    process.env.FILES_DIR = filesDir;
    gw = await startGateway(kind);
    token = await gw.tokenFor('admin');
    adminId = (await gw.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => {
    await gw?.close();
    if (savedFilesDir === undefined) delete process.env.FILES_DIR;
    else process.env.FILES_DIR = savedFilesDir;
    rmSync(filesDir, { recursive: true, force: true });
  });

  const upload = (name: string, data: Buffer) => {
    const m = multipart({ attachmentType: 'CLAIM', folder: 'claim' }, { name, type: 'application/pdf', data });
    return gw.call('gateway', 'POST', '/file/upload/V1.0', { token, body: m.body, headers: m.headers });
  };
  const download = (id: string) =>
    gw.app.inject({
      method: 'GET',
      url: `${PREFIX.gateway}/file/download/V1.0/${id}`,
      headers: { authorization: token },
    });
  const blobOf = (id: string) =>
    gw.db.selectFrom('file_blobs').select('data').where('attachment_id', '=', id).executeTakeFirst();

  it('an upload stores its bytes in the database, nothing on disk, and the download answers the same bytes', async () => {
    const data = pdf(3 * 1024 * 1024);
    const up = await upload('大文件.pdf', data);
    expect(up.statusCode, up.body).toBe(200);
    const answer = up.json().data;
    expect(JSON.stringify(answer)).not.toMatch(/storage|path/i);
    expect(answer.size).toBe(data.length);
    const blob = await blobOf(answer.attachmentId);
    expect(blob && Buffer.from(blob.data).equals(data)).toBe(true);
    expect(readdirSync(filesDir)).toEqual([]);
    const r = await download(answer.attachmentId);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(data)).toBe(true);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(String(r.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toMatch(/sandbox/);

    const del = await gw.call('gateway', 'DELETE', '/file/delete/V1.0', {
      token,
      query: { attachmentId: answer.attachmentId },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await blobOf(answer.attachmentId)).toBeUndefined();
    expect((await download(answer.attachmentId)).statusCode).toBe(404);
  });

  it('the limit stays 10 MB: a larger file is refused and nothing is stored', async () => {
    const before = Number(
      (
        await gw.db
          .selectFrom('file_blobs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const r = await upload('太大.pdf', pdf(10 * 1024 * 1024));
    expect(r.statusCode).toBe(417);
    expect(r.json().message).toBe('file: 文件大小不能超过10MB');
    const after = Number(
      (
        await gw.db
          .selectFrom('file_blobs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before);
  });

  it('an attachment stored on disk by an older version is still served, and its file goes when it is deleted', async () => {
    const data = pdf(2048);
    const id = `legacy-${kind}-${Date.now()}`;
    await mkdir(join(filesDir, 'claim'), { recursive: true });
    await writeFile(join(filesDir, 'claim', `${id}.pdf`), data);
    await gw.db
      .insertInto('attachments')
      .values({
        attachment_id: id,
        attachment_url: `${PREFIX.gateway}/file/download/V1.0/${id}`,
        name: '旧附件.pdf',
        attachment_suffix: 'pdf',
        attachment_type: 'CLAIM',
        folder: 'claim',
        ref_id: null,
        mime_type: 'application/pdf',
        size: data.length,
        storage_path: join('claim', `${id}.pdf`),
        upload_user: '管理员',
        upload_user_id: adminId,
      })
      .execute();
    expect(await blobOf(id)).toBeUndefined();
    const r = await download(id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.rawPayload.equals(data)).toBe(true);

    const del = await gw.call('gateway', 'DELETE', '/file/delete/V1.0', { token, query: { attachmentId: id } });
    expect(del.statusCode, del.body).toBe(200);
    expect(existsSync(join(filesDir, 'claim', `${id}.pdf`))).toBe(false);
  });

  it("moveLegacyFiles copies older versions' files into the database (scripts/move-files-to-db.ts)", async () => {
    const data = pdf(4096);
    const id = `legacy-move-${kind}-${Date.now()}`;
    await mkdir(join(filesDir, 'claim'), { recursive: true });
    await writeFile(join(filesDir, 'claim', `${id}.pdf`), data);
    await gw.db
      .insertInto('attachments')
      .values({
        attachment_id: id,
        attachment_url: '',
        name: 'y.pdf',
        attachment_suffix: 'pdf',
        attachment_type: 'CLAIM',
        folder: 'claim',
        ref_id: null,
        mime_type: 'application/pdf',
        size: data.length,
        storage_path: join('claim', `${id}.pdf`),
        upload_user: '管理员',
        upload_user_id: adminId,
      })
      .execute();
    const first = await moveLegacyFiles(gw.db);
    expect(first.moved).toBe(1);
    expect((await moveLegacyFiles(gw.db)).moved).toBe(0); // repeatable
    rmSync(join(filesDir, 'claim', `${id}.pdf`));
    const r = await download(id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.rawPayload.equals(data)).toBe(true);
    await gw.db.deleteFrom('attachments').where('attachment_id', '=', id).execute();
  });

  it('a row with neither a blob nor its file, or a path leaving the files directory, is 404 附件文件不存在', async () => {
    await writeFile(join(filesDir, '..', `outside-${process.pid}.pdf`), pdf(16));
    try {
      for (const [suffix, path] of [
        ['missing', 'claim/missing.pdf'],
        ['escape', `../outside-${process.pid}.pdf`],
        ['empty', ''],
      ]) {
        const id = `legacy-${suffix}-${kind}-${Date.now()}`;
        await gw.db
          .insertInto('attachments')
          .values({
            attachment_id: id,
            attachment_url: '',
            name: 'x.pdf',
            attachment_suffix: 'pdf',
            attachment_type: 'CLAIM',
            folder: 'claim',
            ref_id: null,
            mime_type: 'application/pdf',
            size: 16,
            storage_path: path,
            upload_user: '管理员',
            upload_user_id: adminId,
          })
          .execute();
        const r = await download(id);
        expect(r.statusCode, path).toBe(404);
        expect(r.json().message).toBe('附件文件不存在');
      }
    } finally {
      rmSync(join(filesDir, '..', `outside-${process.pid}.pdf`), { force: true });
    }
  });
});
