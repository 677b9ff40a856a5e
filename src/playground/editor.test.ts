// The playground's editor keeps one state per document: undo after a switch never brings back the
// document left (before: the switch was one more edit of a shared history, and 8 undos brought back another
// screen), and coming back finds the document as it was left, its own history included.
import { undo } from '@codemirror/commands';
import { describe, expect, it } from 'vitest';
import { createEditor } from './editor';

describe('playground editor', () => {
  it('undo does not cross a document switch; each document keeps its own history', () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    const seen: string[] = [];
    const a = '{ "kind": "page", "id": "a" }';
    const b = '{ "kind": "form", "id": "b" }';
    const ed = createEditor(parent, { key: 'a', text: a, schema: {} }, [], (t) => seen.push(t));
    const { view } = ed;
    for (const word of ['x', 'y', 'z'])
      view.dispatch({ changes: { from: view.state.doc.length - 1, insert: `, "${word}": 1 ` } });
    const edited = view.state.doc.toString();
    expect(edited).toContain('"z": 1');

    ed.open('b', b, {});
    expect(view.state.doc.toString()).toBe(b);
    expect(seen[seen.length - 1]).toBe(b);
    for (let i = 0; i < 8; i++) undo(view);
    expect(view.state.doc.toString()).toBe(b);

    // back to a: as left, and its undo goes back through its own edits only
    ed.open('a', a, {});
    expect(view.state.doc.toString()).toBe(edited);
    for (let i = 0; i < 8; i++) undo(view);
    expect(view.state.doc.toString()).toBe(a);
    ed.destroy();
  });
});
