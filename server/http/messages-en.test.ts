// The gateway's fixed messages in English for an en_US caller (server/http/messages-en.ts).
import { describe, expect, it } from 'vitest';
import { englishMessage, messageFor } from './messages-en';

describe('englishMessage', () => {
  it('translates fixed messages exactly, after a field, and by pattern with their values', () => {
    expect(englishMessage('改派原因不能为空')).toBe('The reassignment reason may not be empty');
    expect(englishMessage('dictCode: 不能为空 (is required)')).toBe('dictCode: is required');
    expect(englishMessage('dictCode: 字典 nope 不存在')).toBe('dictCode: dictionary nope does not exist');
    expect(englishMessage('第3行：请选择服务商')).toBe('Row 3: Please select a service provider');
    expect(englishMessage('错误信息：配件P001不可销售')).toBe('Error: part P001 is not for sale');
  });
  it('leaves other texts as they are (an upstream message, data, an unknown field message)', () => {
    expect(englishMessage('上游系统：库存不足')).toBe('上游系统：库存不足');
    expect(englishMessage('remark: 某条数据')).toBe('remark: 某条数据');
    expect(englishMessage('size: must be integer')).toBe('size: must be integer');
  });
  it('answers Chinese to any other language', () => {
    expect(messageFor('无权限访问', 'zh_CN')).toBe('无权限访问');
    expect(messageFor('无权限访问', undefined)).toBe('无权限访问');
    expect(messageFor('无权限访问', 'en_US')).toBe('Access denied');
  });
});
