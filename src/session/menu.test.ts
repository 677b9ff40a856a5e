// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMenu, buildRoutes, routeName, type MenuNode } from './menu';

const menu: MenuNode[] = [
  {
    path: '/parts',
    name: 'parts',
    meta: { title: '配件管理' },
    children: [
      {
        path: '/parts/supplierParts',
        name: 'supplierParts-@123',
        component: 'page:supplierParts',
        meta: { title: '供应商配件', permissionList: [{ action: 'add', describe: '新增' }] },
      },
      {
        path: 'detail/:id',
        name: 'partDetail',
        component: 'detail:supplierPart',
        hidden: true,
        meta: { title: '详情', isCache: false },
      },
      { path: '/parts/legacy', name: 'legacy', component: 'page:legacy', meta: { title: '旧页', extendParaSp: 'x' } },
      { path: '/parts/help', name: 'help', meta: { title: '帮助', url: 'https://example.com/help' } },
    ],
  },
  {
    path: '/hidden',
    name: 'gone',
    meta: { title: '外部', extendParaSp: 1 },
    children: [{ path: '/hidden/a', name: 'a', component: 'page:a' }],
  },
];

describe('route building', () => {
  it("removes the '-@' suffix", () => {
    expect(routeName('supplierParts-@123')).toBe('supplierParts');
    expect(routeName('plain')).toBe('plain');
  });
  it('flattens routes, joins relative paths, leaves out extendParaSp and url entries', () => {
    const routes = buildRoutes(menu);
    expect(routes.map((r) => r.path)).toEqual(['/parts/supplierParts', '/parts/detail/:id']);
    expect(routes[0]).toMatchObject({ name: 'supplierParts', screen: 'page:supplierParts', isCache: true });
    expect(routes[0].permissionList).toHaveLength(1);
    expect(routes[1].isCache).toBe(false);
  });
  it('builds the side menu without hidden and extendParaSp entries, keeping url entries', () => {
    const items = buildMenu(menu);
    // written by hand from the menu above: the whole side menu, not a few fields of it
    expect(items).toEqual([
      {
        key: '/parts',
        title: '配件管理',
        icon: undefined,
        url: undefined,
        children: [
          { key: '/parts/supplierParts', title: '供应商配件', icon: undefined, url: undefined, children: undefined },
          { key: '/parts/help', title: '帮助', icon: undefined, url: 'https://example.com/help', children: undefined },
        ],
      },
    ]);
  });
  it('takes the English title beside the Chinese one (meta.titleEn) for the menu and the tabs', () => {
    const en: MenuNode[] = [
      {
        path: '/info',
        name: 'info',
        meta: { title: '信息管理', titleEn: 'Information' },
        children: [
          {
            path: '/info/notices',
            name: 'notices',
            component: 'page:notices',
            meta: { title: '公告查询', titleEn: 'Notices' },
          },
          { path: '/info/old', name: 'old', component: 'page:old', meta: { title: '旧页' } },
        ],
      },
    ];
    expect(buildMenu(en)[0].title).toEqual({ zh_CN: '信息管理', en_US: 'Information' });
    expect(buildRoutes(en).map((r) => r.title)).toEqual([{ zh_CN: '公告查询', en_US: 'Notices' }, '旧页']);
  });
});
