// The current language: zh_CN by default, stored in local storage so a reload keeps the choice; a store
// (src/app/store.ts) that useLocale reads.
import { tableText } from '../../renderers/core';
import { createStore } from '../app/store';
import { TEXTS, type Locale, type TextKey } from './texts';

const KEY = 'language';
/** The language now; set through setLocale (which also stores it). */
export const localeStore = createStore<Locale>(readStored());

function readStored(): Locale {
  try {
    return localStorage.getItem(KEY) === 'en_US' ? 'en_US' : 'zh_CN';
  } catch {
    return 'zh_CN';
  }
}

export const getLocale = localeStore.get;

export function setLocale(locale: Locale): void {
  localStorage.setItem(KEY, locale);
  localeStore.set(locale);
}

/** A shell text in the given (default: current) language. */
export function t(key: TextKey, locale: Locale = localeStore.get()): string {
  return tableText(TEXTS, key, locale);
}
