// The checker on the chained dialogs (x-reactions open, form actions with map / mapRows,
// requireFirst, picker rowActions, $picked): the real documents pass; each planted mistake is reported at its
// place with the nearest names. Runs on the real schemas/ with one document replaced (checkSchemas overrides).
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from './schemas-check';

const ROOT = join(__dirname, '..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a change reads and sets any path of the JSON fixture
function problems(rel: string, change: (d: any) => void): string[] {
  const doc = JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as Record<string, unknown>;
  change(doc);
  return checkSchemas({
    root: ROOT,
    files: [rel],
    overrides: { [rel]: JSON.stringify(doc, null, 2) },
    routes: false,
  }).map(formatProblem);
}

const FORM = 'schemas/forms/ticketAssign.json';
const CLAIM = 'schemas/pickers/claim.json';
const TICKETS = 'schemas/pages/tickets.json';

describe('schemas:check on chained dialogs', () => {
  it('passes the real documents', () => {
    for (const rel of [FORM, CLAIM, TICKETS]) expect(problems(rel, () => undefined)).toEqual([]);
  });

  it('reports a chained picker that does not exist, a map into no field and a picker field the answer lacks', () => {
    const out = problems(FORM, (d) => {
      const open = d.fields.facilitatorId['x-reactions'][0].open;
      open.map = { facilitatorNam: 'name', facilitatorId: 'ide' };
    });
    expect(
      out.some((p) =>
        /ticketAssign\.json:\d+:\d+ +\/fields\/facilitatorId\/x-reactions\/0\/open\/map\/facilitatorNam +unknown form field "facilitatorNam".*did you mean "facilitatorName"/.test(
          p,
        ),
      ),
    ).toBe(true);
    expect(
      out.some((p) =>
        /\/open\/map\/facilitatorId +unknown picker field "ide" in the answer of call facilitator\.search.*did you mean "id"/.test(
          p,
        ),
      ),
    ).toBe(true);
    const unknown = problems(FORM, (d) => {
      d.fields.facilitatorId['x-reactions'][0].open.picker = 'serviceProvide';
    });
    expect(
      unknown.some((p) =>
        /\/x-reactions\/0\/open\/picker +unknown picker "serviceProvide".*did you mean "serviceProvider"/.test(p),
      ),
    ).toBe(true);
  });

  it('reports requireFirst naming no field, a form action with delay, an unknown mapRows table and row field', () => {
    const out = problems(FORM, (d) => {
      d.fields.facilitatorId['x-component-props'].requireFirst.field = 'branchID';
      d.actions = [
        { label: '添加', open: { picker: 'parts', delay: 5, mapRows: { table: 'lines', map: { x: 'id' } } } },
      ];
    });
    expect(
      out.some((p) => /requireFirst\/field +unknown field "branchID" in requireFirst.*did you mean "branchId"/.test(p)),
    ).toBe(true);
    expect(out.some((p) => /\/actions\/0\/open\/delay +delay is for x-reactions chains/.test(p))).toBe(true);
    expect(out.some((p) => /\/actions\/0\/open\/mapRows\/table +unknown table "lines" for mapRows/.test(p))).toBe(true);
  });

  it('reports a picker row action opening an unknown picker and a $row the picker answer lacks', () => {
    const out = problems(CLAIM, (d) => {
      d.rowActions[0].open.picker = 'claimOldPart';
      d.rowActions[0].open.params.claimId.$row = 'ids';
    });
    expect(
      out.some((p) =>
        /\/rowActions\/0\/open\/picker +unknown picker "claimOldPart".*did you mean "claimOldParts"/.test(p),
      ),
    ).toBe(true);
    expect(
      out.some((p) =>
        /\/rowActions\/0\/open\/params\/claimId\/\$row +unknown field "ids" in the answer of call coreReturnBill\.checkOutClaim.*did you mean "id"/.test(
          p,
        ),
      ),
    ).toBe(true);
  });

  it('reports $picked naming no field of the opened picker, and $picked in an action without a picker', () => {
    const out = problems(TICKETS, (d) => {
      const take = d.rowActions.find((a: { action: string }) => a.action === 'take');
      take.params.employeeId.$picked = 'idd';
      const assign = d.rowActions.find((a: { action: string }) => a.action === 'assign');
      assign.params = { x: { $picked: 'id' } };
    });
    expect(
      out.some((p) =>
        /\/params\/employeeId\/\$picked +unknown picker field "idd" in the answer of call facilitator\.employeeSearch.*did you mean "id"/.test(
          p,
        ),
      ),
    ).toBe(true);
    expect(
      out.some((p) => /\/params\/x\/\$picked +\$picked is the row chosen in the picker an action opens/.test(p)),
    ).toBe(true);
  });
});
