import { describe, expect, it } from 'vitest';
import type { Call } from '../schema-types.generated';
import { isWrite, noteWrite, onWrite } from './changes';

const call = (c: Partial<Call>): Call => ({ method: 'POST', host: 'gateway', path: '/x', answer: 'none', ...c }) as Call;

describe('writes seen by the searches', () => {
  it('a write is a non-GET call that is no paged search and answers nothing or one object', () => {
    expect(isWrite(call({}))).toBe(true);
    expect(isWrite(call({ method: 'PUT', answer: 'object' }))).toBe(true);
    expect(isWrite(call({ method: 'DELETE' }))).toBe(true);
    expect(isWrite(call({ method: 'GET', answer: 'object' }))).toBe(false);
    expect(isWrite(call({ answer: 'list' }))).toBe(false);
    expect(isWrite(call({ answer: 'data' }))).toBe(false);
    expect(isWrite(call({ answer: 'object', paging: { size: 'size', current: 'current' } }))).toBe(false);
    expect(isWrite(call({ answer: 'blob' }))).toBe(false);
    expect(isWrite(call({ method: 'GET', answer: 'object', writes: true }))).toBe(true); // 下单: a GET that writes
    expect(isWrite(call({ method: 'GET', answer: 'object', writes: false }))).toBe(false);
  });

  it('every listener hears each write until it unsubscribes', () => {
    const heard: string[] = [];
    const offA = onWrite(() => heard.push('a'));
    const offB = onWrite(() => heard.push('b'));
    noteWrite();
    offA();
    noteWrite();
    offB();
    noteWrite();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
