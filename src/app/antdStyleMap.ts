// The cache-path map of antd's build-time sheets (scripts/build/antdStyles.ts), merged as each sheet arrives.
// @ant-design/cssinjs looks a style's path up in one map before it inserts a <style>; by itself it reads that map
// once, from one CSS rule, which cannot describe sheets that load one by one in any order. So each sheet's JS
// module (virtual:antd-sheet/<name>) imports its CSS (Vite applies a chunk's CSS before the chunk runs) and then
// adds its own paths here; the merged map is handed to cssinjs with reset(), and from then on antd inserts no
// <style> for anything a loaded sheet holds. In dev the sheets are empty and nothing is added: runtime styles.
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { MAP_PREFIX } from './antdSheetGroups';

const map: Record<string, string> = {};

/** Adds a sheet's paths ("antd-map;path:hash;path:hash...") and makes cssinjs use the merged map. */
export function addAntdStyleMap(serialized: string): void {
  for (const item of serialized.slice(MAP_PREFIX.length).split(';')) {
    const i = item.indexOf(':');
    if (i > 0) map[item.slice(0, i)] = item.slice(i + 1);
  }
  reset(map, true);
}
