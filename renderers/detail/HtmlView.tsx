// A detail field with format html (a notice's content): the rich text shown as the page's own markup, sanitised
// with the allowlist of schemas/meta/richtext.json (no script, no event attribute, no foreign scheme). Loaded lazily
// by DetailView, so details without rich text do not load DOMPurify.
import { useMemo } from 'react';
import { sanitize } from '../runtime/sanitize';

export default function HtmlView({ html }: { html: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className="rt-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
