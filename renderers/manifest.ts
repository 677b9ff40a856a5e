// What the schema language may name: the registered field components with their props, the rules of the rule
// library and the permission actions (data in schemas/meta/actions.json). Pure data, shared by the runtime (which
// must register exactly these), by the checker (which rejects anything else and suggests the nearest name) and by
// `npm run gen:types` (which writes the names and the components' props into the meta-schema).
import actionTable from '../schemas/meta/actions.json';
import { DEFAULT_HISTORY_TYPES } from './runtime/defaults';

export type PropRef = 'picker' | 'dict' | 'call' | 'form';

/** The JSON type a typed prop must have (the checker reports "a number given as a string"). */
export type PropType = 'number' | 'integer' | 'boolean' | 'string';

/** A piece of JSON Schema (draft-07) for the meta-schema; a $ref names defs.schema.json's definitions. */
export type PropSchema = Readonly<Record<string, unknown>>;

/**
 * One prop of a component, declared once: the checker holds a value to its `type` (per component, with its own
 * message) and resolves its `ref`; `npm run gen:types` writes `doc` and `schema` (or the ref's id list) into the
 * meta-schema (names.generated.schema.json ComponentProps), which editors hover and complete and Ajv validates.
 */
export interface PropSpec {
  /** What the prop does, for editors' hover: one sentence. */
  doc: string;
  /** The JSON type the checker holds the value to. */
  type?: PropType;
  /** The value is the id of another document: the checker resolves it; editors complete the ids. */
  ref?: PropRef;
  /** The value's shape, validated by the meta-schema (an enum, an object, a $ref into defs.schema.json). */
  schema?: PropSchema;
}

export interface ComponentSpec {
  /** What the component edits, for the checker's type check of the field node. */
  types: ReadonlyArray<'string' | 'number' | 'boolean' | 'array' | 'object' | 'void'>;
  /** Its props (any other prop passes to the widget as it is, unchecked). */
  props?: Readonly<Record<string, PropSpec>>;
  /** x-component-props that must be present. */
  requiredProps?: readonly string[];
  /** x-component-props.options may be loaded from a call ({ call, params, label, value, children?, cache }). */
  callOptions?: 'flat' | 'tree';
  /** Its options are the items of the system dictionary whose code prop `prop` holds; with prop `branchProp` set,
   * a branch's items instead (known once a branch is chosen). A search page's filters load the system ones ahead of
   * the click (renderers/screen/prefetch.ts). */
  dictionary?: { prop: string; branchProp?: string };
  /** It shows options and brings none of its own: a field of it needs `enum`, x-component-props.options (a list
   * or a call's) or a `dataSource` reaction; the checker reports one with none. */
  needsOptions?: boolean;
  /** One line for the docs (docs/extending.md's component table is derived from it). */
  doc: string;
}

/** Props every input takes (the meta-schema lists them beside the components' own). */
export const COMMON_PROPS: Readonly<Record<string, PropSpec>> = {
  placeholder: {
    doc: 'Input, Select, PickerInput and the other inputs: the hint shown while empty.',
    schema: { examples: [{ zh_CN: '请输入', en_US: 'Please enter' }], $ref: 'defs.schema.json#/definitions/Text' },
  },
};

const def = (name: string, examples?: unknown[]): PropSchema => ({
  ...(examples ? { examples } : {}),
  $ref: `defs.schema.json#/definitions/${name}`,
});
const TEXT = def('Text');
const PARAMS = def('ComponentParams');
const OPTIONS = def('FieldOptions', [
  { call: 'someDomain.search', params: { code: 'star' }, label: 'name', value: 'code', cache: 'session' },
]);
const DELETE_CALL: PropSpec = {
  ref: 'call',
  doc: 'the call that deletes an attachment after 删除后将不可恢复，确认删除么？ (default file.delete, sent attachmentId).',
};
const UPLOAD: Readonly<Record<string, PropSpec>> = {
  call: { ref: 'call', doc: 'the upload call used instead of the default.' },
  deleteCall: DELETE_CALL,
  params: { doc: 'sent with the file (attachmentType, folder, refId).', schema: PARAMS },
  accept: { doc: 'the file extensions accepted.' },
  maxCount: { doc: 'the most files; the button hides when reached.' },
};
const TEXT_BOX = {
  maxLength: { type: 'integer', doc: 'the most characters.' },
  allowClear: { type: 'boolean', doc: 'shows a clear button.' },
  disabled: { type: 'boolean', doc: 'the box cannot be edited.' },
} as const;
const DATE: Readonly<Record<string, PropSpec>> = {
  format: {
    type: 'string',
    doc: 'the dayjs format the date shows and is sent in (YYYY-MM-DD by default; YYYY/MM/DD, YYYY-MM-DD HH:mm:ss ...).',
  },
  showTime: { type: 'boolean', doc: 'a time is picked with the date.' },
  allowClear: TEXT_BOX.allowClear,
  disabled: TEXT_BOX.disabled,
};
const TABLE: Readonly<Record<string, PropSpec>> = {
  columns: {
    doc: "the table's columns; each key names a row field (items.properties) or, for RowTable, a computed column.",
    schema: { type: 'array', items: def('RowTableColumn') },
  },
  scrollY: {
    doc: "the table body's height in px before it scrolls (ValueTable default 400, 001 §9).",
    schema: { examples: [400], type: 'number' },
  },
};
/** The form-item dispatcher of 001 §2.7 plus the few layout components forms need. */
export const COMPONENTS = {
  Input: { types: ['string', 'number'], props: TEXT_BOX, doc: 'a one-line text (or number) box' },
  TextArea: {
    types: ['string'],
    props: {
      ...TEXT_BOX,
      rows: { type: 'integer', doc: 'the lines shown.' },
      showCount: { type: 'boolean', doc: 'shows the count of characters typed.' },
    },
    doc: 'a multi-line text box',
  },
  Password: { types: ['string'], props: TEXT_BOX, doc: 'a masked text box' },
  HistoryInput: {
    types: ['string'],
    props: {
      call: { ref: 'call', doc: 'the call listing earlier values, used instead of the default.' },
      saveCall: { ref: 'call', doc: 'the call that saves a searched value (default history.add).' },
    },
    doc: "a text box offering the user's earlier values of this path's search-history type",
  },
  MultiInput: {
    types: ['array', 'string'],
    props: { separator: { doc: 'the separator the value is split on (default ,).' } },
    doc: 'a list of strings typed as one text, split on `separator`',
  },
  NumberPicker: {
    types: ['number', 'string'],
    props: {
      min: { type: 'number', doc: 'the smallest value.' },
      max: { type: 'number', doc: 'the largest value.' },
      step: { type: 'number', doc: 'the step of the arrows.' },
      precision: { type: 'integer', doc: 'decimals kept (0: whole numbers).' },
      disabled: TEXT_BOX.disabled,
    },
    doc: 'a number box (`min`, `max`, `step`, `precision`)',
  },
  DatePicker: { types: ['string'], props: DATE, doc: 'a date (or date and time) as text in `format`' },
  DateRangePicker: { types: ['array'], props: DATE, doc: 'a [from, to] pair of dates' },
  Select: {
    types: ['string', 'number', 'boolean', 'array'],
    callOptions: 'flat',
    needsOptions: true,
    props: {
      options: { doc: 'the options, as a list of { label, value } or loaded from a call.', schema: OPTIONS },
      allowClear: TEXT_BOX.allowClear,
      showSearch: { type: 'boolean', doc: 'the options can be searched by typing.' },
      mode: { type: 'string', doc: 'multiple: several values (an array).' },
      disabled: TEXT_BOX.disabled,
    },
    doc: 'a drop-down of `enum` options or options loaded from a call',
  },
  DictSelect: {
    types: ['string', 'number', 'array'],
    requiredProps: ['dict'],
    dictionary: { prop: 'dict', branchProp: 'branchField' },
    props: {
      dict: { ref: 'dict', doc: 'the dictionary code whose items are the options (schemas/meta/dictionaries.json).' },
      branchField: { type: 'string', doc: "the form field holding the branch whose dictionary's items are shown." },
    },
    doc: 'a drop-down of the items of dictionary `dict` (schemas/meta/dictionaries.json); with `branchField` (the second version, 001 §2.7) the items of the branch chosen in that form field, reloaded when it changes',
  },
  Switch: { types: ['boolean', 'number', 'string'], props: { disabled: TEXT_BOX.disabled }, doc: 'an on/off switch' },
  Radio: { types: ['string', 'number', 'boolean'], needsOptions: true, doc: 'radio buttons of `enum` options' },
  Checkbox: { types: ['array', 'boolean'], doc: 'check boxes of `enum` options, or one flag' },
  RichText: {
    types: ['string'],
    props: {
      imageCall: {
        ref: 'call',
        doc: "the call an image chosen with the toolbar's image button is uploaded through (multipart file; the answer's url, else attachmentUrl, becomes the image's src; a failure shows 上传失败). Without it the toolbar has no image button.",
      },
      height: { doc: "the editor's height in px (default 300)." },
    },
    doc: 'an HTML editor, sanitised; images through `imageCall`',
  },
  PickerInput: {
    types: ['string', 'number', 'object', 'array'],
    requiredProps: ['picker'],
    props: {
      picker: { ref: 'picker', doc: 'the picker to open.' },
      params: { doc: "parameters for the picker's call (bindings allowed).", schema: PARAMS },
      labelField: { doc: "the form field that shows the chosen row's label." },
      fill: {
        doc: '{ formField: pickerColumn }, form fields filled from the chosen row.',
        schema: {
          type: 'object',
          additionalProperties: {
            description: 'The picker column (an answer field of its call) copied into this form field.',
          },
        },
      },
      requireFirst: {
        doc: 'another field that must be filled before the picker opens; while it is empty the picker stays shut and message shows (001 §5: 请先选择分公司 on the service provider and large-customer fields).',
        schema: def('RequireFirst', [{ field: 'branchId', message: '请先选择分公司' }]),
      },
    },
    doc: 'a read-only box that opens picker `picker` and fills the form from the chosen row',
  },
  RegionPicker: {
    types: ['object', 'array', 'string'],
    props: {
      call: { ref: 'call', doc: 'the region tree call used instead of the default.' },
      districtOnly: {
        doc: 'the value is the district code alone (a string), not [province, city, district]; the levels above show from the region tree.',
        schema: { examples: [true], type: 'boolean' },
      },
    },
    doc: 'province / city / district from the region tree',
  },
  Cascader: {
    types: ['array', 'string'],
    callOptions: 'tree',
    props: { options: { doc: 'the options, a tree (children) given or loaded from a call.', schema: OPTIONS } },
    doc: 'a cascade of options loaded as a tree from a call',
  },
  ImageUpload: {
    types: ['array'],
    props: {
      ...UPLOAD,
      deletableRefPattern: { doc: 'only images whose refId contains it may be deleted.' },
    },
    doc: 'uploads images through `call` into a list of attachments',
  },
  FileUpload: {
    types: ['array'],
    props: {
      ...UPLOAD,
      batchDeleteCall: {
        ref: 'call',
        doc: 'list: the call that deletes the checked attachments after 删除后将不可恢复，确认删除么？ (default file.batchDelete, sent attachmentIds comma-separated).',
      },
      variant: {
        doc: 'table (default: file name, operator, operation time, action), list (a checkbox list with 上传 and 删除 buttons and a progress dialog while uploading) or link (an inline 上传 link with the files as links).',
        schema: { examples: ['list'], enum: ['table', 'list', 'link'] },
      },
      progressText: {
        doc: "list: the progress dialog's text while files upload (default 请耐心等待...).",
        schema: { examples: ['请耐心等待...'], type: 'string' },
      },
    },
    doc: 'uploads files through `call` into a list of attachments',
  },
  RowTable: {
    types: ['array'],
    props: {
      ...TABLE,
      computed: {
        doc: 'columns computed from the row by an expression over $row, rounded half up when round is given.',
        schema: { type: 'array', items: def('ComputedColumn') },
      },
      addable: { doc: 'true shows an add-row button (新增) under the table.', schema: { type: 'boolean' } },
      removable: { doc: 'true shows a delete link (删除) on each row.', schema: { type: 'boolean' } },
      rowKey: { doc: "the row field that identifies a row (default the row's index).", schema: { type: 'string' } },
    },
    doc: 'an editable table of the rows of an array field',
  },
  Transfer: {
    types: ['array'],
    callOptions: 'flat',
    props: {
      options: { doc: 'the available items; the value is the list of selected values.', schema: OPTIONS },
      titles: { doc: 'the titles of the two lists (available, chosen).', schema: { type: 'array', items: TEXT } },
    },
    doc: 'two lists, moving options from one to the other',
  },
  CheckTree: {
    types: ['array', 'string'],
    callOptions: 'tree',
    props: {
      options: {
        doc: 'a tree (children), each node with a checkbox; the value is the list of checked values.',
        schema: OPTIONS,
      },
      height: { doc: "the tree's height in px before it scrolls (default 400)." },
    },
    doc: 'a tree with a check box per node, options loaded from a call',
  },
  Text: { types: ['string', 'number', 'void'], doc: 'shows the value as text' },
  Grid: { types: ['void'], doc: 'lays its child nodes out in columns' },
  Card: { types: ['void'], doc: 'a titled box around its child nodes' },
  StockPanel: {
    types: ['void', 'string', 'number'],
    requiredProps: ['call'],
    props: {
      call: { ref: 'call', doc: 'the call whose rows give the figure.' },
      picker: { ref: 'picker', doc: 'the picker (the stock table) a click opens.' },
      params: { doc: 'parameters of its call (bindings allowed).', schema: PARAMS },
      figure: {
        doc: 'the answer field summed over the rows of its call (default qty); no rows or a missing bound value shows 暂无数据.',
        schema: { examples: ['qty'], type: 'string', minLength: 1 },
      },
      format: {
        doc: 'how the figure shows: thousands (separators, default) or amount (money: separators and 2 decimals).',
        schema: { examples: ['amount'], type: 'string', minLength: 1 },
      },
      pickerFilters: {
        doc: "the parameters that become the filter values of the picker it opens (default partsId, warehouseId); the others are sent with the picker's call as they are.",
        schema: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
      },
    },
    doc: 'a stock price panel from `call`, opening picker `picker`',
  },
  Tabs: {
    types: ['void'],
    props: {
      defaultActiveKey: {
        doc: 'the child node whose tab shows first (default the first).',
        schema: { examples: ['basic'], type: 'string' },
      },
    },
    doc: 'one tab per child node',
  },
  LeftRight: {
    types: ['void'],
    props: {
      leftSpan: {
        doc: "the left side's width in 24ths (default 12); the right side takes the rest.",
        schema: { examples: [12], type: 'integer', minimum: 1, maximum: 23 },
      },
    },
    doc: 'two child nodes side by side',
  },
  GroupRows: {
    types: ['array'],
    props: {
      addable: { doc: 'false hides its 新增 button (default true).', schema: { type: 'boolean' } },
      removable: { doc: 'false hides the 删除 link of each group (default true).', schema: { type: 'boolean' } },
      addText: { doc: "the add button's text (default 新增).", schema: def('Text', ['新增联系人']) },
      maxRows: {
        doc: 'the most groups; the add button hides when reached.',
        schema: { examples: [5], type: 'integer', minimum: 1 },
      },
    },
    doc: 'repeats the fields of `items` per group',
  },
  IframeHost: {
    types: ['void'],
    requiredProps: ['src'],
    props: {
      src: {
        doc: "the framed page's address (a path on this origin, or an http(s) address whose origin is allowed by the gateway's frame-src).",
        schema: { examples: ['/epc/index.html'], type: 'string', minLength: 1 },
      },
      title: { doc: "the frame's title (read by screen readers).", schema: TEXT },
      height: { doc: "the frame's height in px (default 600)." },
      message: {
        doc: "the message posted to the frame's own origin delayMs after it loads: { ...params, key (the gateway's encrypted key, call frame.key, asked at each load), token, issuer: 'sp', workNo } (001 §7); false: none.",
        schema: def('FrameMessage', [{ delayMs: 500 }]),
      },
    },
    doc: 'frames the page at `src`, sent the session token',
  },
  ValueTable: {
    types: ['array'],
    props: {
      ...TABLE,
      rowKey: {
        doc: 'the row field that identifies a row (default id); chosen rows and rows filled twice are told apart by it.',
        schema: { type: 'string' },
      },
      selection: {
        doc: "radio or checkbox makes the rows choosable; the value is then the chosen rows and the rows shown come from source or another table's fill.",
        schema: { examples: ['checkbox'], enum: ['radio', 'checkbox'] },
      },
      source: {
        doc: 'a button (searchText, default 查询) that makes the call and shows its rows; a binding with a message that has no value shows the message and sends nothing.',
        schema: def('ValueTableSource'),
      },
      refuse: {
        doc: "chosen rows for which `when` holds are refused with `message` ({field} is replaced by the row's field), when chosen and on submit.",
        schema: def('ValueTableRefuse'),
      },
    },
    doc: 'a read-only table of an array value or of `source`',
  },
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
