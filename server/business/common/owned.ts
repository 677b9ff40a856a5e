// Who may read or change a document, by the table its change records name (docs/gateway.md "Owners"). Used by
// the change records (a user reads a document's records only if it may read the document) and the attachments
// (an attachment goes with its document). A document is readable when the user's roles have one of its menu
// entries AND the owner rule holds: a provider's document only by that provider's users; the maker's documents
// (supplier parts) read by providers with the menu, changed only by the maker's staff; administration tables by
// the maker's staff with the screen's menu (a provider's user: only its own provider and its own users).
// A deleted document is judged by its last recorded row (the before/after JSON of its change records).
import type { Kysely } from 'kysely';
import { untyped, type DB } from '../../db/types';
import type { SessionUser } from '../../http/route';
import { allowed } from '../../auth/permissions';
import { isProviderUser, ownProvider, ownsRow } from '../../auth/owners';

export type Access = 'read' | 'change';

type Row = Record<string, unknown>;
interface Kind {
  /** the document's name in 404 answers: `${document}不存在` */
  document: string;
  /** menu entries that read it (any of) */
  read: readonly string[];
  /** 'provider': rows carry facilitator_id; 'maker': providers read, only the maker changes; 'admin': maker's
   * staff only, except the rows a provider's user is named in (own provider, own users); 'author': user_id */
  owner: 'provider' | 'maker' | 'admin' | 'author';
  /** the live row by id (or document number) */
  find(db: Kysely<DB>, id: string): Promise<Row | undefined>;
}

const byIdOrNo =
  (
    table:
      | 'claims'
      | 'core_return_bills'
      | 'part_queries'
      | 'service_tickets'
      | 'parts_returns'
      | 'retail_orders'
      | 'repair_orders'
      | 'deliveries'
      | 'sale_orders',
    no: string,
  ) =>
  (db: Kysely<DB>, id: string) =>
    untyped(db)
      .selectFrom(table)
      .select(['id', 'facilitator_id'])
      .where((eb) => eb.or([eb('id', '=', id), eb(no, '=', id)]))
      .executeTakeFirst() as Promise<Row | undefined>;
const byId =
  (table: keyof DB, column = 'id', columns: string[] = [column]) =>
  (db: Kysely<DB>, id: string) =>
    untyped(db).selectFrom(table).select(columns).where(column, '=', id).executeTakeFirst() as Promise<Row | undefined>;
const admin = (document: string, menu: string, table: keyof DB, column = 'id'): Kind => ({
  document,
  read: [menu],
  owner: 'admin',
  find: byId(table, column),
});

/** Documents by table name (change_records.table_name). A table not listed here is answered to nobody. */
export const DOCUMENTS: Record<string, Kind> = {
  claims: {
    document: '索赔单',
    read: ['/claimList', '/detail/claim/:id'],
    owner: 'provider',
    find: byIdOrNo('claims', 'claim_no'),
  },
  repair_orders: {
    document: '维修单',
    read: ['/repairOrderList', '/detail/repairOrder/:id'],
    owner: 'provider',
    find: byIdOrNo('repair_orders', 'order_no'),
  },
  deliveries: {
    document: '发运单',
    read: ['/deliveryList', '/detail/delivery/:id'],
    owner: 'provider',
    find: byIdOrNo('deliveries', 'delivery_no'),
  },
  core_return_bills: {
    document: '旧件回运单',
    read: ['/coreReturnBill', '/detail/coreReturnBill/:id'],
    owner: 'provider',
    find: byIdOrNo('core_return_bills', 'bill_no'),
  },
  part_queries: {
    document: '询价单',
    read: ['/partQuery', '/detail/partQuery/:id'],
    owner: 'provider',
    find: byIdOrNo('part_queries', 'inquiry_no'),
  },
  parts_returns: {
    document: '配件退货单',
    read: ['/WZreturnOrderList'],
    owner: 'provider',
    find: byIdOrNo('parts_returns', 'return_no'),
  },
  retail_orders: {
    document: '零售单',
    read: ['/serviceRetailOrderList'],
    owner: 'provider',
    find: byIdOrNo('retail_orders', 'order_no'),
  },
  sale_orders: {
    document: '销售订单',
    read: ['/WZorderThreeList', '/detail/saleOrder/:id'],
    owner: 'provider',
    find: byIdOrNo('sale_orders', 'order_no'),
  },
  service_tickets: {
    document: '工单',
    read: ['/repairTicket'],
    owner: 'provider',
    find: byIdOrNo('service_tickets', 'ticket_no'),
  },
  supplier_parts: {
    document: '供应商配件',
    read: ['/supplierParts', '/detail/supplierPart/:id'],
    owner: 'maker',
    find: byId('supplier_parts'),
  },
  feedbacks: { document: '反馈', read: [], owner: 'author', find: byId('feedbacks', 'id', ['id', 'user_id']) },
  banners: admin('横幅', '/banner', 'banners'),
  notices: { document: '公告', read: ['/notices'], owner: 'maker', find: byId('notices') },
  users: { ...admin('用户', '/system/user', 'users'), find: byId('users', 'id', ['id', 'facilitator_id']) },
  roles: admin('角色', '/system/role', 'roles'),
  role_permissions: admin('角色', '/system/permission', 'roles'),
  facilitators: admin('服务商', '/system/provider', 'facilitators'),
  sys_dict_items: admin('字典项', '/system/dict', 'sys_dict_items'),
  user_warehouse_permissions: admin('仓库权限', '/admin/userWarehouse', 'user_warehouse_permissions'),
  user_warehouse_authority: admin('仓库权限', '/admin/userWarehouse', 'user_warehouse_authority', 'user_id'),
  role_identities: admin('角色身份', '/admin/roleIdentity', 'role_identities'),
  branch_authorities: admin('分公司权限', '/admin/branchAuthority', 'branch_authorities', 'branch_id'),
  tractor_vehicles: admin('拖拉机车辆', '/admin/tractorVehicle', 'tractor_vehicles'),
};

/** The document kind an attachment is tied to, by its attachmentType (CLAIM, CORE_RETURN_BILL, coreReturnBill,
 * PART_QUERY, TICKET, ...): upper-cased with separators dropped. Other types are not tied to a document. */
const ATTACHMENT_TABLES: Record<string, string> = {
  CLAIM: 'claims',
  CORERETURNBILL: 'core_return_bills',
  RETURNBILL: 'core_return_bills',
  PARTQUERY: 'part_queries',
  INQUIRY: 'part_queries',
  TICKET: 'service_tickets',
  SERVICETICKET: 'service_tickets',
  SUPPLIERPART: 'supplier_parts',
  SUPPLIERPARTS: 'supplier_parts',
  NOTICE: 'notices',
};
export function attachmentTable(attachmentType: string): string | undefined {
  return ATTACHMENT_TABLES[attachmentType.toUpperCase().replace(/[^A-Z]/g, '')];
}

function ownerRule(user: SessionUser, kind: Kind, row: Row, access: Access): boolean {
  switch (kind.owner) {
    case 'provider':
      return ownsRow(user, row.facilitator_id as string | null);
    case 'maker':
      return access === 'read' || !isProviderUser(user);
    case 'author':
      return !isProviderUser(user) || row.user_id === user.userId;
    case 'admin': {
      const own = ownProvider(user);
      if (own === null) return true;
      if (kind === DOCUMENTS.users) return row.facilitator_id === own;
      if (kind === DOCUMENTS.facilitators) return row.id === own;
      return false;
    }
  }
}

/** May the user read (or change) the document `docId` of `table`? `recorded`: the rows its change records
 * hold (for a deleted document). Unknown tables and documents that exist nowhere: no. */
export async function mayAccess(
  db: Kysely<DB>,
  user: SessionUser,
  table: string,
  docId: string,
  access: Access,
  recorded: unknown[] = [],
): Promise<boolean> {
  if (table === 'attachments') {
    const row =
      (await db
        .selectFrom('attachments')
        .select(['attachment_type', 'ref_id', 'upload_user_id'])
        .where('attachment_id', '=', docId)
        .executeTakeFirst()) ?? recorded.find(isRow);
    return !!row && mayAccessAttachment(db, user, row as AttachmentOwner, access);
  }
  const kind = Object.hasOwn(DOCUMENTS, table) ? DOCUMENTS[table] : undefined;
  if (!kind) return false;
  const maker = !isProviderUser(user);
  // Administration records (a role's permissions, a branch's users) are the screen's, found or not.
  if (!(kind.owner === 'admin' && maker)) {
    const row = (await kind.find(db, docId)) ?? (recorded.find(isRow) as Row | undefined);
    if (!row || !ownerRule(user, kind, row, access)) return false;
  }
  return kind.read.length === 0 || allowed(db, user.roles, kind.read);
}

export interface AttachmentOwner {
  attachment_type: string;
  ref_id: string | null;
  upload_user_id?: string | null;
}

/** An attachment goes with its document (type + refId); one not tied to a document, with its uploader (and
 * the maker's staff). */
export async function mayAccessAttachment(
  db: Kysely<DB>,
  user: SessionUser,
  a: AttachmentOwner,
  access: Access,
): Promise<boolean> {
  const table = attachmentTable(a.attachment_type ?? '');
  if (table && a.ref_id) return mayAccess(db, user, table, a.ref_id, access);
  return !isProviderUser(user) || (!!a.upload_user_id && a.upload_user_id === user.userId);
}

function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
