// The search form's columns by window width (001 §2.6, 000 §9): 4 at >= 1200, 3 from 1080, else 2;
// collapsed it shows 2 x columns - 1 fields, the last slot holding the buttons.
export function searchColumns(width: number): number {
  if (width >= 1200) return 4;
  if (width >= 1080) return 3;
  return 2;
}

export function visibleFieldCount(columns: number, total: number, expanded: boolean): number {
  return expanded ? total : Math.min(total, 2 * columns - 1);
}
