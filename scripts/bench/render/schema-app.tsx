// The three bench screens rendered by the runtime from schema documents, with the portal's build-time antd sheets
// (the shell's, the screens' base and the date pickers', as a screen in the portal with date filters has them).
import '../../../src/app/antdScreenStyles';
import 'virtual:antd-sheet/date';
import type { ConfigProvider } from 'antd';
import { ThemeConfigProvider } from '../../../src/app/ThemeConfigProvider';
import { mount } from './frame';
import {
  PickerDialog,
  RuntimeProvider,
  registerCalls,
  createRuntimeWiring,
  SchemaScreen,
  type RuntimeContext,
} from '../../../renderers';
import type { FieldNode, FormDocument, PageDocument, PickerDocument } from '../../../renderers/schema-types.generated';
import { testRuntime } from '../../../renderers/testing/runtimeContext';
import {
  COLUMNS,
  FILTERS,
  FORM_FIELDS,
  later,
  OPTIONS,
  RETURN_ROWS,
  returnRows,
  rows,
  TOTAL,
  type Screen,
} from './data';
import returnPartsDoc from '../../../schemas/pickers/returnParts.json';

registerCalls({
  'bench.search': {
    method: 'POST',
    host: 'gateway',
    path: '/bench/search',
    paging: { size: 'size', current: 'current' },
    answer: 'list',
  },
  'bench.pick': {
    method: 'POST',
    host: 'gateway',
    path: '/bench/pick',
    paging: { size: 'size', current: 'current' },
    answer: 'list',
  },
  'bench.save': { method: 'POST', host: 'gateway', path: '/bench/save', answer: 'none' },
  'bench.returnParts': {
    method: 'POST',
    host: 'gateway',
    path: '/bench/returnParts',
    paging: { size: 'size', current: 'current' },
    answer: 'list',
  },
});
const filter = (f: (typeof FILTERS)[number]): FieldNode =>
  f.kind === 'input'
    ? { type: 'string', title: f.title, 'x-component': 'Input' }
    : f.kind === 'select'
      ? {
          type: 'string',
          title: f.title,
          'x-component': 'Select',
          enum: OPTIONS,
          'x-component-props': { allowClear: true },
        }
      : {
          type: 'string',
          title: f.title,
          'x-component': 'DatePicker',
          'x-component-props': { style: { width: '100%' } },
        };
const page: PageDocument = {
  $schema: '',
  kind: 'page',
  id: 'benchSearch',
  title: 'bench',
  call: 'bench.search',
  filters: Object.fromEntries(FILTERS.map((f) => [f.name, filter(f)])),
  columns: COLUMNS as PageDocument['columns'],
};
const picker: PickerDocument = {
  $schema: '',
  kind: 'picker',
  id: 'benchPicker',
  call: 'bench.pick',
  filters: {
    id: { type: 'string', title: '编码', 'x-component': 'Input' },
    name: { type: 'string', title: '名称', 'x-component': 'Input' },
  },
  columns: COLUMNS.slice(0, 4) as PickerDocument['columns'],
  selection: 'radio',
  value: { key: 'id', label: 'c0' },
};
const form: FormDocument = {
  $schema: '',
  kind: 'form',
  id: 'benchForm',
  title: 'bench',
  mode: 'page',
  fields: Object.fromEntries(
    FORM_FIELDS.map((f) => [f.name, { type: 'string', title: f.title, 'x-component': 'Input' } as FieldNode]),
  ),
  submit: { call: 'bench.save' },
};
// the return-parts dialog as shipped (schemas/pickers/returnParts.json), 50 rows a page from the bench's call
const returnParts = {
  ...(returnPartsDoc as unknown as PickerDocument),
  id: 'benchReturnParts',
  call: 'bench.returnParts',
  pageSize: RETURN_ROWS,
};
const wiring = createRuntimeWiring();
[page, picker, form, returnParts].forEach((d) => wiring.documents.register(d));

export const runtime: RuntimeContext = testRuntime({
  wiring,
  transport: {
    request: <T,>(req: { path?: string; query?: Record<string, unknown>; body?: unknown }) => {
      const size = Number((req.body as { size?: number })?.size ?? 10);
      if (String(req.path).endsWith('/bench/returnParts'))
        return later({ result: 'SUCCEED', data: { list: returnRows(size), totalCount: TOTAL.returnParts } } as T);
      const total = String(req.path).endsWith('/bench/pick') ? TOTAL.picker : TOTAL.search;
      return later({ result: 'SUCCEED', data: { list: rows(size), totalCount: total } } as T);
    },
  },
  messages: { success: () => undefined, warning: () => undefined, error: (t) => console.error(t) },
  session: {
    userId: 'u',
    userName: 'u',
    realName: 'u',
    providerId: 'sp',
    company: 'C',
    identity: [],
    workNo: 'w',
    isTractorBrand: false,
  },
  route: { path: '/bench', params: {}, query: {} },
});

export const view = (s: Screen) =>
  s === 'picker' || s === 'returnParts' ? (
    <PickerDialog
      id={s === 'picker' ? 'benchPicker' : 'benchReturnParts'}
      open
      onOk={() => undefined}
      onCancel={() => undefined}
    />
  ) : (
    <SchemaScreen screen={s === 'search' ? 'page:benchSearch' : 'form:benchForm'} />
  );

// under the portal's own provider (src/app/App.tsx), the hand-written apps under antd's ConfigProvider
export const render = (s: Screen): void =>
  mount(<RuntimeProvider value={runtime}>{view(s)}</RuntimeProvider>, ThemeConfigProvider as typeof ConfigProvider);
