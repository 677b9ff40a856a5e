// Stands in for codemirror-json-schema's utils/markdown (markdown-it with shiki, ~500 KB and a highlighter
// loaded at start) in the build: hover and completion texts are short descriptions, so HTML-escaped text with
// `code`, **bold** and line breaks is enough. Swapped in by scripts/vite-playground-save.ts.
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderMarkdown(markdown: string, inline = true): string {
  const html = escape(markdown)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\n/g, '<br>');
  return inline ? html : `<p>${html}</p>`;
}
