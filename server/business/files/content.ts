// Uploaded files are checked by their content (magic bytes, file-type), not by their name or the browser's
// Content-Type: the detected type must agree with the suffix; text kinds (txt, csv) must not be a known binary
// type nor an HTML/SVG/XML document. docs/gateway.md "Uploaded files".
import { fileTypeFromBuffer } from 'file-type';

/** What file-type may answer for each binary suffix (its `ext`). */
const BINARY: Record<string, string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  ico: ['ico'],
  pdf: ['pdf', 'ai'],
  // Office 97-2003 documents are OLE compound files; file-type names the container only.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  // Office Open XML is a zip package; file-type names it when [Content_Types].xml comes first, else 'zip'.
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  rar: ['rar'],
  '7z': ['7z'],
};

/** Text kinds: accepted when nothing binary is detected and they are not markup. */
const TEXT = ['txt', 'csv'];

/** Raster image kinds that may be shown inline once their content is verified (never SVG). */
export const INLINE_IMAGE_SUFFIXES = ['jpg', 'jpeg', 'png', 'gif', 'ico', 'bmp', 'webp'];

const isZip = (data: Buffer) =>
  data.length >= 4 &&
  data[0] === 0x50 &&
  data[1] === 0x4b &&
  [3, 5, 7].includes(data[2]) &&
  [4, 6, 8].includes(data[3]);

/** How much of a zip file-type may read: it inflates a `mimetype` or `[Content_Types].xml` entry whole, so a zip
 * bomb's entry would be inflated into memory; from a prefix this size the output stays a few MB, and
 * an entry cut off there just makes the file a plain 'zip' (which docx/xlsx/pptx accept anyway). */
const ZIP_SNIFF_BYTES = 16 * 1024;

/** file-type's answer for these bytes (a zip only by its first ZIP_SNIFF_BYTES), undefined when it has none. */
const sniff = (data: Buffer) =>
  fileTypeFromBuffer(isZip(data) ? data.subarray(0, ZIP_SNIFF_BYTES) : data).catch(() => undefined);

/** A document start that a browser would render as a page or an image with script (HTML, SVG, XML). */
const MARKUP =
  /^<(!doctype|html|head|body|svg|\?xml|script|iframe|object|embed|meta|link|style|img|a|div|xsl|!--)[\s>/!-]/i;

const isUtf16 = (data: Buffer) => (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);

function looksLikeText(data: Buffer): boolean {
  const head = data.subarray(0, 8192);
  // UTF-16 text (with its byte-order mark) has NUL bytes by design
  const utf16 = isUtf16(head);
  if (!utf16 && head.includes(0)) return false;
  const even = head.subarray(0, head.length & ~1);
  const text = !utf16
    ? head.toString('utf8')
    : head[0] === 0xff
      ? even.toString('utf16le')
      : Buffer.from(even).swap16().toString('utf16le');
  const start = text.replace(/^\ufeff/, '').replace(/^\s+/, '');
  return !MARKUP.test(start);
}

/** True when the content agrees with the suffix (lower case, no dot). Unknown suffixes are never agreed to. */
export async function contentMatches(suffix: string, data: Buffer): Promise<boolean> {
  // (a UTF-16 byte-order mark FF FE reads as an MPEG frame sync to file-type: text with a BOM skips detection)
  if (TEXT.includes(suffix)) return looksLikeText(data) && (isUtf16(data) || !(await sniff(data)));
  const detected = await sniff(data);
  if (suffix === 'zip') return isZip(data);
  const allowed = BINARY[suffix];
  return !!allowed && !!detected && allowed.includes(detected.ext);
}

/** The message of a refused upload (the spec's style: <name>上传失败。...). */
export const mismatchMessage = (filename: string) => `${filename}上传失败。文件内容与类型不符`;
