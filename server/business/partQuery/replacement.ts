// Replacement groups of an old part (000 §3 replacement group, 001 §3 replacement): the old part with the
// new parts that may replace it. saleFlagT is 1 when the new part may be sold.
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types';
import type { ReplacementGroupTable } from '../../db/schema-business';

export async function replacementGroups(db: Kysely<DB>, partsCode: string, branch?: string) {
  let q = db.selectFrom('replacement_groups').selectAll().where('parts_code', '=', partsCode.trim());
  if (branch) q = q.where((eb) => eb.or([eb('branch_id', '=', branch), eb('branch_id', 'is', null)]));
  const groups = await q.orderBy('id').execute();
  return withParts(db, groups);
}

type GroupRow = Selectable<ReplacementGroupTable>;

export async function withParts(db: Kysely<DB>, groups: GroupRow[]) {
  if (groups.length === 0) return [];
  const parts = await db.selectFrom('replacement_parts').selectAll()
    .where('group_id', 'in', groups.map((g) => g.id)).orderBy('id').execute();
  const dto = (p: (typeof parts)[number]) => ({
    partsNo: p.parts_no, partsName: p.parts_name, partsDrawingNo: p.parts_drawing_no, saleFlagT: p.sale_flag,
    saleFlagName: p.sale_flag === 1 ? '是' : '否',
  });
  return groups.map((g) => {
    const newParts = parts.filter((p) => p.group_id === g.id && p.side === 'NEW').map(dto);
    const oldParts = parts.filter((p) => p.group_id === g.id && p.side === 'OLD').map(dto);
    return {
      id: g.id, partsCode: g.parts_code, partsName: g.parts_name, partsDrawing: g.parts_drawing,
      partsStruct: g.parts_struct, partsStructName: g.parts_struct_name, replTypeName: g.repl_type_name,
      saleFlagName: g.sale_flag_name, remark: g.remark,
      replacementPartsDtos: newParts, newPartsList: newParts, oldPartsList: oldParts,
    };
  });
}
