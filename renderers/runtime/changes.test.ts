// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Call, CallsDocument } from '../schema-types.generated';
import { READS } from '../../tests/gateway/route-kinds';
import { createChangeBus, isConflict, isWrite, topicOf } from './changes';

const files = import.meta.glob<CallsDocument>('../../schemas/calls/*.json', { eager: true, import: 'default' });
const calls = Object.values(files).flatMap((doc) => Object.entries(doc.calls ?? {}));

const call = (c: Partial<Call>): Call =>
  ({ method: 'POST', host: 'gateway', path: '/x', answer: 'none', ...c }) as Call;

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

  it('"writes": false is never a write, whatever the method and answer (a quote that only reads)', () => {
    expect(isWrite(call({ answer: 'object', writes: false }))).toBe(false);
    expect(isWrite(call({ answer: 'none', writes: false }))).toBe(false);
    expect(isWrite(call({ method: 'DELETE', writes: false }))).toBe(false);
    expect(isWrite(call({ answer: 'object', writes: true }))).toBe(true);
  });

  it('the freight quote and every other POST the gateway classifies as a read are no writes to the screens', () => {
    const quote = calls.find(([id]) => id === 'coreReturnBill.freightQuote')?.[1];
    expect(quote?.path).toBe('/v1/coreReturnBill/freight/calc');
    expect(isWrite(quote!)).toBe(false);
    // tests/gateway/route-kinds.ts READS: the non-GET routes that only read
    const reads = calls.filter(([, c]) => c.method !== 'GET' && READS.has(`${c.method} ${c.host} ${c.path}`));
    expect(reads.length).toBeGreaterThan(20);
    expect(reads.filter(([, c]) => isWrite(c)).map(([id]) => id)).toEqual([]);
    // a search saving its history (history.add, made with every search that has a history field) changes no list:
    // as a write it made every mounted search run again after each search
    expect(isWrite(calls.find(([id]) => id === 'history.add')![1])).toBe(false);
    // and the writes stay writes: the return bill's save, the inquiry's save
    for (const id of ['coreReturnBill.save', 'partQuery.new']) {
      const c = calls.find(([k]) => k === id)?.[1];
      expect(c, id).toBeDefined();
      expect(isWrite(c!), id).toBe(true);
    }
  });

  it('every listener hears each write until it unsubscribes', () => {
    const { onWrite, noteWrite } = createChangeBus();
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

  it('a write refreshes what it touched: listeners of its call group only; a view shown again refreshes itself', () => {
    const { onWrite, noteWrite, noteShown } = createChangeBus();
    const heard: string[] = [];
    const offs = [
      onWrite(() => heard.push('bills'), { topic: topicOf('coreReturnBill.page'), path: '/coreReturnBill' }),
      onWrite(() => heard.push('bill'), { topic: topicOf('coreReturnBill.get'), path: '/detail/coreReturnBill/1' }),
      onWrite(() => heard.push('parts'), { topic: topicOf('supplierParts.search'), path: '/supplierParts' }),
    ];
    noteWrite(topicOf('file.upload')); // an upload: no list shows files
    expect(heard).toEqual([]);
    noteWrite(topicOf('coreReturnBill.commit'));
    expect(heard).toEqual(['bills', 'bill']);
    noteShown('/supplierParts');
    expect(heard).toEqual(['bills', 'bill', 'parts']);
    offs.forEach((off) => off());
    noteWrite(topicOf('coreReturnBill.commit'));
    expect(heard).toHaveLength(3);
  });

  it("two buses share nothing: a write on one app's bus reaches none of the other's listeners", () => {
    const a = createChangeBus();
    const b = createChangeBus();
    const heard: string[] = [];
    a.onWrite(() => heard.push('a'));
    b.onWrite(() => heard.push('b'), { path: '/x' });
    a.noteWrite();
    a.noteShown('/x');
    expect(heard).toEqual(['a']);
  });

  it('a 424 answer is a conflict: the document changed under the write', () => {
    expect(isConflict({ status: 424, message: '单据已被他人修改，请刷新后重试' })).toBe(true);
    expect(isConflict({ status: 417 })).toBe(false);
    expect(isConflict(undefined)).toBe(false);
  });
});
