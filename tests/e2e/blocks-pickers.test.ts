// The plain pickers (001 §2.5, §5, §7, §8, §9) against the real gateway, shown by the configurators'
// playground as it_manager (admin): each new picker opens with its call's first page, a filter taken from a shown
// row is sent and narrows the rows, a row is chosen; the maintenance-project picker refuses a description
// without a part (必须填写配件才能填写描述) before any call; the fault-code picker asks for its principal part (a
// path parameter); parts pickers page 10 rows; a role/user list answering result code 510 shows the server's
// message as a warning (antd message.warning), not the error dialog.
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { shot, signIn } from './harness';
import {
  answerOf,
  button,
  dialog,
  errorBox,
  flowsSuite,
  openPlayground,
  rows,
  settled,
  toast,
  replaceInEditor,
} from './flows';

const flows = flowsSuite();

/** Starts the playground from the picker `id` (its option reads "<id> · <title>"). */
async function choosePicker(page: Page, pg: Locator, id: string, title: string): Promise<void> {
  await pg.getByTestId('playground-source').click();
  // the whole label: the select's list is virtual (about eight rows rendered), and the id alone ('parts' matches a
  // dozen labels) can leave the option outside the rendered rows
  await page.keyboard.type(`${id} · ${title}`);
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${id} · ${title}$`) })
    .first();
  await option.waitFor({ timeout: 15000 });
  await option.click();
  await expect.poll(() => pg.locator('.cm-content').textContent(), { timeout: 15000 }).toContain(`"id": "${id}"`);
  await expect.poll(() => pg.locator('.cm-content').textContent(), { timeout: 15000 }).toContain('"kind": "picker"');
  await expect
    .poll(() => pg.getByTestId('playground-problems').textContent(), { timeout: 15000 })
    .toContain('没有问题');
}

/** The texts of one column (by header title) of a dialog's table. */
async function column(box: Locator, title: string): Promise<string[]> {
  const headers = (await box.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(title);
  expect(index, `${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return rows(box).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()), index);
}

/** Shows every filter of a dialog's search form (collapsed it shows the first ones only). */
async function expand(box: Locator): Promise<void> {
  const toggle = box.getByRole('button', { name: /展\s*开/ });
  if (await toggle.count()) await toggle.click();
}

/** Runs `act` and resolves with the console host's answer to the call whose path contains `path`. */
async function consoleAnswer(page: Page, path: string, act: () => Promise<unknown>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/console${path}`), { timeout: 30000 }),
    act(),
  ]);
  return { status: res.status(), url: new URL(res.url()), json: (await res.json()) as Record<string, unknown> };
}

/** Opens the user picker until its list call carries `field` (the playground applies an edit after a short pause). */
async function openUserPicker(page: Page, preview: Locator, field: string) {
  let answer: Awaited<ReturnType<typeof consoleAnswer>> | undefined;
  await expect
    .poll(
      async () => {
        answer = await consoleAnswer(page, '/sys/user/list', () => button(preview, '打开选择器').click());
        if (answer.url.searchParams.get('field') === field) return true;
        const box = dialog(page, '选择用户');
        await button(box, '取消').click();
        await box.waitFor({ state: 'detached' });
        return false;
      },
      { timeout: 30000, interval: 500 },
    )
    .toBe(true);
  return answer!;
}

type Answer = Awaited<ReturnType<typeof answerOf>>;

/** answerOf with a short wait: the gateway's answer to `path` made by `act`, or a rejection after 5 s. */
async function quickAnswer(
  page: Page,
  path: string,
  method: string | undefined,
  act: () => Promise<unknown>,
): Promise<Answer> {
  const match = (r: Response) =>
    r.url().includes(`/npsbackend-gateway${path}`) && (!method || r.request().method() === method);
  const [res] = await Promise.all([page.waitForResponse(match, { timeout: 5000 }), act()]);
  const raw = res.request().postData();
  const json = (await res.json().catch(() => undefined)) as Answer['json'];
  return {
    url: new URL(res.url()),
    status: res.status(),
    body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
    json,
    method: res.request().method(),
  };
}

/** The open picker dialog, whichever it is. */
const openDialog = (page: Page): Locator =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .locator('visible=true');

/** Opens the previewed picker once the preview shows the chosen document (the playground renders an edit or a new
 * source after a short pause): until the dialog has `title` and, when `path` is given, made that call; else closes
 * it and opens again. Resolves with the call's answer. */
async function openPicker(
  page: Page,
  preview: Locator,
  title: string,
  path?: string,
  method?: 'GET' | 'POST',
): Promise<Answer | undefined> {
  let answer: Answer | undefined;
  await expect
    .poll(
      async () => {
        answer = undefined;
        const click = () => button(preview, '打开选择器').click();
        if (path) answer = await quickAnswer(page, path, method, click).catch(() => undefined);
        else await click();
        const box = openDialog(page);
        await box.waitFor();
        if ((await box.locator('.ant-modal-title').innerText()).trim() === title && (!path || answer)) return true;
        await button(box, '取消').click();
        await box.waitFor({ state: 'detached' });
        return false;
      },
      { timeout: 45000, interval: 300 },
    )
    .toBe(true);
  return answer;
}
const listOf = (a: Answer) => a.json!.data as { list: Record<string, unknown>[]; totalCount: number };
/** The parameters a call was made with: the JSON body of a POST, the query of a GET. */
const sent = (a: Answer): Record<string, unknown> => a.body ?? Object.fromEntries(a.url.searchParams);

interface Case {
  id: string;
  title: string;
  path: string;
  method: 'GET' | 'POST';
  key: string;
  keyTitle: string;
  filter: string;
  filterField: string;
  label: string;
}

// one per new picker: the call, the first column (answer key, header) and a filter the test fills from a shown row
const CASES: Case[] = [
  {
    id: 'branchCompany',
    title: '选择分公司',
    path: '/facilitatorBranchCompany/page/V1.0',
    method: 'POST',
    key: 'facilitatorId',
    keyTitle: '服务商编码',
    filter: 'facilitatorName',
    filterField: 'facilitatorName',
    label: '服务商名称',
  },
  {
    id: 'centerWarehouse',
    title: '选择中心库',
    path: '/facilitator/center/page/V1.0',
    method: 'POST',
    key: 'id',
    keyTitle: '中心库编码',
    filter: 'name',
    filterField: 'name',
    label: '中心库名称',
  },
  {
    id: 'hourPrice',
    title: '选择工时单价',
    path: '/price/searchHoursAndNamePage/page/V1.0',
    method: 'GET',
    key: 'code',
    keyTitle: '工时代码',
    filter: 'code',
    filterField: 'code',
    label: '工时代码',
  }, // 分公司 is a dropdown (branch.search)
  {
    id: 'bigAreaRegion',
    title: '选择区域',
    path: '/v1.0/searchBranchBigAreaRegionRelation',
    method: 'POST',
    key: 'area_code',
    keyTitle: '区域编码',
    filter: 'area_name',
    filterField: 'area_name',
    label: '区域名称',
  },
  {
    id: 'maintainItem',
    title: '选择维修项目',
    path: '/claim/maintainItem/search/V1.0',
    method: 'POST',
    key: 'partsCode',
    keyTitle: '配件编码',
    filter: 'partsCode',
    filterField: 'partsCode',
    label: '配件编码',
  },
];

describe('plain pickers (playground, admin)', () => {
  it("each new picker opens with the gateway's first page, searches by a filter, and a row is chosen", async () => {
    const page = await flows.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);

    for (const c of CASES)
      await pickerCase(c).catch(async (e: unknown) => {
        await shot(page, `blocks-pickers-failed-${c.id}`);
        throw e;
      });
    expect(errors).toEqual([]);

    async function pickerCase(c: Case) {
      await choosePicker(page, pg, c.id, c.title);
      const first = (await openPicker(page, preview, c.title, c.path, c.method))!;
      expect(first.status, c.id).toBe(200);
      const box = dialog(page, c.title);
      await settled(box);
      const answer = listOf(first);
      expect(answer.list.length, c.id).toBe(Math.min(5, answer.totalCount));
      expect(sent(first), c.id).toMatchObject({ size: c.method === 'GET' ? '5' : 5 });
      await expect.poll(() => column(box, c.keyTitle)).toEqual(answer.list.map((r) => String(r[c.key])));

      // a filter from the second row: sent, and every answered row matches it
      const value = String(answer.list[Math.min(1, answer.list.length - 1)][c.filterField]);
      await expand(box);
      await box.getByLabel(c.label, { exact: true }).fill(value);
      const found = await answerOf(page, c.path, () => button(box, '查询').click(), c.method);
      expect(sent(found)[c.filter], c.id).toBe(value);
      const hits = listOf(found).list;
      expect(hits.length, c.id).toBeGreaterThan(0);
      expect(
        hits.every((r) => String(r[c.filterField]).includes(value)),
        `${c.id}: ${c.filter}=${value}`,
      ).toBe(true);
      await expect.poll(() => column(box, c.keyTitle)).toEqual(hits.map((r) => String(r[c.key])));
      if (c.id === 'maintainItem') await shot(page, 'blocks-pickers-maintainItem');

      // nothing chosen: the picker's own message; a row chosen: the dialog closes
      await button(box, '确定').click();
      await toast(page, '请选择').first().waitFor();
      await rows(box).first().click();
      if (c.id === 'maintainItem') await rows(box).first().locator('input[type=checkbox]').check({ force: true });
      await button(box, '确定').click();
      await box.waitFor({ state: 'detached' });
    }
  });

  it('maintenance project: a description without a part is refused with 必须填写配件才能填写描述 and nothing is asked; with a part it is sent', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePicker(page, pg, 'maintainItem', '选择维修项目');
    const first = (await openPicker(page, preview, '选择维修项目', '/claim/maintainItem/search/V1.0', 'POST'))!;
    const box = dialog(page, '选择维修项目');
    await settled(box);
    const row = listOf(first).list[0];
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/claim/maintainItem/search/V1.0') && asked.push(r.postData() ?? ''));

    const desc = String(row.maintainItemDesc).slice(0, 2);
    await expand(box);
    await box.getByLabel('维修项目描述', { exact: true }).fill(desc);
    await button(box, '查询').click();
    await box.locator('.ant-form-item-explain-error').filter({ hasText: '必须填写配件才能填写描述' }).waitFor();
    await shot(page, 'blocks-pickers-maintainItem-refused');
    expect(asked).toEqual([]);

    await box.getByLabel('配件编码', { exact: true }).fill(String(row.partsCode));
    const found = await answerOf(page, '/claim/maintainItem/search/V1.0', () => button(box, '查询').click(), 'POST');
    expect(found.body).toMatchObject({ partsCode: row.partsCode, maintainItemDesc: desc, size: 5, current: 1 });
    expect(found.status).toBe(200);
    const hits = listOf(found).list;
    expect(hits.length).toBeGreaterThan(0);
    expect(
      hits.every(
        (r) => String(r.maintainItemDesc).includes(desc) && String(r.partsCode).startsWith(String(row.partsCode)),
      ),
    ).toBe(true);
  });

  it('fault code: asks for the principal part first, then the part goes into the path and the code filter into the query', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePicker(page, pg, 'faultCode', '选择故障代码');
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/sbom/searchFaultMode/') && asked.push(r.url()));
    await openPicker(page, preview, '选择故障代码');
    const box = dialog(page, '选择故障代码');
    await settled(box);
    await button(box, '查询').click();
    await box.locator('.ant-form-item-explain-error').filter({ hasText: '请输入主损件编码' }).waitFor();
    expect(asked).toEqual([]);

    await box.getByLabel('主损件编码', { exact: true }).fill('P-ANY');
    const all = await answerOf(page, '/sbom/searchFaultMode/V1.0/P-ANY', () => button(box, '查询').click(), 'GET');
    expect(all.status).toBe(200);
    expect(Object.fromEntries(all.url.searchParams)).toMatchObject({ size: '5', current: '1' });
    const codes = listOf(all).list;
    expect(codes.length).toBe(5);
    await expect.poll(() => column(box, '故障代码')).toEqual(codes.map((r) => String(r.fcCode)));

    const code = String(codes[2].fcCode);
    await box.getByLabel('故障代码', { exact: true }).fill(code);
    const one = await answerOf(page, '/sbom/searchFaultMode/V1.0/P-ANY', () => button(box, '查询').click(), 'GET');
    expect(one.url.searchParams.get('fcCode')).toBe(code);
    expect(listOf(one).list.map((r) => r.fcCode)).toEqual([code]);
    await expect.poll(() => column(box, '故障代码')).toEqual([code]);
    await rows(box).first().click();
    await shot(page, 'blocks-pickers-faultCode');
    await button(box, '确定').click();
    await box.waitFor({ state: 'detached' });
  });

  it('parts pickers page 10 rows (001 §9)', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    for (const [id, path] of [
      ['parts', '/parts/search/V1.0'],
      ['companyParts', '/partsCompany/search/V1.0'],
    ] as const) {
      await choosePicker(page, pg, id, '选择配件');
      const first = (await openPicker(page, preview, '选择配件', path, 'POST'))!;
      expect(first.body, id).toMatchObject({ size: 10, current: 1 });
      const box = dialog(page, '选择配件');
      await box.waitFor({ timeout: 10000 }).catch(async (e: unknown) => {
        await shot(page, 'blocks-pickers-parts-missing');
        throw e;
      });
      await settled(box);
      await expect.poll(() => rows(box).count()).toBe(10);
      const second = await answerOf(page, path, () => box.locator('.ant-pagination-item-2').click(), 'POST');
      expect(second.body, id).toMatchObject({ size: 10, current: 2 });
      await button(box, '取消').click();
      await box.waitFor({ state: 'detached' });
    }
  });

  it("a user list answering result code 510 shows the server's message as a warning, not the error dialog", async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'admin');
    const { pg, preview } = await openPlayground(page);
    await choosePicker(page, pg, 'user', '选择用户');
    // the picker asks the list for a column nobody may read
    await replaceInEditor(
      page,
      '"call": "user.list",',
      '"call": "user.list",\n  "params": { "field": "id,username,realname,password" },',
    );
    await expect
      .poll(() => pg.getByTestId('playground-problems').textContent(), { timeout: 15000 })
      .toContain('没有问题');
    const refused = await openUserPicker(page, preview, 'id,username,realname,password');
    expect(refused.status).toBe(200);
    expect(refused.url.searchParams.get('field')).toBe('id,username,realname,password');
    expect(refused.json).toMatchObject({ success: false, code: 510, message: '无权查询字段：password' });
    const warning = toast(page, '无权查询字段：password');
    await warning.waitFor();
    expect(await warning.locator('.ant-message-warning').count()).toBe(1);
    await shot(page, 'blocks-pickers-510');
    expect(await errorBox(page).count()).toBe(0);
    const box = dialog(page, '选择用户');
    expect(await rows(box).count()).toBe(0);

    // readable columns only: the list answers, with those columns
    await button(box, '取消').click();
    await box.waitFor({ state: 'detached' });
    await replaceInEditor(page, 'id,username,realname,password', 'username,realname,status_dictText');
    await expect
      .poll(() => pg.getByTestId('playground-problems').textContent(), { timeout: 15000 })
      .toContain('没有问题');
    const ok = await openUserPicker(page, preview, 'username,realname,status_dictText');
    expect(ok.json).toMatchObject({ success: true });
    await expect.poll(() => rows(dialog(page, '选择用户')).count()).toBeGreaterThan(0);
    expect(await errorBox(page).count()).toBe(0);
  });
});
