// The client's RichText and the gateway sanitise rich text with one allowlist (schemas/meta/richtext.json): for the
// same input they give the same output, so what the editor shows is what the gateway stores.
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_CONFIG as clientConfig, sanitize } from '../../renderers/fields/RichText';
import { RICH_TEXT_CONFIG as serverConfig, sanitizeHtml } from '../../server/http/sanitize';

const CORPUS = [
  '<p onclick="x()">a<script>alert(1)</script><img src="/i.png" onerror="alert(2)"></p>',
  '<a href="javascript:alert(1)">j</a><a href="//evil.example">p</a><a href="https://ok.example/a">ok</a><a href="/x">site</a>',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form><input></form>',
  '<p style="width:expression(alert(1))" class="c" data-x="1">s</p><style>p{}</style>',
  '<svg onload="alert(1)"><use href="#x"></use></svg><math><mi>m</mi></math>',
  '<ul><li><b>粗</b><i>斜</i><u>下</u></li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="图" width="10"><img src="data:text/html,x">',
];

describe('rich-text allowlist shared by the client and the gateway', () => {
  it('both read the same config', () => {
    expect({ ...clientConfig, ALLOWED_URI_REGEXP: String(clientConfig.ALLOWED_URI_REGEXP) }).toEqual({
      ...serverConfig,
      ALLOWED_URI_REGEXP: String(serverConfig.ALLOWED_URI_REGEXP),
    });
  });
  it('both give the same output for the same input', async () => {
    for (const html of CORPUS) expect(sanitize(html), html).toBe(await sanitizeHtml(html));
  });
});
