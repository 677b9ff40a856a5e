// The gateway's fixed messages in English for an en_US caller (server/http/messages-en.ts).
import { describe, expect, it } from 'vitest';
import { englishMessage, messageFor } from './messages-en';

describe('englishMessage', () => {
  it('translates fixed messages exactly, after a field, and by pattern with their values', () => {
    expect(englishMessage('改派原因不能为空')).toBe('The reassignment reason may not be empty');
    expect(englishMessage('dictCode: 不能为空 (is required)')).toBe('dictCode: is required');
    expect(englishMessage('departName: 同级部门名称已存在')).toBe(
      'departName: a department under the same parent has this name',
    );
    expect(englishMessage('dictCode: 字典 nope 不存在')).toBe('dictCode: dictionary nope does not exist');
    expect(englishMessage('第3行：请选择服务商')).toBe('Row 3: Please select a service provider');
    expect(englishMessage('错误信息：配件P001不可销售')).toBe('Error: part P001 is not for sale');
    // the shared rules (server/http/schema.ts ruleText)
    expect(englishMessage('登录账号：长度不能小于2或大于64')).toBe('Login account: Length must be between 2 and 64');
    expect(englishMessage('发票号码：请输入数字')).toBe('Invoice number: Please enter a number');
    expect(englishMessage('密码须同时包含字母和数字')).toBe('The password needs both letters and digits');
    // the signed-call check's system codes (000 §7: sp, sp_wz)
    expect(englishMessage('系统编码只能是 sp、sp_wz（systemCode: x）')).toBe(
      'The system code must be one of sp, sp_wz (systemCode: x)',
    );
  });
  it('translates the templates with values: a refused step, import and batch rows, uploads, lists (values kept)', () => {
    expect(englishMessage('询价单当前状态为【已下单】，不能下单')).toBe(
      'Cannot order the inquiry: its current state is 【Ordered】',
    );
    expect(englishMessage('旧件回运单当前状态为【已提交】，不能删除')).toBe(
      'Cannot delete the core return bill: its current state is 【Submitted】',
    );
    expect(englishMessage('公告当前状态为【已发布】，不能发布')).toBe(
      'Cannot publish the notice: its current state is 【Published】',
    );
    expect(englishMessage('新单据当前状态为【新状态】，不能新步骤')).toBe(
      'Cannot 新步骤 the 新单据: its current state is 【新状态】',
    ); // unknown words kept
    expect(englishMessage('第2行：请输入公司')).toBe('Row 2: Please enter the company');
    expect(englishMessage('第1行：供应商GYS00001已停用')).toBe('Row 1: Supplier GYS00001 is disabled');
    expect(englishMessage('第3行：公司1000下配件P9不存在')).toBe('Row 3: Part P9 does not exist in company 1000');
    expect(englishMessage('第4行：供应商GYS1的配件P1已存在')).toBe('Row 4: Part P1 of supplier GYS1 already exists');
    expect(englishMessage('file: 一次最多导入500行')).toBe('file: at most 500 rows can be imported at a time');
    expect(englishMessage('a.exe上传失败。不支持的文件类型，仅支持jpg、png')).toBe(
      'a.exe: upload failed. Unsupported file type; only jpg, png',
    );
    expect(englishMessage('索赔单SP1已在回运单HY1中，不能重复回运')).toBe(
      'Claim SP1 is already on return bill HY1 and cannot be returned twice',
    );
    expect(englishMessage('配件P2不是P1的替换件')).toBe('Part P2 is not a replacement of P1');
    // 库存价格's price options (saleOrder.lineQty, saleOrder.linePrices)
    expect(englishMessage('价格1.00不是配件P0000001的价格选项（66.40、1,127.90），请重新选择')).toBe(
      'The price 1.00 is not a price option of part P0000001 (66.40, 1,127.90); please choose again',
    );
    expect(englishMessage('partsId: 销售订单中没有配件P9')).toBe('partsId: The sales order has no part P9');
    expect(englishMessage('qty: 请输入订购数量')).toBe('qty: Please enter the order quantity');
    expect(englishMessage('无权查询字段：phone、email')).toBe('No permission to query the fields: phone, email');
    expect(englishMessage('供应商配件不存在')).toBe('The supplier part does not exist');
    expect(englishMessage('询价单不存在')).toBe('The inquiry does not exist');
    expect(englishMessage('某某不存在')).toBe('某某不存在'); // not a document of the table
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
