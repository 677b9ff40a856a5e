// The room of antd's copies (renderers/antd-light/README.md): only that folder imports antd's private modules,
// so an antd upgrade has one place to re-check. Like scripts/rooms.test.ts, the dependency-cruiser CLI runs with
// the repository's .dependency-cruiser.cjs on a planted tree (node_modules linked to the repository's, so the
// imports resolve as in the code) holding violations and allowed imports, and must report exactly the violations.
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruisePlanted, type PlantedRun, type Violation } from './rooms-planted';

const RULE = 'antd-internals-only-in-antd-light';

const PLANTED: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
    },
  }),
  // the fence itself may import antd's private modules
  'renderers/antd-light/Modal.ts':
    "import ContextIsolator from 'antd/es/_util/ContextIsolator';\nimport { useZIndex } from 'antd/es/_util/hooks/useZIndex';\nimport useModalStyle from 'antd/es/modal/style';\nexport const m = [ContextIsolator, useZIndex, useModalStyle];\n",
  // allowed anywhere: antd's entry, a component's entry (types), a locale
  'renderers/page/Columns.ts':
    "import { Table } from 'antd';\nimport type { ColumnsType } from 'antd/es/table';\nimport zhCN from 'antd/es/locale/zh_CN';\nexport const c: ColumnsType<object> = [];\nexport const t = [Table, zhCN];\n",
  // allowed anywhere too: an rc-* package's own entry (src/app/motion.tsx: rc-motion's Provider)
  'src/Motion.ts': "import { Provider } from 'rc-motion';\nexport const p = Provider;\n",
  // violations: a private module from renderers/ (a value and a type-only import), a style hook from src/,
  // antd's CommonJS internals from scripts/, a deep path into an rc-* package from tests/
  'renderers/fields/Deep.ts':
    "import zIndexContext from 'antd/es/_util/zindexContext';\nexport const z = zIndexContext;\n",
  'renderers/fields/TypeOnly.ts':
    "import type { FormItemStatusContextProps } from 'antd/es/form/context';\nexport const s: FormItemStatusContextProps = {};\n",
  'src/Styled.ts': "import useButtonStyle from 'antd/es/button/style';\nexport const b = useButtonStyle;\n",
  'scripts/Cjs.ts': "import useSize from 'antd/lib/config-provider/hooks/useSize';\nexport const u = useSize;\n",
  'tests/Portal.ts': "import Portal from '@rc-component/portal/es/Portal';\nexport const p = Portal;\n",
};

let run: PlantedRun;
let exitCode: number;
let violations: Violation[];

beforeAll(async () => {
  run = await cruisePlanted(PLANTED, ['src', 'renderers', 'scripts', 'tests'], { linkModules: true });
  ({ exitCode, violations } = run);
}, 120_000);

afterAll(() => run?.remove());

describe("room rule: antd's private modules only in renderers/antd-light (planted tree)", () => {
  it('fails the run as `npm run rooms` runs it', () => {
    expect(exitCode).not.toBe(0);
  });

  it('reports each private import outside the folder, type-only included, and nothing else', () => {
    const found = violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to.replace(/^.*node_modules\//, '')}`).sort();
    expect(found).toEqual([
      `${RULE}: renderers/fields/Deep.ts -> antd/es/_util/zindexContext.js`,
      `${RULE}: renderers/fields/TypeOnly.ts -> antd/es/form/context.js`,
      `${RULE}: scripts/Cjs.ts -> antd/lib/config-provider/hooks/useSize.js`,
      `${RULE}: src/Styled.ts -> antd/es/button/style/index.js`,
      `${RULE}: tests/Portal.ts -> @rc-component/portal/es/Portal.js`,
    ]);
  });
});
