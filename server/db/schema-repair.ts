// Kysely table types of the repair orders (migration 0014) and the deliveries (migration 0015).
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A column with a database default: optional on insert. */
type Def<T> = ColumnType<T, T | undefined, T>;

export interface RepairOrderTable {
  id: string;
  order_no: string;
  ticket_id: string | null;
  facilitator_id: string;
  facilitator_name: Def<string>;
  branch_id: string | null;
  vin: string;
  engine_code: Def<string>;
  engine_type: Def<string>;
  fault_principal_code: Def<string>;
  fault_principal_name: Def<string>;
  fault_code: Def<string>;
  fault_name: Def<string>;
  engineer_id: string | null;
  engineer_name: Def<string>;
  hour_price_id: string | null;
  hour_price: Def<number>;
  labour_hours: Def<number>;
  labour_amount: Def<number>;
  parts_amount: Def<number>;
  total_amount: Def<number>;
  supplier_id: string | null;
  supplier_name: Def<string>;
  remark: Def<string>;
  status: string; // DRAFT | SUBMITTED | COMPLETED
  claim_id: string | null;
  version: Def<number>;
  create_user: string;
  create_time: Timestamp;
  submit_time: NullableTimestamp;
  complete_time: NullableTimestamp;
  update_time: Timestamp;
}

export interface RepairOrderItemTable {
  id: string;
  order_id: string;
  kind: string; // PROJECT | PART
  sort: Def<number>;
  parts_code: Def<string>;
  parts_name: Def<string>;
  parts_drawing: Def<string>;
  maintain_item_code: Def<string>;
  description: Def<string>;
  hours: Def<number>;
  qty: Def<number>;
  unit_price: Def<number>;
  amount: Def<number>;
  /** the part line's supplier, chosen in the parts-supplier dialog (0020) */
  supplier_id: string | null;
  supplier_name: Def<string>;
}

export interface DeliveryTable {
  id: string;
  delivery_no: string;
  facilitator_id: string;
  facilitator_name: Def<string>;
  branch_id: string | null;
  branch_name: Def<string>;
  status: string; // DRAFT | SENT | RECEIVED
  logistics_company: Def<string>;
  logistics_no: Def<string>;
  remark: Def<string>;
  receive_remark: Def<string>;
  claim_count: Def<number>;
  parts_qty: Def<number>;
  version: Def<number>;
  create_user: string;
  create_time: Timestamp;
  send_time: NullableTimestamp;
  receive_time: NullableTimestamp;
  update_time: Timestamp;
}

export interface DeliveryClaimTable {
  id: string;
  delivery_id: string;
  claim_id: string;
  claim_no: string;
}

export interface RepairTables {
  repair_orders: RepairOrderTable;
  repair_order_items: RepairOrderItemTable;
  deliveries: DeliveryTable;
  delivery_claims: DeliveryClaimTable;
}
