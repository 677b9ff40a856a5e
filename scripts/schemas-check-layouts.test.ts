// The checker on the layout nodes (Tabs, LeftRight, GroupRows, IframeHost, ValueTable): the real
// documents pass; each planted mistake is reported at its place (file:line:col, pointer) with the nearest names.
// Runs on the real schemas/ with one document replaced (checkSchemas overrides).
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from './schemas-check';

const ROOT = join(__dirname, '..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a change sets any path of the fixture
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
const LAYOUTS = 'schemas/forms/layoutBlocks.json';
const REPLACE = 'schemas/forms/replacementParts.json';
const tabs = '/fields/tabs/properties';

describe('schemas:check on the layout nodes', () => {
  it('passes the real layout and replacement-parts forms', () => {
    expect(problems(LAYOUTS, () => undefined)).toEqual([]);
    expect(problems(REPLACE, () => undefined)).toEqual([]);
  });

  it('a tab without a title, a LeftRight with one child, a GroupRows without row fields, an IframeHost without src', () => {
    const out = problems(LAYOUTS, (d) => {
      delete d.fields.tabs.properties.values.title;
      delete d.fields.tabs.properties.basic.properties.sides.properties.right;
      delete d.fields.tabs.properties.contacts.properties.contacts.items;
      delete d.fields.tabs.properties.sbom.properties.frame['x-component-props'].src;
    });
    expect(
      out.some((p) =>
        /layoutBlocks\.json:\d+:\d+ +\/fields\/tabs\/properties\/values +tab "values" of Tabs "tabs" has no "title"/.test(
          p,
        ),
      ),
    ).toBe(true);
    expect(
      out.some((p) =>
        new RegExp(
          `layoutBlocks\\.json:\\d+:\\d+ +${tabs}/basic/properties/sides +LeftRight "sides" takes two child nodes .* it has 1: left`,
        ).test(p),
      ),
    ).toBe(true);
    expect(
      out.some((p) => new RegExp(`${tabs}/contacts/properties/contacts +GroupRows "contacts" needs "items"`).test(p)),
    ).toBe(true);
    expect(
      out.some((p) =>
        new RegExp(`${tabs}/sbom/properties/frame +component IframeHost needs x-component-props "src"`).test(p),
      ),
    ).toBe(true);
  });

  it('a ValueTable column that is no row field, an unknown source call and a fill naming no ValueTable, with the nearest names', () => {
    const out = problems(REPLACE, (d) => {
      const old = d.fields.sides.properties.old.properties.oldParts['x-component-props'];
      old.columns[1].key = 'partName';
      old.source.call = 'sbom.partSearch';
      old.source.fill = { newPart: 'newPartsList' };
    });
    expect(out).toHaveLength(3);
    expect(
      out.some((p) =>
        /replacementParts\.json:\d+:\d+ +\/fields\/sides\/properties\/old\/properties\/oldParts\/x-component-props\/columns\/1\/key +unknown column "partName" of ValueTable "oldParts".*did you mean "partsName"/.test(
          p,
        ),
      ),
    ).toBe(true);
    expect(
      out.some((p) => /\/source\/call +unknown call "sbom\.partSearch".*did you mean "sbom\.partsSearch"/.test(p)),
    ).toBe(true);
    expect(
      out.some((p) =>
        /\/source\/fill\/newPart +fill names "newPart", not another ValueTable of this document; ValueTables: newParts.*did you mean "newParts"/.test(
          p,
        ),
      ),
    ).toBe(true);
  });
});
