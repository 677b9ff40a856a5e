// Worker thread (piscina, server/workers/pool.ts, with a heap limit): reads the first sheet of an uploaded
// workbook into rows keyed by the header row, within budgets handed over per task by server/business/imports/
// excel.ts. Before SheetJS sees an .xlsx, every zip entry is inflated once with an output cap (a zip bomb is
// refused after at most `maxInflatedBytes`, whatever its headers claim). The sheet is read in dense mode and its
// range is taken from the cells it really has, never from its declared <dimension> (A1:XFD1048576 would be 17
// billion cells); the area of that range is capped at `maxCells`. Plain JavaScript: see server/workers/files.ts.
import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 2000;

/** null when the zip's entries inflate within the budget, else why not ('inflated' or 'broken'). */
function zipOverBudget(data, maxInflatedBytes) {
  const from = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) { eocd = i; break; }
  }
  if (eocd < 0) return 'broken';
  const count = data.readUInt16LE(eocd + 10);
  let p = data.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES || p >= data.length) return 'broken';
  let left = maxInflatedBytes;
  for (let k = 0; k < count; k++) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== CENTRAL) return 'broken';
    const method = data.readUInt16LE(p + 10);
    const packed = data.readUInt32LE(p + 20);
    const declared = data.readUInt32LE(p + 24);
    const local = data.readUInt32LE(p + 42);
    p += 46 + data.readUInt16LE(p + 28) + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
    if (declared > left) return 'inflated';
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) return 'broken';
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, Math.min(data.length, start + packed));
    if (method === 0) {
      left -= body.length;
    } else if (method === 8) {
      try {
        left -= inflateRawSync(body, { maxOutputLength: left + 1 }).length;
      } catch (err) {
        return err instanceof RangeError || err?.code === 'ERR_BUFFER_TOO_LARGE' ? 'inflated' : 'broken';
      }
    } else {
      return 'broken';
    }
    if (left < 0) return 'inflated';
  }
  return null;
}

/** The range of the cells the sheet really holds (dense mode: sheet['!data'][row][col]). */
function realRange(rowsData) {
  let firstRow = -1;
  let firstCol = Infinity;
  let lastRow = -1;
  let lastCol = -1;
  for (let r = 0; r < rowsData.length; r++) {
    const row = rowsData[r];
    if (!row) continue;
    for (let c = 0; c < row.length; c++) {
      if (row[c] === undefined) continue;
      if (firstRow < 0) firstRow = r;
      lastRow = r;
      if (c < firstCol) firstCol = c;
      if (c > lastCol) lastCol = c;
    }
  }
  return { firstRow, firstCol, lastRow, lastCol };
}

/**
 * task: { data: Uint8Array, started: Float64Array over a SharedArrayBuffer, maxCells, maxInflatedBytes }
 * -> { rows } (sheet_to_json with defval '' and raw values), or { refused: 'inflated' | 'cells' | 'broken' | 'nosheet' }
 */
export default function readSheet({ data: bytes, started, maxCells, maxInflatedBytes }) {
  started[0] = Date.now();
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.readUInt32LE(0) === LOCAL) {
    const why = zipOverBudget(data, maxInflatedBytes);
    if (why) return { refused: why };
  }
  let book;
  try {
    book = XLSX.read(data, { type: 'buffer', dense: true, sheets: 0, cellFormula: false, cellHTML: false, cellText: false, cellStyles: false });
  } catch {
    return { refused: 'broken' };
  }
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return { refused: 'nosheet' };
  const { firstRow, firstCol, lastRow, lastCol } = realRange(sheet['!data'] ?? []);
  if (lastRow < 0) return { rows: [] };
  if ((lastRow - firstRow + 1) * (lastCol - firstCol + 1) > maxCells) return { refused: 'cells' };
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: firstRow, c: firstCol }, e: { r: lastRow, c: lastCol } });
  return { rows: XLSX.utils.sheet_to_json(sheet, { defval: '', raw: true }) };
}
