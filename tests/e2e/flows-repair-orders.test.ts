// Repair orders end to end (/repairOrderList): the provider (sp01) makes one with 新增 from the blocks of
// 001 (the vehicle by VIN with the device picker, the engineer picker, the hour-price picker, maintenance projects
// and parts from their pickers, the SBOM frame tab), saves it, submits it and completes it; the row then names the
// claim it created and the claim's detail (/detail/claim/:id) shows it with its old parts. Bad input: the
// maintenance-project picker refuses a description without a part (必须填写配件才能填写描述) and asks nothing.
// 替换件查询 on a draft's detail: the new part chosen replaces the order's part line (shown, then read back).
// 配件供应商 on a draft's part line (partsSupplier: SBOM and table tabs; 请选择供应商 first): the supplier saved on the line.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, signIn } from './harness';
import {
  answerOf,
  button,
  callAsPage,
  confirmBox,
  dialog,
  flowsSuite,
  openPage,
  row,
  rows,
  settled,
  toast,
  view,
} from './flows';

const flows = flowsSuite();
const list = (page: Page) => view(page, '/repairOrderList');
const item = (form: Locator, label: string) =>
  form.locator('.ant-form-item').filter({ has: form.page().getByText(label, { exact: true }) });

/** Opens the picker of a PickerInput by its search button and chooses the first row; answers the first row. */
async function pickFirst(
  page: Page,
  form: Locator,
  label: string,
  title: string,
  call: string,
  method: string,
  fill?: Record<string, string>,
) {
  const open = () => item(form, label).getByRole('button', { name: 'search' }).first().click();
  let answer: Awaited<ReturnType<typeof answerOf>>;
  const box = dialog(page, title);
  if (fill) {
    // a picker with a rule over its filters (the device: VIN or engine number) asks nothing before 查询
    await open();
    await settled(box);
    for (const [l, v] of Object.entries(fill)) await box.getByLabel(l, { exact: true }).fill(v);
    answer = await answerOf(page, call, () => button(box, '查询').click(), method);
  } else {
    answer = await answerOf(page, call, open, method);
    await settled(box);
  }
  const data = answer.json!.data as { list?: Record<string, unknown>[] } | Record<string, unknown>[];
  const first = (Array.isArray(data) ? data : (data.list ?? []))[0];
  await rows(box).first().click();
  await button(box, '确定').click();
  await box.waitFor({ state: 'hidden' });
  return first;
}

describe('repair order flows', () => {
  it('provider: 新增 (device, engineer, hour price, projects, parts) -> 提交 -> 完工 -> the claim and its old parts (bad input: 必须填写配件才能填写描述)', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, flows.gw.url, 'sp01');
    await openPage(page, flows.gw.url, '/repairOrderList', '/repairOrder/V1.0/page');
    await rows(list(page)).first().waitFor();
    await shot(page, 'flows-repair-orders-list');

    const init = await answerOf(page, '/repairOrder/init/V1.0', () => button(list(page), '新增').click(), 'GET');
    const orderNo = (init.json!.data as { orderNo: string }).orderNo;
    const form = dialog(page, '新增维修单');
    await settled(form);
    await form.getByText(orderNo, { exact: true }).waitFor();
    // the vehicle: a VIN of the provider's claims, found with the device picker (001 §5: VIN or engine number)
    const known = await callAsPage(page, 'POST', '/claim/search/V1.0', { size: 1, current: 1 });
    const vin = String((known.json as { data: { list: { vin: string }[] } }).data.list[0].vin);
    const device = await pickFirst(page, form, 'VIN码', '选择设备', '/device/fuzzy/V1.0', 'GET', { VIN码: vin });
    await expect.poll(() => item(form, '发动机号').locator('input').inputValue()).toBe(String(device.engineCode));
    const engineer = await pickFirst(page, form, '工程师', '选择工程师', '/facilitator/employee/search/V1.0', 'GET');
    await shot(page, 'flows-repair-orders-add');

    await form.getByRole('tab', { name: '维修项目与工时' }).click();
    const hour = await pickFirst(
      page,
      form,
      '工时单价',
      '选择工时单价',
      '/price/searchHoursAndNamePage/page/V1.0',
      'GET',
    );
    // bad input: a description without a part is refused by the picker, nothing is asked
    await button(form, '选择维修项目').click();
    const mi = dialog(page, '选择维修项目');
    await settled(mi);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/claim/maintainItem/search/V1.0')) asked.push(r.postData() ?? '');
    });
    const toggle = mi.getByRole('button', { name: /展\s*开/ });
    if (await toggle.count()) await toggle.click();
    await mi.getByLabel('维修项目描述', { exact: true }).fill('更换');
    await button(mi, '查询').click();
    await mi.locator('.ant-form-item-explain-error').filter({ hasText: '必须填写配件才能填写描述' }).waitFor();
    expect(asked).toEqual([]);
    await mi.getByLabel('维修项目描述', { exact: true }).fill('');
    const found = await answerOf(page, '/claim/maintainItem/search/V1.0', () => button(mi, '查询').click(), 'POST');
    const project = (found.json!.data as { list: Record<string, unknown>[] }).list[0];
    await rows(mi).first().locator('input[type="checkbox"]').check();
    await button(mi, '确定').click();
    await mi.waitFor({ state: 'hidden' });
    await row(form, String(project.maintainItemCode)).waitFor();
    await shot(page, 'flows-repair-orders-labour');

    await form.getByRole('tab', { name: '配件' }).click();
    await button(form, '选择配件').click();
    const pp = dialog(page, '选择配件');
    await settled(pp);
    const partCode = (await rows(pp).first().locator('td').nth(1).innerText()).trim();
    await rows(pp).first().locator('input').first().check();
    await button(pp, '确定').click();
    await pp.waitFor({ state: 'hidden' });
    await form.locator(`tr[data-row-key="${partCode}"]`).waitFor();
    await shot(page, 'flows-repair-orders-parts');
    await form.getByRole('tab', { name: 'SBOM' }).click();
    await form.locator('iframe').waitFor();
    await shot(page, 'flows-repair-orders-sbom');

    const saved = await answerOf(page, '/repairOrder/save/V1.0', () => button(form, '保存').click(), 'POST');
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.body).toMatchObject({ orderNo, vin: device.vin, engineerId: engineer.id, hourPriceId: hour.id });
    expect(
      (saved.body as { projects: { maintainItemCode: string }[] }).projects.map((p) => p.maintainItemCode),
    ).toEqual([project.maintainItemCode]);
    expect((saved.body as { parts: { partsCode: string }[] }).parts.map((p) => p.partsCode)).toEqual([partCode]);
    await toast(page, '保存成功').waitFor();
    const r = () => row(list(page), orderNo);
    await expect.poll(() => r().innerText()).toContain('草稿');

    await button(r(), '提交').click();
    let box = confirmBox(page, '确认提交该维修单么？');
    await settled(box);
    expect((await answerOf(page, '/repairOrder/submit/V1.0', () => button(box, '确定').click(), 'POST')).status).toBe(
      200,
    );
    await expect.poll(() => r().innerText()).toContain('已提交');
    await button(r(), '完工').click();
    box = confirmBox(page, '确认完工并生成索赔单么？');
    await settled(box);
    const done = await answerOf(page, '/repairOrder/complete/V1.0', () => button(box, '确定').click(), 'POST');
    expect(done.status).toBe(200);
    const { claimNo, claimId } = done.json!.data as { claimNo: string; claimId: string };
    await expect.poll(() => r().innerText()).toContain(claimNo);
    expect(await r().innerText()).toContain('已完工');

    await answerOf(page, '/repairOrder/V1.0/', () => button(r(), '详情').click(), 'GET');
    await page.locator('[data-view^="/detail/repairOrder/"]').getByText(claimNo, { exact: true }).waitFor();
    await shot(page, 'flows-repair-orders-detail');
    const claim = await answerOf(
      page,
      `/claim/detail/V1.0/${claimId}`,
      () => page.goto(`${flows.gw.url}/#/detail/claim/${claimId}`),
      'GET',
    );
    expect(claim.json!.data).toMatchObject({ claimNo, repairOrderNo: orderNo, vin: device.vin });
    const detail = page.locator('[data-view^="/detail/claim/"]');
    await expect.poll(() => detail.locator(`tr[data-row-key]`).filter({ hasText: partCode }).count()).toBe(2); // 索赔配件 and 旧件
    await shot(page, 'flows-repair-orders-claim');
  });

  it('provider: 替换件查询 on a draft detail replaces the part line with the new part chosen (shown, then read back)', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, flows.gw.url, 'sp01');
    const known = (await callAsPage(page, 'POST', '/claim/search/V1.0', { size: 1, current: 1 })).json as {
      data: { list: { vin: string }[] };
    };
    const staff = (await callAsPage(page, 'GET', '/facilitator/employee/search/V1.0?size=1&current=1')).json as {
      data: { list: { id: string }[] };
    };
    const device = { vin: known.data.list[0].vin };
    const engineer = staff.data.list[0];
    // on a draft with part P0000008, the new part chosen in the replacement dialog replaces the line
    const draft = await callAsPage(page, 'POST', '/repairOrder/save/V1.0', {
      vin: device.vin,
      engineerId: engineer.id,
      parts: [{ partsCode: 'P0000008', qty: 2 }],
    });
    const draftId = String((draft.json as { data: { id: string } }).data.id);
    await answerOf(
      page,
      `/repairOrder/V1.0/${draftId}`,
      () => page.goto(`${flows.gw.url}/#/detail/repairOrder/${draftId}`),
      'GET',
    );
    const dv = page.locator(`[data-view="/detail/repairOrder/${draftId}"]`);
    await dv.locator('tr[data-row-key]').filter({ hasText: 'P0000008' }).first().waitFor();
    await button(dv.locator('.rt-detail-actions'), '替换件查询').click();
    const rp = dialog(page, '替换件');
    await settled(rp);
    await rp.getByLabel('search').first().click();
    const parts = dialog(page, '选择配件');
    await settled(parts);
    await parts.getByLabel('配件编码', { exact: true }).fill('P0000008');
    await answerOf(page, '/parts/search/V1.0', () => button(parts, '查询').click(), 'POST');
    await expect.poll(() => rows(parts).count()).toBe(1);
    await rows(parts).first().click();
    await button(parts, '确定').click();
    await parts.waitFor({ state: 'detached' });
    const sbom = await answerOf(page, '/sbom/parts/search/V1.0', () => button(rp, '查询替换件').click(), 'POST');
    const newPart = (
      sbom.json!.data as { list: { newPartsList: { partsNo: string; partsName: string; saleFlagT: number }[] }[] }
    ).list[0].newPartsList.find((p) => p.saleFlagT === 1)!;
    const newRow = rows(rp.locator('.rt-value-table').nth(1)).filter({ hasText: newPart.partsNo });
    await newRow.locator('input[type=checkbox]').check();
    await shot(page, 'flows-repair-orders-replace');
    const replaced = await answerOf(page, '/repairOrder/replacePart/V1.0', () => button(rp, '确定').click(), 'POST');
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect(replaced.body).toMatchObject({
      id: draftId,
      version: 1,
      partsCode: 'P0000008',
      newParts: [expect.objectContaining({ partsNo: newPart.partsNo })],
    });
    await toast(page, '替换成功').waitFor();
    // what the user sees is what is saved: the detail's part line now shows the new part, the old one is gone
    await dv.locator('tr[data-row-key]').filter({ hasText: newPart.partsNo }).first().waitFor();
    expect(await dv.locator('tr[data-row-key]').filter({ hasText: 'P0000008' }).count()).toBe(0);
    const after = (await callAsPage(page, 'GET', `/repairOrder/V1.0/${draftId}`)).json.data as {
      version: number;
      parts: { partsCode: string; partsName: string; qty: number }[];
    };
    expect(after.parts.map((p) => [p.partsCode, p.partsName, p.qty])).toEqual([
      [newPart.partsNo, newPart.partsName, 2],
    ]);
    expect(after.version).toBe(2);
  });

  it("provider: 配件供应商 on a draft detail's part line (SBOM tab and table tab; 请选择供应商 first) saves the supplier on that line", async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, flows.gw.url, 'sp01');
    const known = (await callAsPage(page, 'POST', '/claim/search/V1.0', { size: 1, current: 1 })).json as {
      data: { list: { vin: string }[] };
    };
    const staff = (await callAsPage(page, 'GET', '/facilitator/employee/search/V1.0?size=1&current=1')).json as {
      data: { list: { id: string }[] };
    };
    const draft = await callAsPage(page, 'POST', '/repairOrder/save/V1.0', {
      vin: known.data.list[0].vin,
      engineerId: staff.data.list[0].id,
      parts: [{ partsCode: 'P0000008', qty: 1 }],
    });
    const draftId = String((draft.json as { data: { id: string } }).data.id);
    await answerOf(
      page,
      `/repairOrder/V1.0/${draftId}`,
      () => page.goto(`${flows.gw.url}/#/detail/repairOrder/${draftId}`),
      'GET',
    );
    const dv = page.locator(`[data-view="/detail/repairOrder/${draftId}"]`);
    const line = dv.locator('tr[data-row-key]').filter({ hasText: 'P0000008' }).first();
    await line.waitFor();
    await button(line, '配件供应商').click();
    const ps = page
      .locator('.ant-modal')
      .filter({ has: page.locator('.ant-modal-title', { hasText: /^配件供应商$/ }) });
    await settled(ps);
    // nothing chosen: 请选择供应商, nothing sent
    let sends = 0;
    page.on('request', (r) => {
      if (r.url().includes('/repairOrder/partSupplier/V1.0')) sends++;
    });
    await button(ps.locator('.ant-modal-footer'), '新增供应商').click();
    await ps.locator('.ant-form-item-explain-error', { hasText: '请选择供应商' }).waitFor();
    expect(sends).toBe(0);
    // the SBOM tab holds the SBOM frame (001 §7), the table tab the supplier picker
    await ps.getByRole('tab', { name: 'SBOM' }).click();
    await ps.locator('iframe[src*="/epc/index.html"]').waitFor();
    await ps.getByRole('tab', { name: '供应商' }).click();
    const found = await answerOf(
      page,
      '/ticket/part/supplier/search/V1.0',
      () => ps.getByRole('button', { name: 'search' }).first().click(),
      'POST',
    );
    const supplier = (found.json!.data as { list: { id: string; supplierName: string }[] }).list[0];
    const box = dialog(page, '选择配件供应商');
    await settled(box);
    await rows(box).filter({ hasText: supplier.supplierName }).first().click();
    await button(box, '新增供应商').click();
    await box.waitFor({ state: 'hidden' });
    await expect.poll(() => ps.getByLabel('供应商名称').inputValue()).toBe(supplier.supplierName);
    await shot(page, 'flows-repair-orders-supplier');
    const saved = await answerOf(
      page,
      '/repairOrder/partSupplier/V1.0',
      () => button(ps.locator('.ant-modal-footer'), '新增供应商').click(),
      'POST',
    );
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.body).toMatchObject({ id: draftId, version: 1, supplierId: supplier.id });
    await toast(page, '供应商已保存').waitFor();
    // shown on the line, and saved
    await expect.poll(() => line.innerText()).toContain(supplier.supplierName);
    const after = (await callAsPage(page, 'GET', `/repairOrder/V1.0/${draftId}`)).json.data as {
      version: number;
      parts: { partsCode: string; supplierId: string }[];
    };
    expect(after.parts.map((p) => [p.partsCode, p.supplierId])).toEqual([['P0000008', supplier.id]]);
    expect(after.version).toBe(2);
  });
});
