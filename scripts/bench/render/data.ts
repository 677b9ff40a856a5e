// The data the bench screens show, shared by the schema and hand-written apps (same rows, same options).
export const OPTIONS = Array.from({ length: 20 }, (_, i) => ({ label: `选项${i + 1}`, value: `V${i + 1}` }));
export const COLUMNS = Array.from({ length: 10 }, (_, i) => ({ key: `c${i}`, title: `列${i + 1}` }));
export const rows = (n: number) =>
  Array.from({ length: n }, (_, r) => ({
    id: `R${r}`,
    ...Object.fromEntries(COLUMNS.map((c, i) => [c.key, `值${r}-${i}`])),
  }));
export const FILTERS = [
  ...Array.from({ length: 6 }, (_, i) => ({ name: `input${i}`, title: `输入${i + 1}`, kind: 'input' as const })),
  ...Array.from({ length: 4 }, (_, i) => ({ name: `select${i}`, title: `选择${i + 1}`, kind: 'select' as const })),
  ...Array.from({ length: 2 }, (_, i) => ({ name: `date${i}`, title: `日期${i + 1}`, kind: 'date' as const })),
];
/** Each list's total count, the same in both apps (so both pagers draw the same items). */
export const TOTAL = { search: 100, picker: 20, returnParts: 200 } as const;
export const FORM_FIELDS = Array.from({ length: 500 }, (_, i) => ({ name: `f${i}`, title: `字段${i + 1}` }));
/** An answer after a microtask, like a resolved fetch. */
export const later = <T>(v: T): Promise<T> => Promise.resolve(v);
export type Screen = 'search' | 'picker' | 'form' | 'returnParts';
/** The return-parts dialog's rows (001 §3 returnable parts row): 50 editable lines, quantity empty. */
export const RETURN_ROWS = 50;
export const returnRows = (n: number) =>
  Array.from({ length: n }, (_, r) => ({
    id: `L${r}`,
    saleOrderNo: `XS2025${String(r).padStart(6, '0')}`,
    partsNo: `P${String(r % 17).padStart(7, '0')}`,
    partsName: `配件${r}`,
    partsDrawingNo: `D-${r}`,
    warehouseId: 'W1',
    warehouseName: '东北新件1号库',
    returnBasePrice: 10 + r / 100,
    realReturnBasePrice: 9.5 + r / 100,
    approveQty: 100,
    remainQty: 100,
    qty: null as number | null,
    unit: '个',
    whetherReturn: 1,
    realReturnAmt: null as number | null,
  }));
