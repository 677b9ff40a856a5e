// The playground's code editor (CodeMirror 6, its own lazy chunk): JSON with completion and hover from the
// document kind's meta-schema (codemirror-json-schema over metaBundle's self-contained schema, generated names
// included) and the checker's messages as lint diagnostics at their line:col.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, indentOnInput, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, keymap, drawSelection, highlightActiveLine, highlightActiveLineGutter, hoverTooltip, lineNumbers } from '@codemirror/view';
import { jsonCompletion, jsonSchemaHover, stateExtensions, updateSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';

export interface EditorProblem {
  line: number;
  col: number;
  message: string;
}

/** A problem's line:col (1-based) as a range in the document: from there to the end of the token or line. */
export function problemRange(doc: Text, p: EditorProblem): { from: number; to: number } {
  const line = doc.line(Math.min(Math.max(p.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(p.col - 1, 0), line.to);
  const rest = doc.sliceString(from, line.to);
  const token = /^("(?:[^"\\]|\\.)*"|[^\s,}\]]+)/.exec(rest);
  return { from, to: token ? from + token[0].length : Math.max(line.to, from) };
}

export interface PlaygroundEditor {
  view: EditorView;
  setText(text: string): void;
  setSchema(schema: Record<string, unknown>): void;
  /** The checker's problems of the current text (shown as diagnostics). */
  setProblems(problems: EditorProblem[]): void;
  destroy(): void;
}

export function createEditor(parent: HTMLElement, text: string, schema: Record<string, unknown>, onChange: (text: string) => void): PlaygroundEditor {
  // the checker runs on the page's debounce, so its diagnostics are pushed (setDiagnostics), not pulled by a linter
  const diagnostics = (doc: Text, problems: EditorProblem[]): Diagnostic[] =>
    problems.map((p) => ({ ...problemRange(doc, p), severity: 'error', source: 'schemas:check', message: `${p.line}:${p.col}  ${p.message}` }));
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
        highlightActiveLineGutter(),
        foldGutter(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        json(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        autocompletion(),
        hoverTooltip(jsonSchemaHover()),
        stateExtensions(schema as JSONSchema7),
        lintGutter(),
        EditorView.lineWrapping,
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
        EditorView.theme({ '&': { height: '100%', fontSize: '13px' }, '.cm-scroller': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } }),
      ],
    }),
  });
  return {
    view,
    setText(t) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
    },
    setSchema(s) {
      updateSchema(view, s as JSONSchema7);
    },
    setProblems(list) {
      view.dispatch(setDiagnostics(view.state, diagnostics(view.state.doc, list)));
    },
    destroy() {
      view.destroy();
    },
  };
}
