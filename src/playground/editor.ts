// The playground's code editor (CodeMirror 6, its own lazy chunk): JSON with completion and hover from the
// document kind's meta-schema (codemirror-json-schema over metaBundle's self-contained schema, generated names
// included; values and rule keys by ./complete, which fits them to the place) and the checker's messages as lint
// diagnostics at their line:col. Each document opened keeps its own editor state, so undo never crosses a switch.
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  type CompletionSource,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import {
  bracketMatching,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
  defaultHighlightStyle,
} from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import {
  EditorView,
  keymap,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  lineNumbers,
} from '@codemirror/view';
import { getJSONSchema, jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { type CallFacts, playgroundCompletion } from './complete';

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
  /**
   * Shows the document `key` (a project file or a template): the state it was left in, history included, or a new
   * state on `text` and `schema`. The document left keeps its own state, so undo never brings back another one.
   */
  open(key: string, text: string, schema: Record<string, unknown>): void;
  /** The checker's problems of the current text (shown as diagnostics). */
  setProblems(problems: EditorProblem[]): void;
  destroy(): void;
}

/** The editor's completion: ./complete at values and rule keys, codemirror-json-schema's for the rest (property names). */
export function completionSource(calls: CallFacts[]): CompletionSource {
  const library = jsonCompletion();
  return playgroundCompletion(
    (ctx) => (getJSONSchema(ctx.state) ?? undefined) as Record<string, unknown> | undefined,
    () => calls,
    (ctx) => {
      const r = library(ctx);
      return Array.isArray(r) ? null : r;
    },
  );
}

/** The extensions of a document's editor state with the playground's completion (exported for the tests). */
export function languageExtensions(schema: Record<string, unknown>, calls: CallFacts[]) {
  return [
    json(),
    jsonLanguage.data.of({ autocomplete: completionSource(calls) }),
    stateExtensions(schema as JSONSchema7),
  ];
}

export function createEditor(
  parent: HTMLElement,
  first: { key: string; text: string; schema: Record<string, unknown> },
  calls: CallFacts[],
  onChange: (text: string) => void,
): PlaygroundEditor {
  // the checker runs on the page's debounce, so its diagnostics are pushed (setDiagnostics), not pulled by a linter
  const diagnostics = (doc: Text, problems: EditorProblem[]): Diagnostic[] =>
    problems.map((p) => ({
      ...problemRange(doc, p),
      severity: 'error',
      source: 'schemas:check',
      message: `${p.line}:${p.col}  ${p.message}`,
    }));
  const stateOf = (text: string, schema: Record<string, unknown>) =>
    EditorState.create({
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
        languageExtensions(schema, calls),
        autocompletion(),
        hoverTooltip(jsonSchemaHover()),
        lintGutter(),
        EditorView.lineWrapping,
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
        EditorView.theme({
          '&': { height: '100%', fontSize: '13px' },
          '.cm-scroller': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
        }),
      ],
    });
  const view = new EditorView({ parent, state: stateOf(first.text, first.schema) });
  const states = new Map<string, EditorState>();
  let current = first.key;
  return {
    view,
    open(key, text, schema) {
      if (key === current) return;
      states.set(current, view.state);
      current = key;
      view.setState(states.get(key) ?? stateOf(text, schema));
      onChange(view.state.doc.toString());
    },
    setProblems(list) {
      view.dispatch(setDiagnostics(view.state, diagnostics(view.state.doc, list)));
    },
    destroy() {
      view.destroy();
    },
  };
}
