// 部门管理 (/system/depart) as admin (it_manager) through the real gateway: 新增 a department under a
// parent chosen from the tree (上级部门, a Cascader over depart.tree), the tree shows it under its parent; an empty
// name (请输入部门名称) sends nothing, a name its sibling has is refused by the gateway (同级部门名称已存在);
// 编辑 renames it, filled from the row. The gateway's refusals: tests/gateway/console-departs.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, type Gateway } from './harness';
import { button, columnTexts, dialog, errorBox, row, settled, view, signedInSuite } from './flows';

// one gateway, browser and admin tab for the suite (flows.ts signedInSuite)
const suite = signedInSuite('admin');
let gw: Gateway;
let page: Page;
beforeAll(() => void ({ gw, page } = suite));

const TREE = '/sys/depart/queryTreeList';
const departs = () => view(page, '/system/depart');

/** Runs `act` and resolves with the console host's answer to the call whose path contains `path`. */
async function answerOf(path: string, act: () => Promise<unknown>) {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().includes(path), { timeout: 30000 }), act()]);
  const raw = res.request().postData();
  return {
    status: res.status(),
    body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
    json: (await res.json().catch(() => undefined)) as { message?: string } | undefined,
  };
}

/** Chooses a path in the open dialog's 上级部门 Cascader (each level's item by its name). */
async function chooseParent(d: ReturnType<typeof dialog>, path: string[]) {
  await d.locator('.ant-cascader .ant-select-selector').click();
  for (const name of path) {
    const item = page
      .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${name}$`) });
    await item.click();
  }
}

describe('部门管理 as admin', () => {
  it('新增 under a parent from the tree (empty name sends nothing), then 编辑 renames it; the tree shows it under its parent', async () => {
    await answerOf(TREE, () => page.goto(`${gw.url}/#/system/depart`));
    await expect.poll(() => columnTexts(departs(), '部门名称')).toContain('服务部');
    await button(departs(), '新增').click();
    const d = dialog(page, '新增部门');
    await settled(d);
    await chooseParent(d, ['总部', '服务部']); // a leaf: the menu closes
    await expect.poll(() => d.locator('.ant-cascader').innerText()).toContain('服务部');
    let added = 0;
    page.on('request', (r) => {
      if (r.url().includes('/sys/sysDepart/add')) added++;
    });
    await button(d, '确定').click();
    await d.getByText('请输入部门名称').waitFor();
    expect(added).toBe(0);
    await shot(page, 'flows-console-depart-add');
    await d.getByLabel('部门名称').fill('售后培训部');
    const [add] = await Promise.all([
      answerOf('/sys/sysDepart/add', () => button(d, '确定').click()),
      answerOf(TREE, async () => undefined),
    ]);
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ departName: '售后培训部', parentId: ['D000', 'D001'] });
    // listed right under its parent (服务部), indented one level deeper
    await expect
      .poll(async () => {
        const names = await columnTexts(departs(), '部门名称');
        return names[names.indexOf('服务部') + 1];
      })
      .toBe('售后培训部');

    await row(departs(), '售后培训部')
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const e = dialog(page, '编辑部门');
    await settled(e);
    await expect.poll(() => e.getByLabel('部门名称').inputValue()).toBe('售后培训部');
    await e.getByLabel('部门名称').fill('售后培训中心');
    const [edit] = await Promise.all([
      answerOf('/sys/sysDepart/edit', () => button(e, '确定').click()),
      answerOf(TREE, async () => undefined),
    ]);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ departName: '售后培训中心', id: expect.any(String) });
    await expect.poll(() => columnTexts(departs(), '部门名称')).toContain('售后培训中心');
    await shot(page, 'flows-console-departs');
  });

  it("a name its sibling has is refused with the gateway's message; nothing is added", async () => {
    await button(departs(), '新增').click();
    const d = dialog(page, '新增部门');
    await settled(d);
    await chooseParent(d, ['总部']);
    await d.getByLabel('部门名称').click(); // closes the menu (Escape would close the dialog)
    await expect.poll(() => page.locator('.ant-cascader-dropdown:visible').count()).toBe(0);
    await d.getByLabel('部门名称').fill('配件部');
    const dup = await answerOf('/sys/sysDepart/add', () => button(d, '确定').click());
    expect(dup.status).toBe(417);
    // the gateway's message in the error dialog; the form stays open with the values
    const box = errorBox(page).filter({ hasText: '同级部门名称已存在' });
    await settled(box);
    expect(await d.getByLabel('部门名称').inputValue()).toBe('配件部');
    await shot(page, 'flows-console-depart-duplicate');
    await button(box, '确定').click();
    await expect.poll(() => box.count()).toBe(0);
    expect((await columnTexts(departs(), '部门名称')).filter((n) => n === '配件部')).toHaveLength(1);
  });
});
