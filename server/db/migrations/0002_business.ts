// The business tables (see server/db/schema-business.ts for their meaning). Column specs are short words:
// the type (text, int, money, ts, serial), then `pk`, `null` (nullable; default is NOT NULL), `now` (default
// now()), `zero` (default 0), `empty` (default ''), `one` (default 1).
import { sql, type Kysely } from 'kysely';

type Spec = string;
type TableSpec = Record<string, Spec>;

const types = { text: 'text', int: 'integer', money: 'double precision', ts: 'timestamptz', serial: 'serial' } as const;

const tables: Record<string, TableSpec> = {
  warehouses: {
    id: 'text pk', code: 'text', name: 'text', company: 'text', company_name: 'text', warehouse_type: 'text',
    owner_no: 'text empty', owner_name: 'text empty', branch_id: 'text null', address: 'text empty',
    contact_person: 'text empty', phone: 'text empty', status: 'text', flag: 'int zero',
  },
  parts: { id: 'text pk', name: 'text', name_en: 'text empty', drawing_no: 'text', unit: 'text' },
  company_parts: {
    id: 'text pk', company: 'text', company_name: 'text', parts_id: 'text', parts_no: 'text', parts_name: 'text',
    parts_name_en: 'text empty', parts_drawing_no: 'text', sale_price: 'money zero', purchase_price: 'money zero',
    retail_price: 'money zero', sale_flag: 'int one', unit: 'text', min_sale: 'int one', logistics_flag: 'text empty',
    tractor_flag: 'int zero', status: 'text', remark: 'text empty',
  },
  replacement_groups: {
    id: 'text pk', branch_id: 'text null', parts_code: 'text', parts_name: 'text', parts_drawing: 'text',
    parts_struct: 'text empty', parts_struct_name: 'text empty', repl_type: 'int zero', repl_type_name: 'text empty',
    sale_flag_name: 'text empty', remark: 'text empty',
  },
  replacement_parts: {
    id: 'serial pk', group_id: 'text', side: 'text', parts_no: 'text', parts_name: 'text', parts_drawing_no: 'text',
    sale_flag: 'int one',
  },
  suppliers: {
    id: 'text pk', supplier_no: 'text', name: 'text', old_code: 'text empty', identity: 'text empty', company: 'text',
    status: 'text',
  },
  large_customers: { id: 'text pk', name: 'text', branch_id: 'text null', branch_name: 'text empty', status: 'text' },
  cost_centers: { id: 'text pk', name: 'text', company: 'text', status: 'text' },
  devices: { vin: 'text pk', engine_code: 'text', engine_type: 'text empty', plate_number: 'text empty', model: 'text empty' },
  claims: {
    id: 'text pk', claim_no: 'text', ticket_id: 'text empty', branch_id: 'text null', branch_name: 'text empty',
    facilitator_id: 'text', facilitator_name: 'text', region: 'text empty', region_extend: 'text empty',
    repair_type: 'text empty', repair_type_name: 'text empty', maintain_type: 'text', apply_outer_id: 'text empty',
    claim_status: 'text', vin: 'text', engine_code: 'text', plate_number: 'text empty', engine_type: 'text empty',
    approval_rejected_qty: 'int zero', fault_principal_code: 'text empty', fault_principal_name: 'text empty',
    fault_principal_drawing: 'text empty', return_bill_id: 'text null', send_bill_id: 'text null', create_time: 'ts now',
  },
  claim_parts: {
    id: 'text pk', claim_id: 'text', parts_code: 'text', parts_name: 'text', parts_drawing: 'text',
    principal_name: 'text empty', unit: 'text', parts_unit: 'money zero', parts_qty: 'int', parts_amount: 'money zero',
    parts_remarks: 'text empty', parts_return: 'int one',
  },
  core_return_bills: {
    id: 'text pk', bill_no: 'text', branch_id: 'text null', branch_name: 'text empty', region: 'text empty',
    facilitator_id: 'text', facilitator_name: 'text', warehouse_id: 'text null', warehouse_name: 'text empty',
    status: 'text', remark: 'text empty', reject_remark: 'text empty', logistics_company: 'text empty',
    logistics_no: 'text empty', freight: 'money zero', total_price: 'money zero', version: 'int one',
    create_user: 'text', create_time: 'ts now', commit_time: 'ts null', ship_time: 'ts null', confirm_time: 'ts null',
    update_time: 'ts now',
  },
  core_return_bill_items: {
    id: 'text pk', bill_id: 'text', claim_id: 'text', claim_part_id: 'text', parts_code: 'text', parts_name: 'text',
    parts_drawing: 'text', qty: 'int', unit_price: 'money zero', amount: 'money zero',
  },
  supplier_parts: {
    id: 'text pk', supplier_id: 'text', supplier_no: 'text', supplier_name: 'text', parts_id: 'text', parts_no: 'text',
    parts_name: 'text', parts_drawing_no: 'text', purchase_price: 'money zero', min_purchase_qty: 'int one',
    lead_days: 'int zero', company: 'text', status: 'text', remark: 'text empty', version: 'int one',
    create_by: 'text', create_time: 'ts now', update_by: 'text', update_time: 'ts now',
  },
  stocks: { warehouse_id: 'text', parts_id: 'text', qty: 'int zero', base_price: 'money zero' },
  sale_order_lines: {
    id: 'text pk', sale_order_no: 'text', facilitator_id: 'text', branch_id: 'text null', warehouse_id: 'text',
    parts_id: 'text', return_base_price: 'money zero', approve_qty: 'int', returned_qty: 'int zero',
    whether_return: 'int one', delivery_sign_date: 'ts now', refund_discount: 'money one',
  },
  sbom_parts: {
    id: 'text pk', parts_struct: 'text', parts_struct_name: 'text', werks: 'text', parts_no: 'text', parts_name: 'text',
    parts_drawing_no: 'text',
  },
  fault_codes: { fc_code: 'text pk', fc_name: 'text', fc_name_en: 'text empty', fault_principal_code: 'text null' },
  maintain_items: {
    id: 'text pk', parts_code: 'text', parts_name: 'text', parts_drawing: 'text', maintain_item_code: 'text',
    maintain_item_desc: 'text', norm_time_quota: 'money zero', engine_type: 'text empty',
  },
  hour_prices: {
    id: 'text pk', code: 'text', name: 'text', type: 'text', branch: 'text', hours: 'money zero', price: 'money zero',
  },
  big_area_regions: {
    area_code: 'text pk', area_name: 'text', salorg_code: 'text', bigarea_code: 'text', bigarea_name: 'text',
  },
  page_items: { page_code: 'text', code: 'text', name: 'text', sort: 'int zero' },
  flag_rules: { company: 'text', type: 'text', code: 'text' },
  search_history: { id: 'serial pk', type: 'text', user_id: 'text', value: 'text', create_time: 'ts now' },
  part_queries: {
    id: 'text pk', inquiry_no: 'text', facilitator_id: 'text null', facilitator_name: 'text empty',
    branch_id: 'text null', branch_name: 'text empty', company: 'text empty', parts_no: 'text empty',
    parts_name: 'text empty', parts_drawing_no: 'text empty', qty: 'int one', vin: 'text empty',
    description: 'text empty', status: 'text', reply_content: 'text empty', reply_parts_no: 'text empty',
    reply_price: 'money null', feedback_content: 'text empty', order_no: 'text empty', version: 'int one',
    create_user: 'text', create_time: 'ts now', submit_time: 'ts null', reply_time: 'ts null',
    feedback_time: 'ts null', order_time: 'ts null',
  },
  banners: {
    id: 'text pk', title: 'text', image_url: 'text', link_url: 'text empty', sort: 'int zero', status: 'text',
    create_time: 'ts now',
  },
  notices: {
    id: 'text pk', title: 'text', content: 'text empty', publish_mode: 'text', publish_mode_name: 'text', state: 'text',
    url: 'text empty', file_name: 'text empty', company: 'text empty', create_time: 'ts now', published_time: 'ts null',
  },
  app_versions: { id: 'text pk', platform: 'text', version: 'text', version_info: 'text', version_date: 'text' },
  support_contacts: { id: 'text pk', category: 'text', contact_person: 'text', phone: 'text', sort: 'int zero' },
  feedback_sources: { source_code: 'text pk', source_name: 'text' },
  feedbacks: {
    id: 'text pk', type: 'text', title: 'text', content: 'text', phone: 'text', source_code: 'text',
    client_id: 'text empty', client_name: 'text empty', user_id: 'text', create_time: 'ts now',
  },
  attachments: {
    attachment_id: 'text pk', attachment_url: 'text', name: 'text', attachment_suffix: 'text', attachment_type: 'text',
    folder: 'text empty', ref_id: 'text null', mime_type: 'text', size: 'int', storage_path: 'text', upload_user: 'text',
    upload_date: 'ts now',
  },
  doc_sequences: { prefix: 'text', day: 'text', value: 'int zero' },
};

// [table, index name, columns, unique?]
const indexes: [string, string, string[], boolean?][] = [
  ['warehouses', 'warehouses_type_idx', ['warehouse_type', 'status']],
  ['company_parts', 'company_parts_company_no_idx', ['company', 'parts_no'], true],
  // The unfiltered picker page (company + status [+ sale flag]) counts and pages from this index alone.
  ['company_parts', 'company_parts_listing_idx', ['company', 'status', 'sale_flag', 'parts_no']],
  ['company_parts', 'company_parts_drawing_idx', ['parts_drawing_no']],
  ['company_parts', 'company_parts_parts_id_idx', ['parts_id']],
  ['replacement_groups', 'replacement_groups_code_idx', ['parts_code']],
  ['replacement_parts', 'replacement_parts_group_idx', ['group_id']],
  ['claims', 'claims_facilitator_idx', ['facilitator_id', 'claim_status']],
  ['claims', 'claims_return_bill_idx', ['return_bill_id']],
  ['claim_parts', 'claim_parts_claim_idx', ['claim_id']],
  ['core_return_bills', 'core_return_bills_no_idx', ['bill_no'], true],
  ['core_return_bill_items', 'core_return_bill_items_bill_idx', ['bill_id']],
  ['supplier_parts', 'supplier_parts_supplier_part_idx', ['supplier_id', 'parts_id', 'company']],
  ['supplier_parts', 'supplier_parts_parts_no_idx', ['parts_no']],
  ['stocks', 'stocks_pk', ['warehouse_id', 'parts_id'], true],
  ['stocks', 'stocks_parts_idx', ['parts_id']],
  ['sale_order_lines', 'sale_order_lines_facilitator_idx', ['facilitator_id', 'warehouse_id']],
  ['sbom_parts', 'sbom_parts_struct_idx', ['parts_struct', 'werks']],
  ['maintain_items', 'maintain_items_parts_idx', ['parts_code']],
  ['page_items', 'page_items_code_idx', ['page_code', 'sort']],
  ['flag_rules', 'flag_rules_company_type_idx', ['company', 'type']],
  ['search_history', 'search_history_user_idx', ['user_id', 'type', 'create_time']],
  ['part_queries', 'part_queries_no_idx', ['inquiry_no'], true],
  ['part_queries', 'part_queries_facilitator_idx', ['facilitator_id', 'status']],
  ['notices', 'notices_state_idx', ['state', 'published_time']],
  ['attachments', 'attachments_ref_idx', ['ref_id']],
  ['doc_sequences', 'doc_sequences_pk', ['prefix', 'day'], true],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(tables)) {
    let builder = db.schema.createTable(name);
    for (const [column, spec] of Object.entries(columns)) {
      const words = spec.split(' ');
      const type = types[words[0] as keyof typeof types];
      builder = builder.addColumn(column, sql.raw(type), (c) => {
        let col = words.includes('pk') ? c.primaryKey() : words.includes('null') ? c : c.notNull();
        if (words.includes('now')) col = col.defaultTo(sql`now()`);
        if (words.includes('zero')) col = col.defaultTo(0);
        if (words.includes('one')) col = col.defaultTo(1);
        if (words.includes('empty')) col = col.defaultTo('');
        return col;
      });
    }
    await builder.execute();
  }
  for (const [table, name, columns, unique] of indexes) {
    let builder = db.schema.createIndex(name).on(table).columns(columns);
    if (unique) builder = builder.unique();
    await builder.execute();
  }
  // Prefix searches (LIKE 'abc%') on part numbers and drawing numbers use these whatever the collation.
  await sql`create index company_parts_no_prefix_idx on company_parts (parts_no text_pattern_ops)`.execute(db);
  await sql`create index company_parts_drawing_prefix_idx on company_parts (parts_drawing_no text_pattern_ops)`.execute(db);
  await sql`create index parts_drawing_prefix_idx on parts (drawing_no text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(tables).reverse()) await db.schema.dropTable(name).ifExists().execute();
}
