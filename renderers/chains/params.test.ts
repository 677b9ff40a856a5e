// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refuseParams, type RequiredParams } from './params';

const claim: RequiredParams = {
  module: { message: '需要指定模块', oneOf: ['BACKHAUL', 'DELIVER'], otherMessage: '暂不支持其他模块使用' },
  facilitatorId: { message: '服务商编码不能为空' },
};

describe("a picker's required params (claim picker, 001 §5)", () => {
  it("names the first missing or refused parameter with the spec's message", () => {
    expect(refuseParams(claim, undefined, 'zh_CN')).toBe('需要指定模块');
    expect(refuseParams(claim, { module: '', facilitatorId: 'F1' }, 'zh_CN')).toBe('需要指定模块');
    expect(refuseParams(claim, { module: 'SALE', facilitatorId: 'F1' }, 'zh_CN')).toBe('暂不支持其他模块使用');
    expect(refuseParams(claim, { module: 'BACKHAUL' }, 'zh_CN')).toBe('服务商编码不能为空');
    expect(refuseParams(claim, { module: 'DELIVER', facilitatorId: '' }, 'zh_CN')).toBe('服务商编码不能为空');
  });

  it('lets BACKHAUL and DELIVER with a provider through; no rules, nothing refused', () => {
    expect(refuseParams(claim, { module: 'BACKHAUL', facilitatorId: 'F1' }, 'zh_CN')).toBeUndefined();
    expect(refuseParams(claim, { module: 'DELIVER', facilitatorId: 'F1' }, 'zh_CN')).toBeUndefined();
    expect(refuseParams(undefined, {}, 'zh_CN')).toBeUndefined();
  });

  it('without otherMessage a value outside oneOf shows the message; texts follow the locale', () => {
    expect(
      refuseParams(
        { m: { message: { zh_CN: '需要指定模块', en_US: 'A module is required' }, oneOf: ['A'] } },
        { m: 'B' },
        'en_US',
      ),
    ).toBe('A module is required');
  });
});
