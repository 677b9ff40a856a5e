// The checker on the detail constructs (tables of lines with row actions, the change-record viewer,
// the approval action): the real documents pass; each planted mistake is reported at its place with the
// nearest names. Runs on the real schemas/ with one document replaced (checkSchemas overrides).
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from './schemas-check';

const ROOT = join(__dirname, '..');
const REL = 'schemas/details/coreReturnBill.json';
const original = JSON.parse(readFileSync(join(ROOT, REL), 'utf8')) as Record<string, unknown>;

// the approval actions by their action name (the detail has other actions before them: 提交, 发运)
const actionIndex = (name: string) => (original.actions as { action: string }[]).findIndex((a) => a.action === name);
const CONFIRM = actionIndex('applicationApproval');
const REJECT = actionIndex('applicationReject');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a change reads and sets any path of the JSON fixture
function problems(change: (d: any) => void): string[] {
  const doc = structuredClone(original);
  change(doc);
  return checkSchemas({
    root: ROOT,
    files: [REL],
    overrides: { [REL]: JSON.stringify(doc, null, 2) },
    routes: false,
  }).map(formatProblem);
}

describe('schemas:check on detail tables, change records and approvals', () => {
  it('passes the real core return bill detail', () => {
    expect(problems(() => undefined)).toEqual([]);
  });

  it('reports a table column that is no row field, with the nearest', () => {
    const out = problems((d) => {
      d.sections[4].table.columns[0].key = 'partsCod';
    });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /coreReturnBill\.json:\d+:\d+ +\/sections\/4\/table\/columns\/0\/key +unknown field "partsCod" in the answer of call coreReturnBill\.get.*did you mean "partsCode"/,
    );
  });

  it('reports a table field the answer lacks, and one without declared row fields', () => {
    const out = problems((d) => {
      d.sections[4].table.field = 'part';
    });
    expect(
      out.some((p) => /\/sections\/4\/table\/field +unknown list field "part".*did you mean "parts"/.test(p)),
    ).toBe(true);
    expect(
      out.some((p) =>
        /\/sections\/4\/table\/field +call coreReturnBill\.get declares no row fields for "part".*rowFields for: parts, claims/.test(
          p,
        ),
      ),
    ).toBe(true);
  });

  it('reports a $row of a row action that is no field of the line', () => {
    const out = problems((d) => {
      d.sections[3].table.rowActions[0].changeRecords.params.code.$row = 'ide';
    });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /\/sections\/3\/table\/rowActions\/0\/changeRecords\/params\/code\/\$row +unknown field "ide".*did you mean "id"/,
    );
  });

  it('reports unknown calls of the approval and the change-record viewer, and a row action no menu button grants', () => {
    const out = problems((d) => {
      d.actions[CONFIRM].approval.call = 'coreReturnBill.confirm';
      d.changeRecords.call = 'changeRecord.lst';
      d.sections[3].table.rowActions[0].action = 'edit';
    });
    expect(
      out.some((p) => new RegExp(`/actions/${CONFIRM}/approval/call +unknown call "coreReturnBill\\.confirm"`).test(p)),
    ).toBe(true);
    expect(
      out.some((p) =>
        /\/changeRecords\/call +unknown call "changeRecord\.lst" \(did you mean "changeRecord\.list"\?\)/.test(p),
      ),
    ).toBe(true);
    expect(
      out.some((p) => /\/sections\/3\/table\/rowActions\/0\/action +action "edit" is granted by no button/.test(p)),
    ).toBe(true);
  });

  it('reports an approval remark property the meta-schema does not know, and a section with neither fields nor table', () => {
    const out = problems((d) => {
      d.actions[REJECT].approval.remark.requird = false;
      delete d.sections[4].table;
    });
    expect(
      out.some((p) => p.includes(`/actions/${REJECT}/approval/remark/requird`) && /did you mean "required"/.test(p)),
    ).toBe(true);
    expect(out.some((p) => /\/sections\/4 +a section shows "fields", a "table" or both; it has neither/.test(p))).toBe(
      true,
    );
  });
});

describe('schemas:check on display formats', () => {
  it('requires the dictionary of a dict column and the name field of a user column, and checks that name field against the call', () => {
    const out = problems((d) => {
      delete d.sections[3].table.columns[4].dict;
      d.sections[0].fields[4] = { key: 'region', title: '区域', format: 'user' };
      d.sections[0].fields[5] = { key: 'warehouseName', title: '旧件仓库', format: 'user', nameKey: 'warehouseNam' };
    });
    expect(out.some((p) => /\/sections\/3\/table\/columns\/4 +missing property "dict"/.test(p))).toBe(true);
    expect(out.some((p) => /\/sections\/0\/fields\/4 +missing property "nameKey"/.test(p))).toBe(true);
    expect(
      out.some((p) =>
        /\/sections\/0\/fields\/5\/nameKey +unknown field "warehouseNam".*did you mean "warehouseName"/.test(p),
      ),
    ).toBe(true);
  });

  it("checks the field of a dict column's dictBy against the call and requires its dicts", () => {
    const out = problems((d) => {
      d.sections[3].table.columns[4].dictBy = { field: 'statu', dicts: { YES: 'facilitator_status' } };
      d.sections[3].table.columns[3].dictBy = { field: 'status' };
    });
    expect(out.some((p) => /\/sections\/3\/table\/columns\/4\/dictBy\/field +unknown field "statu"/.test(p))).toBe(
      true,
    );
    expect(out.some((p) => /\/sections\/3\/table\/columns\/3\/dictBy +missing property "dicts"/.test(p))).toBe(true);
  });

  it('refuses an unknown format, naming the allowed ones', () => {
    const out = problems((d) => {
      d.sections[2].fields[0].format = 'money';
    });
    expect(
      out.some((p) =>
        /\/sections\/2\/fields\/0\/format +"money" is not allowed; allowed: .*amount.*region.*user/.test(p),
      ),
    ).toBe(true);
  });
});

describe('schemas:check on StockPanel', () => {
  const FORM = 'schemas/forms/stockPanel.json';
  const form = JSON.parse(readFileSync(join(ROOT, FORM), 'utf8')) as Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a change reads and sets any path of the JSON fixture
  const check = (change: (d: any) => void) => {
    const doc = structuredClone(form);
    change(doc);
    return checkSchemas({
      root: ROOT,
      files: [FORM],
      overrides: { [FORM]: JSON.stringify(doc, null, 2) },
      routes: false,
    }).map(formatProblem);
  };
  const PROPS = '/fields/stock/x-component-props';

  it('passes the real stock panel block', () => {
    expect(check(() => undefined)).toEqual([]);
  });

  it('reports a figure the answer lacks, a pickerFilter that is no parameter or no filter of the picker, an unknown picker', () => {
    const out = check((d) => {
      const p = d.fields.stock['x-component-props'];
      p.figure = 'qtty';
      p.pickerFilters = ['partsId', 'warehouseTyp', 'warehouseType'];
    });
    expect(out.some((l) => l.includes(`${PROPS}/figure`) && /unknown field "qtty".*did you mean "qty"/.test(l))).toBe(
      true,
    );
    expect(
      out.some(
        (l) =>
          l.includes(`${PROPS}/pickerFilters/1`) &&
          /"warehouseTyp" is not a parameter of this StockPanel.*did you mean "warehouseType"/.test(l),
      ),
    ).toBe(true);
    expect(
      out.some(
        (l) =>
          l.includes(`${PROPS}/pickerFilters/2`) &&
          /"warehouseType" is no filter of picker stockTable; its filters: partsId, warehouseId/.test(l),
      ),
    ).toBe(true);
    const unknown = check((d) => {
      d.fields.stock['x-component-props'].picker = 'stockTabel';
    });
    expect(
      unknown.some(
        (l) => l.includes(`${PROPS}/picker`) && /unknown picker "stockTabel".*did you mean "stockTable"/.test(l),
      ),
    ).toBe(true);
  });
});
