// The static-sheet baseline's styles: a sheet of only the hand-written app's antd components, extracted at build
// time with the portal's theme (scripts/build/antdStyles.ts extractComponentStyles, through the bench's build
// plugin), with its cache-path map, so antd's runtime inserts no <style> for what the sheet holds.
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import 'virtual:bench-hand.css';

reset(undefined, true);
