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
      name: 'checker-own-room',
      comment: 'checker/ (the schema language checker, a library) never imports src/ (the shell), server/ (the gateway) or scripts/ (entry points); it reads renderers/ pure data (manifest, expression) and schemas/meta',
      severity: 'error',
      from: { path: '^checker/' },
      to: { path: '^(src|server|scripts)/' },
    },
    {
      name: 'checker-only-for-tools-and-playground',
      comment: 'the runtime, the gateway and the shell outside the playground never import checker/ (the gateway runs the CLI in a child process, server/auth/schemas-verify.ts)',
      severity: 'error',
      from: { path: '^(renderers|server|src)/', pathNot: '^src/playground/' },
      to: { path: '^checker/' },
    },
    {
      name: 'scripts-are-entry-points',
      comment: 'scripts/ holds entry points (CLIs, Vite plugins, benches): the product rooms never import it',
      severity: 'error',
      from: { path: '^(renderers|server|src|checker)/' },
      to: { path: '^scripts/' },
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
