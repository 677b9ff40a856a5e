// Rich text is sanitised on the gateway before it is stored (DOMPurify over jsdom, the allowlist of
// schemas/meta/richtext.json that the client's RichText uses too), and stored links are only http(s) or paths on
// this site (docs/gateway.md "Headers and content").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startGateway, type Gateway } from './harness';
import { checkLinkUrl, isSafeLinkUrl, sanitizeHtml } from '../../server/http/sanitize';

describe('sanitizeHtml (the gateway side of the rich-text allowlist)', () => {
  it('removes scripts, event handlers, javascript: links, frames, styles and forms', async () => {
    const cases: [string, string][] = [
      ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
      ['<img src="/i.png" onerror="alert(1)">', '<img src="/i.png">'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a>x</a>'],
      ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
      ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
      ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
      ['<iframe src="https://evil.example"></iframe><p>t</p>', '<p>t</p>'],
      ['<p style="background:url(javascript:alert(1));width:expression(alert(1))">s</p>', '<p>s</p>'],
      ['<style>p{background:red}</style><p>s</p>', '<p>s</p>'],
      ['<form action="https://evil.example"><input name="x"><button>go</button></form>', 'go'],
      ['<svg><g onload="alert(1)"></g></svg><p>v</p>', '<p>v</p>'],
      ['<object data="x.swf"></object><embed src="x.swf">', ''],
      ['<p class="x" data-x="1" aria-label="l" id="i">c</p>', '<p>c</p>'],
      ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', ''],
    ];
    for (const [input, output] of cases) expect(await sanitizeHtml(input), input).toBe(output);
  });

  it('keeps harmless formatting, links and images', async () => {
    const keep = [
      '<p>异响<b>加粗</b><strong>强</strong><i>斜</i><em>重</em><u>下</u><s>删</s><br></p>',
      '<ul><li>一</li><li>二</li></ul><ol><li>1</li></ol>',
      '<h3>标题</h3><blockquote>引用</blockquote><pre><code>x = 1</code></pre>',
      '<a href="https://www.example.com/a?b=1">外链</a><a href="/npsbackend-gateway/file/download/V1.0/A1">站内</a><a href="mailto:a@b.cn">邮件</a>',
      '<img src="/npsbackend-gateway/file/image/V1.0/A1" alt="图" width="100" height="50">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
    ];
    for (const html of keep) expect(await sanitizeHtml(html), html).toBe(html);
  });

  it('isSafeLinkUrl / checkLinkUrl: http(s) absolute URLs and paths on this site only', () => {
    for (const ok of ['https://www.example.com/a', 'http://example.com', '/notice/files/NT0001.pdf', '/#/home', ' /x '])
      expect(isSafeLinkUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'http:evil.example',
      'https://',
      'ftp://example.com',
      'x.html',
      'mailto:a@b.cn',
      'about:blank',
    ])
      expect(isSafeLinkUrl(bad), bad).toBe(false);
    expect(checkLinkUrl('linkUrl', '')).toBe('');
    expect(checkLinkUrl('linkUrl', ' https://a.example/x ')).toBe('https://a.example/x');
    expect(() => checkLinkUrl('linkUrl', 'javascript:alert(1)')).toThrow(/^linkUrl: /);
    try {
      checkLinkUrl('url', '//evil.example');
    } catch (e) {
      expect(e).toMatchObject({ status: 417, code: 'url' });
    }
  });
});

describe.each(databases)('stored rich text and links on %s', (kind) => {
  let gw: Gateway;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    token = await gw.tokenFor('sp01');
    userId = (await gw.db.selectFrom('users').select('id').where('username', '=', 'sp01').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await gw?.close();
  });

  const feedback = (content: string, title: string) =>
    gw.call('gateway', 'POST', '/vehicle/business/business_feedback/add', {
      token,
      query: { userId },
      body: {
        type: '0',
        title,
        content,
        phone: '13800138000',
        sourceCode: 'nsp',
        clientId: userId,
        clientName: '测试',
      },
    });
  const stored = async (title: string) =>
    (await gw.db.selectFrom('feedbacks').select('content').where('title', '=', title).executeTakeFirstOrThrow())
      .content;

  it('feedback content is sanitised before it is stored', async () => {
    const r = await feedback(
      '<p onclick="steal()">发动机<b>异响</b><script>alert(1)</script><img src="/npsbackend-gateway/file/image/V1.0/A1" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">点此</a><iframe src="https://evil.example"></iframe><span style="width:expression(alert(4))">样式</span></p>',
      'XSS 反馈',
    );
    expect(r.statusCode).toBe(200);
    expect(await stored('XSS 反馈')).toBe(
      '<p>发动机<b>异响</b><img src="/npsbackend-gateway/file/image/V1.0/A1"><a>点此</a><span>样式</span></p>',
    );
    // the change record holds the cleaned text too
    const rec = await gw.db
      .selectFrom('change_records')
      .select('after')
      .where('table_name', '=', 'feedbacks')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(rec.after)).toContain('发动机');
    expect(JSON.stringify(rec.after)).not.toMatch(/script|onerror|onclick|javascript:|iframe|expression/);
  });

  it('content that is nothing but script is empty once cleaned: 请输入反馈内容, nothing stored', async () => {
    const r = await feedback('<script>alert(1)</script><iframe src="x"></iframe>', '空反馈');
    expect(r.statusCode).toBe(417);
    expect(r.json().message).toBe('请输入反馈内容');
    expect(
      await gw.db.selectFrom('feedbacks').select('id').where('title', '=', '空反馈').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('banner and notice links other than http(s) or a site path are never answered', async () => {
    const banner = await gw.db
      .selectFrom('banners')
      .select('id')
      .where('status', '=', 'PUBLISHED')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await gw.db
      .updateTable('banners')
      .set({ link_url: 'javascript:alert(1)', image_url: '//evil.example/x.png' })
      .where('id', '=', banner.id)
      .execute();
    const notice = await gw.db
      .selectFrom('notices')
      .select('id')
      .where('state', '=', 'PUBLISHED')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await gw.db
      .updateTable('notices')
      .set({ url: 'data:text/html,<script>alert(1)</script>' })
      .where('id', '=', notice.id)
      .execute();
    const list = (await gw.call('gateway', 'GET', '/banner/list/V1.0', { token })).json().data as {
      id: string;
      linkUrl: string;
      imageUrl: string;
    }[];
    expect(list.find((b) => b.id === banner.id)).toMatchObject({ linkUrl: '', imageUrl: '' });
    const admin = await gw.tokenFor('admin');
    const managed = (
      await gw.call('gateway', 'POST', '/banner/search/V1.0', { token: admin, body: { size: 100 } })
    ).json().data.list as { id: string; linkUrl: string }[];
    expect(managed.find((b) => b.id === banner.id)?.linkUrl).toBe('');
    const notices = (await gw.call('gateway', 'POST', '/notice/search/V1.0', { token, body: { id: notice.id } })).json()
      .data.list as { url: string }[];
    expect(notices[0].url).toBe('');
  });
});
