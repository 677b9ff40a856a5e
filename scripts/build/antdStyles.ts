// Build-time extraction of antd's styles. On every production build this plugin renders, in
// Node, every antd component the shell and the runtime import (found by reading their `from 'antd'` imports, plus
// the ones @formily/antd-v5 wraps and typical compositions such as a paged, selectable table) into a cssinjs cache,
// with the portal's own theme (src/app/theme.ts: the same token, hashed as at run time), and hands the result out
// as sheets: the shell's, the screens' `base` and one per optional group of components (src/app/antdSheetGroups.ts),
// each as a JS module `virtual:antd-sheet/<name>` that imports its CSS (`virtual:antd-sheet/<name>.css`) and then
// adds the sheet's cache-path map (what `extractStyle` of @ant-design/cssinjs appends as
// `.data-ant-cssinjs-cache-path{content:"path:hash;..."}`, taken out of the CSS) to src/app/antdStyleMap.ts, so
// antd's runtime finds each style's path and inserts no <style> for it. Locales change no style, and the portal
// has one antd theme (the light/dark settings are component props, not tokens), so one set of sheets covers both
// languages. Dev keeps runtime styles: the modules are empty there. The sheets are generated, never committed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type React from 'react';
import type { Plugin } from 'vite';
import { MAP_PREFIX, SHEET_GROUPS, SHEET_NAMES, type SheetGroup, type SheetName } from '../../src/app/antdSheetGroups';
import { antdThemeConfig, DEFAULT_THEME } from '../../src/app/theme';
import { designTokens } from '../../src/app/ThemeConfigProvider';

/** A sheet's JS module (its CSS, then its cache-path map handed to src/app/antdStyleMap.ts) and its CSS. */
export const sheetModule = (name: SheetName): string => `virtual:antd-sheet/${name}`;

/**
 * Components the layout imports but shows only after a click (the support contacts popover's table, the version
 * dialog's timeline): they go to the screens' sheets, so the first screen after sign-in stays small.
 */
const NOT_ON_FIRST_SCREEN = ['Table', 'Modal', 'Timeline', 'Popover'];

/** antd components used through @formily/antd-v5 or inside other components (pagination, selection, empty). */
const ALSO = [
  'Checkbox',
  'DatePicker',
  'InputNumber',
  'Radio',
  'Select',
  'Input',
  'Switch',
  'Cascader',
  'Form',
  'Pagination',
  'Tag',
  'Tooltip',
  'Divider',
  'Typography',
  'Spin',
  'Empty',
  'Button',
  'Space',
  'Grid',
  'Row',
  'Col',
  'Modal',
  'Dropdown',
  'Popover',
  'Popconfirm',
  'message',
  'notification',
  'Image',
  'Upload',
  'Progress',
  'Result',
  'Collapse',
  'Breadcrumb',
  'Avatar',
];

/** The source files (not tests) under a folder, recursively. */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** The antd exports the given source trees import by name. */
export function antdImports(dirs: string[]): Set<string> {
  const names = new Set<string>();
  for (const dir of dirs)
    for (const file of sourceFiles(dir))
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'antd'/g))
        for (const part of m[1].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim();
          if (name) names.add(name);
        }
  return names;
}

type Sheets = { sheets: Record<SheetName, string>; maps: Record<SheetName, string>; components: string[] };

const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

type El = React.ReactElement;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => El;
type Component = Record<string, unknown> & ((...a: unknown[]) => unknown);

/**
 * One cssinjs cache that antd components are rendered into (in Node, with the portal's theme) and extracted from.
 * `portal`: under the portal's provider (src/app/ThemeConfigProvider.ts: the theme's design tokens above
 * ConfigProvider too, so antd's icon reset is keyed by the portal's tokens as at run time); else under a plain
 * ConfigProvider (the render bench's hand-written baseline).
 */
async function extractor(portal = false) {
  // antd names its hash classes css-dev-only-do-not-override-* outside production: extract as the build ships.
  if (process.env.NODE_ENV !== 'production')
    throw new Error('antd styles: extract with NODE_ENV=production (vite build sets it)');
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const antd = (await import('antd')) as unknown as Record<string, unknown>;
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs');
  const h = React.createElement as H;
  const A = (n: string) => antd[n] as Component;
  const cache = createCache();
  const theme = antdThemeConfig(DEFAULT_THEME);
  const tokens = (antd.theme as { _internalContext: unknown })._internalContext as { Provider: unknown };
  const provider = (node: El): El => (portal ? h(tokens.Provider, { value: designTokens(theme) }, node) : node);
  const render = (node: El): boolean => {
    try {
      renderToString(h(StyleProvider, { cache }, provider(h(A('ConfigProvider'), { theme }, node))));
      return true;
    } catch {
      return false;
    }
  };
  const usable = (n: string) =>
    n !== 'ConfigProvider' && !!antd[n] && (typeof antd[n] === 'function' || typeof antd[n] === 'object');
  const done: string[] = [];
  const renderAll = (names: string[]) => {
    for (const n of names) {
      const C = A(n);
      let ok = false;
      if (/^[A-Z]/.test(n))
        ok =
          render(
            h(
              C,
              n === 'Dropdown' ? { menu: { items: [{ key: 'a', label: 'a' }] } } : {},
              n === 'Dropdown' ? h('span') : undefined,
            ),
          ) || ok;
      // Static members with styles of their own (Layout.Sider, Input.TextArea, Typography.Text, ...) and the popup
      // panels antd exposes for exactly this purpose (Select's dropdown, DatePicker's panel, Modal, message, ...).
      // (Form's members are left out: outside a Form they render with an empty class prefix; the compositions
      // below render them inside one.)
      if (n !== 'Form')
        for (const [k, v] of Object.entries(C ?? {}))
          if (
            /^[A-Z_]/.test(k) &&
            v &&
            (typeof v === 'function' || (typeof v === 'object' && '$$typeof' in (v as object)))
          )
            ok = render(h(v, {})) || ok;
      if (ok) done.push(n);
    }
  };
  const extract = () => extractStyle(cache, { plain: true, once: true });
  return { h, A, render, renderAll, usable, done, extract, cache };
}
type Extractor = Awaited<ReturnType<typeof extractor>>;

/**
 * Compositions whose inner parts only render with content: a paged, selectable, sortable table; a form with
 * labels, rules and a help text; tabs; descriptions; a multiple select; a picture upload. `only` limits them to
 * those whose component is in the list (a sheet for a given set of components).
 */
function renderCompositions({ h, A, render }: Extractor, only?: Set<string>): void {
  const has = (n: string) => !only || only.has(n);
  const columns = [
    { key: 'a', dataIndex: 'a', title: 'A', sorter: true, ellipsis: true },
    { key: 'b', dataIndex: 'b', title: 'B', fixed: 'right', width: 100 },
  ];
  const data = [{ id: '1', a: 'x', b: 'y' }];
  if (has('Table')) {
    for (const type of ['checkbox', 'radio'])
      for (const size of ['middle', 'small'])
        render(
          h(A('Table'), {
            rowKey: 'id',
            size,
            bordered: size === 'small',
            columns,
            dataSource: data,
            scroll: { x: 800 },
            rowSelection: { type },
            pagination: {
              total: 100,
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (t: number) => t,
            },
          }),
        );
    render(h(A('Table'), { rowKey: 'id', columns, dataSource: [], loading: true }));
  }
  const Form = A('Form');
  if (has('Form'))
    for (const layout of ['horizontal', 'vertical', 'inline'])
      render(
        h(
          Form,
          { layout },
          h(
            Form.Item,
            {
              label: 'L',
              required: true,
              help: 'e',
              validateStatus: 'error',
              tooltip: 't',
              extra: 'x',
            },
            h(A('Input'), {}),
          ),
        ),
      );
  if (has('Tabs')) render(h(A('Tabs'), { items: [{ key: 'a', label: 'a', children: 'a' }] }));
  if (has('Descriptions'))
    render(
      h(A('Descriptions'), {
        bordered: true,
        column: 2,
        items: [{ key: 'a', label: 'a', children: 'a' }],
      }),
    );
  if (has('Select'))
    render(
      h(A('Select'), {
        mode: 'multiple',
        value: ['a'],
        options: [{ value: 'a', label: 'a' }],
        allowClear: true,
      }),
    );
  if (has('Upload'))
    render(
      h(A('Upload'), {
        listType: 'picture-card',
        fileList: [{ uid: '1', name: 'a.png', status: 'done', url: 'a.png' }],
      }),
    );
}

/**
 * Renders the components in Node and returns the sheets with their cache-path maps (SheetName in
 * src/app/antdSheetGroups.ts): `shell`, the components the first screen after sign-in (src/layout, src/home,
 * src/app) imports, loaded with the layout; `base`, the rest of what the runtime (renderers/) and @formily/antd-v5
 * render except the optional groups' components, loaded with the screens; one sheet per optional group (date
 * pickers, uploads, tree, ...), loaded with the documents that name them. A group's sheet holds what its
 * components need beyond shell and base (always loaded before it), duplicates between groups included, so no
 * group depends on another. The maps are returned apart (`maps`): each sheet's module hands its own to cssinjs.
 */
export async function extractAntdStyles(root: string): Promise<Sheets> {
  const x = await extractor(true);
  const { h, A, render, renderAll, usable } = x;
  const shellNames = [...antdImports(['src/layout', 'src/home', 'src/app'].map((d) => resolve(root, d)))]
    .filter((n) => usable(n) && !NOT_ON_FIRST_SCREEN.includes(n))
    .sort();
  renderAll(shellNames);
  const items = [
    { key: 's', label: 's', children: [{ key: 'c', label: 'c' }] },
    { key: 'i', label: 'i' },
  ];
  for (const theme of ['dark', 'light'])
    for (const mode of ['inline', 'horizontal', 'vertical'])
      render(h(A('Menu'), { theme, mode, items, defaultOpenKeys: ['s'] }));
  render(
    h(A('Tabs'), {
      type: 'editable-card',
      hideAdd: true,
      items: [{ key: 'a', label: 'a', children: 'a', closable: true }],
    }),
  );
  const Layout = A('Layout');
  render(
    h(
      Layout,
      {},
      h(Layout.Sider, { collapsible: true, trigger: null }),
      h(Layout, {}, h(Layout.Header, {}), h(Layout.Content, {})),
    ),
  );
  const css: Partial<Record<SheetName, string>> = { shell: x.extract() };

  const grouped = new Set<string>(Object.values(SHEET_GROUPS).flat());
  const screenNames = screenComponents(root).filter((n) => usable(n) && !shellNames.includes(n));
  const baseNames = screenNames.filter((n) => !grouped.has(n));
  renderAll(baseNames);
  renderCompositions(x, new Set(baseNames));
  css.base = x.extract();
  // every group starts from the cache as it is after shell and base: what they hold is left out of its sheet
  const afterBase = { cache: new Map(x.cache.cache), extracted: new Set(x.cache.extracted) };
  for (const [group, names] of Object.entries(SHEET_GROUPS) as [SheetGroup, readonly string[]][]) {
    x.cache.cache = new Map(afterBase.cache);
    x.cache.extracted = new Set(afterBase.extracted);
    renderAll(names.filter((n) => usable(n) && !shellNames.includes(n)));
    renderCompositions(x, new Set(names));
    css[group] = x.extract();
  }
  const sheets = {} as Record<SheetName, string>;
  const maps = {} as Record<SheetName, string>;
  for (const name of SHEET_NAMES) {
    const text = css[name] ?? '';
    maps[name] = MAP_RULE.exec(text)?.[1] ?? '';
    sheets[name] = text.replace(MAP_RULE, '');
  }
  return { sheets, maps, components: [...new Set(x.done)] };
}

/** Every antd component the shell and the runtime import, with those used through @formily/antd-v5 or inside others. */
export function screenComponents(root: string): string[] {
  return [...new Set([...antdImports([resolve(root, 'src'), resolve(root, 'renderers')]), ...ALSO])].sort();
}

/**
 * One plain sheet (with its cache-path map) holding only the given antd components and their compositions: what a
 * team extracting the styles of its own page at build time ships (the render bench's static-sheet baseline).
 */
export async function extractComponentStyles(names: string[]): Promise<string> {
  const x = await extractor();
  x.renderAll(names.filter(x.usable).sort());
  renderCompositions(x, new Set(names));
  return x.extract();
}

export function antdStyles(): Plugin {
  let build = false;
  let root = process.cwd();
  let sheets: Promise<Sheets> | undefined;
  const PREFIX = '\0antd-sheet-';
  const get = async (ctx: { info: (m: string) => void }): Promise<Sheets> => {
    if (!sheets) {
      const t0 = Date.now();
      sheets = extractAntdStyles(root).then((r) => {
        const kb = SHEET_NAMES.map((n) => `${n} ${(r.sheets[n].length / 1024).toFixed(0)}`).join(', ');
        ctx.info(
          `antd styles extracted: ${r.components.length} components, sheets (KB raw) ${kb} in ${Date.now() - t0} ms`,
        );
        return r;
      });
    }
    return sheets;
  };
  return {
    name: 'portal-antd-styles',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      sheets = undefined;
    },
    resolveId(id) {
      const m = /^virtual:antd-sheet\/(\w+)(\.css)?$/.exec(id);
      if (m && (SHEET_NAMES as string[]).includes(m[1])) return `${PREFIX}${m[1]}${m[2] ? '.css' : '.js'}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const [name, ext] = id.slice(PREFIX.length).split('.') as [SheetName, string];
      if (ext === 'css')
        return build ? (await get(this)).sheets[name] : '/* dev: antd generates its styles at run time */';
      const css = `import ${JSON.stringify(`${sheetModule(name)}.css`)};`;
      if (!build) return css;
      const map = JSON.stringify(MAP_PREFIX + (await get(this)).maps[name]);
      return `${css}\nimport { addAntdStyleMap } from ${JSON.stringify(resolve(root, 'src/app/antdStyleMap.ts'))};\naddAntdStyleMap(${map});\n`;
    },
  };
}
