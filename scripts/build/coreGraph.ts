// The runtime's pure core (renderers/core.ts) and what it reaches: walks the import graph with the TypeScript
// parser and reports every module that imports React, antd or Formily's React bindings, or runs something at
// import time (a top-level call, assignment or loop: registering into a global, filling a module-level table,
// touching window/globalThis/localStorage). coreGraph.test.ts holds the core to it; the build (vite.config.ts)
// trusts it: the core's modules are declared free of side effects, so the sign-in bundle keeps only the
// functions the shell calls, and they stay out of the runtime's chunk.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const FORBIDDEN = ['react', 'react-dom', 'antd', '@formily/react', '@formily/antd-v5'];
const isForbidden = (spec: string): boolean => FORBIDDEN.some((p) => spec === p || spec.startsWith(`${p}/`));

/** Calls allowed at the top level: they build a value and change nothing. */
const PURE_CALLS = new Set([
  'Object.freeze',
  'Object.keys',
  'Object.values',
  'Object.entries',
  'Object.fromEntries',
  'Symbol',
  'String.raw',
  'RegExp',
]);
const PURE_NEW = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'RegExp', 'Error']);
const GLOBALS = new Set([
  'window',
  'globalThis',
  'self',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'process',
]);

/** A relative import's file (.ts, .tsx or .json; an index file for a folder), or undefined. */
export function resolveLocal(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (/\.(tsx?|json)$/.test(c) && existsSync(c)) return c;
  return undefined;
}

/** Why an expression evaluated at import time is not side-effect free, or undefined when it is. */
function impurity(node: ts.Node, sf: ts.SourceFile, pureLocal: ReadonlySet<string> = new Set()): string | undefined {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)) return undefined; // runs later
  if (ts.isIdentifier(node) && GLOBALS.has(node.text)) return `reads the global ${node.text}`;
  // a mark on the line before the expression is a leading comment to TypeScript; one after `=` on the same line (as
  // prettier puts it) a trailing comment of the `=`
  const marks = [
    ...(ts.getLeadingCommentRanges(sf.text, node.pos) ?? []),
    ...(ts.getTrailingCommentRanges(sf.text, node.pos) ?? []),
  ];
  const pureMark = marks.some((r) => /[#@]__PURE__/.test(sf.text.slice(r.pos, r.end)));
  if (ts.isCallExpression(node) && !pureMark) {
    const callee = node.expression.getText(sf);
    // import.meta.glob is resolved at build time (its pattern is checked below); a module's own arrow function
    // whose body is a pure expression (const t = (a, b) => ({ a, b })) builds a value.
    if (!PURE_CALLS.has(callee) && callee !== 'import.meta.glob' && !pureLocal.has(callee))
      return `calls ${callee}() at import time`;
  }
  if (ts.isNewExpression(node) && !pureMark && !PURE_NEW.has(node.expression.getText(sf)))
    return `constructs ${node.expression.getText(sf)} at import time`;
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  ) {
    return `assigns ${node.left.getText(sf)} at import time`;
  }
  if (
    ts.isDeleteExpression(node) ||
    ts.isPostfixUnaryExpression(node) ||
    (ts.isPrefixUnaryExpression(node) &&
      [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator))
  ) {
    return `changes state at import time: ${node.getText(sf)}`;
  }
  let found: string | undefined;
  ts.forEachChild(node, (child) => {
    found ??= impurity(child, sf, pureLocal);
  });
  return found;
}

export interface GraphReport {
  modules: string[];
  problems: string[];
}

/** Every module reachable from the entry by relative imports, and what in them breaks the core's rules. */
export function checkPureGraph(entry: string, root = dirname(entry)): GraphReport {
  const seen = new Set<string>();
  const problems: string[] = [];
  const stack = [resolve(entry)];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.json')) continue; // data: no code runs
    const name = relative(root, file);
    const sf = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const follow = (spec: string, typeOnly: boolean) => {
      if (isForbidden(spec)) problems.push(`${name} imports ${spec}`);
      else if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (!target) problems.push(`${name}: cannot resolve ${spec}`);
        else if (!typeOnly || !target.endsWith('.json')) stack.push(target);
      }
    };
    const pureLocal = new Set<string>();
    for (const st of sf.statements) {
      if (!ts.isVariableStatement(st)) continue;
      for (const d of st.declarationList.declarations) {
        const f = d.initializer;
        if (ts.isIdentifier(d.name) && f && ts.isArrowFunction(f) && !ts.isBlock(f.body) && !impurity(f.body, sf))
          pureLocal.add(d.name.text);
      }
    }
    for (const st of sf.statements) {
      if (ts.isImportDeclaration(st)) {
        const spec = (st.moduleSpecifier as ts.StringLiteral).text;
        if (!st.importClause) problems.push(`${name}: side-effect import "${spec}"`);
        follow(spec, !!st.importClause?.isTypeOnly);
      } else if (ts.isExportDeclaration(st)) {
        if (st.moduleSpecifier) follow((st.moduleSpecifier as ts.StringLiteral).text, st.isTypeOnly);
      } else if (ts.isExportAssignment(st)) {
        const why = impurity(st.expression, sf, pureLocal);
        if (why) problems.push(`${name}: ${why}`);
      } else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          const why = d.initializer && impurity(d.initializer, sf, pureLocal);
          if (why) problems.push(`${name}: ${why}`);
        }
      } else if (ts.isClassDeclaration(st)) {
        for (const m of st.members) {
          const init =
            ts.isPropertyDeclaration(m) && m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)
              ? m.initializer
              : undefined;
          const why = init && impurity(init, sf, pureLocal);
          if (why) problems.push(`${name}: static ${why}`);
          if (ts.isClassStaticBlockDeclaration(m)) problems.push(`${name}: a static block runs at import time`);
        }
      } else if (
        !ts.isFunctionDeclaration(st) &&
        !ts.isInterfaceDeclaration(st) &&
        !ts.isTypeAliasDeclaration(st) &&
        !ts.isEnumDeclaration(st) &&
        !ts.isModuleDeclaration(st) &&
        !ts.isEmptyStatement(st)
      ) {
        problems.push(`${name}: top-level statement runs at import time: ${st.getText(sf).slice(0, 60)}`);
      }
      // import.meta.glob pulls files in by pattern: only data may be globbed eagerly into the core.
      ts.forEachChild(st, function visit(n): void {
        if (ts.isCallExpression(n) && n.expression.getText(sf) === 'import.meta.glob') {
          const pattern = n.arguments[0] && ts.isStringLiteral(n.arguments[0]) ? n.arguments[0].text : '';
          if (!pattern.endsWith('.json')) problems.push(`${name}: import.meta.glob of code (${pattern})`);
        }
        ts.forEachChild(n, visit);
      });
    }
  }
  return { modules: [...seen].map((f) => relative(root, f)).sort(), problems };
}

export const CORE_ENTRY = resolve(dirname(fileURLToPath(import.meta.url)), '../../renderers/core.ts');

let proven: Set<string> | undefined;
/** The absolute paths of the core's modules; throws when the core is not pure (the build stops with the reason). */
export function coreModules(): ReadonlySet<string> {
  if (!proven) {
    const root = resolve(dirname(CORE_ENTRY), '..');
    const report = checkPureGraph(CORE_ENTRY, root);
    if (report.problems.length) throw new Error(`renderers/core.ts is not pure: ${report.problems.join('; ')}`);
    proven = new Set(report.modules.map((m) => resolve(root, m)));
  }
  return proven;
}
