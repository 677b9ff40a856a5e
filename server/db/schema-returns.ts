// Table types of the parts return orders (migration 0012) and the retail orders (migration 0013).
import type { ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PartsReturnTable {
  id: string;
  return_no: string;
  facilitator_id: string;
  facilitator_name: Def<string>;
  branch_id: string | null;
  branch_name: Def<string>;
  warehouse_id: string;
  warehouse_name: Def<string>;
  status: string; // DRAFT, SUBMITTED, APPROVED, REJECTED, RECEIVED (partsReturn/states.ts)
  remark: Def<string>;
  reject_remark: Def<string>;
  total_qty: Def<number>;
  total_amount: Def<number>;
  version: Def<number>;
  create_user: string;
  create_time: Timestamp;
  submit_time: NullableTimestamp;
  approve_time: NullableTimestamp;
  receive_time: NullableTimestamp;
  update_time: Timestamp;
}

export interface PartsReturnLineTable {
  id: string;
  return_id: string;
  sale_order_line_id: string; // the sale_order_lines row returned
  sale_order_no: string;
  parts_id: string;
  parts_name: Def<string>;
  parts_drawing_no: Def<string>;
  unit: Def<string>;
  qty: number;
  unit_price: Def<number>; // the real return price: return_base_price x refund_discount, 2 decimals
  amount: Def<number>;
}

export interface RetailOrderTable {
  id: string;
  order_no: string;
  facilitator_id: string;
  facilitator_name: Def<string>;
  customer_name: string;
  customer_phone: Def<string>;
  status: string; // DRAFT, COMPLETED, CANCELLED (retailOrder/states.ts)
  remark: Def<string>;
  total_qty: Def<number>;
  total_amount: Def<number>;
  version: Def<number>;
  create_user: string;
  create_time: Timestamp;
  complete_time: NullableTimestamp;
  cancel_time: NullableTimestamp;
  update_time: Timestamp;
}

export interface RetailOrderLineTable {
  id: string;
  order_id: string;
  warehouse_id: string;
  warehouse_name: Def<string>;
  parts_id: string;
  parts_name: Def<string>;
  parts_drawing_no: Def<string>;
  qty: number;
  unit_price: Def<number>; // the stock's retail price (stocks.base_price) when saved
  amount: Def<number>;
}

export interface ReturnsRetailTables {
  parts_returns: PartsReturnTable;
  parts_return_lines: PartsReturnLineTable;
  retail_orders: RetailOrderTable;
  retail_order_lines: RetailOrderLineTable;
}
