// The playground's choices: templates per kind, the file a text is checked as, the start select, the preview id;
// and the editor's schema bundling (local $refs only, names included).
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '../../checker/kinds';
import { bundleMeta } from './metaBundle';
import { choiceKey, choiceRel, kindOfRel, previewScreen, relOfText, sourceOptions, templateId } from './model';
import { PLAYGROUND_TEXTS, playgroundText } from './texts';

describe('playground model', () => {
  it('a template is checked as the file npm run new would write', () => {
    expect(choiceRel({ source: 'template', kind: 'picker' })).toBe(`schemas/pickers/${templateId('picker')}.json`);
    expect(choiceRel({ source: 'file', rel: 'schemas/forms/feedback.json' })).toBe('schemas/forms/feedback.json');
    expect(kindOfRel('schemas/details/supplierPart.json')).toBe('detail');
    // the start select's value, under which the editor keeps each document's state
    expect(choiceKey({ source: 'template', kind: 'form' })).toBe('template:form');
    expect(choiceKey({ source: 'file', rel: 'schemas/forms/feedback.json' })).toBe('schemas/forms/feedback.json');
  });

  it('a text is checked as schemas/<kind dir>/<id>.json once it names them, else not', () => {
    expect(relOfText('{"kind":"form","id":"myForm"}')).toBe('schemas/forms/myForm.json');
    expect(relOfText('{"kind":"form","id":"../x"}')).toBeUndefined();
    expect(relOfText('{"kind":"menu","id":"system"}')).toBeUndefined();
    expect(relOfText('{"kind":')).toBeUndefined();
  });

  it("lists each screen kind's documents (pickers, pages, forms, details: DOCUMENT_KINDS' order) by id and title, then the templates", () => {
    const project = {
      'schemas/pages/b.json': '{"title":{"zh_CN":"乙","en_US":"B"}}',
      'schemas/pages/a.json': '{"title":"甲"}',
      'schemas/forms/f.json': '{ broken',
      'schemas/calls/x.json': '{}',
    };
    const groups = sourceOptions(project, 'en_US', (k) => playgroundText(k, 'en_US'));
    expect(groups.map((g) => g.label)).toEqual([
      'Pickers',
      'Pages',
      'Forms',
      'Details',
      'Templates (what npm run new writes)',
    ]);
    expect(groups[1].options).toEqual([
      { value: 'schemas/pages/a.json', label: 'a · 甲' },
      { value: 'schemas/pages/b.json', label: 'b · B' },
    ]);
    expect(groups[2].options).toEqual([{ value: 'schemas/forms/f.json', label: 'f' }]);
    expect(groups[4].options.map((o) => o.value)).toEqual([
      'template:picker',
      'template:page',
      'template:form',
      'template:detail',
    ]);
  });

  it("names each screen kind's group in both languages (a text per folder of DOCUMENT_KINDS' screen kinds)", () => {
    const folders = DOCUMENT_KINDS.flatMap((k) => (k.screen ? [k.folder] : []));
    expect(folders.filter((f) => !(f in PLAYGROUND_TEXTS))).toEqual([]);
  });

  it('a preview is registered under an id of its own per render', () => {
    expect(previewScreen({ kind: 'page', id: 'users' }, 3)).toEqual({
      kind: 'page',
      id: 'users@3',
      realId: 'users',
      doc: { kind: 'page', id: 'users@3' },
      chooses: false,
      routeParams: false,
    });
  });

  it("a preview is a dialog for a kind that chooses rows, and asks for route params for a kind on its own route (the descriptors' choosesRows and onRoute)", () => {
    expect(previewScreen({ kind: 'picker', id: 'parts' }, 1)).toMatchObject({ chooses: true, routeParams: false });
    expect(previewScreen({ kind: 'detail', id: 'order' }, 1)).toMatchObject({ chooses: false, routeParams: true });
    const note = { name: 'note', folder: 'notes', doc: 'a note', screen: true, choosesRows: true, onRoute: true };
    expect(previewScreen({ kind: 'note', id: 'n' }, 1, [...DOCUMENT_KINDS, note])).toMatchObject({
      chooses: true,
      routeParams: true,
    });
  });

  it('every text is in Chinese and English', () => {
    for (const t of Object.values(PLAYGROUND_TEXTS)) {
      expect(t.zh_CN).toMatch(/[\u4e00-\u9fff]/);
      expect(t.en_US.length).toBeGreaterThan(0);
    }
  });

  it("bundles a kind's meta-schema with the others' definitions under local $refs", () => {
    const metas = {
      'page.schema.json': {
        $id: 'page.schema.json',
        properties: {
          title: { markdownDescription: 'The title.', $ref: 'defs.schema.json#/definitions/Text' },
          x: { $ref: '#/definitions/X' },
        },
        definitions: { X: { type: 'string' } },
      },
      'defs.schema.json': {
        $id: 'defs.schema.json',
        definitions: {
          Text: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/Both' }] },
          Both: { type: 'object' },
        },
      },
      'names.generated.schema.json': { definitions: { ComponentName: { type: 'string', examples: ['Input'] } } },
    };
    const b = bundleMeta('page', metas) as {
      properties: Record<string, Record<string, unknown>>;
      definitions: Record<string, Record<string, unknown>>;
    };
    expect(b.properties.title).toEqual({
      markdownDescription: 'The title.',
      description: 'The title.',
      $ref: '#/definitions/defs__Text',
    });
    expect(b.properties.x.$ref).toBe('#/definitions/X');
    expect(b.definitions.defs__Text).toEqual({ anyOf: [{ type: 'string' }, { $ref: '#/definitions/defs__Both' }] });
    expect(b.definitions.names_generated__ComponentName).toEqual({ type: 'string', examples: ['Input'] });
    expect(JSON.stringify(b)).not.toMatch(/"\$ref":"[^#]/);
  });
});
