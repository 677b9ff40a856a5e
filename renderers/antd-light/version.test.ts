// The upgrade gate (README.md "After an antd upgrade"): the copies in this folder reproduce one antd release's
// markup, classes and behaviour, and their markup tests compare them with that release's components. When another
// release is installed, this test fails until someone has re-checked them and moved CHECKED_ANTD_VERSION on.
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_ANTD_VERSION } from './version';

const installed = (
  JSON.parse(readFileSync(resolve(__dirname, '../../node_modules/antd/package.json'), 'utf8')) as { version: string }
).version;

/** What to re-check, printed when the versions differ. */
const RECHECK = [
  `antd ${installed} is installed; the copies in renderers/antd-light/ were checked against antd ${CHECKED_ANTD_VERSION}.`,
  'Re-check them (renderers/antd-light/README.md "After an antd upgrade"):',
  "  1. npx vitest run --project 'unit*' renderers/antd-light (the markup tests compare each copy with antd's own component);",
  "  2. for each failure, read antd's component (node_modules/antd/es/<component>) and make the copy match it again;",
  '  3. check the private modules LightModal imports (antd/es/_util/ContextIsolator, _util/hooks/useZIndex, _util/zindexContext) still exist with the same exports;',
  '  4. open a search page and a picker in the browser (tests/e2e/blocks-pickers.test.ts);',
  `  5. then set CHECKED_ANTD_VERSION in renderers/antd-light/version.ts to ${installed}.`,
  'Or turn the copies off (VITE_ANTD_LIGHT=off, README.md "The switch") until they are re-checked.',
].join('\n');

describe('the antd copies (renderers/antd-light)', () => {
  it('were checked against the installed antd release', () => {
    expect(installed, RECHECK).toBe(CHECKED_ANTD_VERSION);
  });
});
