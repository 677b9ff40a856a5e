// RegionPicker (001 §2.1): province, city and district from region.all (regionCode, regionName, childList);
// a province selects its first city and that city's first district, a city its first district; clearing a level
// clears all levels below; read-only shows the names.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAVE, renderField } from '../testing/fieldForm';
import { fakeTransport, objectAnswer, runtime } from '../testing/harness';

vi.setConfig({ testTimeout: 90_000 });

const node = (regionCode: string, regionName: string, childList?: unknown[]) => ({ regionCode, regionName, childList });
const TREE = [
  node('110000', '北京市', [node('110100', '市辖区', [node('110101', '东城区'), node('110102', '西城区')])]),
  node('320000', '江苏省', [
    node('320100', '南京市', [node('320102', '玄武区'), node('320104', '秦淮区')]),
    node('320200', '无锡市', [node('320205', '锡山区'), node('320206', '惠山区')]),
  ]),
];
const field = { type: 'array' as const, title: '地区', 'x-component': 'RegionPicker' };

function setup(extra: object = {}, initial?: string[]) {
  const rt = runtime({
    transport: fakeTransport({ 'GET /getAllRegionList': objectAnswer(TREE), [SAVE]: objectAnswer(null) }),
  });
  return { rt, ...renderField(rt, { ...field, ...extra }, initial ? { f: initial } : undefined) };
}
const box = (level: string) => screen.getByRole('combobox', { name: level });
const select = (level: string) => box(level).closest('.ant-select') as HTMLElement;
const shown = () =>
  ['省', '市', '区/县'].map((l) => select(l).querySelector('.ant-select-selection-item')?.getAttribute('title') ?? '');
async function pick(level: string, name: string) {
  fireEvent.mouseDown(box(level));
  await waitFor(() =>
    expect(
      document.querySelector(
        `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name}"]`,
      ),
    ).not.toBeNull(),
  );
  fireEvent.click(
    document.querySelector(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name}"]`,
    )!,
  );
}
const clear = (level: string) => fireEvent.mouseDown(select(level).querySelector('.ant-select-clear')!);

describe('RegionPicker', () => {
  it('reads region.all once and a province selects its first city and first district', async () => {
    const { rt, submit } = setup();
    await screen.findByRole('combobox', { name: '省' });
    await pick('省', '江苏省');
    await waitFor(() => expect(shown()).toEqual(['江苏省', '南京市', '玄武区']));
    expect(await submit()).toEqual(['320000', '320100', '320102']);
    expect(rt.transport.requests.filter((r) => r.path === '/getAllRegionList')).toHaveLength(1);
  });

  it('a city selects its first district; a district changes only itself', async () => {
    const { submit } = setup({}, ['320000', '320100', '320104']);
    await waitFor(() => expect(shown()).toEqual(['江苏省', '南京市', '秦淮区']));
    await pick('市', '无锡市');
    await waitFor(() => expect(shown()).toEqual(['江苏省', '无锡市', '锡山区']));
    await pick('区/县', '惠山区');
    await waitFor(() => expect(shown()).toEqual(['江苏省', '无锡市', '惠山区']));
    expect(await submit()).toEqual(['320000', '320200', '320206']);
  });

  it('clearing a level clears all levels below it', async () => {
    const { submit } = setup({}, ['320000', '320200', '320206']);
    await waitFor(() => expect(shown()).toEqual(['江苏省', '无锡市', '惠山区']));
    clear('市');
    await waitFor(() => expect(shown()).toEqual(['江苏省', '', '']));
    expect(await submit()).toEqual(['320000']);
    clear('省');
    await waitFor(() => expect(shown()).toEqual(['', '', '']));
    expect((await submit()) ?? []).toEqual([]);
  });

  it('read-only shows the names and no selects', async () => {
    setup({ 'x-read-only': true }, ['110000', '110100', '110102']);
    expect(await screen.findByText('北京市 / 市辖区 / 西城区')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
