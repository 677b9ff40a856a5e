// The gallery's pure parts: the request listing the blocks comes from the call catalogue, an answer becomes the
// blocks (anything else none), and a block names its screen as menu entries do.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blocksOf, blocksRequest, screenOf } from './model';

describe('gallery model', () => {
  it('asks GET /gallery/blocks/V1.0 on the gateway', () => {
    expect(blocksRequest()).toMatchObject({ method: 'GET', host: 'gateway', path: '/gallery/blocks/V1.0' });
  });

  it('reads the blocks of an answer envelope and nothing else', () => {
    const block = {
      id: 'a',
      title: { zh_CN: '甲', en_US: 'A' },
      kind: 'form',
      schema: 'transferParts',
      file: 'schemas/forms/transferParts.json',
      source: '{}',
    };
    expect(blocksOf({ code: '200', data: [block, null, { id: 1 }] })).toEqual([block]);
    expect(blocksOf({ data: { list: [block] } })).toEqual([]);
    expect(blocksOf(undefined)).toEqual([]);
  });

  it('names the screen kind:id', () => {
    expect(screenOf({ kind: 'detail', schema: 'supplierPart' })).toBe('detail:supplierPart');
  });
});
