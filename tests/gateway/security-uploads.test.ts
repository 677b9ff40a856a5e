// Uploaded files are checked by content (magic bytes): the detected type must agree with the suffix, text kinds
// must not be binary or markup; a mismatch is refused with 417 (<name>上传失败。文件内容与类型不符) and nothing is
// stored. Served files: nosniff, attachment except verified raster images, never SVG inline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { databases, startGateway, type Gateway, multipart } from './harness';
import { contentMatches } from '../../server/business/files/content';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const book = (bookType: 'xlsx' | 'biff8') => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['a', 'b'],
      [1, 2],
    ]),
    'S',
  );
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
};

describe('contentMatches (magic bytes against the suffix)', () => {
  it('agrees when the content is of the named kind', async () => {
    const good: [string, Buffer][] = [
      ['png', PNG],
      ['gif', GIF],
      ['jpg', JPEG],
      ['jpeg', JPEG],
      ['pdf', PDF],
      ['doc', CFB],
      ['xls', book('biff8')],
      ['ppt', CFB],
      ['xlsx', book('xlsx')],
      ['zip', book('xlsx')],
      ['txt', Buffer.from('配件清单\n第二行 <b>不是文档开头</b>')],
      ['csv', Buffer.from('a,b\n1,2\n')],
      ['csv', Buffer.from([0xc5, 0xe4, 0xbc, 0xfe, 0x2c, 0x31, 0x0a])] /* GBK text */,
      ['txt', Buffer.from('\ufeff文本', 'utf16le')],
    ];
    for (const [suffix, data] of good) expect(await contentMatches(suffix, data), suffix).toBe(true);
  });
  it('refuses a mismatch, a binary text file, markup as text, and unknown kinds', async () => {
    const bad: [string, Buffer][] = [
      ['png', GIF],
      ['jpg', PNG],
      ['gif', SVG],
      ['pdf', HTML],
      ['doc', PDF],
      ['xls', book('xlsx')],
      ['xlsx', CFB],
      ['docx', PDF],
      ['docx', book('xlsx')],
      ['zip', CFB],
      ['rar', PNG],
      ['7z', PNG],
      ['ico', PNG],
      ['png', Buffer.from('not a png')],
      ['txt', EXE],
      ['txt', PNG],
      ['csv', PDF],
      ['txt', SVG],
      ['txt', HTML],
      ['csv', Buffer.from('  <?xml version="1.0"?><x/>')],
      ['txt', Buffer.from('a\0b')],
      ['svg', SVG],
      ['exe', EXE],
      ['', PNG],
    ];
    for (const [suffix, data] of bad)
      expect(await contentMatches(suffix, data), `${suffix}: ${data.subarray(0, 12).toString('hex')}`).toBe(false);
  });
});

describe.each(databases)('upload content checks on %s', (kind) => {
  let gw: Gateway;
  let token: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    token = await gw.tokenFor('admin');
  });
  afterAll(async () => {
    await gw?.close();
  });

  const count = async () =>
    Number(
      (
        await gw.db
          .selectFrom('attachments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const upload = (path: string, name: string, data: Buffer, type = 'application/octet-stream') => {
    const m = multipart({ attachmentType: 'CLAIM', folder: 'claim' }, { name, type, data });
    return gw.call('gateway', 'POST', path, { token, body: m.body, headers: m.headers });
  };

  it('a file whose content does not match its suffix is refused with 417 and nothing is stored', async () => {
    const before = await count();
    for (const [name, data, type] of [
      ['发票.pdf', HTML, 'application/pdf'],
      ['照片.png', SVG, 'image/png'],
      ['清单.xlsx', EXE, 'application/octet-stream'],
      ['说明.txt', EXE, 'text/plain'],
      ['页面.txt', HTML, 'text/plain'],
      ['旧表.xls', PDF, 'application/vnd.ms-excel'],
    ] as const) {
      const r = await upload('/file/upload/V1.0', name, data, type);
      expect(r.statusCode, name).toBe(417);
      expect(r.json()).toEqual({ result: 'FAILED', code: 'file', message: `${name}上传失败。文件内容与类型不符` });
    }
    expect(await count()).toBe(before);
  });

  it('the feedback image upload checks the content too', async () => {
    const before = await count();
    const r = await upload('/vehicle/discovery/helptipst/tmmedia/upload', 'a.png', SVG, 'image/png');
    expect(r.statusCode).toBe(417);
    expect(r.json().message).toBe('a.png上传失败。文件内容与类型不符');
    const gif = await upload('/vehicle/discovery/helptipst/tmmedia/upload', 'a.png', GIF, 'image/png');
    expect(gif.statusCode).toBe(417);
    expect(await count()).toBe(before);
    const ok = await upload('/vehicle/discovery/helptipst/tmmedia/upload', 'a.png', PNG, 'image/png');
    expect(ok.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('matching files are stored and served: images inline, everything else as an attachment, nosniff always', async () => {
    for (const [name, data, disposition, mime] of [
      ['p.png', PNG, 'inline', 'image/png'],
      ['g.gif', GIF, 'inline', 'image/gif'],
      ['j.jpg', JPEG, 'inline', 'image/jpeg'],
      ['d.pdf', PDF, 'attachment', 'application/pdf'],
      ['s.xls', book('biff8'), 'attachment', 'application/vnd.ms-excel'],
      ['s.xlsx', book('xlsx'), 'attachment', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['t.csv', Buffer.from('a,b\n1,2\n'), 'attachment', 'text/csv; charset=utf-8'],
    ] as const) {
      const up = await upload('/file/upload/V1.0', name, data);
      expect(up.statusCode, name).toBe(200);
      const url: string = up.json().data.attachmentUrl;
      const r = await gw.app.inject({ method: 'GET', url, headers: { authorization: token } });
      expect(r.statusCode, name).toBe(200);
      expect(r.headers['content-type'], name).toBe(mime);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(String(r.headers['content-disposition']).split(';')[0], name).toBe(disposition);
      expect(r.rawPayload.equals(data)).toBe(true);
    }
  });

  it('an image row whose stored content is not a verified raster image is never served inline', async () => {
    const up = await upload('/file/upload/V1.0', 'old.png', PNG);
    const id: string = up.json().data.attachmentId;
    // a row stored before the upload check existed (and before file content moved into the database): its file
    // on disk is really SVG
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { filesDir } = await import('../../server/business/files/storage');
    await gw.db.deleteFrom('file_blobs').where('attachment_id', '=', id).execute();
    await gw.db
      .updateTable('attachments')
      .set({ storage_path: `common/${id}.png` })
      .where('attachment_id', '=', id)
      .execute();
    await mkdir(join(filesDir(), 'common'), { recursive: true });
    await writeFile(join(filesDir(), 'common', `${id}.png`), SVG);
    const r = await gw.app.inject({ method: 'GET', url: `/npsbackend-gateway/file/image/V1.0/${id}` });
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['content-security-policy']).toMatch(/sandbox/);
  });
});
