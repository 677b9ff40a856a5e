// Dictionary texts follow the language: itemTextEn in English mode, itemText otherwise and when an item has no
// English name; one request per key serves both languages.
import { describe, expect, it } from 'vitest';
import { fakeTransport, objectAnswer, runtime } from '../testing/harness';
import { loadDict } from './dict';

const ITEMS = [
  { itemValue: 'WAITING_APPROVAL', itemText: '待审核', itemTextEn: 'Awaiting review' },
  { itemValue: 'BOOKED', itemText: '已入账', itemTextEn: null },
];

describe('loadDict', () => {
  it('answers the English names in English mode and the Chinese ones otherwise, from one request', async () => {
    const transport = fakeTransport({ 'GET /sys_dict/V1.0/claim_status': objectAnswer(ITEMS) });
    const en = await loadDict(runtime({ transport, locale: 'en_US' }), 'claim_status');
    expect(en).toEqual([
      { value: 'WAITING_APPROVAL', text: 'Awaiting review' },
      { value: 'BOOKED', text: '已入账' },
    ]);
    const zh = await loadDict(runtime({ transport, locale: 'zh_CN' }), 'claim_status');
    expect(zh).toEqual([
      { value: 'WAITING_APPROVAL', text: '待审核' },
      { value: 'BOOKED', text: '已入账' },
    ]);
    expect(transport.requests).toHaveLength(1);
  });
});
