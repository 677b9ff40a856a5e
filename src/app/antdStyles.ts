// antd's styles extracted at build time (scripts/build/antdStyles.ts): the shell's sheet, loaded with the layout
// chunk (/login does not load it). Vite applies a chunk's CSS before it runs the chunk, so the sheet is in the
// document when its module adds its cache-path map (src/app/antdStyleMap.ts); from then on antd inserts no
// <style> for anything the sheet holds. In dev the sheet is empty: runtime styles.
import 'virtual:antd-sheet/shell';
