// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Call } from '../schema-types.generated';
import { answerText } from './answerText';

const object = { method: 'GET', host: 'gateway', path: '/v1/partQuery/order', answer: 'object' } as Call;
const none = { method: 'POST', host: 'gateway', path: '/v1/partQuery/submit', answer: 'none' } as Call;

describe('answerText', () => {
  it('fills {field} from an object answer', () => {
    expect(
      answerText('下单成功，订单号：{orderNo}', object, { code: '000000', data: { orderNo: 'XS202611230001' } }),
    ).toBe('下单成功，订单号：XS202611230001');
  });
  it('keeps a placeholder the answer lacks, and messages of other answers as written', () => {
    expect(answerText('下单成功，订单号：{orderNo}', object, { data: {} })).toBe('下单成功，订单号：{orderNo}');
    expect(answerText('下单成功，订单号：{orderNo}', object, { data: null })).toBe('下单成功，订单号：{orderNo}');
    expect(answerText('提交成功 {id}', none, { data: { id: 'x' } })).toBe('提交成功 {id}');
    expect(answerText('提交成功', object, { data: { id: 'x' } })).toBe('提交成功');
  });
});
