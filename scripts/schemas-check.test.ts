// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLES } from '../server/seed/roles';
import { ROLE_CODES } from '../checker/menus';
import { type Problem, checkSchemas, formatProblem, main } from './schemas-check';
import type { ServedRoute } from '../checker/served';

type Files = Record<string, unknown>;

const calls = {
  $schema: '../meta/calls.schema.json',
  kind: 'calls',
  calls: {
    'warehouse.search': {
      method: 'POST',
      host: 'gateway',
      path: '/warehouse/search/V1.0',
      paging: { size: 'size', current: 'current' },
      answer: 'list',
      fields: ['id', 'name', 'companyName', 'warehouseTypeName', 'ownerNo', 'ownerName'],
      permission: ['/things', '/things/:id'],
    },
    'thing.get': {
      method: 'GET',
      host: 'gateway',
      path: '/thing/{id}',
      answer: 'object',
      fields: ['id', 'name'],
      permission: ['/things#add', '/things/:id'],
    },
    'thing.delete': {
      method: 'DELETE',
      host: 'gateway',
      path: '/thing/{id}',
      answer: 'none',
      permission: ['/things#delete', '/things/:id'],
    },
    'thing.put': {
      method: 'PUT',
      host: 'gateway',
      path: '/thing/{id}',
      answer: 'none',
      permission: ['/things#delete', '/things/:id'],
    },
  },
};

const picker = {
  $schema: '../meta/picker.schema.json',
  kind: 'picker',
  id: 'warehouse',
  title: '选择仓库',
  call: 'warehouse.search',
  params: { status: 'ENABLE' },
  filters: { name: { type: 'string', title: '仓库名称', 'x-component': 'Input' } },
  columns: [
    { key: 'name', title: '名称' },
    { key: 'companyName', title: '公司' },
  ],
  selection: 'radio',
  value: { key: 'id', label: 'name' },
};

const page = {
  $schema: '../meta/page.schema.json',
  kind: 'page',
  id: 'things',
  title: '物品',
  call: 'warehouse.search',
  filters: {
    name: { type: 'string', title: '名称', 'x-component': 'Input' },
    warehouse: {
      type: 'string',
      title: '仓库',
      'x-component': 'PickerInput',
      'x-component-props': { picker: 'warehouse' },
    },
  },
  columns: [{ key: 'name', title: '名称' }],
  toolbar: [{ label: '新增', open: { form: 'thingEdit' } }],
  rowActions: [
    { action: 'detail', label: '详情', open: { route: '/things/{id}' } },
    {
      action: 'delete',
      label: '删除',
      confirm: '删除后将不可恢复，确认删除么？',
      call: 'thing.delete',
      params: { id: { $row: 'id' } },
      then: ['refresh'],
    },
  ],
};

const form = {
  $schema: '../meta/form.schema.json',
  kind: 'form',
  id: 'thingEdit',
  title: '编辑',
  fields: {
    vin: { type: 'string', title: 'VIN', 'x-component': 'Input', 'x-validator': ['vin'] },
    engineCode: {
      type: 'string',
      title: '发动机号',
      'x-component': 'Input',
      'x-reactions': [{ dependencies: ['vin'], fulfill: { state: { disabled: '{{ !!$deps[0] }}' } } }],
    },
  },
  rules: [{ rule: 'atLeastOne', fields: ['vin', 'engineCode'], message: '请至少输入VIN码或发动机号其中一项' }],
  submit: {
    call: 'thing.put',
    params: { id: { $form: 'vin' } },
    query: { userId: { $session: 'userId', message: '获取用户信息失败，请重新登陆后重试' } },
  },
};

const menu = {
  $schema: '../meta/menu.schema.json',
  kind: 'menu',
  id: 'things',
  entries: [
    {
      name: 'thingArea',
      title: '物品管理',
      path: '/thingArea',
      roles: ['it_manager', 'provider'],
      children: [
        {
          name: 'things',
          title: '物品',
          path: '/things',
          screen: 'page:things',
          roles: ['it_manager', 'provider'],
          buttons: [
            { action: 'add', describe: '新增', roles: ['it_manager'] },
            { action: 'detail', describe: '详情', roles: ['it_manager', 'provider'] },
            { action: 'delete', describe: '删除', roles: ['it_manager'] },
          ],
        },
        {
          name: 'thingDetail',
          title: '物品详情',
          path: '/things/:id',
          screen: 'page:things',
          hidden: true,
          roles: ['it_manager'],
        },
        { name: 'site', title: '官网', path: '/site', url: 'https://example.com', roles: ['it_manager'] },
      ],
    },
  ],
};

const base: Files = {
  'schemas/calls/things.json': calls,
  'schemas/pickers/warehouse.json': picker,
  'schemas/pages/things.json': page,
  'schemas/forms/thingEdit.json': form,
  'schemas/menus/things.json': menu,
};

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Writes the files (objects as 2-space JSON, strings as given) into a fresh root and checks it. */
function run(files: Files, routes?: ServedRoute[]): string[] {
  const root = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  dirs.push(root);
  for (const [rel, content] of Object.entries(files)) {
    if (content === undefined) continue;
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return checkSchemas({ root, routes }).map(formatProblem);
}

/** A deep copy of a base document with one change. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test's change sets, reads and deletes any path of a JSON fixture; TypeScript has no other type for that
function edit<T>(doc: T, change: (d: any) => void): T {
  const copy = structuredClone(doc);
  change(copy);
  return copy;
}

describe('schemas:check on fixture directories', () => {
  it('accepts a consistent set', () => {
    expect(run(base)).toEqual([]);
  });

  it('names a misspelt answer field with the known fields and the nearest one', () => {
    const out = run({ ...base, 'schemas/pickers/warehouse.json': edit(picker, (d) => (d.columns[1].key = 'nmae')) });
    expect(out).toEqual([
      'schemas/pickers/warehouse.json:23:14  /columns/1/key  unknown field "nmae" in the answer of call warehouse.search; known: id, name, companyName, warehouseTypeName, ownerNo, ownerName (did you mean "name"?)',
    ]);
  });

  it('rewrites an unknown property into the allowed ones, pointing at the key', () => {
    const out = run({
      ...base,
      'schemas/pickers/warehouse.json': edit(picker, (d) => ((d.titel = d.title), delete d.title)),
    });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^schemas\/pickers\/warehouse\.json:\d+:3 {2}\/titel {2}unknown property "titel"; allowed: \$schema, kind, id, title, call, .* \(did you mean "title"\?\)$/,
    );
  });

  it('lists the allowed values of an enum', () => {
    const out = run({ ...base, 'schemas/pickers/warehouse.json': edit(picker, (d) => (d.selection = 'radioo')) });
    expect(out).toEqual([
      'schemas/pickers/warehouse.json:27:16  /selection  "radioo" is not allowed; allowed: radio, checkbox (did you mean "radio"?)',
    ]);
  });

  it('reduces an anyOf to the branch the author meant', () => {
    const out = run({
      ...base,
      'schemas/pickers/warehouse.json': edit(picker, (d) => (d.params.status = { $sesion: 'company' })),
    });
    expect(out).toEqual([
      'schemas/pickers/warehouse.json:9:7  /params/status/$sesion  unknown property "$sesion"; allowed: $form, $row, $picked, $selected, $session, $route, message, is (did you mean "$session"?)',
    ]);
    const out2 = run({ ...base, 'schemas/pickers/warehouse.json': edit(picker, (d) => (d.call = 5)) });
    expect(out2[0]).toBe(
      "schemas/pickers/warehouse.json:6:11  /call  must be a string or an object (found the number 5); A call id, or a call chosen by the user's identity (FACILITATOR, {product}).",
    );
  });

  it('reports a missing required property at its object', () => {
    const out = run({ ...base, 'schemas/pickers/warehouse.json': edit(picker, (d) => delete d.value) });
    expect(out).toEqual([
      'schemas/pickers/warehouse.json:1:1  /  missing property "value" (Which column is the chosen value and which is its label.)',
    ]);
  });

  it('requires "$schema" first and pointing at the meta-schema of the kind', () => {
    const { $schema: _s, ...rest } = picker;
    const out = run({ ...base, 'schemas/pickers/warehouse.json': { ...rest, $schema: '../meta/page.schema.json' } });
    expect(out).toEqual([
      'schemas/pickers/warehouse.json:31:3  /$schema  "$schema" must be the first property, so editors check the file while typing',
      'schemas/pickers/warehouse.json:31:14  /$schema  "$schema" must be "../meta/picker.schema.json" for a picker document (found "../meta/page.schema.json")',
    ]);
  });

  it('suggests the nearest kind', () => {
    expect(
      run({ ...base, 'schemas/pickers/warehouse.json': edit(picker, (d) => ((d.kind = 'pickr'), (d.$schema = 'x'))) }),
    ).toContain(
      'schemas/pickers/warehouse.json:3:11  /kind  unknown kind "pickr"; kinds: calls, picker, page, form, detail, menu (did you mean "picker"?)',
    );
  });

  it('reports invalid JSON with its position', () => {
    expect(run({ ...base, 'schemas/pickers/broken.json': '{\n  "kind": "picker",\n  oops\n}\n' })).toEqual([
      'schemas/pickers/broken.json:3:3  /  not valid JSON: Unexpected token o in JSON at position 24',
    ]);
  });

  it('finds unknown calls, with the nearest id', () => {
    const out = run({ ...base, 'schemas/pickers/warehouse.json': edit(picker, (d) => (d.call = 'warehouse.serch')) });
    expect(out[0]).toBe(
      'schemas/pickers/warehouse.json:6:11  /call  unknown call "warehouse.serch" (did you mean "warehouse.search"?); calls are declared in schemas/calls/*.json',
    );
  });

  it('checks both calls of a byIdentity reference and the answer shape a document needs', () => {
    const out = run({
      ...base,
      'schemas/pickers/warehouse.json': edit(
        picker,
        (d) => (d.call = { byIdentity: { FACILITATOR: 'thing.get', '{product}': 'nope.search' } }),
      ),
    });
    expect(out).toContain(
      'schemas/pickers/warehouse.json:8:22  /call/byIdentity/FACILITATOR  call thing.get answers "object"; a picker needs a call that answers rows (list, data or records)',
    );
    expect(out).toContain(
      'schemas/pickers/warehouse.json:9:20  /call/byIdentity/{product}  unknown call "nope.search"; no call has that id in schemas/calls/*.json (add it there)',
    );
  });

  it('reports duplicate call ids across call files and duplicate document ids', () => {
    const out = run({
      ...base,
      'schemas/calls/more.json': {
        $schema: '../meta/calls.schema.json',
        kind: 'calls',
        calls: { 'thing.get': calls.calls['thing.get'] },
      },
      'schemas/pickers/warehouse2.json': picker,
    });
    expect(out).toEqual([
      'schemas/calls/things.json:27:5  /calls/thing.get  call id "thing.get" is already declared in schemas/calls/more.json; call ids are unique across schemas/calls',
      'schemas/pickers/warehouse2.json:4:9  /id  id "warehouse" differs from the file name warehouse2; rename the file to warehouse.json or set "id": "warehouse2"',
      'schemas/pickers/warehouse2.json:4:9  /id  picker id "warehouse" is already used by schemas/pickers/warehouse.json; ids are unique per kind',
    ]);
  });

  it('checks components: registered, fitting the type, required props and the documents they name', () => {
    const out = run({
      ...base,
      'schemas/pages/things.json': edit(page, (d) => {
        d.filters.name['x-component'] = 'Inptu';
        d.filters.warehouse['x-component-props'].picker = 'warehous';
        d.filters.flag = { type: 'object', title: 'x', 'x-component': 'Switch' };
        d.filters.dict = { type: 'string', title: 'x', 'x-component': 'DictSelect' };
      }),
    });
    expect(out).toEqual([
      expect.stringMatching(
        /^schemas\/pages\/things\.json:11:22 {2}\/filters\/name\/x-component {2}unknown component "Inptu"; registered: Input, TextArea, .* \(did you mean "Input"\?\)$/,
      ),
      'schemas/pages/things.json:18:19  /filters/warehouse/x-component-props/picker  unknown picker "warehous"; pickers: warehouse (did you mean "warehouse"?)',
      'schemas/pages/things.json:22:15  /filters/flag/type  component Switch does not edit a "object" field; its field types: boolean, number, string',
      'schemas/pages/things.json:26:13  /filters/dict  component DictSelect needs x-component-props "dict" (the id of a dict)',
    ]);
  });

  it('checks that a PickerInput fills form fields from columns the picker answers', () => {
    const out = run({
      ...base,
      'schemas/pages/things.json': edit(
        page,
        (d) => (d.filters.warehouse['x-component-props'].fill = { warehouseName: 'nme' }),
      ),
    });
    expect(out).toEqual([
      'schemas/pages/things.json:20:28  /filters/warehouse/x-component-props/fill/warehouseName  unknown column "nme" in the answer of call warehouse.search; known: id, name, companyName, warehouseTypeName, ownerNo, ownerName (did you mean "name"?)',
    ]);
  });

  it('checks options from a call: the call answers rows, label / value / children are its fields, only Select and Cascader', () => {
    const good = run({
      ...base,
      'schemas/pages/things.json': edit(page, (d) => {
        d.filters.kind = {
          type: 'string',
          title: '仓库',
          'x-component': 'Select',
          'x-component-props': {
            options: {
              call: 'warehouse.search',
              params: { name: { $form: 'name' } },
              label: 'name',
              value: 'id',
              cache: 'session',
            },
          },
        };
      }),
    });
    expect(good).toEqual([]);
    const out = run({
      ...base,
      'schemas/pages/things.json': edit(page, (d) => {
        d.filters.kind = {
          type: 'string',
          title: 'x',
          'x-component': 'Select',
          'x-component-props': { options: { call: 'warehouse.serch', label: 'name', value: 'id' } },
        };
        d.filters.kind2 = {
          type: 'string',
          title: 'x',
          'x-component': 'Select',
          'x-component-props': { options: { call: 'thing.delete', label: 'name', value: 'id' } },
        };
        d.filters.kind3 = {
          type: 'string',
          title: 'x',
          'x-component': 'Select',
          'x-component-props': { options: { call: 'warehouse.search', label: 'nmae', value: 'id', children: 'kids' } },
        };
        d.filters.kind4 = {
          type: 'string',
          title: 'x',
          'x-component': 'Input',
          'x-component-props': { options: { call: 'warehouse.search', label: 'name', value: 'id' } },
        };
      }),
    });
    expect(out).toEqual([
      'schemas/pages/things.json:27:19  /filters/kind/x-component-props/options/call  unknown call "warehouse.serch" (did you mean "warehouse.search"?); calls are declared in schemas/calls/*.json',
      'schemas/pages/things.json:39:19  /filters/kind2/x-component-props/options/call  call thing.delete answers "none"; options need a call that answers rows (list, data, records) or a list (object)',
      'schemas/pages/things.json:52:20  /filters/kind3/x-component-props/options/label  unknown field "nmae" in the answer of call warehouse.search; known: id, name, companyName, warehouseTypeName, ownerNo, ownerName (did you mean "name"?)',
      'schemas/pages/things.json:54:11  /filters/kind3/x-component-props/options/children  component Select shows a flat list; "children" is for Cascader',
      'schemas/pages/things.json:54:23  /filters/kind3/x-component-props/options/children  unknown field "kids" in the answer of call warehouse.search; known: id, name, companyName, warehouseTypeName, ownerNo, ownerName (did you mean "id"?)',
      'schemas/pages/things.json:63:20  /filters/kind4/x-component-props/options  component Input takes no options from a call; those that do: Select, Cascader, Transfer, CheckTree',
    ]);
  });

  it('explains shapes: one thing to open, expressions in {{ }}, items listed once', () => {
    const out = run({
      ...base,
      'schemas/pages/things.json': edit(page, (d) => {
        d.rowActions[0].open = { route: '/things/{id}', form: 'thingEdit' };
        d.rowActions[0].visible = '$row.status';
      }),
      'schemas/forms/thingEdit.json': edit(form, (d) => (d.rules[0].fields = ['vin', 'vin'])),
    });
    expect(out).toEqual([
      'schemas/forms/thingEdit.json:38:9  /rules/0/fields/1  "vin" appears twice (items 0 and 1); each may appear once',
      'schemas/pages/things.json:40:15  /rowActions/0/open  must name only 1 of: form, detail, picker, route (found route, form)',
      'schemas/pages/things.json:44:18  /rowActions/0/visible  "$row.status" is not an expression; write it as {{ ... }}',
    ]);
  });

  it('checks rules: known names, parameters that exist, are given and fit', () => {
    const out = run({
      ...base,
      'schemas/forms/thingEdit.json': edit(form, (d) => {
        d.fields.vin['x-validator'] = ['vni', { rule: 'vin', min: 3 }, 'lengthRange', { rule: 'maxLength', max: '11' }];
      }),
    });
    expect(out).toEqual([
      expect.stringMatching(
        /:12:9 {2}\/fields\/vin\/x-validator\/0 {2}unknown rule "vni"; rules: required, .* \(did you mean "vin"\?\)$/,
      ),
      'schemas/forms/thingEdit.json:15:11  /fields/vin/x-validator/1/min  rule vin takes no parameter "min"; its parameters: none',
      'schemas/forms/thingEdit.json:17:9  /fields/vin/x-validator/2  rule lengthRange needs parameters min, max; write { "rule": "lengthRange", "min": …, "max": … }',
      'schemas/forms/thingEdit.json:20:18  /fields/vin/x-validator/3/max  must be a number (found the string "11")',
    ]);
  });

  it('checks bindings: $form names a field of the same document, $row a field of the row', () => {
    const out = run({
      ...base,
      'schemas/forms/thingEdit.json': edit(form, (d) => (d.submit.params.id = { $form: 'vn' })),
      'schemas/pages/things.json': edit(page, (d) => {
        d.rowActions[1].params.id = { $row: 'idd' };
        d.toolbar[0].params = { x: { $row: 'id' } };
      }),
    });
    expect(out).toEqual([
      'schemas/forms/thingEdit.json:47:18  /submit/params/id/$form  unknown field "vn" for $form; fields of this form: vin, engineCode (did you mean "vin"?)',
      'schemas/pages/things.json:36:19  /toolbar/0/params/x/$row  $row is not available here: there is no row (it is for rowActions of a page and actions of a detail)',
      'schemas/pages/things.json:56:19  /rowActions/1/params/id/$row  unknown field "idd" in the answer of call warehouse.search; known: id, name, companyName, warehouseTypeName, ownerNo, ownerName (did you mean "id"?)',
    ]);
  });

  it('parses every expression and points at the mistake inside it', () => {
    const out = run({
      ...base,
      'schemas/forms/thingEdit.json': edit(form, (d) => {
        d.fields.engineCode['x-reactions'][0].fulfill.state.disabled = '{{ !!$deps[0] && }}';
        d.fields.vin['x-visible'] = '{{ $session.isTractor }}';
        d.fields.vin.title = 'VIN {{ $values.x }}';
      }),
    });
    expect(out).toEqual([
      'schemas/forms/thingEdit.json:9:16  /fields/vin/title  an expression must be the whole value, written as {{ ... }} (found "VIN {{ $values.x }}")',
      'schemas/forms/thingEdit.json:14:33  /fields/vin/x-visible  unknown session fact "isTractor"; session facts: userId, userName, realName, providerId, company, identity, workNo, isTractorBrand, feedbackRoleId (did you mean "isTractorBrand"?)',
      'schemas/forms/thingEdit.json:27:45  /fields/engineCode/x-reactions/0/fulfill/state/disabled  expression does not parse: unexpected end of expression at column 18 of {{ !!$deps[0] && }}',
    ]);
  });

  it('checks row-table rules: the rule kind by its name, table an array field, columns its row fields', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as edit(): a change of any path of a JSON fixture
    const withTable = (change: (d: any) => void) =>
      edit(form, (d) => {
        d.fields.parts = {
          type: 'array',
          title: '配件',
          'x-component': 'RowTable',
          'x-component-props': {
            columns: [{ key: 'quantity', title: '数量' }],
            computed: [{ key: 'amount', expr: '{{ $row.quantity * $row.price }}', round: 2 }],
          },
          items: {
            type: 'object',
            properties: {
              partsCode: { type: 'string' },
              price: { type: 'number' },
              remainQuantity: { type: 'number' },
              quantity: { type: 'number' },
            },
          },
        };
        change(d);
      });
    const good = run({
      ...base,
      'schemas/forms/thingEdit.json': withTable((d) => {
        d.rules.push(
          {
            rule: 'sumNotExceed',
            table: 'parts',
            column: 'quantity',
            groupBy: ['partsCode', 'price'],
            limit: 'remainQuantity',
            message: '同一配件的退货数量不能大于可退数量！',
          },
          { rule: 'sameValue', table: 'parts', column: 'amount', message: 'x' },
          { rule: 'dropWhen', table: 'parts', when: '{{ $row.quantity === 0 }}' },
        );
      }),
    });
    expect(good).toEqual([]);
    const out = run({
      ...base,
      'schemas/forms/thingEdit.json': withTable((d) => {
        d.rules.push(
          {
            rule: 'sumNotExceed',
            table: 'parts',
            column: 'quantty',
            groupBy: ['partsCod'],
            limit: 'remainQuantity',
            message: 'x',
          },
          { rule: 'sameValue', table: 'part', column: 'quantity', message: 'x' },
          { rule: 'requiredWhen', table: 'parts', column: 'quantity', message: 'x' },
          { rule: 'sameValu', table: 'parts', column: 'quantity', message: 'x' },
        );
        d.fields.parts['x-component-props'].columns.push({ key: 'amout', title: '金额' });
        d.fields.parts['x-component-props'].computed.push({ key: 'total', expr: '{{ $row.amount * $row.qty }}' });
        d.rules.push({ rule: 'dropWhen', table: 'parts', when: '{{ $row.quantiy === 0 }}' });
      }),
    });
    expect(out.map((l) => l.replace(/^\S+ {2}/, ''))).toEqual([
      '/fields/parts/x-component-props/columns/1/key  unknown column "amout" of RowTable "parts"; row fields (items.properties) and computed columns: partsCode, price, remainQuantity, quantity, amount, total (did you mean "amount"?)',
      '/fields/parts/x-component-props/computed/1/expr  unknown row field "qty" for $row; row fields of the table: partsCode, price, remainQuantity, quantity, amount, total',
      '/rules/1/column  unknown column "quantty" of table "parts" in rule sumNotExceed; row fields: partsCode, price, remainQuantity, quantity, amount, total (did you mean "quantity"?)',
      '/rules/1/groupBy/0  unknown column "partsCod" of table "parts" in rule sumNotExceed; row fields: partsCode, price, remainQuantity, quantity, amount, total (did you mean "partsCode"?)',
      '/rules/2/table  unknown table "part" in rule sameValue: it must name an array field of this document; array fields: parts (did you mean "parts"?)',
      '/rules/3  missing property "when" (An expression over $row (and $values): the rows it holds for.)',
      '/rules/4/rule  "sameValu" is not allowed; allowed: atLeastOne, requiresOneOf, sameAs, sumNotExceed, sameValue, requiredWhen, dropWhen (did you mean "sameValue"?)',
      '/rules/5/when  unknown row field "quantiy" for $row; row fields of the table: partsCode, price, remainQuantity, quantity, amount, total (did you mean "quantity"?)',
    ]);
  });

  it('checks dependencies and form rules name fields of the document', () => {
    const out = run({
      ...base,
      'schemas/forms/thingEdit.json': edit(form, (d) => {
        d.fields.engineCode['x-reactions'][0].dependencies = ['vim'];
        d.rules[0].fields = ['vin', 'engineCod'];
      }),
    });
    expect(out).toEqual([
      'schemas/forms/thingEdit.json:22:13  /fields/engineCode/x-reactions/0/dependencies/0  unknown field "vim" in dependencies; fields of this document: vin, engineCode (did you mean "vin"?)',
      'schemas/forms/thingEdit.json:38:9  /rules/0/fields/1  unknown field "engineCod" in rule atLeastOne; fields of this document: vin, engineCode (did you mean "engineCode"?)',
    ]);
  });

  it('a HistoryInput filter on a path without a search-history type (runtime-defaults.json historyTypes) is reported', () => {
    const out = run({
      ...base,
      'schemas/pages/things.json': edit(page, (d) => {
        d.filters.name['x-component'] = 'HistoryInput';
      }),
    });
    expect(out).toEqual([
      expect.stringMatching(
        /^schemas\/pages\/things\.json:11:22 {2}\/filters\/name\/x-component {2}HistoryInput on a path with no search-history type \(\/things, \/things\/:id\) would never save or offer a value; add the path to historyTypes in schemas\/meta\/runtime-defaults\.json \(typed paths: \/serviceRetailOrderList, .*\/claimList\)$/,
      ),
    ]);
  });

  it('checks permission actions, what actions open, and that the menu grants them', () => {
    const out = run({
      ...base,
      'schemas/pages/things.json': edit(page, (d) => {
        d.rowActions[0].action = 'detial';
        d.rowActions[0].open = { route: '/thingz/{id}' };
        d.rowActions[1].action = 'edit';
        d.toolbar[0].label = '添加';
        d.toolbar[0].open = { form: 'thingEdt' };
      }),
    });
    expect(out).toEqual([
      'schemas/pages/things.json:30:16  /toolbar/0/label  tool-bar button "添加" matches the describe of no button of menu entry /things (schemas/menus/things.json), /things/:id (schemas/menus/things.json), so it would never show; describes: 新增, 详情, 删除',
      'schemas/pages/things.json:32:17  /toolbar/0/open/form  unknown form "thingEdt"; forms: thingEdit (did you mean "thingEdit"?)',
      expect.stringMatching(
        /^schemas\/pages\/things\.json:38:17 {2}\/rowActions\/0\/action {2}unknown permission action "detial"; actions: detail, delete, .* \(did you mean "detail"\?\)$/,
      ),
      'schemas/pages/things.json:41:18  /rowActions/0/open/route  route "/thingz/{id}" is no menu path, so the route guard would refuse it; add an entry (hidden if need be) to schemas/menus/',
      'schemas/pages/things.json:45:17  /rowActions/1/action  action "edit" is granted by no button of menu entry /things (schemas/menus/things.json), /things/:id (schemas/menus/things.json), so it would never show; its actions: add, detail, delete',
    ]);
  });

  it('checks menus: role codes, button actions and roles, screens, unique paths and names, shell paths', () => {
    const out = run({
      ...base,
      'schemas/menus/things.json': edit(menu, (d) => {
        const [list, , site] = d.entries[0].children;
        list.roles.push('it_manger');
        list.buttons[0].action = 'ad';
        list.buttons[2].roles = ['provider', 'part_data'];
        site.path = '/things';
        site.name = 'things-@2';
        d.entries.push({ name: 'home', title: '首页', path: '/home', screen: 'page:thingz' });
        d.entries.push({ name: 'empty', title: '空', path: '/empty' });
      }),
    });
    expect(out).toEqual([
      'schemas/calls/things.json:37:9  /calls/thing.get/permission/0  menu entry /things has no button "add" (permission of call thing.get); its buttons: ad, detail, delete (did you mean "ad"?)',
      'schemas/menus/things.json:23:13  /entries/0/children/0/roles/2  unknown role code "it_manger"; role codes (000 §6): provider, onlineProvider, onlineMessenger, engineer, center, service_business, financial, customer, it_manager, service_data, part_data, manager, config_data, settlement, part_business, part_price, vip_price_manager, vipPriceMaintenance, part_price_trade, temp_quality (did you mean "it_manager"?)',
      expect.stringMatching(
        /:27:25 {2}\/entries\/0\/children\/0\/buttons\/0\/action {2}unknown permission action "ad"; actions: .* \(did you mean "add"\?\)$/,
      ),
      'schemas/menus/things.json:46:17  /entries/0/children/0/buttons/2/roles/1  role "part_data" gets this button but not its menu entry; entry roles: it_manager, provider, it_manger',
      'schemas/menus/things.json:62:19  /entries/0/children/2/name  route name "things" is already used by schemas/menus/things.json /entries/0/children/0; route names are unique (a \'-@\' suffix is ignored)',
      'schemas/menus/things.json:64:19  /entries/0/children/2/path  path "/things" is already used by schemas/menus/things.json /entries/0/children/0; menu paths are unique',
      'schemas/menus/things.json:75:15  /entries/1/path  "/home" belongs to the shell; it is not a menu entry',
      'schemas/menus/things.json:76:17  /entries/1/screen  unknown page "thingz"; pages: things (did you mean "things"?)',
      'schemas/menus/things.json:78:5  /entries/2  an entry needs a "screen" (such as page:supplierParts), a "url" or "children"',
    ]);
  });

  it('access from JSON: a call without permission, with "session" but no reason, an unknown menu path or button', () => {
    const out = run({
      ...base,
      'schemas/calls/things.json': edit(calls, (d) => {
        delete d.calls['thing.get'].permission;
        d.calls['thing.delete'].permission = ['/thngs#delete', '/things#remove'];
        d.calls['warehouse.search'].permission = 'session';
      }),
    });
    expect(out).toEqual([
      expect.stringMatching(
        /^schemas\/calls\/things\.json:\d+:\d+ {2}\/calls\/warehouse\.search\/permission {2}call warehouse\.search: permission "session" needs "everyone"/,
      ),
      expect.stringMatching(
        /^schemas\/calls\/things\.json:\d+:5 {2}\/calls\/thing\.get {2}call thing\.get has no permission: add "permission": "\/menu#action" .* or "session" with "everyone"/,
      ),
      expect.stringMatching(
        /\/calls\/thing\.delete\/permission\/0 {2}unknown menu path "\/thngs" in the permission of call thing\.delete; menu paths \(schemas\/menus\): .* \(did you mean "\/things"\?\)$/,
      ),
      'schemas/calls/things.json:41:9  /calls/thing.delete/permission/1  menu entry /things has no button "remove" (permission of call thing.delete); its buttons: add, detail, delete',
      // the page's delete row action uses a call that no longer admits the page's second menu entry
      'schemas/pages/things.json:48:15  /rowActions/1/call  call thing.delete does not admit menu entry /things/:id (schemas/menus/things.json), which shows page:things: its users would get 无权限访问; add "/things/:id" (or "/things/:id#<action>") to the "permission" of thing.delete in schemas/calls/things.json',
    ]);
  });

  it("a new page on existing calls is told to add its menu entry to the calls' permission, through pickers and forms it opens", () => {
    const out = run({
      ...base,
      'schemas/pages/myThings.json': { ...page, id: 'myThings', rowActions: [] },
      'schemas/menus/things.json': edit(menu, (d) => {
        d.entries[0].children.push({
          name: 'myThings',
          title: '我的物品',
          path: '/myThings',
          screen: 'page:myThings',
          roles: ['provider'],
          buttons: [{ action: 'add', describe: '新增' }],
        });
      }),
    });
    expect(out.map((l) => l.replace(/^(\S+):\d+:\d+/, '$1'))).toEqual([
      'schemas/forms/thingEdit.json  /submit/call  call thing.put does not admit menu entry /myThings (schemas/menus/things.json), which shows page:myThings (through form thingEdit): its users would get 无权限访问; add "/myThings" (or "/myThings#<action>") to the "permission" of thing.put in schemas/calls/things.json',
      'schemas/pages/myThings.json  /call  call warehouse.search does not admit menu entry /myThings (schemas/menus/things.json), which shows page:myThings: its users would get 无权限访问; add "/myThings" (or "/myThings#<action>") to the "permission" of warehouse.search in schemas/calls/things.json',
      'schemas/pickers/warehouse.json  /call  call warehouse.search does not admit menu entry /myThings (schemas/menus/things.json), which shows page:myThings (through picker warehouse): its users would get 无权限访问; add "/myThings" (or "/myThings#<action>") to the "permission" of warehouse.search in schemas/calls/things.json',
    ]);
    // the fix, in JSON only: the calls list the new entry (a button of it for the write)
    const fixed = run({
      ...base,
      'schemas/calls/things.json': edit(calls, (d) => {
        d.calls['warehouse.search'].permission.push('/myThings');
        d.calls['thing.put'].permission.push('/myThings#add');
      }),
      'schemas/pages/myThings.json': { ...page, id: 'myThings', rowActions: [] },
      'schemas/menus/things.json': edit(menu, (d) => {
        d.entries[0].children.push({
          name: 'myThings',
          title: '我的物品',
          path: '/myThings',
          screen: 'page:myThings',
          roles: ['provider'],
          buttons: [{ action: 'add', describe: '新增' }],
        });
      }),
    });
    expect(fixed).toEqual([]);
  });

  it('reports problems of every file in one run, sorted by file and position', () => {
    const out = run({
      ...base,
      'schemas/pickers/warehouse.json': edit(picker, (d) => (d.columns[0].key = 'x')),
      'schemas/forms/thingEdit.json': edit(form, (d) => (d.fields.vin['x-component'] = 'Nope')),
    });
    expect(out.map((l) => l.split('  ')[0])).toEqual([
      'schemas/forms/thingEdit.json:10:22',
      'schemas/pickers/warehouse.json:19:14',
    ]);
  });

  it('reports a key given twice in one object at the later one, naming the earlier', () => {
    const text = JSON.stringify(picker, null, 2).replace(
      '"title": "选择仓库",',
      '"title": "选择仓库",\n  "pageSize": 5,\n  "title": "仓库",',
    );
    expect(run({ ...base, 'schemas/pickers/warehouse.json': text })).toEqual([
      'schemas/pickers/warehouse.json:7:3  /title  duplicate key "title": also at 5:3; JSON keeps only the last one, so remove or rename one of them',
    ]);
  });

  it('reports an id that differs from the file name, blaming the copy rather than the original', () => {
    expect(run({ ...base, 'schemas/pages/foo.json': edit(page, (d) => (d.id = 'bar')) })).toEqual([
      'schemas/pages/foo.json:4:9  /id  id "bar" differs from the file name foo; rename the file to bar.json or set "id": "foo"',
    ]);
    expect(run({ ...base, 'schemas/pickers/aWarehouse.json': picker })).toEqual([
      'schemas/pickers/aWarehouse.json:4:9  /id  id "warehouse" differs from the file name aWarehouse; rename the file to warehouse.json or set "id": "aWarehouse"',
      'schemas/pickers/aWarehouse.json:4:9  /id  picker id "warehouse" is already used by schemas/pickers/warehouse.json; ids are unique per kind',
    ]);
  });

  it("checks $row and $values fields inside expressions against the row's call and the form", () => {
    const out = run({
      ...base,
      'schemas/pages/things.json': edit(page, (d) => {
        d.rowActions[0].visible = "{{ $row.nmae === 'x' }}";
        d.filters.name['x-visible'] = '{{ $row.id }}';
      }),
      'schemas/forms/thingEdit.json': edit(form, (d) => {
        d.fields.vin['x-visible'] = '{{ !$values.engineCod || $form.values.vim }}';
      }),
    });
    expect(out).toEqual([
      'schemas/forms/thingEdit.json:14:33  /fields/vin/x-visible  unknown field "engineCod" for $values; fields of this form: vin, engineCode (did you mean "engineCode"?)',
      'schemas/forms/thingEdit.json:14:59  /fields/vin/x-visible  unknown field "vim" for $form.values; fields of this form: vin, engineCode (did you mean "vin"?)',
      'schemas/pages/things.json:12:29  /filters/name/x-visible  $row is not available here: there is no row (it is for rowActions of a page and actions of a detail)',
      'schemas/pages/things.json:44:27  /rowActions/0/visible  unknown field "nmae" in the answer of call warehouse.search; known: id, name, companyName, warehouseTypeName, ownerNo, ownerName (did you mean "name"?)',
    ]);
  });

  it('takes role codes from one list, the same as the gateway seeds', () => {
    expect([...ROLE_CODES]).toEqual(ROLES.map((r) => r.code));
  });

  it('reports calls the gateway does not serve, with the nearest served path', () => {
    const routes: ServedRoute[] = [
      { method: 'POST', host: 'gateway', path: '/warehouse/search/V1.0' },
      { method: 'GET', host: 'gateway', path: '/thing/:thingId' },
      { method: 'POST', host: 'gateway', path: '/thing/delete/:id' },
      { method: 'PUT', host: 'gateway', path: '/thing/:id' },
    ];
    expect(run(base, routes)).toEqual([
      'schemas/calls/things.json:44:15  /calls/thing.delete/path  call thing.delete: the gateway serves no DELETE /thing/{id} on host gateway; it serves /thing/{id} with GET, PUT; add the route to server/ or correct the call',
    ]);
    const moved = edit(calls, (d) => (d.calls['warehouse.search'].path = '/warehouse/serch/V1.0'));
    expect(
      run({ ...base, 'schemas/calls/things.json': moved }, [
        ...routes,
        { method: 'DELETE', host: 'gateway', path: '/thing/{x}' },
      ]),
    ).toEqual([
      'schemas/calls/things.json:8:15  /calls/warehouse.search/path  call warehouse.search: the gateway serves no POST /warehouse/serch/V1.0 on host gateway (did you mean "/warehouse/search/V1.0"?); add the route to server/ or correct the call',
    ]);
  });

  it('reports only the parse error of a file that is not JSON, not the references into it', () => {
    const brokenPicker = JSON.stringify(picker, null, 2).replace('"kind": "picker",', '"kind": "picker"');
    expect(run({ ...base, 'schemas/pickers/warehouse.json': brokenPicker })).toEqual([
      expect.stringMatching(/^schemas\/pickers\/warehouse\.json:4:3 {2}\/ {2}not valid JSON: /),
    ]);
    const brokenCalls = JSON.stringify(calls, null, 2).replace('"kind": "calls",', '"kind": "calls"');
    const brokenMenu = JSON.stringify(menu, null, 2).replace('"kind": "menu",', '"kind": "menu"');
    expect(
      run({ ...base, 'schemas/calls/things.json': brokenCalls, 'schemas/menus/things.json': brokenMenu }).map(
        (l) => l.split('  ')[0],
      ),
    ).toEqual(['schemas/calls/things.json:4:3', 'schemas/menus/things.json:4:3']);
  });

  it('limits the report to the files asked for, still resolving references against all files', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-check-'));
    dirs.push(root);
    const files: Files = { ...base, 'schemas/pickers/warehouse.json': edit(picker, (d) => (d.columns[0].key = 'x')) };
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), JSON.stringify(content, null, 2));
    }
    expect(checkSchemas({ root, files: ['schemas/pages/things.json'] })).toEqual([]);
    expect(checkSchemas({ root, files: ['schemas/pickers/warehouse.json'] }).map((p: Problem) => p.pointer)).toEqual([
      '/columns/0/key',
    ]);
  });
});

describe('main', () => {
  it('prints one line per problem and a summary, and returns 1', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-check-'));
    dirs.push(root);
    mkdirSync(join(root, 'schemas/pickers'), { recursive: true });
    writeFileSync(
      join(root, 'schemas/pickers/x.json'),
      '{ "$schema": "../meta/picker.schema.json", "kind": "picker" }',
    );
    const lines: string[] = [];
    const error = console.error;
    console.error = (s: string) => lines.push(s);
    try {
      expect(main([], root)).toBe(1);
    } finally {
      console.error = error;
    }
    expect(lines[0]).toBe('schemas/pickers/x.json:1:1  /  missing property "id"');
    expect(lines.at(-1)).toMatch(/^schemas:check: 1 files, 5 problems \(\d+ ms\)$/);
  });

  it('prints the summary and returns 0 on the real schemas', () => {
    const lines: string[] = [];
    const log = console.log;
    console.log = (s: string) => lines.push(s);
    try {
      expect(main([])).toBe(0);
    } finally {
      console.log = log;
    }
    expect(lines[0]).toMatch(/^schemas:check: \d+ files, 0 problems \(\d+ ms\)$/);
  });
});

describe('schemas:check on file actions (download, import)', () => {
  const fileCalls = edit(calls, (d) => {
    d.calls['thing.template'] = {
      method: 'GET',
      host: 'gateway',
      path: '/thing/template',
      answer: 'blob',
      permission: ['/things#add', '/things/:id'],
    };
    d.calls['thing.import'] = {
      method: 'POST',
      host: 'gateway',
      path: '/thing/import',
      send: 'multipart',
      answer: 'blob',
      permission: ['/things#add', '/things/:id'],
    };
  });
  const withToolbar = (toolbar: unknown[]) => ({
    ...base,
    'schemas/calls/things.json': fileCalls,
    'schemas/pages/things.json': edit(page, (d) => (d.toolbar = toolbar)),
  });

  it('accepts an import with its template and a download', () => {
    expect(
      run(
        withToolbar([
          {
            label: '新增',
            import: { call: 'thing.import', templateCall: 'thing.template', then: ['refresh'] },
            download: { call: 'thing.template' },
          },
        ]),
      ),
    ).toEqual([]);
  });

  it('names an unknown call, a download of a non-file answer and an import not sent as multipart', () => {
    const out = run(
      withToolbar([
        { label: '新增', import: { call: 'thing.imprt' } },
        { label: '新增', download: { call: 'thing.get' } },
        { label: '新增', import: { call: 'thing.template' } },
      ]),
    );
    expect(
      out.some((l) =>
        /\/toolbar\/0\/import\/call {2}unknown call "thing\.imprt" \(did you mean "thing\.import"\?\)/.test(l),
      ),
    ).toBe(true);
    expect(
      out.some((l) =>
        /\/toolbar\/1\/download\/call {2}call thing\.get answers "object"; a download needs a call that answers a file \("blob"\)/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(
      out.some((l) =>
        /\/toolbar\/2\/import\/call {2}call thing\.template is sent as "body"; an import sends its file as multipart/.test(
          l,
        ),
      ),
    ).toBe(true);
  });

  it('refuses an accept entry that is no extension', () => {
    const out = run(withToolbar([{ label: '新增', import: { call: 'thing.import', accept: ['xlsx'] } }]));
    expect(out.join('\n')).toMatch(/\/toolbar\/0\/import\/accept\/0/);
  });
});
