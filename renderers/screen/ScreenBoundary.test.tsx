// A screen or dialog that throws shows its id and the problem instead of a blank portal; a field with an
// unknown component shows a placeholder naming it; a string-array dataSource (the checker lets it pass) renders as
// options.
import { fireEvent, screen as dom } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormView } from '../form/FormView';
import { renderWith, runtime } from '../testing/harness';
import type { FormDocument } from '../schema-types.generated';
import { ScreenBoundary, screenFailureText } from './ScreenBoundary';

// Compiled schemas are cached by id: each test has its own.
const formDoc = (id: string, fields: Record<string, unknown>, extra: object = {}) =>
  ({ kind: 'form', id, title: '试验', fields, submit: { call: 'x.save' }, ...extra }) as unknown as FormDocument;

function Boom(): never {
  throw new Error('boom');
}

describe('ScreenBoundary', () => {
  it('shows the screen id and the problem, in Chinese or English', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(
      runtime(),
      <div>
        <span>外壳</span>
        <ScreenBoundary screen="page:things">
          <Boom />
        </ScreenBoundary>
      </div>,
    );
    expect(dom.getByRole('alert').textContent).toBe('页面 page:things 无法显示：boom');
    expect(dom.getByText('外壳')).toBeTruthy();
    expect(screenFailureText('page:things', 'boom', 'en_US')).toBe('Screen page:things cannot be shown: boom');
  });

  it('catches a form whose document breaks the renderer, and a dialog shows it in a dialog that closes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...formDoc('probeBroken', {}), submit: undefined } as unknown as FormDocument;
    const onClose = vi.fn();
    renderWith(
      runtime(),
      <ScreenBoundary screen="form:probe" dialog onClose={onClose}>
        <FormView doc={broken} />
      </ScreenBoundary>,
    );
    expect(dom.getByRole('alert').textContent).toMatch(
      /^对话框 form:probe 无法显示：Cannot read properties of undefined/,
    );
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    expect(onClose).toHaveBeenCalled();
  });

  it('renders a string-array dataSource (it passed the checker and used to blank the portal) as options', () => {
    const doc = formDoc('probeOptions', {
      kind: {
        type: 'string',
        title: '类型',
        'x-decorator': 'FormItem',
        'x-component': 'Select',
        'x-component-props': { options: ['A', 'B'] },
      },
      way: {
        type: 'string',
        title: '方式',
        'x-decorator': 'FormItem',
        'x-component': 'Radio',
        'x-component-props': { options: ['快', '慢'] },
      },
    });
    const { container } = renderWith(
      runtime(),
      <ScreenBoundary screen="form:probe">
        <FormView doc={doc} mode="page" />
      </ScreenBoundary>,
    );
    expect(container.querySelector('.rt-screen-failure')).toBeNull();
    expect(container.querySelector('.ant-select')).toBeTruthy();
    expect([...container.querySelectorAll('.ant-radio-wrapper')].map((e) => e.textContent)).toEqual(['快', '慢']);
  });

  it('shows a placeholder naming a component the runtime cannot render', () => {
    const doc = formDoc('probeUnknown', {
      name: { type: 'string', title: '名称', 'x-decorator': 'FormItem', 'x-component': 'Inptu' },
    });
    const { container } = renderWith(runtime(), <FormView doc={doc} mode="page" />);
    expect(container.querySelector('.rt-unknown-component')?.textContent).toBe('未知组件 Inptu');
    expect(dom.getByText('名称')).toBeTruthy();
  });
});
