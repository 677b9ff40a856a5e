// The cascade of the region picker (001 §2.1): choosing a level selects the first child of every level
// below; clearing a level clears all levels below.
export interface RegionNode {
  regionCode: string;
  regionName: string;
  childList?: RegionNode[];
}

export const LEVELS = 3;

/** The options of each level for the current value. */
export function regionOptions(tree: readonly RegionNode[], value: readonly (string | undefined)[]): RegionNode[][] {
  const out: RegionNode[][] = [];
  let list: readonly RegionNode[] = tree;
  for (let i = 0; i < LEVELS; i++) {
    out.push([...list]);
    const hit = list.find((n) => n.regionCode === value[i]);
    list = hit?.childList ?? [];
  }
  return out;
}

export function selectRegion(
  tree: readonly RegionNode[],
  value: readonly (string | undefined)[],
  level: number,
  code: string | undefined,
): string[] {
  const next = value.slice(0, level) as string[];
  if (code === undefined) return next;
  next.push(code);
  let node = regionOptions(tree, next)[level].find((n) => n.regionCode === code);
  for (let i = level + 1; i < LEVELS && node?.childList?.length; i++) {
    node = node.childList[0];
    next.push(node.regionCode);
  }
  return next;
}

/** The codes from the province down to `code` (a district's [province, city, district]); [] when the tree lacks it. */
export function regionPath(tree: readonly RegionNode[], code: string | undefined): string[] {
  if (!code) return [];
  for (const node of tree) {
    if (node.regionCode === code) return [code];
    const below = regionPath(node.childList ?? [], code);
    if (below.length) return [node.regionCode, ...below];
  }
  return [];
}
