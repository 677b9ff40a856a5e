// RichText: sanitised with DOMPurify on the way in and out (a <script> or an onerror attribute never reaches the
// value or the page), height from props (300 by default).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAVE, renderField } from '../testing/fieldForm';
import { fakeTransport, objectAnswer, runtime } from '../testing/harness';
import { sanitize } from './RichText';

vi.setConfig({ testTimeout: 90_000 });

const setup = (props?: object, initial?: string) => {
  const rt = runtime({ transport: fakeTransport({ [SAVE]: objectAnswer(null) }) });
  return renderField(rt, { type: 'string', title: '内容', 'x-component': 'RichText', 'x-component-props': props }, initial === undefined ? undefined : { f: initial });
};

describe('RichText', () => {
  it('sanitize drops scripts and event attributes and keeps the markup', () => {
    expect(sanitize('<p onclick="x()">a<script>alert(1)</script><img src="/i.png" onerror="alert(2)"></p>')).toBe('<p>a<img src="/i.png"></p>');
  });

  it('never lets a script or onerror reach the value', async () => {
    const { submit } = setup();
    const box = await screen.findByLabelText('内容');
    box.innerHTML = '<p>异响<script>alert(1)</script><img src="/file/image/V1.0/A1" onerror="alert(2)"></p>';
    fireEvent.input(box);
    const value = (await submit()) as string;
    expect(value).toBe('<p>异响<img src="/file/image/V1.0/A1"></p>');
    expect(value).not.toMatch(/script|onerror/);
  });

  it('sanitises an initial value before it reaches the page', async () => {
    setup(undefined, '<b>hi</b><img src="x" onerror="alert(1)">');
    const box = await screen.findByLabelText('内容');
    expect(box.innerHTML).toBe('<b>hi</b><img src="x">');
    expect(box.querySelector('[onerror]')).toBeNull();
  });

  it('takes its height from props, 300 by default; an empty box sends an empty value', async () => {
    const first = setup({ height: 180 });
    expect((await screen.findByLabelText('内容')).style.height).toBe('180px');
    first.unmount();
    const { submit } = setup();
    const box = await screen.findByLabelText('内容');
    expect(box.style.height).toBe('300px');
    box.innerHTML = '<p> </p>';
    fireEvent.input(box);
    expect(await submit()).toBe('');
  });
});
