// Replacement groups of an old part (000 §3 replacement group, 001 §3 replacement): the old part with the
// new parts that may replace it. saleFlagT is 1 when the new part may be sold.
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types';
import type { ReplacementGroupTable } from '../../db/schema-business';
import { BusinessError } from '../../http/route';

export async function replacementGroups(db: Kysely<DB>, partsCode: string, branch?: string) {
  let q = db.selectFrom('replacement_groups').selectAll().where('parts_code', '=', partsCode.trim());
  if (branch) q = q.where((eb) => eb.or([eb('branch_id', '=', branch), eb('branch_id', 'is', null)]));
  const groups = await q.orderBy('id').execute();
  return withParts(db, groups);
}

/**
 * The new parts that may replace an old part for a branch (the provider's 替换件 on the inquiry form): the new parts
 * of its groups of no branch or of that branch, sellable in the group and in the company's catalogue, each once.
 */
export async function sellableNewParts(
  db: Kysely<DB>,
  partsCode: string,
  branch: string | null | undefined,
  company: string,
) {
  const groups = await replacementGroups(db, partsCode, branch ?? undefined);
  const found = groups.flatMap((g) =>
    g.newPartsList
      .filter((p) => p.saleFlagT === 1)
      .map((p) => ({ ...p, replTypeName: g.replTypeName, remark: g.remark })),
  );
  const nos = [...new Set(found.map((p) => p.partsNo))];
  if (nos.length === 0) return [];
  const sold = new Set(
    (
      await db
        .selectFrom('company_parts')
        .select('parts_no')
        .where('company', '=', company)
        .where('sale_flag', '=', 1)
        .where('parts_no', 'in', nos)
        .execute()
    ).map((r) => r.parts_no),
  );
  return nos.filter((no) => sold.has(no)).map((no) => found.find((p) => p.partsNo === no)!);
}

type GroupRow = Selectable<ReplacementGroupTable>;

export async function withParts(db: Kysely<DB>, groups: GroupRow[]) {
  if (groups.length === 0) return [];
  const parts = await db
    .selectFrom('replacement_parts')
    .selectAll()
    .where(
      'group_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('id')
    .execute();
  const dto = (p: (typeof parts)[number]) => ({
    partsNo: p.parts_no,
    partsName: p.parts_name,
    partsDrawingNo: p.parts_drawing_no,
    saleFlagT: p.sale_flag,
    saleFlagName: p.sale_flag === 1 ? '是' : '否',
  });
  return groups.map((g) => {
    const newParts = parts.filter((p) => p.group_id === g.id && p.side === 'NEW').map(dto);
    const oldParts = parts.filter((p) => p.group_id === g.id && p.side === 'OLD').map(dto);
    return {
      id: g.id,
      partsCode: g.parts_code,
      partsName: g.parts_name,
      partsDrawing: g.parts_drawing,
      partsStruct: g.parts_struct,
      partsStructName: g.parts_struct_name,
      replTypeName: g.repl_type_name,
      saleFlagName: g.sale_flag_name,
      remark: g.remark,
      replacementPartsDtos: newParts,
      newPartsList: newParts,
      oldPartsList: oldParts,
    };
  });
}

/**
 * Accepts a replacement (001 §2.6, §5): the chosen new parts of an old part. Each must be a new part of one of the
 * old part's replacement groups, and sellable: otherwise 417 错误信息：配件{partsNo}不可销售 (the client's own
 * check, repeated here so a request made without the dialog is refused the same way). Changes nothing: answers
 * the accepted replacement for the caller to keep.
 */
export async function acceptReplacement(
  db: Kysely<DB>,
  partsCode: string | undefined,
  newParts: { partsNo?: string }[] | undefined,
) {
  if (!partsCode?.trim()) throw new BusinessError('请先选择配件', { status: 417, code: 'partsCode' });
  const wanted = [...new Set((newParts ?? []).map((p) => p.partsNo?.trim() ?? '').filter(Boolean))];
  if (wanted.length === 0) throw new BusinessError('请选择替换的新件', { status: 417, code: 'newParts' });
  const groups = await db
    .selectFrom('replacement_groups')
    .select('id')
    .where('parts_code', '=', partsCode.trim())
    .execute();
  const known = groups.length
    ? await db
        .selectFrom('replacement_parts')
        .select(['parts_no', 'parts_name', 'parts_drawing_no', 'sale_flag'])
        .where(
          'group_id',
          'in',
          groups.map((g) => g.id),
        )
        .where('side', '=', 'NEW')
        .where('parts_no', 'in', wanted)
        .execute()
    : [];
  for (const no of wanted) {
    const rows = known.filter((k) => k.parts_no === no);
    if (rows.length === 0)
      throw new BusinessError(`配件${no}不是${partsCode.trim()}的替换件`, { status: 417, code: 'newParts' });
    if (!rows.some((r) => r.sale_flag === 1))
      throw new BusinessError(`错误信息：配件${no}不可销售`, { status: 417, code: 'newParts' });
  }
  return {
    partsCode: partsCode.trim(),
    newParts: wanted.map((no) => {
      const r = known.find((k) => k.parts_no === no)!;
      return { partsNo: r.parts_no, partsName: r.parts_name, partsDrawingNo: r.parts_drawing_no };
    }),
  };
}
