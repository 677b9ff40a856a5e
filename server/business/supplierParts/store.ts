// Supplier parts: checks shared by the batch call and the Excel import.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { BusinessError, newId } from '../../http/route';
import { round2, toCamel } from '../common/map';

export const STATUS_NAMES: Record<string, string> = { VALID: '有效', INVALID: '作废' };

export interface SupplierPartInput {
  supplierId?: string;
  supplierNo?: string;
  partsId?: string;
  partsNo?: string;
  company: string;
  purchasePrice: number;
  minPurchaseQty?: number;
  leadDays?: number;
  remark?: string;
}

export function supplierPartAnswer<T extends { status: string }>(row: T) {
  return { ...toCamel(row), statusName: STATUS_NAMES[row.status] ?? row.status };
}

/** Resolves and checks the rows; answers the rows to insert, or the reason per failing row (index -> reason). */
export async function prepareSupplierParts(db: Kysely<DB>, inputs: SupplierPartInput[], userId: string) {
  const supplierKeys = [
    ...new Set(inputs.flatMap((i) => [i.supplierId, i.supplierNo]).filter((v): v is string => !!v)),
  ];
  const partKeys = [...new Set(inputs.map((i) => i.partsNo ?? i.partsId).filter((v): v is string => !!v))];
  const suppliers = supplierKeys.length
    ? await db
        .selectFrom('suppliers')
        .selectAll()
        .where((eb) => eb.or([eb('id', 'in', supplierKeys), eb('supplier_no', 'in', supplierKeys)]))
        .execute()
    : [];
  const parts = partKeys.length
    ? await db
        .selectFrom('company_parts')
        .select(['parts_id', 'parts_no', 'parts_name', 'parts_drawing_no', 'company'])
        .where('parts_no', 'in', partKeys)
        .execute()
    : [];
  const existing =
    suppliers.length && parts.length
      ? await db
          .selectFrom('supplier_parts')
          .select(['supplier_id', 'parts_id', 'company'])
          .where('status', '=', 'VALID')
          .where(
            'supplier_id',
            'in',
            suppliers.map((s) => s.id),
          )
          .where(
            'parts_id',
            'in',
            parts.map((p) => p.parts_id),
          )
          .execute()
      : [];
  const seen = new Set(existing.map((e) => `${e.supplier_id}|${e.parts_id}|${e.company}`));
  const errors = new Map<number, string>();
  const now = new Date();
  const rows = inputs.map((input, index) => {
    const supplier = suppliers.find(
      (s) => s.id === input.supplierId || s.supplier_no === (input.supplierNo ?? input.supplierId),
    );
    const partNo = input.partsNo ?? input.partsId;
    const part = parts.find((p) => p.parts_no === partNo && p.company === input.company);
    let reason = '';
    if (!supplier) reason = `供应商${input.supplierNo ?? input.supplierId ?? ''}不存在`;
    else if (supplier.status !== 'ENABLE') reason = `供应商${supplier.supplier_no}已停用`;
    else if (!part) reason = `公司${input.company}下配件${partNo ?? ''}不存在`;
    else if (!(input.purchasePrice >= 0)) reason = '采购价必须是不小于0的数字';
    else {
      const key = `${supplier.id}|${part.parts_id}|${input.company}`;
      if (seen.has(key)) reason = `供应商${supplier.supplier_no}的配件${part.parts_no}已存在`;
      seen.add(key);
    }
    if (reason) errors.set(index, reason);
    if (!supplier || !part) return null;
    return {
      id: newId(),
      supplier_id: supplier.id,
      supplier_no: supplier.supplier_no,
      supplier_name: supplier.name,
      parts_id: part.parts_id,
      parts_no: part.parts_no,
      parts_name: part.parts_name,
      parts_drawing_no: part.parts_drawing_no,
      purchase_price: round2(input.purchasePrice),
      min_purchase_qty: input.minPurchaseQty ?? 1,
      lead_days: input.leadDays ?? 0,
      company: input.company,
      status: 'VALID',
      remark: input.remark ?? '',
      create_by: userId,
      create_time: now,
      update_by: userId,
      update_time: now,
    };
  });
  return { rows: rows.filter((r): r is NonNullable<typeof r> => r !== null), errors };
}

/** The unique partial index of migration 0007: one VALID row per (supplier, part, company). */
export const VALID_ONCE = 'supplier_parts_valid_uq';

function isValidOnceViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === VALID_ONCE || String(e.message ?? '').includes(VALID_ONCE));
}

/**
 * Runs a create (check, then insert in one transaction) and, when a concurrent create of the same supplier
 * part committed between the check and the insert (the unique index refuses the insert), runs it once more:
 * the check then sees the committed row and names the duplicate row by row (第N行：供应商…的配件…已存在).
 */
export async function createOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isValidOnceViolation(err)) throw err;
  }
  try {
    return await write();
  } catch (err) {
    if (!isValidOnceViolation(err)) throw err;
    throw new BusinessError('供应商配件已存在：同一供应商、配件和公司只能有一条有效记录', {
      status: 417,
      code: 'list',
    });
  }
}
