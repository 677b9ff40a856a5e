// The compile cache is scoped to the document part: a document registered again is compiled afresh.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ISchema } from '@formily/json-schema';
import type { PageDocument } from '../schema-types.generated';
import { createDocumentCache } from '../screen/loader';
import { compileFields, pickProperties } from './compile';

const page = (title: string, extra: Record<string, unknown> = {}): PageDocument =>
  ({
    kind: 'page',
    id: 'compileCacheProbe',
    title: '探针',
    call: 'x',
    filters: { name: { type: 'string', title, ...extra } },
    columns: [],
  }) as unknown as PageDocument;

const titleOf = (s: ISchema, name = 'name') => (s.properties as Record<string, ISchema>)[name]?.title;

describe('compileFields: cache keyed by the document, never stale', () => {
  it('register, compile, re-register a changed document, compile again: the change shows', async () => {
    const { register: registerDocument, load: loadDocument } = createDocumentCache();
    registerDocument(page('名称'));
    const first = await loadDocument('page', 'compileCacheProbe');
    const a = compileFields(`page:${first.id}`, first.filters, 'zh_CN', first.rules);
    expect(titleOf(a)).toBe('名称');
    // the same document again: the very same compiled object (compiled once, not per render)
    expect(compileFields(`page:${first.id}`, first.filters, 'zh_CN', first.rules)).toBe(a);

    registerDocument(page('新名称', { required: true }));
    const second = await loadDocument('page', 'compileCacheProbe');
    expect(second).not.toBe(first);
    const b = compileFields(`page:${second.id}`, second.filters, 'zh_CN', second.rules);
    expect(b).not.toBe(a);
    expect(titleOf(b)).toBe('新名称');
    expect((b.properties as Record<string, ISchema>).name['x-decorator-props']).toMatchObject({ asterisk: true });
    // each locale is its own compiled form, still keyed by the document
    expect(titleOf(compileFields(`page:${second.id}`, second.filters, 'en_US', second.rules))).toBe('新名称');
  });

  it('picked properties are kept on the compiled schema they come from', () => {
    const fields = {
      a: { type: 'string', title: 'A' },
      b: { type: 'string', title: 'B' },
    } as unknown as PageDocument['filters'];
    const s = compileFields('page:pickProbe', fields, 'zh_CN');
    const p = pickProperties('page:pickProbe', s, ['a']);
    expect(Object.keys(p.properties as object)).toEqual(['a']);
    expect(pickProperties('page:pickProbe', s, ['a'])).toBe(p);
    const fields2 = { a: { type: 'string', title: 'A2' } } as unknown as PageDocument['filters'];
    const s2 = compileFields('page:pickProbe', fields2, 'zh_CN');
    expect(titleOf(pickProperties('page:pickProbe', s2, ['a']), 'a')).toBe('A2');
  });
});
