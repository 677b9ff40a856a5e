// Which antd components each of the screens' build-time sheets holds, shared by the build
// (scripts/build/antdStyles.ts extracts one sheet per group) and the run time (src/app/antdSheets.ts loads a
// group's sheet with the screens that need it). `base` is what every screen renders (the table and its pager,
// the filter form's inputs, buttons, dialogs, messages): it loads with the screen host. The other groups load
// with the documents whose fields name them (SCREEN_FIELDS), so a search page without a date filter never loads
// the date pickers' styles. Each group's sheet holds the styles its components need beyond the shell's and base's
// sheets (which are always loaded before it), so the groups do not depend on each other.

/** The optional groups and their antd components; every other component the runtime imports is in `base`. */
export const SHEET_GROUPS = {
  date: ['DatePicker', 'TimePicker', 'Calendar'],
  upload: ['Upload', 'Image', 'Progress'],
  tree: ['Tree', 'TreeSelect'],
  cascader: ['Cascader'],
  transfer: ['Transfer'],
  detail: ['Descriptions', 'Timeline', 'Collapse', 'Breadcrumb', 'Avatar', 'Steps'],
} as const;

export type SheetGroup = keyof typeof SHEET_GROUPS;
export type SheetName = 'shell' | 'base' | SheetGroup;
export const SHEET_NAMES: SheetName[] = ['shell', 'base', ...(Object.keys(SHEET_GROUPS) as SheetGroup[])];

/** The runtime's field components (renderers/manifest.ts names) that render a group's antd components. */
export const SCREEN_FIELDS: Record<string, SheetGroup> = {
  DatePicker: 'date',
  DateRangePicker: 'date',
  ImageUpload: 'upload',
  FileUpload: 'upload',
  CheckTree: 'tree',
  Cascader: 'cascader',
  Transfer: 'transfer',
};

/** The groups a document's fields, actions and kind need (its field components anywhere in it, an import action). */
export function sheetsOf(kind: string, doc: unknown): SheetGroup[] {
  const out = new Set<SheetGroup>(kind === 'detail' ? ['detail'] : []);
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'x-component' && typeof x === 'string' && SCREEN_FIELDS[x]) out.add(SCREEN_FIELDS[x]);
      else if (k === 'import' && x && typeof x === 'object') out.add('upload'); // an action's import dialog
      walk(x);
    }
  };
  walk(doc);
  return [...out];
}

/** The prefix of a sheet's serialized cache-path map in its JS module (scripts/bench-shell.ts empties it there). */
export const MAP_PREFIX = 'antd-map;';
