// The EPC catalogue's search: the stand-in parts catalogue at /epc (public/epc) searches the parts data
// by part number, name (Chinese or English) and drawing number, and shows the structure groups (sbom_parts) the
// found parts belong to with the replacement relations (replacement_groups / replacement_parts) that involve them,
// in Chinese or English. The framed page holds no session: it sends the frame key the portal posted to it
// (server/core/frame-key.ts); no key is 401 缺少密钥, a changed or expired key 401 密钥无效或已过期. Nothing is written.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError, defineRoutes, route } from '../../http/route';
import { contains, startsWith } from '../../db/query';
import { FRAME_KEY_REFUSED, openFrameKey } from '../../core/frame-key';
import { object } from '../../http/schema';

export const EPC_KEY_MISSING = '缺少密钥，请从门户打开配件目录';
/** How many parts one search answers (the page shows them at once; a longer list asks for a narrower search). */
export const EPC_PAGE = 20;

/** English names of the structure groups and replacement types (the data hold the Chinese ones). */
const STRUCT_EN: Record<string, string> = {
  ENG: 'Engine',
  TRM: 'Transmission',
  AXL: 'Axle',
  ELE: 'Electrics',
  BRK: 'Brake system',
  CAB: 'Cab',
};
const REPL_TYPE_EN: Record<number, string> = { 1: 'One-way replacement', 2: 'Two-way replacement' };

type Lang = 'zh_CN' | 'en_US';
interface Part {
  partsNo: string;
  name: string;
  drawingNo: string;
  unit?: string;
}

async function partNames(db: Kysely<DB>, ids: string[]): Promise<Map<string, { name: string; name_en: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('parts').select(['id', 'name', 'name_en']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, name_en: r.name_en }]));
}

/** The found parts, their structure groups and the replacement relations that involve them. */
export async function searchCatalogue(db: Kysely<DB>, keyword: string, lang: Lang) {
  const k = keyword.trim();
  let q = db.selectFrom('parts').select(['id', 'name', 'name_en', 'drawing_no', 'unit']);
  if (k) {
    q = q.where((eb) =>
      eb.or([
        eb('id', 'like', startsWith(k)),
        eb('drawing_no', 'like', contains(k)),
        eb('name', 'like', contains(k)),
        eb(sql<string>`lower(name_en)`, 'like', contains(k.toLowerCase())),
      ]),
    );
  }
  const found = await q
    .orderBy('id')
    .limit(EPC_PAGE + 1)
    .execute();
  const more = found.length > EPC_PAGE;
  const parts = found.slice(0, EPC_PAGE);
  const ids = parts.map((p) => p.id);
  const name = (p: { name: string; name_en?: string | null }) => (lang === 'en_US' && p.name_en ? p.name_en : p.name);
  if (!ids.length) return { parts: [], groups: [], more };

  const [sbom, groupRows] = await Promise.all([
    db
      .selectFrom('sbom_parts')
      .select(['parts_struct', 'parts_struct_name', 'parts_no'])
      .where('parts_no', 'in', ids)
      .distinct()
      .execute(),
    db
      .selectFrom('replacement_groups')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('parts_code', 'in', ids),
          eb('id', 'in', eb.selectFrom('replacement_parts').select('group_id').where('parts_no', 'in', ids)),
        ]),
      )
      .orderBy('id')
      .limit(200)
      .execute(),
  ]);
  const lines = groupRows.length
    ? await db
        .selectFrom('replacement_parts')
        .selectAll()
        .where(
          'group_id',
          'in',
          groupRows.map((g) => g.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const names = await partNames(db, [...new Set(lines.map((l) => l.parts_no))]);
  const lineOf = (l: (typeof lines)[number]): Part & { saleFlag: number } => ({
    partsNo: l.parts_no,
    name: name({ name: l.parts_name, name_en: names.get(l.parts_no)?.name_en }),
    drawingNo: l.parts_drawing_no,
    saleFlag: l.sale_flag,
  });

  // structure groups: from the SBOM lines of the found parts, and from the replacement groups' structures
  const groups = new Map<string, { code: string; name: string; parts: string[]; replacements: unknown[] }>();
  const groupOf = (code: string, zh: string) => {
    const g = groups.get(code) ?? {
      code,
      name: lang === 'en_US' ? (STRUCT_EN[code] ?? zh) : zh,
      parts: [],
      replacements: [],
    };
    groups.set(code, g);
    return g;
  };
  for (const s of sbom) {
    const g = groupOf(s.parts_struct, s.parts_struct_name);
    if (!g.parts.includes(s.parts_no)) g.parts.push(s.parts_no);
  }
  for (const r of groupRows) {
    const g = groupOf(r.parts_struct || '-', r.parts_struct_name || (lang === 'en_US' ? 'Other' : '其他'));
    const mine = lines.filter((l) => l.group_id === r.id);
    g.replacements.push({
      id: r.id,
      replType: r.repl_type,
      replTypeName: lang === 'en_US' ? (REPL_TYPE_EN[r.repl_type] ?? r.repl_type_name) : r.repl_type_name,
      remark: lang === 'en_US' && r.remark === '设计变更' ? 'Design change' : r.remark,
      old: mine.filter((l) => l.side === 'OLD').map(lineOf),
      new: mine.filter((l) => l.side === 'NEW').map(lineOf),
    });
  }
  return {
    parts: parts.map((p) => ({
      partsNo: p.id,
      name: name(p),
      drawingNo: p.drawing_no,
      unit: p.unit,
      structs: sbom.filter((s) => s.parts_no === p.id).map((s) => s.parts_struct),
    })),
    groups: [...groups.values()].sort((a, b) => a.code.localeCompare(b.code)),
    more,
  };
}

export const epcCatalogueRoutes = defineRoutes([
  route({
    // public and unsigned like the key check: the framed page has no session; the frame key is its credential
    method: 'POST',
    host: 'gateway',
    path: '/epc/parts/search/V1.0',
    unsigned: true,
    permission: 'public',
    summary:
      'EPC catalogue: parts by number, name or drawing number with their structure groups and replacements (frame key required)',
    body: object({
      key: { type: 'string', maxLength: 2000 },
      keyword: { type: 'string', maxLength: 100 },
      lang: { type: 'string', enum: ['zh_CN', 'en_US'] },
    }),
    async handler({ db, body, config }) {
      if (!body.key) throw new BusinessError(EPC_KEY_MISSING, { status: 401, code: 'key' });
      const p = openFrameKey(body.key, config.frameKeySecret, config.now());
      if (!p) throw new BusinessError(FRAME_KEY_REFUSED, { status: 401, code: 'key' });
      return {
        workNo: p.workNo,
        ...(await searchCatalogue(db, body.keyword ?? '', body.lang === 'en_US' ? 'en_US' : 'zh_CN')),
      };
    },
  }),
]);
