// The cross-reference checks of pickers, pages, forms and details: their calls, the answer fields their
// columns and value mapping name, their fields and rules, and the actions (permission names, what they open).
import { PERMISSION_ACTIONS } from '../renderers/manifest';
import { checkAnswerField, resolveCallRef, tableRowCalls } from './calls';
import { checkFields, checkFormRules, formFieldNames } from './fields';
import { type CallEntry, type Ctx, type Doc, arr, rec, str } from './model';
import { listNames, unknownName } from './names';
import { seg } from './problem';

/** A route with {field} or :param placeholders, reduced to its shape for matching menu paths. */
export const routeShape = (path: string) => path.replace(/\{[^}]*\}|:[A-Za-z0-9_]+/g, '*');

function checkOpen(ctx: Ctx, doc: Doc, open: unknown, pointer: string): void {
  const o = rec(open);
  if (!o) return;
  for (const kind of ctx.openable) {
    const id = str(o[kind]);
    if (id === undefined) continue;
    const known = ctx.index.byId.get(kind) ?? new Map();
    if (!known.has(id))
      ctx.report(doc.file, { pointer: `${pointer}/${kind}`, message: unknownName(kind, id, known.keys(), `${kind}s`) });
  }
  const route = str(o.route);
  if (route !== undefined && ctx.index.menuEntries.length > 0 && !ctx.index.broken.has('menu')) {
    const paths = ctx.index.menuEntries.map((m) => str(m.entry.path)).filter((p): p is string => !!p);
    if (!paths.some((p) => routeShape(p) === routeShape(route.split('?')[0]))) {
      ctx.report(doc.file, {
        pointer: `${pointer}/route`,
        message: `route "${route}" is no menu path, so the route guard would refuse it; add an entry (hidden if need be) to schemas/menus/`,
      });
    }
  }
}

function checkActions(ctx: Ctx, doc: Doc, list: unknown, pointer: string, withAction: boolean): void {
  arr(list).forEach((a, i) => {
    const action = rec(a);
    if (!action) return;
    const at = `${pointer}/${i}`;
    const name = str(action.action);
    if (withAction && name !== undefined && !PERMISSION_ACTIONS.includes(name)) {
      ctx.report(doc.file, {
        pointer: `${at}/action`,
        message: unknownName('permission action', name, PERMISSION_ACTIONS, 'actions'),
      });
    }
    if (action.call !== undefined) resolveCallRef(ctx, doc, `${at}/call`, action.call, 'any');
    checkOpen(ctx, doc, action.open, `${at}/open`);
    const download = rec(action.download);
    if (download?.call !== undefined) resolveCallRef(ctx, doc, `${at}/download/call`, download.call, 'file');
    const upload = rec(action.import);
    if (upload?.call !== undefined) resolveCallRef(ctx, doc, `${at}/import/call`, upload.call, 'upload');
    if (upload?.templateCall !== undefined)
      resolveCallRef(ctx, doc, `${at}/import/templateCall`, upload.templateCall, 'file');
    const approval = rec(action.approval);
    if (approval?.call !== undefined) resolveCallRef(ctx, doc, `${at}/approval/call`, approval.call, 'any');
    const records = rec(action.changeRecords);
    if (records?.call !== undefined) resolveCallRef(ctx, doc, `${at}/changeRecords/call`, records.call, 'any');
  });
}

function checkColumns(ctx: Ctx, doc: Doc, columns: unknown, pointer: string, calls: CallEntry[]): void {
  arr(columns).forEach((c, i) => {
    const key = str(rec(c)?.key);
    if (key !== undefined) checkAnswerField(ctx, doc, { pointer: `${pointer}/${i}/key` }, key, calls);
    // format user: the name shown is an answer field too
    const nameKey = str(rec(c)?.nameKey);
    if (nameKey !== undefined) checkAnswerField(ctx, doc, { pointer: `${pointer}/${i}/nameKey` }, nameKey, calls);
    // format dict with dictBy: the field picking a row's dictionary is an answer field too
    const dictBy = str(rec(rec(c)?.dictBy)?.field);
    if (dictBy !== undefined) checkAnswerField(ctx, doc, { pointer: `${pointer}/${i}/dictBy/field` }, dictBy, calls);
  });
}

export function checkPicker(ctx: Ctx, doc: Doc): void {
  const calls = resolveCallRef(ctx, doc, '/call', doc.data.call, 'rows');
  checkFields(ctx, doc, doc.data.filters, '/filters');
  checkFormRules(ctx, doc, formFieldNames(doc) ?? []);
  // a computed column's key is a row field of its own (not asked of the call)
  const computed = new Set(arr(doc.data.computed).flatMap((c) => str(rec(c)?.key) ?? []));
  arr(doc.data.columns).forEach((c, i) => {
    const key = str(rec(c)?.key);
    if (key !== undefined && !computed.has(key))
      checkAnswerField(ctx, doc, { pointer: `/columns/${i}/key` }, key, calls);
  });
  const value = rec(doc.data.value);
  for (const k of ['key', 'label']) {
    const name = str(value?.[k]);
    if (name !== undefined) checkAnswerField(ctx, doc, { pointer: `/value/${k}` }, name, calls);
  }
}

export function checkPage(ctx: Ctx, doc: Doc): void {
  const calls = resolveCallRef(ctx, doc, '/call', doc.data.call, 'rows');
  checkFields(ctx, doc, doc.data.filters, '/filters');
  checkFormRules(ctx, doc, formFieldNames(doc) ?? []);
  checkColumns(ctx, doc, doc.data.columns, '/columns', calls);
  const rowKey = str(doc.data.rowKey);
  if (rowKey !== undefined) checkAnswerField(ctx, doc, { pointer: '/rowKey' }, rowKey, calls);
  checkActions(ctx, doc, doc.data.toolbar, '/toolbar', false);
  checkActions(ctx, doc, doc.data.rowActions, '/rowActions', true);
}

export function checkForm(ctx: Ctx, doc: Doc): void {
  const load = rec(doc.data.load);
  if (load) resolveCallRef(ctx, doc, '/load/call', load.call, 'object');
  const submit = rec(doc.data.submit);
  if (submit) resolveCallRef(ctx, doc, '/submit/call', submit.call, 'any');
  checkFields(ctx, doc, doc.data.fields, '/fields');
  checkFormRules(ctx, doc, formFieldNames(doc) ?? []);
}

/** A detail table: its field is an answer field whose row fields the call declares (rowFields), its columns,
 * rowKey and row actions name those. */
function checkDetailTable(ctx: Ctx, doc: Doc, table: Record<string, unknown>, at: string, calls: CallEntry[]): void {
  const field = str(table.field);
  if (field !== undefined) {
    checkAnswerField(ctx, doc, { pointer: `${at}/field` }, field, calls, 'list field');
    const declared = calls.filter((c) => Array.isArray(rec(c.call.rowFields)?.[field]));
    for (const c of calls.filter((x) => Array.isArray(x.call.fields) && !declared.includes(x))) {
      const lists = Object.keys(rec(c.call.rowFields) ?? {});
      ctx.report(doc.file, {
        pointer: `${at}/field`,
        message: `call ${c.id} declares no row fields for "${field}", so the columns cannot be checked; add "rowFields": { "${field}": [...] } to it in ${c.file.rel}${lists.length ? ` (it declares rowFields for: ${listNames(lists)})` : ''}`,
      });
    }
    const rowCalls = tableRowCalls(declared, field);
    checkColumns(ctx, doc, table.columns, `${at}/columns`, rowCalls);
    const rowKey = str(table.rowKey);
    if (rowKey !== undefined) checkAnswerField(ctx, doc, { pointer: `${at}/rowKey` }, rowKey, rowCalls, 'row field');
  }
  checkActions(ctx, doc, table.rowActions, `${at}/rowActions`, true);
}

export function checkDetail(ctx: Ctx, doc: Doc): void {
  const calls = resolveCallRef(ctx, doc, '/call', doc.data.call, 'object');
  arr(doc.data.sections).forEach((s, i) => {
    checkColumns(ctx, doc, rec(s)?.fields, `/sections/${i}/fields`, calls);
    const table = rec(rec(s)?.table);
    if (table) checkDetailTable(ctx, doc, table, `/sections/${i}/table`, calls);
    else if (rec(s) && rec(s)?.fields === undefined)
      ctx.report(doc.file, {
        pointer: `/sections/${i}`,
        message: 'a section shows "fields", a "table" or both; it has neither',
      });
  });
  checkActions(ctx, doc, doc.data.actions, '/actions', true);
  const records = rec(doc.data.changeRecords);
  if (records?.call !== undefined) resolveCallRef(ctx, doc, '/changeRecords/call', records.call, 'any');
}

/** Where a screen's actions are, as [list, pointer]: a page's row actions, a detail's actions and its tables' row
 * actions (shown by the same permissions). */
export type ActionLists = Array<[unknown, string]>;
export const pageActionLists = (doc: Doc): ActionLists => [[doc.data.rowActions, '/rowActions']];
export const detailActionLists = (doc: Doc): ActionLists => [
  [doc.data.actions, '/actions'],
  ...arr(doc.data.sections).map((s, i): [unknown, string] => [
    rec(rec(s)?.table)?.rowActions,
    `/sections/${i}/table/rowActions`,
  ]),
];

/** Actions (`listed`) and tool-bar labels (`toolbar`: a page's) must be granted by the menu entries that show the
 * screen, or they never show. Run by the page and detail kinds (checker/kinds.ts). */
export function checkGrantedByMenu(ctx: Ctx, doc: Doc, listed: ActionLists, toolbar = false): void {
  const screen = `${doc.kind}:${doc.id}`;
  const entries = ctx.index.menuEntries.filter((m) => m.entry.screen === screen);
  if (entries.length === 0 || ctx.index.broken.has('menu')) return;
  const buttons = entries.flatMap((m) => arr(m.entry.buttons).map(rec)).filter((b) => b !== undefined);
  const actions = buttons.map((b) => str(b.action)).filter((a): a is string => !!a);
  const describes = buttons.map((b) => str(b.describe)).filter((d): d is string => !!d);
  const where = entries.map((m) => `${str(m.entry.path)} (${m.doc.file.rel})`).join(', ');
  for (const [list, listPointer] of listed) {
    arr(list).forEach((a, i) => {
      const name = str(rec(a)?.action);
      if (name && PERMISSION_ACTIONS.includes(name) && !actions.includes(name)) {
        ctx.report(doc.file, {
          pointer: `${listPointer}/${i}/action`,
          message: `action "${name}" is granted by no button of menu entry ${where}, so it would never show; its actions: ${listNames(actions) || '(none)'}`,
        });
      }
    });
  }
  if (!toolbar) return;
  arr(doc.data.toolbar).forEach((b, i) => {
    // a button naming its permission action shows by that action (解冻 next to 冻结, both granted by frozen)
    const action = str(rec(b)?.action);
    if (action) {
      if (!actions.includes(action))
        ctx.report(doc.file, {
          pointer: `/toolbar/${i}/action`,
          message: `action "${action}" is granted by no button of menu entry ${where}, so it would never show; its actions: ${listNames(actions) || '(none)'}`,
        });
      return;
    }
    const label = rec(b)?.label;
    const text = str(label) ?? str(rec(label)?.zh_CN);
    if (text && !describes.includes(text)) {
      const at = typeof label === 'string' ? `/toolbar/${i}/label` : `/toolbar/${i}/label/${seg('zh_CN')}`;
      ctx.report(doc.file, {
        pointer: at,
        message: `tool-bar button "${text}" matches the describe of no button of menu entry ${where}, so it would never show; describes: ${listNames(describes) || '(none)'}`,
      });
    }
  });
}
