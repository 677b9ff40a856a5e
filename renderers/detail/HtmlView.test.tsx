// A detail's html field: the rich text is shown as markup, sanitised with the rich-text allowlist; a table cell
// shows its plain text (filters.htmlText).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { format } from '../filters';
import HtmlView from './HtmlView';

describe('format html', () => {
  it('shows the markup without script, event attributes or foreign schemes', () => {
    const { container } = render(
      <HtmlView
        html={
          '<p>按<b>附件</b>执行</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    const root = container.querySelector('.rt-html')!;
    expect(root.querySelector('p b')?.textContent).toBe('附件');
    expect(root.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect(root.querySelector('img')?.getAttribute('src')).toBe('x');
  });

  it('is plain text in a table cell', () => {
    expect(format('<p>按<b>附件</b>执行</p><p>第二段&nbsp;</p>', 'html')).toBe('按附件执行 第二段');
    expect(format(null, 'html')).toBe('');
  });
});
