// What the schema language may name: the registered field components, the rules of the rule library and
// the permission actions (data in schemas/meta/actions.json). Pure data, shared by the runtime (which must
// register exactly these) and by `npm run schemas:check` (which rejects anything else and suggests the nearest name).
import actionTable from '../schemas/meta/actions.json';
import { DEFAULT_HISTORY_TYPES } from './runtime/defaults';

export type PropRef = 'picker' | 'dict' | 'call' | 'form';

/** The JSON type an x-component-prop must have (the checker reports "a number given as a string"). */
export type PropType = 'number' | 'integer' | 'boolean' | 'string';

export interface ComponentSpec {
  /** What the component edits, for the checker's type check of the field node. */
  types: ReadonlyArray<'string' | 'number' | 'boolean' | 'array' | 'object' | 'void'>;
  /** x-component-props that name another document: the checker resolves them. */
  refs?: Partial<Record<string, PropRef>>;
  /** x-component-props that must be present. */
  requiredProps?: readonly string[];
  /** x-component-props.options may be loaded from a call ({ call, params, label, value, children?, cache }). */
  callOptions?: 'flat' | 'tree';
  /** The types of the props the component reads as numbers, flags or texts (others pass to the widget as they are). */
  props?: Readonly<Record<string, PropType>>;
  /** One line for the docs (docs/extending.md's component table is derived from it). */
  doc: string;
}

const TEXT_BOX = { maxLength: 'integer', allowClear: 'boolean', disabled: 'boolean' } as const;
const NUMBER_BOX = { min: 'number', max: 'number', step: 'number', precision: 'integer', disabled: 'boolean' } as const;

/** The form-item dispatcher of 001 §2.7 plus the few layout components forms need. */
export const COMPONENTS = {
  Input: { types: ['string', 'number'], props: TEXT_BOX, doc: 'a one-line text (or number) box' },
  TextArea: {
    types: ['string'],
    props: { ...TEXT_BOX, rows: 'integer', showCount: 'boolean' },
    doc: 'a multi-line text box',
  },
  Password: { types: ['string'], props: TEXT_BOX, doc: 'a masked text box' },
  HistoryInput: {
    types: ['string'],
    refs: { call: 'call', saveCall: 'call' },
    doc: "a text box offering the user's earlier values of this path's search-history type",
  },
  MultiInput: { types: ['array', 'string'], doc: 'a list of strings typed as one text, split on `separator`' },
  NumberPicker: {
    types: ['number', 'string'],
    props: NUMBER_BOX,
    doc: 'a number box (`min`, `max`, `step`, `precision`)',
  },
  DatePicker: {
    types: ['string'],
    props: { format: 'string', showTime: 'boolean', allowClear: 'boolean', disabled: 'boolean' },
    doc: 'a date (or date and time) as text in `format`',
  },
  DateRangePicker: {
    types: ['array'],
    props: { format: 'string', showTime: 'boolean', allowClear: 'boolean', disabled: 'boolean' },
    doc: 'a [from, to] pair of dates',
  },
  Select: {
    types: ['string', 'number', 'boolean', 'array'],
    callOptions: 'flat',
    props: { allowClear: 'boolean', showSearch: 'boolean', mode: 'string', disabled: 'boolean' },
    doc: 'a drop-down of `enum` options or options loaded from a call',
  },
  DictSelect: {
    types: ['string', 'number', 'array'],
    refs: { dict: 'dict' },
    requiredProps: ['dict'],
    props: { branchField: 'string' },
    doc: 'a drop-down of the items of dictionary `dict` (schemas/meta/dictionaries.json); with `branchField` (the second version, 001 §2.7) the items of the branch chosen in that form field, reloaded when it changes',
  },
  Switch: { types: ['boolean', 'number', 'string'], props: { disabled: 'boolean' }, doc: 'an on/off switch' },
  Radio: { types: ['string', 'number', 'boolean'], doc: 'radio buttons of `enum` options' },
  Checkbox: { types: ['array', 'boolean'], doc: 'check boxes of `enum` options, or one flag' },
  RichText: {
    types: ['string'],
    refs: { imageCall: 'call' },
    doc: 'an HTML editor, sanitised; images through `imageCall`',
  },
  PickerInput: {
    types: ['string', 'number', 'object', 'array'],
    refs: { picker: 'picker' },
    requiredProps: ['picker'],
    doc: 'a read-only box that opens picker `picker` and fills the form from the chosen row',
  },
  RegionPicker: {
    types: ['object', 'array', 'string'],
    refs: { call: 'call' },
    doc: 'province / city / district from the region tree',
  },
  Cascader: {
    types: ['array', 'string'],
    callOptions: 'tree',
    doc: 'a cascade of options loaded as a tree from a call',
  },
  ImageUpload: {
    types: ['array'],
    refs: { call: 'call', deleteCall: 'call' },
    doc: 'uploads images through `call` into a list of attachments',
  },
  FileUpload: {
    types: ['array'],
    refs: { call: 'call', deleteCall: 'call', batchDeleteCall: 'call' },
    doc: 'uploads files through `call` into a list of attachments',
  },
  RowTable: { types: ['array'], doc: 'an editable table of the rows of an array field' },
  Transfer: { types: ['array'], callOptions: 'flat', doc: 'two lists, moving options from one to the other' },
  CheckTree: {
    types: ['array', 'string'],
    callOptions: 'tree',
    doc: 'a tree with a check box per node, options loaded from a call',
  },
  Text: { types: ['string', 'number', 'void'], doc: 'shows the value as text' },
  Grid: { types: ['void'], doc: 'lays its child nodes out in columns' },
  Card: { types: ['void'], doc: 'a titled box around its child nodes' },
  StockPanel: {
    types: ['void', 'string', 'number'],
    refs: { call: 'call', picker: 'picker' },
    requiredProps: ['call'],
    doc: 'a stock price panel from `call`, opening picker `picker`',
  },
  Tabs: { types: ['void'], doc: 'one tab per child node' },
  LeftRight: { types: ['void'], doc: 'two child nodes side by side' },
  GroupRows: { types: ['array'], doc: 'repeats the fields of `items` per group' },
  IframeHost: { types: ['void'], requiredProps: ['src'], doc: 'frames the page at `src`, sent the session token' },
  ValueTable: { types: ['array'], doc: 'a read-only table of an array value or of `source`' },
} as const satisfies Record<string, ComponentSpec>;

export type ComponentName = keyof typeof COMPONENTS;

export interface RuleSpec {
  /** Parameters the rule accepts; required ones must be given. */
  params: Readonly<Record<string, { type: 'number' | 'string'; required?: boolean }>>;
  /** Where the rule comes from, for the docs. */
  source: string;
}

/** Every field rule of 000 §5 and 001 §5. Messages live with the rules (renderers/rules). */
export const RULES = {
  required: { params: { label: { type: 'string' } }, source: '000 §5 required: label + 不能为空' },
  lengthRange: {
    params: { min: { type: 'number', required: true }, max: { type: 'number', required: true } },
    source: '000 §5 length range',
  },
  positiveInteger: { params: {}, source: '000 §5 positive integer' },
  nonNegative: { params: {}, source: '000 §5 number not below 0' },
  digits: { params: {}, source: '000 §5 digits only' },
  numberRange: {
    params: { min: { type: 'number', required: true }, max: { type: 'number', required: true } },
    source: '000 §5 numeric range',
  },
  mobile: { params: {}, source: '000 §5 mobile phone (optional)' },
  phone: { params: {}, source: '000 §5 domestic phone or landline' },
  foreignPhone: { params: {}, source: '000 §5 foreign-plus-domestic phone (optional)' },
  feedbackPhone: { params: {}, source: '000 §5 feedback phone: mobile or landline' },
  maxLength: { params: { max: { type: 'number', required: true } }, source: 'field length cap' },
  minLength: { params: { min: { type: 'number', required: true } }, source: 'field length floor' },
  vin: { params: {}, source: '001 §5 VIN length' },
  engineCode: { params: {}, source: '001 §5 engine number length' },
  wholeNumber: { params: { min: { type: 'number' }, max: { type: 'number' } }, source: '001 §5 return quantity' },
  pattern: { params: { pattern: { type: 'string', required: true } }, source: 'a regular expression with a message' },
} as const satisfies Record<string, RuleSpec>;

export type RuleName = keyof typeof RULES;

/** A permission action of schemas/meta/actions.json (the one list: the checker and the gateway read it too). */
export interface ActionSpec {
  code: string;
  /** list and detail: 001 §6; write: writes the gateway checks per button; shell: add, export, view. */
  kind: 'list' | 'detail' | 'write' | 'shell';
  /** What the button usually reads. */
  describe: { zh_CN: string; en_US: string };
}

/** Every permission action, in the order of schemas/meta/actions.json. The lists below are derived from it: each
 * call is marked pure on a line of its own (the core's import-time check, scripts/build/coreGraph.ts, reads a
 * mark only as a leading comment). */
export const ACTIONS: readonly ActionSpec[] = actionTable.actions as ActionSpec[];
const codesOf = (kind: ActionSpec['kind']): readonly string[] =>
  ACTIONS.filter((a) => a.kind === kind).map((a) => a.code);

/** Permission actions: list page actions and detail page actions of 001 §6, plus the shell's own. */
export const LIST_ACTIONS = /*#__PURE__*/ codesOf('list');
export const DETAIL_ACTIONS = /*#__PURE__*/ codesOf('detail');
/** Write actions of the business flows and the console that the gateway checks per button. */
export const WRITE_ACTIONS = /*#__PURE__*/ codesOf('write');
export const PERMISSION_ACTIONS: readonly string[] = /*#__PURE__*/ ACTIONS.map((a) => a.code);

/** Session facts a binding may name ($session). `npm run gen:types` writes them into the meta-schemas (names.generated.schema.json). */
export const SESSION_FACTS = [
  'userId',
  'userName',
  'realName',
  'providerId',
  'company',
  'identity',
  'workNo',
  'isTractorBrand',
  'feedbackRoleId',
] as const;

/** Search-history types by path (001 §2, §9): data in schemas/meta/runtime-defaults.json (no schema id in renderers/). */
export const HISTORY_TYPES: Readonly<Record<string, string>> = DEFAULT_HISTORY_TYPES;
