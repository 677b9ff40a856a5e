// antd's styles extracted at build time (scripts/build/antdStyles.ts): the shell's sheet, loaded with the layout
// chunk (/login does not load it). Vite applies a chunk's CSS before it runs the chunk, so the sheet is in the
// document when this module runs. @ant-design/cssinjs reads its cache-path map once, at the first style it
// registers (on /login, before this sheet existed: an empty map); reset() makes it read the map again at the
// next style, and from then on antd inserts no <style> for anything the sheet holds. In dev the sheet is empty
// and the map stays empty: runtime styles.
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import 'virtual:antd-shell.css';

export const rereadStyleMap = (): void => reset(undefined, true);
rereadStyleMap();
