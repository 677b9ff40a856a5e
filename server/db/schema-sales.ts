// Kysely table types of the parts sales orders (migration 0011): sale_orders and their lines
// sale_order_items. Money is double precision rounded to 2 decimals on write (server/business/saleOrder).
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Def<T> = ColumnType<T, T | undefined, T>;

export interface SaleOrderTable {
  id: string;
  order_no: string; // XS + yyyyMMdd + sequence
  facilitator_id: string;
  facilitator_name: Def<string>;
  branch_id: string;
  branch_name: Def<string>;
  company: Def<string>;
  order_type: Def<string>; // BRANCH | CENTER
  warehouse_id: string; // the warehouse the parts ship from
  warehouse_name: Def<string>;
  center_id: string | null; // the central warehouse (a center provider) of a CENTER order
  center_name: Def<string>;
  large_customer_id: string | null;
  large_customer_name: Def<string>;
  handler_id: string | null; // users.id of the person handling the order
  handler_name: Def<string>;
  cost_center_id: string | null;
  cost_center_name: Def<string>;
  source_inquiry_id: string | null; // the parts inquiry it came from (下单)
  source_inquiry_no: Def<string>;
  remark: Def<string>;
  reject_remark: Def<string>;
  total_qty: Def<number>;
  total_amount: Def<number>;
  status: string; // DRAFT | SUBMITTED | SIGNED | RECEIVED | REJECTED
  invoice_status: Def<string>; // NONE | APPLIED | VERIFIED | INVOICED | REJECTED
  invoice_title: Def<string>;
  invoice_tax_no: Def<string>;
  invoice_no: Def<string>;
  invoice_date: Def<string>;
  invoice_remark: Def<string>;
  version: Def<number>;
  create_user: string;
  create_time: Timestamp;
  update_time: Timestamp;
  submit_time: NullableTimestamp;
  sign_time: NullableTimestamp;
  receive_time: NullableTimestamp;
}

/** A line: the price line of 001 §3 (ids, company, part, unit, prices) with the quantity and its amount. */
export interface SaleOrderItemTable {
  id: string;
  order_id: string;
  line_no: number;
  company_parts_id: string;
  company: string;
  company_name: Def<string>;
  parts_id: string;
  parts_name: string;
  drawing_no: Def<string>;
  unit: Def<string>;
  logistics_flag: Def<string>;
  min_sale: Def<number>;
  qty: number;
  sale_price: Def<number>;
  purchase_price: Def<number>;
  retail_add_price: Def<number>;
  retail_price: Def<number>;
  sale_add_price: Def<number>;
  amount: Def<number>;
  /** the price chosen in 库存价格 (one of the line's priceDtos), null: priced from the catalogue (0025) */
  chosen_price: Def<number | null>;
}

export interface SalesTables {
  sale_orders: SaleOrderTable;
  sale_order_items: SaleOrderItemTable;
}
