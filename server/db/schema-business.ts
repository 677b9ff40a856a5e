// Kysely table types of the business tables (parts, warehouses, claims, bills, notices, files, ...).
// Columns are snake_case; the routes answer camelCase (server/business/common/map.ts). Money columns are
// double precision rounded to 2 decimals on write, so PGlite and PostgreSQL answer the same JS numbers.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Version = ColumnType<number, number | undefined, number>;
/** A column with a database default: optional on insert. */
type Def<T> = ColumnType<T, T | undefined, T>;

export interface WarehouseTable {
  id: string;
  code: string;
  name: string;
  company: string;
  company_name: string;
  warehouse_type: string; // WZ_NEW | WZ_OLD | CENTER
  owner_no: Def<string>;
  owner_name: Def<string>;
  branch_id: string | null;
  address: Def<string>;
  contact_person: Def<string>;
  phone: Def<string>;
  status: string; // ENABLE | DISABLE
  flag: Def<number>;
}

export interface PartTable {
  id: string; // the part number
  name: string;
  name_en: Def<string>;
  drawing_no: string;
  unit: string;
}

export interface CompanyPartTable {
  id: string;
  company: string;
  company_name: string;
  parts_id: string;
  parts_no: string;
  parts_name: string;
  parts_name_en: Def<string>;
  parts_drawing_no: string;
  sale_price: Def<number>;
  purchase_price: Def<number>;
  retail_price: Def<number>;
  sale_flag: Def<number>; // 1 sellable, 0 not
  unit: string;
  min_sale: Def<number>;
  logistics_flag: Def<string>;
  tractor_flag: Def<number>; // 1: offered to the tractor-brand service providers
  status: string;
  remark: Def<string>;
}

export interface ReplacementGroupTable {
  id: string;
  branch_id: string | null;
  parts_code: string; // the old part
  parts_name: string;
  parts_drawing: string;
  parts_struct: Def<string>;
  parts_struct_name: Def<string>;
  repl_type: Def<number>;
  repl_type_name: Def<string>;
  sale_flag_name: Def<string>;
  remark: Def<string>;
}

export interface ReplacementPartTable {
  id: Generated<number>;
  group_id: string;
  side: string; // OLD | NEW
  parts_no: string;
  parts_name: string;
  parts_drawing_no: string;
  sale_flag: Def<number>;
}

export interface SupplierTable {
  id: string;
  supplier_no: string;
  name: string;
  old_code: Def<string>;
  identity: Def<string>;
  company: string;
  status: string;
}

export interface LargeCustomerTable {
  id: string;
  name: string;
  branch_id: string | null;
  branch_name: Def<string>;
  status: string;
}

export interface CostCenterTable {
  id: string;
  name: string;
  company: string;
  status: string;
}

export interface DeviceTable {
  vin: string;
  engine_code: string;
  engine_type: Def<string>;
  plate_number: Def<string>;
  model: Def<string>;
}

export interface ClaimTable {
  id: string;
  claim_no: string;
  ticket_id: Def<string>;
  branch_id: string | null;
  branch_name: Def<string>;
  facilitator_id: string;
  facilitator_name: string;
  region: Def<string>;
  region_extend: Def<string>;
  repair_type: Def<string>;
  repair_type_name: Def<string>;
  maintain_type: string; // CAMPAIGN | GENERAL_MAINTAIN | VEHICLE_MAINTAIN
  apply_outer_id: Def<string>;
  claim_status: string;
  vin: string;
  engine_code: string;
  plate_number: Def<string>;
  engine_type: Def<string>;
  approval_rejected_qty: Def<number>;
  fault_principal_code: Def<string>;
  fault_principal_name: Def<string>;
  fault_principal_drawing: Def<string>;
  return_bill_id: string | null;
  send_bill_id: string | null;
  create_time: Timestamp;
}

export interface ClaimPartTable {
  id: string;
  claim_id: string;
  parts_code: string;
  parts_name: string;
  parts_drawing: string;
  principal_name: Def<string>;
  unit: string;
  parts_unit: Def<number>;
  parts_qty: number;
  parts_amount: Def<number>;
  parts_remarks: Def<string>;
  parts_return: Def<number>; // 1: the old part must be returned
}

export interface CoreReturnBillTable {
  id: string;
  bill_no: string;
  branch_id: string | null;
  branch_name: Def<string>;
  region: Def<string>;
  facilitator_id: string;
  facilitator_name: string;
  warehouse_id: string | null;
  warehouse_name: Def<string>;
  status: string;
  remark: Def<string>;
  reject_remark: Def<string>;
  logistics_company: Def<string>;
  logistics_no: Def<string>;
  freight: Def<number>;
  total_price: Def<number>;
  version: Version;
  create_user: string;
  create_time: Timestamp;
  commit_time: NullableTimestamp;
  ship_time: NullableTimestamp;
  confirm_time: NullableTimestamp;
  update_time: Timestamp;
}

export interface CoreReturnBillItemTable {
  id: string;
  bill_id: string;
  claim_id: string;
  claim_part_id: string;
  parts_code: string;
  parts_name: string;
  parts_drawing: string;
  qty: number;
  unit_price: Def<number>;
  amount: Def<number>;
}

export interface SupplierPartTable {
  id: string;
  supplier_id: string;
  supplier_no: string;
  supplier_name: string;
  parts_id: string;
  parts_no: string;
  parts_name: string;
  parts_drawing_no: string;
  purchase_price: Def<number>;
  min_purchase_qty: Def<number>;
  lead_days: Def<number>;
  company: string;
  status: string; // VALID | INVALID
  remark: Def<string>;
  version: Version;
  create_by: string;
  create_time: Timestamp;
  update_by: string;
  update_time: Timestamp;
}

export interface StockTable {
  warehouse_id: string;
  parts_id: string;
  qty: Def<number>;
  base_price: Def<number>;
}

export interface SaleOrderLineTable {
  id: string;
  sale_order_no: string;
  facilitator_id: string;
  branch_id: string | null;
  warehouse_id: string;
  parts_id: string;
  return_base_price: Def<number>;
  approve_qty: number;
  returned_qty: Def<number>;
  whether_return: Def<number>;
  delivery_sign_date: Timestamp;
  refund_discount: Def<number>;
  /** the sales order (sale_orders.id) and line (sale_order_items.id) it was received on (0011; null for older rows) */
  order_id: Def<string | null>;
  order_item_id: Def<string | null>;
}

export interface SbomPartTable {
  id: string;
  parts_struct: string;
  parts_struct_name: string;
  werks: string;
  parts_no: string;
  parts_name: string;
  parts_drawing_no: string;
}

export interface FaultCodeTable {
  fc_code: string;
  fc_name: string;
  fc_name_en: Def<string>;
  fault_principal_code: string | null;
}

export interface MaintainItemTable {
  id: string;
  parts_code: string;
  parts_name: string;
  parts_drawing: string;
  maintain_item_code: string;
  maintain_item_desc: string;
  norm_time_quota: Def<number>;
  engine_type: Def<string>;
}

export interface HourPriceTable {
  id: string;
  code: string;
  name: string;
  type: string;
  branch: string;
  hours: Def<number>;
  price: Def<number>;
}

export interface BigAreaRegionTable {
  area_code: string;
  area_name: string;
  salorg_code: string;
  bigarea_code: string;
  bigarea_name: string;
}

export interface PageItemTable {
  page_code: string;
  code: string;
  name: string;
  sort: Def<number>;
}

export interface FlagRuleTable {
  company: string;
  type: string;
  code: string;
}

export interface SearchHistoryTable {
  id: Generated<number>;
  type: string;
  user_id: string;
  value: string;
  create_time: Timestamp;
}

export interface PartQueryTable {
  id: string;
  inquiry_no: string;
  facilitator_id: string | null;
  facilitator_name: Def<string>;
  branch_id: string | null;
  branch_name: Def<string>;
  company: Def<string>;
  parts_no: Def<string>;
  parts_name: Def<string>;
  parts_drawing_no: Def<string>;
  qty: Def<number>;
  vin: Def<string>;
  description: Def<string>;
  status: string;
  reply_content: Def<string>;
  reply_parts_no: Def<string>;
  reply_price: number | null;
  feedback_content: Def<string>;
  order_no: Def<string>;
  /** the sales order (sale_orders.id) 下单 created (0011) */
  order_id: Def<string | null>;
  version: Version;
  create_user: string;
  create_time: Timestamp;
  submit_time: NullableTimestamp;
  reply_time: NullableTimestamp;
  feedback_time: NullableTimestamp;
  order_time: NullableTimestamp;
}

export interface BannerTable {
  id: string;
  title: string;
  image_url: string;
  link_url: Def<string>;
  sort: Def<number>;
  status: string; // PUBLISHED | REVOKED
  create_time: Timestamp;
  notice_id: string | null; // the linked notice (0016): the home page opens it
}

export interface NoticeTable {
  id: string;
  title: string;
  content: Def<string>;
  publish_mode: string;
  publish_mode_name: string;
  state: string; // DRAFT | PUBLISHED | REVOKED
  url: Def<string>;
  file_name: Def<string>;
  company: Def<string>;
  create_time: Timestamp;
  published_time: NullableTimestamp;
}

export interface AppVersionTable {
  id: string;
  platform: string;
  version: string;
  version_info: string; // lines joined by \n
  version_date: string;
}

export interface SupportContactTable {
  id: string;
  category: string;
  contact_person: string;
  phone: string;
  sort: Def<number>;
}

export interface FeedbackSourceTable {
  source_code: string;
  source_name: string;
}

export interface FeedbackTable {
  id: string;
  type: string;
  title: string;
  content: string;
  phone: string;
  source_code: string;
  client_id: Def<string>;
  client_name: Def<string>;
  user_id: string;
  create_time: Timestamp;
}

export interface AttachmentTable {
  attachment_id: string;
  attachment_url: string;
  name: string;
  attachment_suffix: string;
  attachment_type: string;
  folder: Def<string>;
  ref_id: string | null;
  mime_type: string;
  size: number;
  storage_path: string;
  upload_user: string;
  /** users.id of the uploader (migration 0005; null for older rows) */
  upload_user_id: Def<string | null>;
  upload_date: Timestamp;
}

/** The content of an uploaded file (migration 0006); older attachments keep theirs on disk (storage_path). */
export interface FileBlobTable {
  attachment_id: string;
  data: Buffer;
}

export interface DocSequenceTable {
  prefix: string;
  day: string;
  value: Def<number>;
}

export interface BusinessTables {
  warehouses: WarehouseTable;
  parts: PartTable;
  company_parts: CompanyPartTable;
  replacement_groups: ReplacementGroupTable;
  replacement_parts: ReplacementPartTable;
  suppliers: SupplierTable;
  large_customers: LargeCustomerTable;
  cost_centers: CostCenterTable;
  devices: DeviceTable;
  claims: ClaimTable;
  claim_parts: ClaimPartTable;
  core_return_bills: CoreReturnBillTable;
  core_return_bill_items: CoreReturnBillItemTable;
  supplier_parts: SupplierPartTable;
  stocks: StockTable;
  sale_order_lines: SaleOrderLineTable;
  sbom_parts: SbomPartTable;
  fault_codes: FaultCodeTable;
  maintain_items: MaintainItemTable;
  hour_prices: HourPriceTable;
  big_area_regions: BigAreaRegionTable;
  page_items: PageItemTable;
  flag_rules: FlagRuleTable;
  search_history: SearchHistoryTable;
  part_queries: PartQueryTable;
  banners: BannerTable;
  notices: NoticeTable;
  app_versions: AppVersionTable;
  support_contacts: SupportContactTable;
  feedback_sources: FeedbackSourceTable;
  feedbacks: FeedbackTable;
  attachments: AttachmentTable;
  file_blobs: FileBlobTable;
  doc_sequences: DocSequenceTable;
}
