import { describe, expect, it } from 'vitest';
import { addRecent, readRecent, recordRecent } from './recent';
import { resolveView } from './resolve';

describe('recent views', () => {
  it('puts the latest first, once, capped', () => {
    let list = addRecent([], { path: '/a', title: 'A' });
    list = addRecent(list, { path: '/b', title: 'B' });
    list = addRecent(list, { path: '/a', title: 'A' });
    expect(list.map((v) => v.path)).toEqual(['/a', '/b']);
    expect(addRecent(list, { path: '/c', title: 'C' }, 2).map((v) => v.path)).toEqual(['/c', '/a']);
  });
  it('is stored per user', () => {
    recordRecent('u1', { path: '/a', title: 'A' });
    expect(readRecent('u1')).toEqual([{ path: '/a', title: 'A' }]);
    expect(readRecent('u2')).toEqual([]);
  });
});

describe('view resolution', () => {
  const routes = [
    { path: '/parts/detail/:id', name: 'd', title: '详情', screen: 'detail:part', isCache: false, permissionList: [] },
  ];
  it('resolves home, epc, screens with params, and nothing else', () => {
    expect(resolveView('/home', routes).kind).toBe('home');
    expect(resolveView('/epc', routes).kind).toBe('epc');
    expect(resolveView('/parts/detail/9', routes)).toMatchObject({
      kind: 'screen',
      params: { id: '9' },
      isCache: false,
    });
    expect(resolveView('/nope', routes).kind).toBe('none');
  });
});
