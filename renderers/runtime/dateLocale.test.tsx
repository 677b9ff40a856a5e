// Date pickers follow the language: the runtime sets dayjs's locale (zh-cn / en), so a DatePicker's panel shows
// Chinese or English month and weekday names.
import { DatePicker } from 'antd';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuntimeProvider } from './context';
import { runtime } from '../testing/harness';

describe('date locale', () => {
  it('follows the runtime language: dayjs formats names and the picker panel shows them', async () => {
    for (const [locale, antd, month, weekday] of [
      ['zh_CN', zhCN, '一月', '一'],
      ['en_US', enUS, 'January', 'Mo'],
    ] as const) {
      const { baseElement, unmount } = render(
        <ConfigProvider locale={antd}>
          <RuntimeProvider value={runtime({ locale })}>
            <DatePicker open defaultPickerValue={dayjs('2026-01-05')} />
          </RuntimeProvider>
        </ConfigProvider>,
      );
      expect(dayjs('2026-01-05').format('MMMM')).toBe(month);
      await waitFor(() => expect(baseElement.querySelector('.ant-picker-content thead')).not.toBeNull());
      const heads = [...baseElement.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
      expect(heads).toContain(weekday);
      unmount();
    }
  });
});
