import { useSyncExternalStore } from 'react';
import { getLocale, onLocaleChange, t } from './locale';
import type { Locale, TextKey } from './texts';

/** The current language and a translator bound to it; re-renders on a language switch. */
export function useLocale(): { locale: Locale; t: (key: TextKey) => string } {
  const locale = useSyncExternalStore(onLocaleChange, getLocale);
  return { locale, t: (key: TextKey) => t(key, locale) };
}
