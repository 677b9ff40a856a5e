// ESLint flat config (docs/architecture.md "How the rules are enforced"). `npm run lint` runs it with
// --max-warnings 0, so a warning fails `npm test` the same as an error.
//
// typescript-eslint's non-type-checked recommended set: the type-aware sets need a TypeScript program for
// every file and would take most of a minute on two cores; `npm run typecheck` already covers types.
// react-hooks: the two classic rules only (rules-of-hooks, exhaustive-deps), both errors; the React Compiler
// rules of the plugin's recommended set are not adopted (the project does not use the compiler).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', '**/*.generated.ts', 'coverage/**', 'tests/fixtures/**'],
  },
  {
    files: [
      '{src,renderers,server,checker,scripts,tests}/**/*.{ts,tsx}',
      '*.config.{ts,js}',
      '.dependency-cruiser.cjs',
    ],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
