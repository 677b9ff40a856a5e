// The room rules of docs/architecture.md ("Parts and rooms", "How the rules are enforced"), checked by
// `npm run rooms` (part of `npm test`). Type-only imports count (tsPreCompilationDeps), so a room cannot be
// entered through `import type` either. scripts/rooms.test.ts runs this file on planted violations
// (tests/fixtures/rooms/) so a rule that silently matches nothing fails the test.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'renderers-not-to-shell-or-gateway',
      comment: 'renderers/ (the runtime) never imports src/ (the shell) or server/ (the gateway)',
      severity: 'error',
      from: { path: '^renderers/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'gateway-not-to-front',
      comment: 'server/ never imports renderers/ or src/; it reads schemas/ as JSON',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(renderers|src)/' },
    },
    {
      name: 'shell-through-runtime-entries',
      comment: 'src/ reaches renderers/ only through its entries: renderers/index.ts (React) and renderers/core.ts (pure)',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^renderers/', pathNot: '^renderers/(index|core)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles (type-only imports included) anywhere in the code, tests included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
