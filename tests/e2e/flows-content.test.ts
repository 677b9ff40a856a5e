// Content through the real gateway: the header's feedback form with the tiptap rich text (any signed-in
// user, here biz01): the source from listSource, bold text from the toolbar and an image uploaded inside the editor
// through the tmmedia upload, stored sanitised; and the empty-content message (请输入反馈内容) with nothing sent.
// Banners (manager01, 横幅管理): 新增 with an uploaded image, a title and a link (bad input first: 请输入标题,
// 请上传一张图片, a javascript: link refused), 编辑 loads the banner and saves the new title; the home page shows the
// published banner (read again when home shows) and its link opens in a new tab; its notices card links to 公告查询.
// 编辑 links the banner to a published notice chosen with the notice picker: the home banner then opens
// the notice's detail in a tab instead of its link.
// Notices (公告查询): manager01 新增 (bad input first: 请输入公告标题, 请选择发布方式; then rich text and a PDF), the
// draft listed as 草稿, 发布 after the confirmation; sp01 sees it published and 下载附件 opens the file in a new tab
// (downloaded with the session: the gateway refuses it without one).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, signIn } from './harness';
import { answerOf, errorBox, button, dialog, flowsSuite, openPage, row, rows, settled, toast, view } from './flows';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks an antd Select option by its text. */
async function choose(page: Page, select: ReturnType<Page['locator']>, text: string): Promise<void> {
  // a click on an option while the dropdown still slides in can miss it (CI on a loaded machine: the select stayed
  // empty): chosen again until the select shows the text
  // the chosen item is looked for without waiting (an empty select has none: a getAttribute on it would wait for
  // the 30 s action timeout, which it did on every first pass: 60 s of this file's time)
  const chosen = select.locator('.ant-select-selection-item');
  await expect
    .poll(
      async () => {
        if (
          (await chosen.count()) &&
          (await chosen
            .first()
            .getAttribute('title', { timeout: 2000 })
            .catch(() => null)) === text
        )
          return true;
        await select.click({ force: true });
        const option = page
          .locator(`.ant-select-dropdown .ant-select-item-option[title="${text}"]`)
          .locator('visible=true');
        await option.waitFor();
        await option.click();
        return (
          (await select
            .locator('.ant-select-selection-item')
            .getAttribute('title', { timeout: 2000 })
            .catch(() => null)) === text
        );
      },
      { timeout: 30000 },
    )
    .toBe(true);
}

describe('content', () => {
  const flows = flowsSuite();

  async function openFeedback(user: string) {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, flows.gw.url, user);
    const sources = page.waitForResponse((r) => r.url().includes('/business_feedback/listSource'));
    await page.getByTestId('feedback-icon').click();
    const box = dialog(page, '意见反馈');
    await settled(box);
    await sources;
    return { page, box };
  }

  it('feedback (biz01): bold text and an image uploaded inside the editor are sent sanitised; 新增成功', async () => {
    const { page, box } = await openFeedback('biz01');
    // the source comes from listSource: nsp is 服务商门户
    await box.locator('.ant-select-selection-item', { hasText: '服务商门户' }).waitFor();
    await choose(page, box.locator('.ant-form-item').filter({ hasText: '类型' }).locator('.ant-select'), '质量反馈');
    await box.getByLabel('反馈标题').fill('仪表盘异响');
    const editor = box.locator('.ProseMirror[contenteditable=true]');
    await editor.click();
    await page.keyboard.type('怠速时仪表盘异响');
    await page.keyboard.press('Control+A');
    await box.getByRole('button', { name: '加粗' }).click();
    await expect.poll(() => editor.locator('strong').textContent()).toBe('怠速时仪表盘异响');
    await page.keyboard.press('End');
    const upload = await answerOf(page, '/vehicle/discovery/helptipst/tmmedia/upload', () =>
      box.getByTestId('richtext-image-input').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: PNG }),
    );
    expect(upload.status).toBe(200);
    const src = (upload.json?.data as { url: string }).url;
    await editor.locator(`img[src="${src}"]`).waitFor();
    // the uploaded image is served on its link
    expect(await page.evaluate(async (u) => (await fetch(u)).status, src)).toBe(200);
    await box.getByLabel('联系电话').fill('13812345678');
    await shot(page, 'feedback-richtext');
    const sent = await answerOf(page, '/vehicle/business/business_feedback/add', () => button(box, '提交').click());
    expect(sent.status).toBe(200);
    expect(sent.body?.content).toContain('<strong>怠速时仪表盘异响</strong>');
    expect(sent.body?.content).toContain(`<img src="${src}" alt="noise.png">`);
    expect(sent.body).toMatchObject({ type: '1', title: '仪表盘异响', sourceCode: 'nsp', phone: '13812345678' });
    await toast(page, '新增成功').waitFor();
    await box.waitFor({ state: 'hidden' });
  });

  it('feedback (biz01): empty content shows 请输入反馈内容 and sends nothing; a text file is refused as an image', async () => {
    const { page, box } = await openFeedback('biz01');
    await choose(page, box.locator('.ant-form-item').filter({ hasText: '类型' }).locator('.ant-select'), '问题反馈');
    await box.getByLabel('反馈标题').fill('空内容');
    await box.getByLabel('联系电话').fill('13812345678');
    // typed, then deleted: the editor holds no text again
    const editor = box.locator('.ProseMirror[contenteditable=true]');
    await editor.click();
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await box
      .getByTestId('richtext-image-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast(page, '只能选择图片！').waitFor();
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/business_feedback/add')) sent++;
    });
    await button(box, '提交').click();
    await box.getByText('请输入反馈内容').waitFor();
    await shot(page, 'feedback-richtext-empty');
    expect(sent).toBe(0);
    expect(await editor.locator('img').count()).toBe(0);
  });

  it('banners (manager01): 新增 with bad input, then with an image and a link; 编辑; the home page shows it and its link opens', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, flows.gw.url, 'manager01');
    await openPage(page, flows.gw.url, '/banner', '/banner/search/V1.0');
    const list = view(page, '/banner');
    await button(list, '新增').click();
    const form = dialog(page, '新增横幅');
    await settled(form);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/banner/V1.0') && r.method() === 'POST') sent++;
    });
    await button(form, '保存').click();
    await form.getByText('请输入标题').waitFor();
    await form.getByText('请上传一张图片').waitFor();
    await form.getByLabel('标题').fill('春季保养季');
    await form.getByLabel('链接', { exact: true }).fill('javascript:alert(1)');
    await button(form, '保存').click();
    await form.getByText('链接只能是 http(s) 地址或以 / 开头的站内路径').waitFor();
    expect(sent).toBe(0);
    await form.getByLabel('链接', { exact: true }).fill('/epc/index.html');
    const up = await answerOf(page, '/file/upload/V1.0', () =>
      form.locator('input[type=file]').setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: PNG }),
    );
    expect(up.status).toBe(200);
    await form.locator('.ant-upload-list-item-done, .ant-upload-list-item').first().waitFor();
    await shot(page, 'banner-add');
    const added = await answerOf(page, '/banner/V1.0', () => button(form, '保存').click(), 'POST');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      title: '春季保养季',
      linkUrl: '/epc/index.html',
      image: [expect.objectContaining({ attachmentId: (up.json?.data as { attachmentId: string }).attachmentId })],
    });
    await toast(page, '新增成功').waitFor();
    const r = row(list, '春季保养季');
    await expect.poll(() => r.innerText()).toContain('已发布');

    // the home page: the published banner, whose link opens in a new tab
    // (the home view, mounted at sign-in, reads the banners again when it shows: no reload)
    await answerOf(page, '/banner/list/V1.0', () => page.getByTestId('tab').filter({ hasText: '首页' }).click());
    const link = page
      .getByTestId('home')
      .locator('a[href="/epc/index.html"]')
      .filter({ hasText: '春季保养季' })
      .first();
    await link.waitFor({ state: 'attached' });
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      link.evaluate((a: HTMLAnchorElement) => a.click()),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/epc/index.html');
    await popup.close();
    await page.getByTestId('tab').filter({ hasText: '横幅管理' }).click();

    // 编辑: the form loads the banner (its image shown), the new title is saved and listed
    const loaded = await answerOf(page, '/banner/V1.0/', () => button(r, '编辑').click(), 'GET');
    expect(loaded.status).toBe(200);
    const edit = dialog(page, '编辑横幅');
    await settled(edit);
    await expect.poll(() => edit.getByLabel('标题').inputValue()).toBe('春季保养季');
    expect(await edit.locator('.ant-upload-list-item').count()).toBe(1);
    await edit.getByLabel('标题').fill('春季保养季（延长）');
    // 链接公告: the notice picker offers published notices only; the chosen one's title shows in the field
    await answerOf(page, '/notice/search/V1.0', () => edit.getByLabel('链接公告').click());
    const picker = dialog(page, '选择公告');
    await settled(picker);
    const first = rows(picker).first();
    const noticeTitle = (await first.locator('td').nth(1).innerText()).trim();
    await first.click();
    await button(picker, '确定').click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => edit.getByLabel('链接公告').inputValue()).toBe(noticeTitle);
    await shot(page, 'banner-notice-link');
    const saved = await answerOf(page, '/banner/V1.0/', () => button(edit, '保存').click(), 'PUT');
    expect(saved.status).toBe(200);
    const noticeId = (saved.body as { noticeId: string }).noticeId;
    expect(noticeId).toMatch(/\S/);
    await expect.poll(() => row(list, '春季保养季（延长）').innerText()).toContain(noticeTitle);

    // the home page again: linked to a notice, the banner opens the notice's detail in a tab (not its link)
    await answerOf(page, '/banner/list/V1.0', () => page.getByTestId('tab').filter({ hasText: '首页' }).click());
    await shot(page, 'home-banners');
    const linked = page
      .getByTestId('home')
      .locator(`a[data-notice="${noticeId}"]`)
      .filter({ hasText: '春季保养季（延长）' })
      .first();
    await linked.waitFor({ state: 'attached' });
    await answerOf(page, `/notice/V1.0/${noticeId}`, () => linked.evaluate((a: HTMLAnchorElement) => a.click()), 'GET');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#/detail/notice/${noticeId}`);
    await page.locator('[data-view^="/detail/notice/"]').getByText(noticeTitle).first().waitFor();
    await shot(page, 'home-banner-notice');
    await page.getByTestId('tab').filter({ hasText: '首页' }).click();
    // the notices card links to 公告查询
    await answerOf(page, '/notice/search/V1.0', () => page.getByTestId('home-notices-more').click());
    await view(page, '/notices').waitFor();
  });

  it('notices: manager01 adds (bad input first) and publishes; sp01 downloads its file in a new tab', async () => {
    const page = await flows.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, flows.gw.url, 'manager01');
    await openPage(page, flows.gw.url, '/notices', '/notice/search/V1.0');
    const list = view(page, '/notices');
    await button(list, '新增').click();
    const form = dialog(page, '新增公告');
    await settled(form);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/notice/V1.0') && r.method() === 'POST') sent++;
    });
    await button(form, '保存').click();
    await form.getByText('请输入公告标题').waitFor();
    await form.getByText('请选择发布方式').waitFor();
    expect(sent).toBe(0);
    await form.getByLabel('公告标题').fill('夏季保养规范');
    await choose(
      page,
      form.locator('.ant-form-item').filter({ hasText: '发布方式' }).locator('.ant-select'),
      '文件公告',
    );
    await form.locator('.ProseMirror[contenteditable=true]').click();
    await page.keyboard.type('请各服务站按附件执行');
    const up = await answerOf(page, '/file/upload/V1.0', () =>
      form.locator('input[type=file][name=file]').setInputFiles({
        name: '夏季保养规范.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 summer'),
      }),
    );
    expect(up.status).toBe(200);
    await form.getByText('夏季保养规范.pdf').first().waitFor();
    await shot(page, 'notice-add');
    const added = await answerOf(page, '/notice/V1.0', () => button(form, '保存').click(), 'POST');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      title: '夏季保养规范',
      publishMode: 'FILE',
      content: '<p>请各服务站按附件执行</p>',
    });
    const r = row(list, '夏季保养规范');
    await expect.poll(() => r.innerText()).toContain('草稿');
    await button(r, '发布').click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认发布该公告么？' });
    await settled(confirm);
    expect((await answerOf(page, '/notice/publish/V1.0/', () => button(confirm, '确定').click(), 'PUT')).status).toBe(
      200,
    );
    // published, it sorts by its publishing time after the drafts: found by its title
    await list.getByLabel('公告标题').fill('夏季保养规范');
    await answerOf(page, '/notice/search/V1.0', () => button(list, '查询').click());
    await expect.poll(() => r.innerText()).toContain('已发布');

    // the provider: the published notice and its file, opened in a new tab
    const sp = await flows.browser.newPage();
    await sp.setViewportSize({ width: 1280, height: 720 });
    await signIn(sp, flows.gw.url, 'sp01');
    await openPage(sp, flows.gw.url, '/notices', '/notice/search/V1.0');
    const spRow = row(view(sp, '/notices'), '夏季保养规范');
    await expect.poll(() => spRow.innerText()).toContain('已发布');
    expect(await button(view(sp, '/notices'), '新增').count()).toBe(0);
    expect(await button(spRow, '发布').count()).toBe(0);
    const [popup, down] = await Promise.all([
      sp.context().waitForEvent('page'),
      answerOf(sp, '/file/download/V1.0/', () => button(spRow, '下载附件').click(), 'GET'),
    ]);
    expect(down.status).toBe(200);
    expect(popup.url()).toMatch(/^blob:/);
    await shot(sp, 'notices-provider');

    // ... and reads it: 查看 opens its detail with the rich text shown as markup and the file downloadable there
    const read = await answerOf(sp, '/notice/V1.0/', () => button(spRow, '查看').click(), 'GET');
    expect(read.status).toBe(200);
    const detail = sp.locator('.rt-detail').locator('visible=true');
    await detail.locator('.rt-html p').filter({ hasText: '请各服务站按附件执行' }).waitFor();
    await expect.poll(() => detail.innerText()).toContain('夏季保养规范.pdf');
    await shot(sp, 'notice-detail');
    const [again, down2] = await Promise.all([
      sp.context().waitForEvent('page'),
      answerOf(sp, '/file/download/V1.0/', () => button(detail, '下载附件').click(), 'GET'),
    ]);
    expect(down2.status).toBe(200);
    expect(again.url()).toMatch(/^blob:/);
  });

  it('bad input: a notice that does not exist (or a draft) is not shown to a provider: 公告不存在', async () => {
    const sp = await flows.browser.newPage();
    await sp.setViewportSize({ width: 1280, height: 720 });
    await signIn(sp, flows.gw.url, 'sp01');
    const refused = await answerOf(
      sp,
      '/notice/V1.0/',
      () => sp.goto(`${flows.gw.url}/#/detail/notice/999999999`),
      'GET',
    );
    expect([refused.status, refused.json?.message]).toEqual([404, '公告不存在']);
    await errorBox(sp).getByText('公告不存在', { exact: true }).waitFor();
    expect(await sp.locator('.rt-html').count()).toBe(0);
  });
});
