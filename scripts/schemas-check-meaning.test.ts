// The checker on meaning: mistakes that name only known things and yet would give wrong data or a false
// success. Each kind is planted into a real document (checkSchemas overrides) and reported with its place, what is
// wrong and the fix; the real documents pass; valid input (any dayjs format on a DatePicker) is not refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from './schemas-check';

const ROOT = join(__dirname, '..');
const read = (rel: string) => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as Record<string, unknown>;

/** The problems of `rel` (and any other files given) after the changes; every other file as it is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a change reads and sets any path of the JSON fixture
function problems(rel: string, change: (d: any) => void, extra: Record<string, unknown> = {}): string[] {
  const doc = read(rel);
  change(doc);
  const overrides = Object.fromEntries(
    [[rel, doc], ...Object.entries(extra)].map(([k, v]) => [k, JSON.stringify(v, null, 2)]),
  );
  return checkSchemas({ root: ROOT, files: Object.keys(overrides), overrides, routes: false, english: true }).map(
    formatProblem,
  );
}

const USER_ADD = 'schemas/forms/userAdd.json';
const BRANCH_AUTH = 'schemas/pages/branchAuthority.json';
const NOTICES = 'schemas/pages/notices.json';

const field = (extra: Record<string, unknown>) => ({
  type: 'number',
  title: { zh_CN: '数量', en_US: 'Quantity' },
  'x-decorator': 'FormItem',
  ...extra,
});

describe('schemas:check on meaning', () => {
  it('passes the real documents the plants go into', () => {
    for (const rel of [USER_ADD, BRANCH_AUTH, NOTICES]) expect(problems(rel, () => undefined)).toEqual([]);
  });

  it('refuses a form that submits with a read call: the user would see success and nothing would be stored', () => {
    const out = problems(USER_ADD, (d) => (d.submit.call = 'user.list'));
    expect(out).toEqual([
      expect.stringMatching(
        /^schemas\/forms\/userAdd\.json:\d+:\d+ {2}\/submit\/call {2}form userAdd submits with user\.list, which only reads \(a paged search\): the user would see success and nothing would be stored; name a write call \(of its group: .*user\.add.*\), or mark the call "writes": true if it does write$/,
      ),
    ]);
  });

  it("refuses bounds that contradict each other: a NumberPicker's, a rule's, a length floor above a cap", () => {
    const out = problems(USER_ADD, (d) => {
      d.fields.qty = field({
        'x-component': 'NumberPicker',
        'x-component-props': { min: 10, max: 1 },
        'x-validator': [{ rule: 'numberRange', min: 5, max: 2 }],
      });
      d.fields.code = {
        ...field({
          'x-component': 'Input',
          'x-component-props': { maxLength: 4 },
          'x-validator': [{ rule: 'minLength', min: 8 }],
        }),
        type: 'string',
      };
    });
    expect(out).toEqual([
      expect.stringMatching(
        /\/fields\/qty\/x-component-props {2}NumberPicker's min 10 is above the max 1: no value could pass \(a number field would send 0\); swap them or correct one$/,
      ),
      expect.stringMatching(
        /\/fields\/qty\/x-validator\/0 {2}rule numberRange's min 5 is above the max 2: no value could pass/,
      ),
      expect.stringMatching(
        /\/fields\/code\/x-component-props\/maxLength {2}rule minLength's min length 8 is above the max 4: no text could pass; swap them or correct one$/,
      ),
    ]);
  });

  it('refuses duplicate option values and a Select with no options at all', () => {
    const out = problems(USER_ADD, (d) => {
      d.fields.kind = {
        ...field({ 'x-component': 'Select' }),
        type: 'string',
        enum: [
          { label: { zh_CN: '甲', en_US: 'A' }, value: 'A' },
          { label: { zh_CN: '乙', en_US: 'B' }, value: 'A' },
        ],
      };
      d.fields.empty = { ...field({ 'x-component': 'Select' }), type: 'string' };
    });
    expect(out).toEqual([
      expect.stringMatching(
        /\/fields\/kind\/enum\/1 {2}option value "A" repeats option 0: the two cannot be told apart when chosen; give each option its own value$/,
      ),
      expect.stringMatching(
        /\/fields\/empty {2}Select "empty" has no options: give "enum" \(fixed options\), x-component-props\.options \(a fixed list or \{ "call": … \} from the gateway\), or use DictSelect with a dictionary$/,
      ),
    ]);
  });

  it('refuses a dictionary code no dictionary has, with the nearest code, in a DictSelect and a dict column', () => {
    const form = problems(USER_ADD, (d) => {
      d.fields.status = {
        ...field({ 'x-component': 'DictSelect', 'x-component-props': { dict: 'user_statu' } }),
        type: 'string',
      };
    });
    expect(form).toEqual([
      expect.stringMatching(
        /\/fields\/status\/x-component-props\/dict {2}unknown dictionary "user_statu".*\(did you mean "user_status"\?\); the dictionaries are listed in schemas\/meta\/dictionaries\.json/,
      ),
    ]);
    const page = problems(NOTICES, (d) =>
      d.columns.push({
        key: 'state',
        title: { zh_CN: '状态2', en_US: 'State 2' },
        format: 'dict',
        dict: 'notice_sate',
      }),
    );
    expect(page).toEqual([
      expect.stringMatching(/\/columns\/\d+\/dict {2}unknown dictionary "notice_sate".*did you mean "notice_state"/),
    ]);
  });

  it('refuses a prop of the wrong type and says how to write it', () => {
    const out = problems(USER_ADD, (d) => {
      d.fields.qty = field({ 'x-component': 'NumberPicker', 'x-component-props': { min: '0', precision: 1.5 } });
    });
    expect(out).toEqual([
      expect.stringMatching(
        /\/fields\/qty\/x-component-props\/min {2}NumberPicker prop "min" is a number, found the string "0"; write 0 without quotes$/,
      ),
      expect.stringMatching(
        /\/fields\/qty\/x-component-props\/precision {2}NumberPicker prop "precision" is an integer, found 1\.5$/,
      ),
    ]);
  });

  it('accepts any dayjs format on a DatePicker, and still refuses an unknown StockPanel format', () => {
    expect(
      problems(USER_ADD, (d) => {
        d.fields.day = {
          type: 'string',
          title: { zh_CN: '日期', en_US: 'Date' },
          'x-decorator': 'FormItem',
          'x-component': 'DatePicker',
          'x-component-props': { format: 'YYYY/MM/DD' },
        };
      }),
    ).toEqual([]);
    const stock = problems(
      'schemas/forms/stockPanel.json',
      (d) => (d.fields.stock['x-component-props'].format = 'amout'),
    );
    expect(stock).toEqual([
      expect.stringMatching(
        /\/fields\/stock\/x-component-props\/format {2}StockPanel format "amout" is none of thousands, amount \(did you mean "amount"\?\)$/,
      ),
    ]);
  });

  it('refuses a required filter that the collapsed search form hides', () => {
    const out = problems(BRANCH_AUTH, (d) => {
      const { branchId, ...rest } = d.filters;
      d.filters = { ...rest, branchId };
    });
    expect(out).toEqual([
      expect.stringMatching(
        /\/filters\/branchId {2}required filter "branchId" is filter 4; a collapsed search form shows only the first 3 in a narrow window, so the user would be asked for a field they cannot see; move it among the first 3$/,
      ),
    ]);
  });

  it('refuses a dialog chain that opens itself', () => {
    const picker = 'schemas/pickers/warehouse.json';
    const out = problems(picker, (d) => {
      d.rowActions = [{ label: { zh_CN: '再选', en_US: 'Again' }, open: { picker: 'warehouse' } }];
    });
    expect(out).toEqual([
      expect.stringMatching(
        /\/rowActions\/0\/open\/picker {2}this opens picker:warehouse, which leads back to picker:warehouse \(picker:warehouse → picker:warehouse\): a dialog chain that opens itself never ends/,
      ),
    ]);
  });

  it('refuses a detail opened from a list when no menu entry has its route, saying which entry to add', () => {
    const orphan = { ...read('schemas/details/notice.json'), id: 'noticeCopy' };
    const out = problems(
      NOTICES,
      (d) =>
        d.rowActions.push({ action: 'view', label: { zh_CN: '副本', en_US: 'Copy' }, open: { detail: 'noticeCopy' } }),
      { 'schemas/details/noticeCopy.json': orphan },
    );
    expect(out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^schemas\/pages\/notices\.json:\d+:\d+ {2}\/rowActions\/\d+\/open\/detail {2}detail noticeCopy opens on the route \/detail\/noticeCopy\/:id, which no menu entry has: the route guard would refuse it; add a hidden entry \{ "path": "\/detail\/noticeCopy\/:id", "screen": "detail:noticeCopy", "hidden": true/,
        ),
      ]),
    );
  });
});
