// Stored links become clickable (or a CSS image) only when they are http(s) or a path on this site.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cssImage, safeLink } from './links';

describe('safeLink', () => {
  it('keeps http(s) URLs and site paths', () => {
    for (const ok of [
      'https://www.example.com/a?b=1',
      'http://example.com',
      '/notice/files/NT0001.pdf',
      '/banners/star.svg',
    ])
      expect(safeLink(ok)).toBe(ok);
    expect(safeLink(' /x ')).toBe('/x');
  });
  it('drops every other scheme and protocol-relative or disguised values', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'java\nscript:alert(1)',
      'http:evil.example',
      'x.html',
      'mailto:a@b.cn',
      '',
      null,
      undefined,
    ]) {
      expect(safeLink(bad), String(bad)).toBeUndefined();
    }
  });
  it('cssImage quotes the URL and drops unsafe ones', () => {
    expect(cssImage('/banners/star.svg')).toBe('url("/banners/star.svg")');
    expect(cssImage('/x") , url("https://evil.example/track')).toBe(
      'url("/x\\") , url(\\"https://evil.example/track")',
    );
    expect(cssImage('javascript:alert(1)')).toBeUndefined();
  });
});
