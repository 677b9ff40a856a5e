// A document's version: FNV-1a (32 bit) over JSON.stringify of the document, 8 hex digits, the same function as
// the gateway's (server/auth/schema-documents.ts documentVersion), so the portal compares its bundled copy with
// the version the gateway serves without downloading the document (renderers/screen/served.ts).
export function documentVersion(doc: unknown): string {
  const text = JSON.stringify(doc);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
