// The shell's store helper (src/app/store.ts): get/set/subscribe, a same value tells no one, an unsubscribed reader
// hears nothing more, and a component reading it with useStore renders the new value; the shell's stores are made
// with it (the language switch re-renders useLocale's readers, the loading count the overlay's).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, useStore, type Store } from './store';
import { localeStore, setLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { loading } from '../http/loading';

afterEach(cleanup);

describe('createStore', () => {
  it('get, set (a value or a map of the current one) and subscribe; the same value tells no one', () => {
    const s = createStore(1);
    const heard: number[] = [];
    const off = s.subscribe(() => heard.push(s.get()));
    s.set(2);
    s.set((v) => v + 1);
    s.set(3); // unchanged
    off();
    s.set(4);
    expect(heard).toEqual([2, 3]);
    expect(s.get()).toBe(4);
  });

  it('two stores share nothing', () => {
    const a = createStore('a');
    const b = createStore('b');
    let told = 0;
    b.subscribe(() => told++);
    a.set('x');
    expect([a.get(), b.get(), told]).toEqual(['x', 'b', 0]);
  });

  it('useStore: a component renders the value and again after each change', () => {
    const s: Store<string> = createStore('一');
    const Show = () => <span data-testid="v">{useStore(s)}</span>;
    render(<Show />);
    expect(screen.getByTestId('v').textContent).toBe('一');
    act(() => s.set('二'));
    expect(screen.getByTestId('v').textContent).toBe('二');
  });

  it("the shell's stores use it: the language (stored, useLocale re-renders) and the loading count", () => {
    const Lang = () => <span data-testid="lang">{useLocale().locale}</span>;
    render(<Lang />);
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('lang').textContent).toBe('en_US');
    expect(localeStore.get()).toBe('en_US');
    expect(localStorage.getItem('language')).toBe('en_US');
    act(() => setLocale('zh_CN'));
    expect(screen.getByTestId('lang').textContent).toBe('zh_CN');

    const counts: number[] = [];
    const off = loading.subscribe(() => counts.push(loading.count()));
    loading.start();
    loading.start();
    loading.end();
    loading.end();
    loading.end(); // never below zero
    off();
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});
