// The document kinds of schemas/, one descriptor each: the checker's half (its folder, its meta-schema
// schemas/meta/<name>.schema.json, its own checks, its starting document for `npm run new` and the playground, a
// doc line). The portal's half (how a screen document is bundled, named and shown) is renderers/screen/kinds.tsx
// under the same names; tests/unit/documentKinds.test.ts holds the two halves (and the gateway's served folders)
// to the same kinds. Pure (no node:*): the playground's checker runs in the browser.
import { answerMode, isWriteCall } from '../renderers/calls/answers';
import { checkCallPermissions } from './access';
import { indexCalls } from './calls';
import { checkNestedOpens } from './chains';
import {
  checkDetail,
  checkForm,
  checkGrantedByMenu,
  checkPage,
  checkPicker,
  detailActionLists,
  pageActionLists,
} from './documents';
import { checkMenu, menuEntries } from './menus';
import { checkSubmitWrites } from './meaning';
import { type Ctx, type Doc, type FormPlace, type Json, type RowAt, arr, rec, str, type TemplateCall } from './model';
import { checkServed } from './routes';

/** Both languages of a starting text (the field names stand in until the configurator writes them). */
const both = (t: string) => ({ zh_CN: t, en_US: t });

export interface KindTemplate {
  /** Whether a call of the catalogue can carry a starting document of the kind (the first that fits is taken). */
  fits(call: TemplateCall): boolean;
  /** The starting document below its head ($schema, kind, id, title), on `call`; passes schemas:check. */
  body(id: string, call: TemplateCall): Record<string, unknown>;
}

export interface DocumentKind {
  /** The document's "kind", the name of its meta-schema (schemas/meta/<name>.schema.json) and of its screens (kind:id). */
  name: string;
  /** Its folder under schemas/. */
  folder: string;
  /** One line for docs/extending.md. */
  doc: string;
  /** A screen document: the portal loads it by kind:id (renderers/screen/kinds.tsx), the gateway serves it, the
   * playground edits and saves it, the gallery may show it. */
  screen: boolean;
  /** What a document of the kind adds to the index, before any check runs (calls: its calls; menu: its entries). */
  index?(ctx: Ctx, doc: Doc): void;
  /** Its own checks, run on each document of the kind once every document is indexed. */
  check?(ctx: Ctx, doc: Doc): void;
  /** Its starting document (`npm run new`, the playground's templates); a screen document has one. */
  template?: KindTemplate;
  /** Where its form's field nodes are (a form's fields, a page's filters): the field, binding and chain checks
   * read them there. */
  form?: FormPlace;
  /** An action (or a picker's row action) may open a document of the kind by id, `"open": { "<name>": id }`: the
   * checker reports an id no document of the kind has. */
  openable?: boolean;
  /** Its actions may open a picker whose chosen row reaches their call as `$picked` (a page's, a detail's). */
  picks?: boolean;
  /** It lists its own call's rows for the user to choose (a picker): `$selected` in its rules and its computed
   * columns (`computed[].expr`) read those rows, its call's answer fields and computed keys. */
  choosesRows?: boolean;
  /** With "selection", its tool-bar buttons may name fields of the checked rows as `$selected` (its call's answer
   * fields): a page's. */
  toolbarSelection?: boolean;
  /** What `$row` means at a pointer of its documents (a page's row actions: a row of its call); without it `$row`
   * is reported everywhere in them. */
  row?(pointer: string, data: Json): RowAt;
  /** Its row actions open any openable kind in a nested dialog, an `onRoute` kind too (a picker's). */
  nestsDialogs?: boolean;
  /** An action opens it on its own route (/<name>/<id>/:id, a new tab), which a hidden menu entry must grant, not
   * in a dialog (a detail); only a `nestsDialogs` kind shows it in a dialog. The playground asks for the route's
   * params when it previews one. */
  onRoute?: boolean;
  /** Its actions (rowActions, toolbar, actions) open the `onRoute` kinds on their routes: the checker asks for the
   * menu entry of each route (a page's, a detail's). */
  opensRoutes?: boolean;
  /** Where its documents name their call's answer fields, as paths with # for any index (the playground completes
   * the fields there); `rowsOf`: the path (same indices) of the list field whose row fields are named instead. */
  answerFields?: ReadonlyArray<{ at: string; rowsOf?: string }>;
  /** What the call named at a property path of its documents must be (the playground offers the calls that fit). */
  calls?: Readonly<Record<string, CallNeed>>;
}

/** A call a document names: one answering rows (a search's), one object (a detail's), any read (a form's load), or
 * a write or a check answering a choice (a form's submit). */
export type CallNeed = 'rows' | 'object' | 'reads' | 'submits';

/** A form submits with a write (not a paged search, answers nothing or one object): the checker refuses a read. */
const writes = (c: TemplateCall) => isWriteCall(c);
/** Two answer fields at least: a key and a label. */
const twoFields = (c: TemplateCall) => (c.fields?.length ?? 0) >= 2;
const answersRows = (c: TemplateCall) => answerMode(c)?.gives === 'rows';
const columnsOf = (call: TemplateCall) => (call.fields ?? []).slice(0, 4).map((f) => ({ key: f, title: both(f) }));
const filterOn = (label: string) => ({
  [label]: { type: 'string', title: both(label), 'x-decorator': 'FormItem', 'x-component': 'Input' },
});

/** $row in a detail: its call's object in its actions and change records, a line of a table's list field in the
 * table's row actions (the call's rowFields). */
function detailRow(pointer: string, data: Json): RowAt {
  const line = /^\/sections\/(\d+)\/table\/rowActions\//.exec(pointer);
  if (line) {
    const field = str(rec(rec(arr(data.sections)[Number(line[1])])?.table)?.field);
    return field === undefined ? 'unchecked' : { table: field };
  }
  return pointer.startsWith('/actions/') || pointer.startsWith('/changeRecords/') ? { own: 'object' } : 'unchecked';
}

/** The document kinds, in the order the checker reports unknown kinds. */
export const DOCUMENT_KINDS = [
  {
    name: 'calls',
    folder: 'calls',
    doc: 'the call catalogue: each call the runtime may make (method, host, path, answer mode, fields, permission)',
    screen: false,
    index: indexCalls,
    check(ctx, doc) {
      checkCallPermissions(ctx, doc);
      if (ctx.routes) checkServed(ctx, doc, ctx.routes);
    },
  },
  {
    name: 'picker',
    folder: 'pickers',
    doc: 'a search dialog whose chosen row fills a form (filters, columns, value key and label)',
    screen: true,
    form: { at: 'filters', collapses: true },
    openable: true,
    choosesRows: true,
    nestsDialogs: true,
    // a row action's params: the clicked row of the picker's own call; an editable cell's props bound to its row
    row: (p) => (p.startsWith('/rowActions/') || /^\/columns\/\d+\/edit\//.test(p) ? { own: 'rows' } : 'unchecked'),
    answerFields: [{ at: 'columns/#/key' }, { at: 'rowKey' }, { at: 'value/key' }, { at: 'value/label' }],
    calls: { call: 'rows' },
    check(ctx, doc) {
      checkPicker(ctx, doc);
      checkNestedOpens(ctx, doc);
    },
    template: {
      fits: (c) => answersRows(c) && twoFields(c),
      body: (_id, call) => {
        const [key, label] = call.fields ?? [];
        return {
          call: call.id,
          filters: filterOn(label),
          columns: columnsOf(call),
          selection: 'radio',
          value: { key, label },
        };
      },
    },
  },
  {
    name: 'page',
    folder: 'pages',
    doc: 'a search page: filters, a paged table, tool-bar and row actions',
    screen: true,
    form: { at: 'filters', collapses: true },
    picks: true,
    toolbarSelection: true,
    opensRoutes: true,
    row: (p) => (p.startsWith('/rowActions/') ? { own: 'rows' } : 'none'),
    answerFields: [{ at: 'columns/#/key' }, { at: 'rowKey' }],
    calls: { call: 'rows' },
    check(ctx, doc) {
      checkPage(ctx, doc);
      checkGrantedByMenu(ctx, doc, pageActionLists(doc), true);
    },
    template: {
      fits: (c) => answersRows(c) && twoFields(c),
      body: (_id, call) => ({ call: call.id, filters: filterOn(call.fields?.[1] ?? ''), columns: columnsOf(call) }),
    },
  },
  {
    name: 'form',
    folder: 'forms',
    doc: 'a form (a page or a dialog): fields, rules, what it loads and the call it submits',
    screen: true,
    form: { at: 'fields', opensPickers: true },
    openable: true,
    row: () => 'unchecked', // the row the dialog was opened with
    calls: { 'load.call': 'reads', 'submit.call': 'submits' },
    check(ctx, doc) {
      checkForm(ctx, doc);
      checkSubmitWrites(ctx, doc);
    },
    template: {
      fits: writes,
      body: (_id, call) => ({
        fields: {
          name: {
            type: 'string',
            title: { zh_CN: '名称', en_US: 'Name' },
            'x-decorator': 'FormItem',
            'x-component': 'Input',
            'x-validator': [{ rule: 'required', message: { zh_CN: '请输入名称', en_US: 'Please enter the name' } }],
          },
        },
        submit: { call: call.id, successMessage: { zh_CN: '保存成功', en_US: 'Saved' }, then: ['close'] },
      }),
    },
  },
  {
    name: 'detail',
    folder: 'details',
    doc: 'a detail page of one object: sections of fields and tables, actions',
    screen: true,
    openable: true,
    picks: true,
    onRoute: true,
    opensRoutes: true,
    row: detailRow,
    answerFields: [
      { at: 'sections/#/fields/#/key' },
      { at: 'sections/#/table/columns/#/key', rowsOf: 'sections/#/table/field' },
    ],
    calls: { call: 'object' },
    check(ctx, doc) {
      checkDetail(ctx, doc);
      checkGrantedByMenu(ctx, doc, detailActionLists(doc));
    },
    template: {
      fits: (c) => answerMode(c)?.gives === 'object' && twoFields(c),
      body: (_id, call) => ({
        call: call.id,
        params: { id: { $route: 'params.id', message: { zh_CN: '缺少编号', en_US: 'The id is missing' } } },
        sections: [{ title: { zh_CN: '基本信息', en_US: 'Basic information' }, columns: 3, fields: columnsOf(call) }],
      }),
    },
  },
  {
    name: 'menu',
    folder: 'menus',
    doc: 'menu entries: routes, the screens they show, roles and buttons (the gateway fills its permissions from them)',
    screen: false,
    index: (ctx, doc) => void ctx.index.menuEntries.push(...menuEntries(doc)),
    check: checkMenu,
  },
] as const satisfies readonly DocumentKind[];

export type Kind = (typeof DOCUMENT_KINDS)[number]['name'];
/** A screen document's kind (page, picker, form, detail). */
export type ScreenKind = Extract<(typeof DOCUMENT_KINDS)[number], { screen: true }>['name'];

export const KINDS: readonly Kind[] = DOCUMENT_KINDS.map((k) => k.name);
export const SCREEN_KINDS: readonly ScreenKind[] = DOCUMENT_KINDS.flatMap((k) => (k.screen ? [k.name] : []));

/** The kind of the documents in a folder of schemas/ (for files that do not parse). */
export const kindOfFolder = (folder: string, kinds: readonly DocumentKind[] = DOCUMENT_KINDS): string | undefined =>
  kinds.find((k) => k.folder === folder)?.name;

/** The folder of a kind under schemas/. */
export const folderOf = (kind: string, kinds: readonly DocumentKind[] = DOCUMENT_KINDS): string | undefined =>
  kinds.find((k) => k.name === kind)?.folder;
