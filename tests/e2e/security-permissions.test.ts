// Permissions as users meet them: the screens hide exactly what the gateway refuses. A provider reads
// supplier parts but has no 新增 / 编辑 / 删除, and the gateway refuses the same write sent by hand from that
// browser session; the repair-ticket list shows a provider only its own tickets; a button the role lacks is refused.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, shot } from './harness';
import { answerOf, button, columnTexts, rowActions, rows, flowsSuite, signInAndOpen, view } from './flows';

/** A gateway call sent from the page with the session's own token, as an attacker in that browser would. */
async function callAsPage(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('token') ?? '';
      const res = await fetch(`/npsbackend-gateway${path}?timestamp=${Date.now()}&sign=nsp-sign`, {
        method,
        headers: { 'content-type': 'application/json', authorization: token.replace(/^"|"$/g, '') },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { message?: string } };
    },
    { method, path, body },
  );
}

describe('permissions in the screens and at the gateway', () => {
  const flows = flowsSuite();

  it('a provider reads supplier parts without write buttons, and the gateway refuses the write sent by hand', async () => {
    const page = await flows.browser.newPage();
    const first = await signInAndOpen(page, flows.gw.url, 'sp01', '/supplierParts', '/supplierParts/search/V1.0');
    expect(first.status).toBe(200);
    const screen = view(page, '/supplierParts');
    await rows(screen).first().waitFor();
    await shot(page, 'security-supplier-parts-provider');
    expect(await button(screen, '新增').count()).toBe(0);
    expect(await button(screen, '模板下载').count()).toBe(0);
    const actions = await rowActions(rows(screen).first());
    expect(actions).toContain('详情');
    expect(actions).not.toContain('编辑');
    expect(actions).not.toContain('删除');
    const data = first.json!.data as Array<{ id: string }> | { list: Array<{ id: string }> };
    const row = (Array.isArray(data) ? data : data.list)[0];
    const refused = await callAsPage(page, 'POST', '/supplierParts/V1.0/invalid', { ids: [row.id] });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('无权限访问');
  });

  it('a part-data clerk gets the same screen with its write buttons', async () => {
    const page = await flows.browser.newPage();
    await signInAndOpen(page, flows.gw.url, 'part_data01', '/supplierParts', '/supplierParts/search/V1.0');
    const screen = view(page, '/supplierParts');
    await rows(screen).first().waitFor();
    await expect.poll(() => button(screen, '新增').count()).toBe(1);
    expect(await rowActions(rows(screen).first())).toEqual(expect.arrayContaining(['详情', '编辑']));
  });

  it('the repair-ticket list shows a provider only its own tickets, maker staff all of them', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    await page.getByTestId('side-menu').getByText('服务管理').click();
    const own = await answerOf(page, '/ticket/search/V1.0', () =>
      page.getByTestId('side-menu').getByText('维修工单').click(),
    );
    expect(own.status).toBe(200);
    const screen = view(page, '/repairTicket');
    await rows(screen).first().waitFor();
    await shot(page, 'security-tickets-provider');
    const providers = new Set(await columnTexts(screen, '服务商'));
    expect(providers.size).toBe(1);
    const list = (own.json!.data as { list: Array<{ facilitatorId: string }> }).list;
    expect(new Set(list.map((t) => t.facilitatorId))).toEqual(new Set(['F00001']));

    const staff = await flows.browser.newPage();
    const all = await signInAndOpen(staff, flows.gw.url, 'service_business01', '/repairTicket', '/ticket/search/V1.0');
    const everyone = (all.json!.data as { list: Array<{ facilitatorId: string | null }> }).list;
    expect(new Set(everyone.map((t) => t.facilitatorId)).size).toBeGreaterThan(1);
  });

  it('a role without the dispatch button is refused by the gateway (403 无权限访问), one with it passes the check', async () => {
    const page = await flows.browser.newPage();
    await signIn(page, flows.gw.url, 'sp01');
    const refused = await callAsPage(page, 'PUT', '/ticket/assign', { ticketId: 'T000011', facilitatorId: 'F00002' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('无权限访问');
    const staff = await flows.browser.newPage();
    await signIn(staff, flows.gw.url, 'biz01');
    const passed = await callAsPage(staff, 'PUT', '/ticket/assign', {
      ticketId: 'NO-SUCH-TICKET',
      facilitatorId: 'F00002',
    });
    expect(passed.status).toBe(417);
    expect(passed.json.message).toContain('工单不存在');
  });
});
