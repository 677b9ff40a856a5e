// Payloads that would stall a gateway without budgets, built for tests/gateway/security-stall.test.ts: deeply
// nested rich text, a workbook whose <dimension> declares the whole sheet, and a zip bomb workbook (a few
// hundred KB that inflate to hundreds of MB, written chunk by chunk so the test itself stays small).
import { crc32, deflateRawSync, constants } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/** The rich-text payloads as the attacker sent them (inside the 100,000-character field limit). */
export const RICH_TEXT_ATTACKS: Record<string, string> = {
  'nested <div>, 25 KB': '<div>'.repeat(5000),
  'nested <div>, 99 KB': '<div>'.repeat(19800),
  '<b> x 33,000': '<b>'.repeat(33000),
  '<table><tr><td> x 6,600': '<table><tr><td>'.repeat(6600),
  '<form><math><mtext></form> x 3,800': '<form><math><mtext></form>'.repeat(3800),
};

/** The entries of an .xlsx by path. */
function entries(book: Buffer): Map<string, Buffer> {
  const cfb = XLSX.CFB.read(book, { type: 'buffer' });
  const out = new Map<string, Buffer>();
  for (let i = 0; i < cfb.FileIndex.length; i++) {
    const f = cfb.FileIndex[i];
    if (f.type === 2 && f.content)
      out.set(cfb.FullPaths[i].replace(/^[^/]*\//, ''), Buffer.from(f.content as Uint8Array));
  }
  return out;
}

interface Entry {
  name: string;
  crc: number;
  size: number;
  packed: Buffer;
}

/** A zip file (deflate) of these entries, each already deflated. */
function zip(list: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of list) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.packed.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.packed);
    centrals.push(central, name);
    offset += 30 + name.length + e.packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(list.length, 8);
  end.writeUInt16LE(list.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const plain = (name: string, data: Buffer): Entry => ({
  name,
  crc: crc32(data),
  size: data.length,
  packed: deflateRawSync(data),
});

/** The workbook (an .xlsx from importBook) with its sheet's <dimension> declaring A1:XFD1048576 (the whole sheet). */
export function wholeSheetBook(base: Buffer): Buffer {
  const book = entries(base);
  const list: Entry[] = [];
  for (const [name, data] of book) {
    const text = data.toString('utf8');
    list.push(
      plain(
        name,
        name.includes('worksheets/')
          ? Buffer.from(text.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'))
          : data,
      ),
    );
  }
  return zip(list);
}

/** The workbook (an .xlsx from importBook) with one entry (by default its sheet) inflating to `mb` MB: blanks
 * before the entry's closing tag. */
export function zipBombBook(base: Buffer, mb = 400, entry = 'worksheets/'): Buffer {
  const book = entries(base);
  const list: Entry[] = [];
  for (const [name, data] of book) {
    if (!name.includes(entry)) {
      list.push(plain(name, data));
      continue;
    }
    const text = data.toString('utf8');
    const at = text.lastIndexOf('</');
    const head = Buffer.from(text.slice(0, at));
    const tail = Buffer.from(text.slice(at));
    const blanks = Buffer.alloc(1024 * 1024, 0x20);
    // one raw deflate stream: blocks flushed to a byte boundary (Z_SYNC_FLUSH) can be concatenated, and only the
    // last is final, so one deflated megabyte of blanks is repeated `mb` times
    const open = (b: Buffer) => deflateRawSync(b, { finishFlush: constants.Z_SYNC_FLUSH });
    const packedBlanks = open(blanks);
    const parts: Buffer[] = [open(head)];
    let crc = crc32(head);
    for (let i = 0; i < mb; i++) {
      parts.push(packedBlanks);
      crc = crc32(blanks, crc);
    }
    parts.push(deflateRawSync(tail));
    crc = crc32(tail, crc);
    const size = head.length + mb * blanks.length + tail.length;
    list.push({ name, crc, size, packed: Buffer.concat(parts) });
  }
  return zip(list);
}
