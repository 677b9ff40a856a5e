// Dictionaries of the core (statuses and types the shell and pickers show as text).
import type { DictItem } from './dict';
import { billMachine } from '../business/coreReturnBill/states';
import { partQueryMachine } from '../business/partQuery/states';
import { invoiceMachine, orderMachine } from '../business/saleOrder/states';
import { returnMachine } from '../business/partsReturn/states';
import { retailMachine } from '../business/retailOrder/states';
import { STATUS_NAMES as SUPPLIER_PART_STATES } from '../business/supplierParts/store';
import { BANNER_STATES } from '../business/content/banners';
import { NOTICE_STATES, PUBLISH_MODES } from '../business/content/notices';

const items = (pairs: [string, string][]): DictItem[] => pairs.map(([value, text]) => ({ value, text }));
const named = (names: Record<string, string>): DictItem[] => items(Object.entries(names));

export const CORE_DICTS: { code: string; name: string; items: DictItem[] }[] = [
  {
    code: 'feedback_type',
    name: '反馈类型',
    items: items([
      ['0', '问题反馈'],
      ['1', '质量反馈'],
      ['2', '使用建议'],
    ]),
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: items([
      ['1', '正常'],
      ['2', '冻结'],
    ]),
  },
  {
    code: 'yes_no',
    name: '是否',
    items: items([
      ['1', '是'],
      ['0', '否'],
    ]),
  },
  {
    code: 'facilitator_status',
    name: '服务商状态',
    items: items([
      ['YES', '启用'],
      ['NO', '停用'],
    ]),
  },
  {
    code: 'enable_status',
    name: '启用状态',
    items: items([
      ['ENABLE', '启用'],
      ['DISABLE', '停用'],
    ]),
  },
  {
    code: 'customer_type',
    name: '客户类型',
    items: items([
      ['SERVICE', '服务商'],
      ['LARGE_CUSTOMER', '大客户'],
    ]),
  },
  {
    code: 'marketing_type',
    name: '营销类型',
    items: items([
      ['SERVICE', '服务'],
      ['PARTS', '配件'],
      ['BOTH', '服务及配件'],
    ]),
  },
  {
    code: 'warehouse_type',
    name: '仓库类型',
    items: items([
      ['WZ_NEW', '新件库'],
      ['WZ_OLD', '旧件库'],
      ['CENTER', '中心库'],
      ['SERVICE', '服务站库'],
    ]),
  },
  {
    code: 'maintain_type',
    name: '维修类型',
    items: items([
      ['CAMPAIGN', '服务活动'],
      ['GENERAL_MAINTAIN', '一般维修'],
      ['VEHICLE_MAINTAIN', '整车保养'],
    ]),
  },
  {
    code: 'claim_status',
    name: '索赔单状态',
    items: items([
      ['WAITING_TRIAL', '待初审'],
      ['WAITING_APPROVAL', '待审核'],
      ['WAITING_BACKHAUL', '待回运'],
      ['WAITING_LOGISTICS_CONFIRM', '待物流确认'],
      ['FAILURE_APPROVAL', '审核不通过'],
      ['REFUSED', '已拒绝'],
      ['SHIPMENT', '已发运'],
      ['SEND_BACK', '已退回'],
      ['INVALID', '已作废'],
      ['WAITING_LOGISTICS_SIGN', '待物流签收'],
      ['WAITING_SETTLEMENT', '待结算'],
      ['SETTLEMENT', '已结算'],
      ['BOOKED', '已入账'],
    ]),
  },
  {
    code: 'ticket_status',
    name: '工单状态',
    items: items([
      ['WAITING_ASSIGN', '待派单'],
      ['WAITING_TAKE', '待接单'],
      ['TAKEN', '已接单'],
      ['REPAIRING', '维修中'],
      ['FINISHED', '已完工'],
      ['CANCELLED', '已取消'],
    ]),
  },
  // codes the lists show as names (format dict): companies, identities, menu entry types, item states, hour types
  {
    code: 'company',
    name: '公司',
    items: items([
      ['1000', '发动机公司'],
      ['2000', '重卡公司'],
      ['SILAGE', '青贮机械公司'],
    ]),
  },
  {
    code: 'role_identity',
    name: '身份',
    items: items([
      ['FACILITATOR', '服务商'],
      ['TRACTOR_SP', '拖拉机品牌服务商'],
      ['{product}', '厂家'],
    ]),
  },
  {
    code: 'supplier_identity',
    name: '供应商身份',
    items: items([
      ['OEM', '原厂配套'],
      ['AFTERMARKET', '售后市场'],
    ]),
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    items: items([
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ]),
  },
  {
    code: 'dict_item_status',
    name: '字典项状态',
    items: items([
      ['1', '启用'],
      ['0', '停用'],
    ]),
  },
  {
    code: 'hour_type',
    name: '工时类型',
    items: items([
      ['ENGINE', '发动机'],
      ['CHASSIS', '底盘'],
      ['ELECTRIC', '电气'],
      ['MAINTAIN', '保养'],
      ['OUTSIDE', '外出服务'],
    ]),
  },
  { code: 'provider_system', name: '所属系统', items: items([['sp', '服务门户']]) },
  {
    code: 'search_history_type',
    name: '搜索历史类型',
    items: items([
      ['retail', '零售'],
      ['parts_return', '配件退货'],
      ['sale', '销售'],
      ['delivery', '发货'],
      ['ticket', '工单'],
      ['claim', '索赔'],
    ]),
  },
  // the states of the business bills (statuses follow the language): the lists show the code through these
  // (format dict), built from the state machines' own names so the Chinese stays one text
  { code: 'core_return_status', name: '旧件返还单状态', items: named(billMachine.names) },
  { code: 'part_query_status', name: '配件询价状态', items: named(partQueryMachine.names) },
  { code: 'sale_order_status', name: '销售订单状态', items: named(orderMachine.names) },
  { code: 'sale_invoice_status', name: '订单发票状态', items: named(invoiceMachine.names) },
  { code: 'parts_return_status', name: '配件退货单状态', items: named(returnMachine.names) },
  { code: 'retail_order_status', name: '零售单状态', items: named(retailMachine.names) },
  { code: 'supplier_part_status', name: '供应商配件状态', items: named(SUPPLIER_PART_STATES) },
  { code: 'banner_status', name: '轮播图状态', items: named(BANNER_STATES) },
  { code: 'notice_state', name: '公告状态', items: named(NOTICE_STATES) },
  { code: 'notice_publish_mode', name: '公告发布方式', items: named(PUBLISH_MODES) },
];
