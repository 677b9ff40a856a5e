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
      comment:
        'src/ reaches renderers/ only through its entries: renderers/index.ts (React) and renderers/core.ts (pure)',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^renderers/', pathNot: '^renderers/(index|core)\\.ts$' },
    },
    {
      name: 'gateway-core-not-to-business',
      comment:
        'server/core/ (the platform: sign-in, menu, console, access administration, dictionaries, screen documents) never imports server/business/ (the after-sales domains); business may use core',
      severity: 'error',
      from: { path: '^server/core/' },
      to: { path: '^server/business/' },
    },
    {
      name: 'checker-own-room',
      comment:
        'checker/ (the schema language checker, a library) never imports src/ (the shell), server/ (the gateway) or scripts/ (entry points); it reads renderers/ pure data (manifest, expression) and schemas/meta',
      severity: 'error',
      from: { path: '^checker/' },
      to: { path: '^(src|server|scripts)/' },
    },
    {
      name: 'checker-reads-pure-runtime',
      comment:
        "checker/ reads only the runtime's pure modules: its core entry, the manifest (component and rule descriptors), the answer modes and the expression parser; never the React code (a screen kind's portal half is renderers/screen/kinds.tsx, held to the checker's half by a test, not an import)",
      severity: 'error',
      from: { path: '^checker/' },
      to: { path: '^renderers/', pathNot: '^renderers/(core|manifest|calls/answers)\\.ts$|^renderers/expression/' },
    },
    {
      name: 'checker-only-for-tools-and-playground',
      comment:
        'the runtime, the gateway and the shell outside the playground never import checker/ (the gateway runs the CLI in a child process, server/auth/schemas-verify.ts)',
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
      name: 'antd-internals-only-in-antd-light',
      comment:
        "only renderers/antd-light/ (the copies of antd's markup, checked against one antd release: its README) imports antd's private modules: " +
        'a path under antd/es or antd/lib other than a component entry (antd/es/table) or a locale (antd/es/locale/zh_CN), or a deep path into rc-* or @rc-component/*',
      severity: 'error',
      from: { pathNot: '^renderers/antd-light/' },
      to: {
        path: '(^|/)node_modules/(antd/(es|lib)/|(rc-[^/]+|@rc-component/[^/]+)/(es|lib)/)',
        // antd's component entries and locales, and an rc-* package's own entry (rc-motion: its Provider)
        pathNot:
          '(^|/)node_modules/(antd/(es|lib)/([a-z-]+|locale/[a-z]{2}_[A-Z]{2})|(rc-[^/]+|@rc-component/[^/]+)/(es|lib))(/index)?\\.(js|d\\.ts)$',
      },
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
    // node_modules are never followed (doNotFollow); antd's and rc-*'s stay in the graph as targets, for the
    // antd-internals rule to read their paths
    exclude: { path: '(^|/)(dist|data|coverage)/|^node_modules/(?!antd/|rc-|@rc-component/)' },
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
