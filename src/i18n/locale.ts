// The current language: zh_CN by default, stored in local storage so a reload keeps the choice.
import { tableText } from '../../renderers/core';
import { TEXTS, type Locale, type TextKey } from './texts';

const KEY = 'language';
let current: Locale = readStored();
const listeners = new Set<(l: Locale) => void>();

function readStored(): Locale {
  try {
    return localStorage.getItem(KEY) === 'en_US' ? 'en_US' : 'zh_CN';
  } catch {
    return 'zh_CN';
  }
}

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  current = locale;
  localStorage.setItem(KEY, locale);
  listeners.forEach((l) => l(locale));
}

export function onLocaleChange(listener: (l: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A shell text in the given (default: current) language. */
export function t(key: TextKey, locale: Locale = current): string {
  return tableText(TEXTS, key, locale);
}
