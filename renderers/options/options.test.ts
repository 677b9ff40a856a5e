// Options from a call: rows mapped by the declared fields, cached per call + parameters for the session only when asked.
import { describe, expect, it } from 'vitest';
import { fakeTransport, listAnswer, objectAnswer, runtime } from '../testing/harness';
import type { HttpRequest } from '../calls/types';
import { answerRows, isCallOptions, loadOptions, optionRows, optionsKey, toOptionItems } from './options';

describe('toOptionItems', () => {
  it('maps label / value and non-empty children recursively', () => {
    const rows = [
      { code: 'P', name: '省', kids: [{ code: 'C', name: '市', kids: [] }] },
      { code: 'Q', name: '区' },
    ];
    expect(toOptionItems(rows, { label: 'name', value: 'code', children: 'kids' })).toEqual([
      { label: '省', value: 'P', children: [{ label: '市', value: 'C' }] },
      { label: '区', value: 'Q' },
    ]);
  });
  it('reads rows of list answers and plain arrays', () => {
    expect(answerRows({ rows: [{ a: 1 }], total: 1 })).toEqual([{ a: 1 }]);
    expect(answerRows([{ a: 1 }, null, 'x'])).toEqual([{ a: 1 }]);
    expect(answerRows(undefined)).toEqual([]);
  });
  it("reads the rows of an object answer's field (an init call's statusList) and English names in English mode", () => {
    const answer = {
      statusList: [
        { itemValue: 'DRAFT', itemText: '草稿', itemTextEn: 'Draft' },
        { itemValue: 'X', itemText: '某' },
      ],
      company: '1000',
    };
    const rows = optionRows(answer, 'statusList');
    const spec = { label: 'itemText', value: 'itemValue' };
    expect(toOptionItems(rows, spec)).toEqual([
      { label: '草稿', value: 'DRAFT' },
      { label: '某', value: 'X' },
    ]);
    expect(toOptionItems(rows, spec, 'en_US')).toEqual([
      { label: 'Draft', value: 'DRAFT' },
      { label: '某', value: 'X' },
    ]);
    expect(optionRows(answer, 'missing')).toEqual([]);
  });
  it('tells a call spec from a list of options', () => {
    expect(isCallOptions({ call: 'page.byCode', label: 'name', value: 'code' })).toBe(true);
    expect(isCallOptions([{ label: 'a', value: 'a' }])).toBe(false);
  });
  it('keys parameters in a stable order', () => {
    expect(optionsKey('c', { a: 1, b: 2 })).toBe(optionsKey('c', { b: 2, a: 1 }));
    expect(optionsKey('c', { a: 1 })).not.toBe(optionsKey('c', { a: 2 }));
  });
});

describe('loadOptions', () => {
  const spec = { call: 'page.byCode', params: { code: 'star' }, label: 'name', value: 'code' } as const;

  it('sends the call with its parameters and maps the answer', async () => {
    const transport = fakeTransport({
      'GET /page/star': objectAnswer([
        { code: '1', name: '1星' },
        { code: '2', name: '2星' },
      ]),
    });
    const rt = runtime({ transport });
    await expect(loadOptions(rt, spec, { code: 'star' })).resolves.toEqual([
      { label: '1星', value: '1' },
      { label: '2星', value: '2' },
    ]);
    expect(transport.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /page/star']);
  });

  it('cache session: one request per call + parameters; other parameters load again', async () => {
    const transport = fakeTransport({
      'POST /flagType/getFlagRule/V1.0': (req: HttpRequest) =>
        objectAnswer([{ code: `${(req.body as { type: string }).type}_FLAG_1` }]),
    });
    const rt = runtime({ transport });
    const flags = { call: 'flagRule.get', label: 'code', value: 'code', cache: 'session' } as const;
    const a = await loadOptions(rt, flags, { company: '1000', type: 'PARTS' });
    const b = await loadOptions(rt, flags, { type: 'PARTS', company: '1000' });
    const c = await loadOptions(rt, flags, { company: '1000', type: 'CLAIM' });
    expect(a).toEqual([{ label: 'PARTS_FLAG_1', value: 'PARTS_FLAG_1' }]);
    expect(b).toEqual(a);
    expect(c).toEqual([{ label: 'CLAIM_FLAG_1', value: 'CLAIM_FLAG_1' }]);
    expect(transport.requests.map((r) => r.body)).toEqual([
      { company: '1000', type: 'PARTS' },
      { company: '1000', type: 'CLAIM' },
    ]);
  });

  it('cache none: every load asks again', async () => {
    const transport = fakeTransport({ 'GET /page/star': objectAnswer([]) });
    const rt = runtime({ transport });
    await loadOptions(rt, spec, { code: 'star' });
    await loadOptions(rt, spec, { code: 'star' });
    expect(transport.requests).toHaveLength(2);
  });

  it('a failure is not cached', async () => {
    let fail = true;
    const transport = fakeTransport({
      'POST /v1.0/searchBranchBigAreaRegionRelation': () => {
        if (fail) throw { status: 500, message: 'down' };
        return listAnswer([{ area_code: 'A1', area_name: '华北' }]);
      },
    });
    const rt = runtime({ transport });
    const areas = { call: 'region.branchBigArea', label: 'area_name', value: 'area_code', cache: 'session' } as const;
    await expect(loadOptions(rt, areas, {})).rejects.toMatchObject({ message: 'down' });
    fail = false;
    await expect(loadOptions(rt, areas, {})).resolves.toEqual([{ label: '华北', value: 'A1' }]);
    expect(transport.requests).toHaveLength(2);
  });
});
