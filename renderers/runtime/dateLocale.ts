// Date pickers follow the portal's language: dayjs's global locale is zh-cn in Chinese mode and en in English mode.
// antd's pickers take month and weekday names from the dayjs locale of their value (rc-picker's dayjs config maps
// zh_CN to zh-cn), so the zh-cn locale must be loaded, or Chinese mode shows English names. Set by RuntimeProvider
// on every render (a no-op unless the language changed), before any picker of the screen renders.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Locale } from './text';

export const DAYJS_LOCALE: Record<Locale, string> = { zh_CN: 'zh-cn', en_US: 'en' };

export function applyDateLocale(locale: Locale): void {
  const want = DAYJS_LOCALE[locale] ?? 'zh-cn';
  if (dayjs.locale() !== want) dayjs.locale(want);
}
