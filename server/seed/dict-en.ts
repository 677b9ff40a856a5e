// English names of the seeded dictionary items: the spec's dictionaries are Chinese only, so the
// English is ours, kept beside the Chinese seed (server/seed/dicts.ts) and written to sys_dict_items.item_text_en.
// An item missing here keeps item_text_en null and shows its Chinese name in English mode; the unit test
// server/seed/dict-en.test.ts fails when a seeded item has no English name.

export const DICT_EN: Record<string, Record<string, string>> = {
  feedback_type: { 0: 'Problem', 1: 'Quality', 2: 'Suggestion' },
  user_status: { 1: 'Normal', 2: 'Frozen' },
  yes_no: { 1: 'Yes', 0: 'No' },
  facilitator_status: { YES: 'Enabled', NO: 'Disabled' },
  enable_status: { ENABLE: 'Enabled', DISABLE: 'Disabled' },
  customer_type: { SERVICE: 'Service provider', LARGE_CUSTOMER: 'Large customer' },
  marketing_type: { SERVICE: 'Service', PARTS: 'Parts', BOTH: 'Service and parts' },
  warehouse_type: {
    WZ_NEW: 'New parts warehouse',
    WZ_OLD: 'Core parts warehouse',
    CENTER: 'Central warehouse',
    SERVICE: 'Service station warehouse',
  },
  maintain_type: {
    CAMPAIGN: 'Service campaign',
    GENERAL_MAINTAIN: 'General repair',
    VEHICLE_MAINTAIN: 'Vehicle maintenance',
  },
  claim_status: {
    WAITING_TRIAL: 'Awaiting first review',
    WAITING_APPROVAL: 'Awaiting review',
    WAITING_BACKHAUL: 'Awaiting return shipment',
    WAITING_LOGISTICS_CONFIRM: 'Awaiting logistics confirmation',
    FAILURE_APPROVAL: 'Rejected in review',
    REFUSED: 'Refused',
    SHIPMENT: 'Shipped',
    SEND_BACK: 'Returned',
    INVALID: 'Voided',
    WAITING_LOGISTICS_SIGN: 'Awaiting logistics sign-off',
    WAITING_SETTLEMENT: 'Awaiting settlement',
    SETTLEMENT: 'Settled',
    BOOKED: 'Booked',
  },
  ticket_status: {
    WAITING_ASSIGN: 'Awaiting dispatch',
    WAITING_TAKE: 'Awaiting acceptance',
    TAKEN: 'Accepted',
    REPAIRING: 'Repairing',
    FINISHED: 'Finished',
    CANCELLED: 'Cancelled',
  },
  company: { 1000: 'Engine company', 2000: 'Heavy truck company', SILAGE: 'Silage machinery company' },
  role_identity: { FACILITATOR: 'Service provider', TRACTOR_SP: 'Tractor brand provider', '{product}': 'Maker' },
  supplier_identity: { OEM: 'Original equipment', AFTERMARKET: 'Aftermarket' },
  menu_type: { 0: 'Top menu', 1: 'Submenu', 2: 'Button permission' },
  dict_item_status: { 1: 'Enabled', 0: 'Disabled' },
  hour_type: {
    ENGINE: 'Engine',
    CHASSIS: 'Chassis',
    ELECTRIC: 'Electrical',
    MAINTAIN: 'Maintenance',
    OUTSIDE: 'Field service',
  },
  provider_system: { sp: 'Service portal' },
  search_history_type: {
    retail: 'Retail',
    parts_return: 'Parts return',
    sale: 'Sales',
    delivery: 'Delivery',
    ticket: 'Ticket',
    claim: 'Claim',
  },
  service_level: { A: 'Grade A', B: 'Grade B' },
  core_return_status: {
    SAVED: 'Saved',
    COMMITTED: 'Committed',
    SHIPPED: 'Shipped',
    CONFIRMED: 'Received',
    REJECTED: 'Rejected',
  },
  parts_return_status: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    RECEIVED: 'Received',
  },
  retail_order_status: { DRAFT: 'Draft', COMPLETED: 'Completed', CANCELLED: 'Cancelled' },
  sale_order_status: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    SIGNED: 'Signed',
    RECEIVED: 'Received',
    REJECTED: 'Rejected',
  },
  sale_invoice_status: {
    NONE: 'Not requested',
    APPLIED: 'Awaiting review',
    VERIFIED: 'Verified',
    INVOICED: 'Invoiced',
    REVIEWED: 'Reviewed',
    REJECTED: 'Rejected',
  },
  part_query_status: {
    DRAFT: 'Draft',
    SUBMITTED: 'Submitted',
    REPLIED: 'Replied',
    FEEDBACK: 'Feedback given',
    CLOSED: 'Closed',
    ORDERED: 'Ordered',
  },
  supplier_part_status: { VALID: 'Valid', INVALID: 'Voided' },
  banner_status: { PUBLISHED: 'Published', REVOKED: 'Withdrawn' },
  notice_state: { DRAFT: 'Draft', PUBLISHED: 'Published', REVOKED: 'Withdrawn' },
  notice_publish_mode: { SYSTEM: 'System notice', POPUP: 'Pop-up notice', FILE: 'File notice' },
};

/** The English name of a dictionary item, or null when it has none. */
export function dictEnglish(code: string, value: string): string | null {
  return DICT_EN[code]?.[value] ?? null;
}
