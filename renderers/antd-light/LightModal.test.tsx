import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
// antd's ES build, as the portal's build uses it (LightModal reads antd's locale and z-index contexts from it;
// 'antd' itself resolves to the CommonJS build under vitest, whose contexts are other objects)
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import Modal from 'antd/es/modal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalMarkup } from './markup';
import { LightModal } from './LightModal';

afterEach(cleanup);

const box = () => {
  const div = document.createElement('div');
  document.body.appendChild(div);
  return div;
};
/** The markup without ids (React's useId against rc-util's) and without the appear classes of the CSS animation. */
const comparable = (html: string) =>
  normalMarkup(
    html.replace(/(id|aria-labelledby)="[^"]*"/g, '$1="title"').replace(/ ?ant-(zoom|fade)-appear(-active)?/g, ''),
  );
const afterPaint = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));

describe('LightModal', () => {
  it("renders exactly antd's Modal markup (no motion) for the same title, width, texts and body, in both languages", async () => {
    for (const locale of [zhCN, undefined]) {
      const a = box();
      const b = box();
      const props = { title: '请选择', width: '60%', okText: '确定', cancelText: '取消' };
      render(
        <ConfigProvider locale={locale}>
          <Modal open {...props} getContainer={() => a} transitionName="" maskTransitionName="">
            <p>内容</p>
          </Modal>
        </ConfigProvider>,
      );
      render(
        <ConfigProvider locale={locale}>
          <LightModal {...props} getContainer={() => b}>
            <p>内容</p>
          </LightModal>
        </ConfigProvider>,
      );
      await afterPaint();
      expect(comparable(b.innerHTML)).toBe(comparable(a.innerHTML));
      // antd's default texts when none are given
      const c = box();
      const d = box();
      render(
        <ConfigProvider locale={locale}>
          <Modal open title="T" getContainer={() => c} transitionName="" maskTransitionName="" />
        </ConfigProvider>,
      );
      render(
        <ConfigProvider locale={locale}>
          <LightModal title="T" getContainer={() => d} />
        </ConfigProvider>,
      );
      await afterPaint();
      expect(comparable(d.innerHTML)).toBe(comparable(c.innerHTML));
      cleanup();
    }
  });

  it("animates with antd's zoom and fade classes until the animation ends", () => {
    const c = box();
    render(<LightModal title="T" getContainer={() => c} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.className).toContain('ant-zoom-appear ant-zoom-appear-active');
    expect(c.querySelector('.ant-modal-mask')!.className).toContain('ant-fade-appear');
    fireEvent.animationEnd(dialog);
    expect(dialog.className).not.toContain('ant-zoom-appear');
    expect(c.querySelector('.ant-modal-mask')!.className).not.toContain('ant-fade-appear');
  });

  it('closes with Escape, the close button, 取消 and a click on the mask, not with a click or a drag inside; 确定 is onOk', () => {
    const onCancel = vi.fn();
    const onOk = vi.fn();
    const c = box();
    render(
      <ConfigProvider locale={zhCN}>
        <LightModal
          title="请选择"
          okText="确定"
          cancelText="取消"
          onOk={onOk}
          onCancel={onCancel}
          getContainer={() => c}
        >
          <input aria-label="编码" />
        </LightModal>
      </ConfigProvider>,
    );
    fireEvent.keyDown(screen.getByLabelText('编码'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    const wrap = c.querySelector('.ant-modal-wrap')!;
    fireEvent.click(screen.getByLabelText('编码'));
    expect(onCancel).toHaveBeenCalledTimes(3);
    // a press that began in the dialog and was let go over the mask (selecting text) is no click on the mask
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(wrap);
    expect(onCancel).toHaveBeenCalledTimes(3);
    fireEvent.click(wrap);
    expect(onCancel).toHaveBeenCalledTimes(4);
  });

  it('takes the focus after its first paint, keeps Tab inside, and gives the focus back when it closes', async () => {
    const c = box();
    function Host({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">打开</button>
          {open && (
            <LightModal title="请选择" getContainer={() => c}>
              <input aria-label="编码" />
            </LightModal>
          )}
        </>
      );
    }
    const { rerender } = render(<Host open={false} />);
    screen.getByRole('button', { name: '打开' }).focus();
    rerender(<Host open />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '打开' })); // not before the paint
    await afterPaint();
    const dialog = screen.getByRole('dialog');
    const [start, end] = [dialog.firstElementChild as HTMLElement, dialog.lastElementChild as HTMLElement];
    expect(document.activeElement).toBe(start);
    end.focus();
    fireEvent.keyDown(end, { key: 'Tab' });
    expect(document.activeElement).toBe(start);
    fireEvent.keyDown(start, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(end);
    rerender(<Host open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '打开' }));
  });

  it("stacks as antd's Modal does: a dialog opened from a dialog is above it", () => {
    const [a, b] = [box(), box()];
    render(
      <Modal open title="A" getContainer={() => a} transitionName="" maskTransitionName="">
        <Modal open title="B" getContainer={() => a} transitionName="" maskTransitionName="" />
      </Modal>,
    );
    render(
      <LightModal title="A" getContainer={() => b}>
        <LightModal title="B" getContainer={() => b} />
      </LightModal>,
    );
    const z = (c: HTMLElement) =>
      [...c.querySelectorAll<HTMLElement>('.ant-modal-wrap')]
        .map((w) => `${w.textContent?.slice(0, 1)}:${w.style.zIndex}`)
        .sort();
    expect(z(b)).toEqual(z(a));
    expect(z(b).some((x) => /^B:\d+$/.test(x))).toBe(true);
  });
});
