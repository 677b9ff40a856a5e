// MultiInput (001 §2.7): whitespace becomes the configured separator and the value is split into a list.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAVE, renderField } from '../testing/fieldForm';
import { fakeTransport, objectAnswer, runtime } from '../testing/harness';
import { normalizeMulti } from './MultiInput';

vi.setConfig({ testTimeout: 90_000 });

const setup = (props?: object, initial?: unknown) => {
  const rt = runtime({ transport: fakeTransport({ [SAVE]: objectAnswer(null) }) });
  return renderField(
    rt,
    { type: 'array', title: '配件号', 'x-component': 'MultiInput', 'x-component-props': props },
    initial === undefined ? undefined : { f: initial },
  );
};

describe('MultiInput', () => {
  it('turns whitespace runs into the separator and splits', () => {
    expect(normalizeMulti('a b\t\tc\nd', ',')).toEqual({ text: 'a,b,c,d', list: ['a', 'b', 'c', 'd'] });
    expect(normalizeMulti(' a  b ', ';')).toEqual({ text: ';a;b;', list: ['a', 'b'] });
    expect(normalizeMulti('', ',')).toEqual({ text: '', list: [] });
  });

  it('shows the separator while typing and sends the list (default comma)', async () => {
    const { submit } = setup();
    const input = screen.getByLabelText('配件号') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'P001 P002\tP003 ' } });
    expect(input.value).toBe('P001,P002,P003,');
    expect(await submit()).toEqual(['P001', 'P002', 'P003']);
  });

  it('uses the configured separator and shows an initial list joined', async () => {
    const { submit } = setup({ separator: ';' }, ['A', 'B']);
    const input = screen.getByLabelText('配件号') as HTMLInputElement;
    expect(input.value).toBe('A;B');
    fireEvent.change(input, { target: { value: 'A;B C' } });
    expect(input.value).toBe('A;B;C');
    expect(await submit()).toEqual(['A', 'B', 'C']);
  });
});
