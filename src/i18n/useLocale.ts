// The current language in a component (the locale store, src/i18n/locale.ts), with a translator bound to it.
import { useStore } from '../app/store';
import { localeStore, t } from './locale';
import type { Locale, TextKey } from './texts';

/** The current language and a translator bound to it; re-renders on a language switch. */
export function useLocale(): { locale: Locale; t: (key: TextKey) => string } {
  const locale = useStore(localeStore);
  return { locale, t: (key: TextKey) => t(key, locale) };
}
