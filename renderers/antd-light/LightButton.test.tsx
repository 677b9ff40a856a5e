import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalMarkup } from './markup';
import { ButtonClassProvider, LightButton, type LightButtonProps } from './LightButton';

// antd's button style hook, counted
const styleRuns = vi.hoisted(() => ({ n: 0 }));
vi.mock('antd/es/button/style', async (importActual) => {
  const actual = await importActual<{ default: (p: string) => unknown }>();
  return { ...actual, default: (p: string) => (styleRuns.n++, actual.default(p)) };
});

afterEach(cleanup);

const CASES: LightButtonProps[] = [
  { children: '重置' },
  { type: 'primary', htmlType: 'submit', children: '查询' },
  { type: 'link', children: '展开' },
  { type: 'link', size: 'small', children: '编辑' },
  { type: 'link', size: 'small', danger: true, children: '删除' },
  { type: 'primary', children: '新增配件' },
  { children: 'Reset', style: { marginRight: 8 } },
  { type: 'primary', size: 'large', children: '确定' },
];

describe('LightButton', () => {
  it("renders exactly antd's Button markup for the same type, size, danger and text (two Chinese characters spaced)", () => {
    for (const p of CASES) {
      const antd = renderToStaticMarkup(
        <ConfigProvider locale={zhCN}>
          <Button {...p} />
        </ConfigProvider>,
      );
      const light = renderToStaticMarkup(
        <ConfigProvider locale={zhCN}>
          <LightButton {...p} />
        </ConfigProvider>,
      );
      expect(normalMarkup(light)).toBe(normalMarkup(antd));
    }
  });

  it("runs antd's style hook once for a screen's buttons (ButtonClassProvider), with the same markup", () => {
    styleRuns.n = 0;
    const alone = renderToStaticMarkup(
      <ConfigProvider locale={zhCN}>
        {CASES.map((p, i) => (
          <LightButton key={i} {...p} />
        ))}
      </ConfigProvider>,
    );
    expect(styleRuns.n).toBe(CASES.length);
    styleRuns.n = 0;
    const scoped = renderToStaticMarkup(
      <ConfigProvider locale={zhCN}>
        <ButtonClassProvider>
          {CASES.map((p, i) => (
            <LightButton key={i} {...p} />
          ))}
        </ButtonClassProvider>
      </ConfigProvider>,
    );
    expect(styleRuns.n).toBe(1);
    expect(scoped).toBe(alone);
  });

  it('is a native button: clicked by the pointer and the keyboard, named by its text, a submit button submits its form', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <LightButton onClick={onClick}>重置</LightButton>
        <LightButton type="primary" htmlType="submit">
          查询
        </LightButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
