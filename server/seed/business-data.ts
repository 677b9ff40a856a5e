// Word lists and row makers for the business demo data (server/seed/business.ts).
import type { Insertable } from 'kysely';
import type { DB } from '../db/types';
import type { Rng } from './rng';

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const round2 = (n: number) => Math.round(n * 100) / 100;

export const COMPANY_NAMES: Record<string, string> = {
  '1000': '发动机公司',
  '2000': '重卡公司',
  SILAGE: '青贮机械公司',
};
export const WAREHOUSE_TYPE_NAME: Record<string, string> = { WZ_NEW: '新件', WZ_OLD: '旧件', CENTER: '中心' };

const PART_NAMES = [
  ['机油滤清器', 'Oil filter', '个'],
  ['空气滤清器', 'Air filter', '个'],
  ['燃油滤清器', 'Fuel filter', '个'],
  ['喷油器', 'Injector', '个'],
  ['高压油泵', 'High-pressure pump', '台'],
  ['涡轮增压器', 'Turbocharger', '台'],
  ['水泵', 'Water pump', '台'],
  ['节温器', 'Thermostat', '个'],
  ['活塞', 'Piston', '个'],
  ['活塞环', 'Piston ring', '套'],
  ['连杆', 'Connecting rod', '根'],
  ['曲轴', 'Crankshaft', '根'],
  ['凸轮轴', 'Camshaft', '根'],
  ['气门', 'Valve', '个'],
  ['气缸垫', 'Cylinder gasket', '张'],
  ['油底壳', 'Oil pan', '个'],
  ['起动机', 'Starter', '台'],
  ['发电机', 'Alternator', '台'],
  ['皮带', 'Belt', '条'],
  ['张紧轮', 'Tensioner', '个'],
  ['离合器片', 'Clutch disc', '片'],
  ['刹车片', 'Brake pad', '套'],
  ['制动鼓', 'Brake drum', '个'],
  ['轮毂轴承', 'Hub bearing', '个'],
  ['传感器', 'Sensor', '个'],
  ['线束', 'Wire harness', '根'],
  ['散热器', 'Radiator', '台'],
  ['中冷器', 'Intercooler', '台'],
  ['机油泵', 'Oil pump', '台'],
  ['进气管', 'Intake pipe', '根'],
  ['排气管', 'Exhaust pipe', '根'],
  ['密封圈', 'Seal ring', '个'],
] as const;
const VARIANTS = ['', '总成', '组件', '(加强型)', '(国六)', '(国五)'];

export function part(rng: Rng, i: number): Insertable<DB['parts']> {
  const [zh, en, unit] = PART_NAMES[i % PART_NAMES.length];
  const variant = VARIANTS[Math.floor(i / PART_NAMES.length) % VARIANTS.length];
  const series = rng.pick(['1001', '1002', '1003', '1118', '1307', '3501', '3701', '5001']);
  return {
    id: `P${pad(i + 1, 7)}`,
    name: `${zh}${variant}`,
    name_en: `${en}${variant ? ' assy' : ''}`,
    drawing_no: `${series}-${pad((i * 7) % 100000, 5)}-${rng.pick(['A', 'B', 'C', 'D'])}`,
    unit,
  };
}

export function companyPart(
  rng: Rng,
  company: string,
  p: Insertable<DB['parts']>,
  i: number,
): Insertable<DB['company_parts']> {
  const sale = round2(rng.int(500, 500000) / 100);
  return {
    id: `${company}-${p.id}`,
    company,
    company_name: COMPANY_NAMES[company],
    parts_id: p.id,
    parts_no: p.id,
    parts_name: p.name,
    parts_name_en: p.name_en ?? '',
    parts_drawing_no: p.drawing_no,
    sale_price: sale,
    purchase_price: round2(sale * 0.7),
    retail_price: round2(sale * 1.15),
    sale_flag: i % 11 === 10 ? 0 : 1,
    unit: p.unit,
    min_sale: rng.pick([1, 1, 1, 2, 5, 10]),
    logistics_flag: rng.pick(['NORMAL', 'NORMAL', 'DANGEROUS', 'BULKY']),
    tractor_flag: i % 5 === 0 ? 1 : 0,
    status: i % 29 === 28 ? 'DISABLE' : 'ENABLE',
    remark: i % 13 === 0 ? '常用件' : '',
  };
}

export function warehouse(
  rng: Rng,
  id: string,
  type: string,
  company: string,
  branchId: string | null,
  name: string,
  disabled: boolean,
): Insertable<DB['warehouses']> {
  return {
    id,
    code: id,
    name,
    company,
    company_name: COMPANY_NAMES[company],
    warehouse_type: type,
    owner_no: `OW${id.slice(2)}`,
    owner_name: `${rng.pick(['王', '李', '张', '刘', '陈'])}${rng.pick(['伟', '强', '磊', '军', '敏'])}`,
    branch_id: branchId,
    address: `${rng.pick(['经济开发区', '高新区', '物流园区'])}${rng.int(1, 200)}号`,
    contact_person: rng.pick(['王经理', '李主管', '张库管']),
    phone: `1${rng.pick(['3', '5', '8'])}${pad(rng.int(0, 999999999), 9)}`,
    status: disabled ? 'DISABLE' : 'ENABLE',
    flag: 0,
  };
}

const FIRMS = [
  '鑫达',
  '恒通',
  '顺达',
  '宏远',
  '永盛',
  '华通',
  '金桥',
  '安达',
  '长丰',
  '瑞祥',
  '众诚',
  '路通',
  '东昌',
  '博远',
  '联和',
];
export const firm = (rng: Rng) => rng.pick(FIRMS) + rng.pick(['', '汽配', '机械', '动力']);
export const CUSTOMER_KIND = ['物流有限公司', '运输集团', '工程机械公司', '公交公司', '港务公司'];

export function supplier(rng: Rng, i: number): Insertable<DB['suppliers']> {
  return {
    id: `S${pad(i + 1, 5)}`,
    supplier_no: `GYS${pad(i + 1, 5)}`,
    name: `${firm(rng)}${rng.pick(['零部件有限公司', '配件制造厂', '科技股份有限公司'])}${i + 1}`,
    old_code: `OLD${pad(i + 1, 4)}`,
    identity: rng.pick(['OEM', 'OEM', 'AFTERMARKET']),
    company: i % 5 === 4 ? '2000' : '1000',
    status: i % 19 === 18 ? 'DISABLE' : 'ENABLE',
  };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const ENGINE_TYPES = ['WP10', 'WP12', 'WP13', 'WP7', 'WP4.1', 'WP2.3'];

export function device(rng: Rng, i: number): Insertable<DB['devices']> {
  let tail = '';
  for (let k = 0; k < 6; k++) tail += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  const vin = `LZZ${rng.pick(['1B', '5C', '7D'])}${rng.pick(['L', 'M', 'N'])}${pad(i, 6)}`.slice(0, 11) + tail;
  const engineType = rng.pick(ENGINE_TYPES);
  return {
    vin: vin.slice(0, 17),
    engine_code: `${engineType.replace('.', '')}${pad(1000000 + i, 8)}`,
    engine_type: engineType,
    plate_number: `${rng.pick(['鲁', '京', '冀', '豫', '苏'])}${rng.pick(['A', 'B', 'C'])}${pad(rng.int(10000, 99999), 5)}`,
    model: rng.pick(['牵引车', '载货车', '自卸车', '客车']),
  };
}

export const MAINTAIN_TYPES = [
  { code: 'GENERAL_MAINTAIN', name: '一般维修' },
  { code: 'VEHICLE_MAINTAIN', name: '整车保养' },
  { code: 'CAMPAIGN', name: '服务活动' },
];
export const STRUCTS = [
  { code: 'ENG', name: '发动机' },
  { code: 'TRM', name: '变速器' },
  { code: 'AXL', name: '车桥' },
  { code: 'ELE', name: '电器' },
  { code: 'BRK', name: '制动系统' },
  { code: 'CAB', name: '驾驶室' },
];
export const WERKS = ['1000', '1100', '2000'];
export const COST_CENTER_NAMES = ['售后服务部', '配件销售部', '质量管理部', '市场部', '财务部', '技术支持部'];
export const FAULTS = [
  { zh: '漏油', en: 'Oil leak' },
  { zh: '异响', en: 'Abnormal noise' },
  { zh: '断裂', en: 'Fracture' },
  { zh: '磨损', en: 'Wear' },
  { zh: '烧蚀', en: 'Ablation' },
  { zh: '短路', en: 'Short circuit' },
  { zh: '堵塞', en: 'Blockage' },
  { zh: '变形', en: 'Deformation' },
  { zh: '漏水', en: 'Water leak' },
  { zh: '失效', en: 'Failure' },
];
export const WORKS = ['更换', '拆装', '检修', '清洗', '调整'];
export const HOUR_ITEMS = [
  { code: 'GS001', name: '发动机拆装', type: 'ENGINE', hours: 8, price: 80 },
  { code: 'GS002', name: '喷油器更换', type: 'ENGINE', hours: 1.5, price: 80 },
  { code: 'GS003', name: '增压器更换', type: 'ENGINE', hours: 2, price: 80 },
  { code: 'GS004', name: '变速器拆装', type: 'CHASSIS', hours: 6, price: 75 },
  { code: 'GS005', name: '制动片更换', type: 'CHASSIS', hours: 1, price: 70 },
  { code: 'GS006', name: '线束检修', type: 'ELECTRIC', hours: 2, price: 85 },
  { code: 'GS007', name: '整车保养', type: 'MAINTAIN', hours: 1.5, price: 60 },
  { code: 'GS008', name: '外出服务', type: 'OUTSIDE', hours: 1, price: 50 },
];
export const BIG_AREAS = [
  { code: 'BA01', name: '北方大区' },
  { code: 'BA02', name: '东部大区' },
  { code: 'BA03', name: '南方大区' },
  { code: 'BA04', name: '西部大区' },
];
export const PAGE_ITEMS: Insertable<DB['page_items']>[] = [
  ...['A', 'B', 'C', 'D'].map((c, i) => ({ page_code: 'price', code: c, name: `${c}类价格`, sort: i })),
  ...[1, 2, 3, 4, 5].map((c, i) => ({ page_code: 'star', code: String(c), name: `${c}星`, sort: i })),
  ...['L1', 'L2', 'L3'].map((c, i) => ({ page_code: 'outLevel', code: c, name: `外出${i + 1}级`, sort: i })),
  ...['FACILITATOR', 'CENTER', 'LARGE_CUSTOMER'].map((c, i) => ({
    page_code: 'facilitator',
    code: c,
    name: ['服务商', '中心库', '大客户'][i],
    sort: i,
  })),
];
export const FLAG_RULES: Insertable<DB['flag_rules']>[] = ['1000', '2000', 'SILAGE'].flatMap((company) =>
  ['PARTS', 'CLAIM', 'ORDER'].flatMap((type) => [1, 2, 3].map((k) => ({ company, type, code: `${type}_FLAG_${k}` }))),
);
export const PUBLISH_MODES = [
  { code: 'SYSTEM', name: '系统公告' },
  { code: 'POPUP', name: '弹窗公告' },
  { code: 'FILE', name: '文件公告' },
];
export const NOTICE_TITLES = [
  '关于国六发动机保养规范的通知',
  '配件价格调整公告',
  '旧件回运流程优化说明',
  '服务活动开展通知',
  '索赔结算时间安排',
  '系统升级维护公告',
];
export const BANNERS = [
  { title: '国六发动机服务活动', image_url: '/banners/campaign.svg', link_url: '' },
  { title: '原厂配件 品质保障', image_url: '/banners/genuine-parts.svg', link_url: '' },
  { title: '旧件回运指南', image_url: '/banners/core-return.svg', link_url: '' },
  { title: '服务之星评选', image_url: '/banners/star.svg', link_url: '' },
  { title: '春节服务安排（已撤回）', image_url: '/banners/holiday.svg', link_url: '' },
];
/**
 * The version history the header's badge and dialog show (000 §2, §4). Each line announces something the portal really
 * has: `needs` names what it is built of (a call, form, page, detail or picker id of schemas/, or a source file), and
 * tests/unit/versions.test.ts fails when one of them does not exist, so the history never announces what is not built.
 */
export interface VersionLine {
  text: string;
  needs: string[];
}
export const VERSION_HISTORY: Array<{ version: string; version_date: string; lines: VersionLine[] }> = [
  {
    version: 'v1.7.0',
    version_date: '2026-11-20',
    lines: [
      {
        text: '意见反馈支持富文本编辑与图片上传',
        needs: ['form:feedback', 'call:feedback.uploadImage', 'file:renderers/fields/RichText.tsx'],
      },
      {
        text: '横幅管理支持新增与编辑',
        needs: ['page:banners', 'form:bannerAdd', 'form:bannerEdit', 'call:banner.add', 'call:banner.edit'],
      },
    ],
  },
  {
    version: 'v1.6.0',
    version_date: '2026-01-10',
    lines: [
      {
        text: '旧件返还单支持发运（物流公司、物流单号）',
        needs: ['page:coreReturnBill', 'form:coreReturnBillLogistics', 'call:coreReturnBill.updateLogistics'],
      },
      {
        text: '询价单支持反馈与下单',
        needs: ['page:partQuery', 'form:partQueryFeedback', 'call:partQuery.feedback', 'call:partQuery.order'],
      },
    ],
  },
  {
    version: 'v1.5.2',
    version_date: '2025-12-02',
    lines: [{ text: '修复公告查询分页问题', needs: ['page:notices', 'call:notice.search'] }],
  },
  {
    version: 'v1.5.0',
    version_date: '2025-11-15',
    lines: [
      { text: '新增供应商配件导入', needs: ['page:supplierParts', 'call:supplierParts.import'] },
      { text: '新增附件批量删除', needs: ['call:file.batchDelete', 'file:renderers/fields/FileUpload.tsx'] },
    ],
  },
  {
    version: 'v1.4.0',
    version_date: '2025-09-20',
    lines: [
      { text: '索赔单选择支持按模块过滤', needs: ['picker:claim'] },
      {
        text: '新增搜索历史',
        needs: ['call:history.search', 'call:history.add', 'file:renderers/fields/HistoryInput.tsx'],
      },
    ],
  },
  {
    version: 'v1.3.0',
    version_date: '2025-07-01',
    lines: [{ text: '新增问题反馈功能', needs: ['form:feedback', 'call:feedback.add'] }],
  },
  {
    version: 'v1.2.0',
    version_date: '2025-05-12',
    lines: [
      { text: '新增多页签', needs: ['file:src/layout/TabBar.tsx'] },
      { text: '菜单按权限加载', needs: ['file:src/layout/SideMenu.tsx'] },
    ],
  },
  {
    version: 'v1.1.0',
    version_date: '2025-03-03',
    lines: [{ text: '新增工单派工', needs: ['form:ticketAssign', 'call:ticket.assign'] }],
  },
  { version: 'v1.0.0', version_date: '2025-01-15', lines: [{ text: '首个版本上线', needs: [] }] },
];
/** The rows of app_versions: each version's lines, one per line of version_info. */
export const VERSIONS = VERSION_HISTORY.map((v) => ({
  version: v.version,
  version_info: v.lines.map((l) => l.text).join('\n'),
  version_date: v.version_date,
}));
export const SUPPORT_CONTACTS = [
  { category: '系统使用', contact_person: '王工', phone: '0536-8231001' },
  { category: '账号与权限', contact_person: '李工', phone: '0536-8231002' },
  { category: '索赔业务', contact_person: '张经理', phone: '0536-8231003' },
  { category: '配件业务', contact_person: '刘经理', phone: '0536-8231004' },
  { category: '旧件回运', contact_person: '陈主管', phone: '0536-8231005' },
  { category: '结算与发票', contact_person: '赵会计', phone: '0536-8231006' },
];
export const FEEDBACK_SOURCES = [
  { source_code: 'nsp', source_name: '服务商门户' },
  { source_code: 'app', source_name: '服务 App' },
  { source_code: 'wechat', source_name: '微信小程序' },
];
