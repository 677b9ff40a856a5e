// The gateway core's tables (accounts, roles, menus, permissions, sessions, regions, branches, providers,
// dictionaries, administration, change records). Ids are text so they travel as JSON strings unchanged.
import type { ColumnType, Generated } from 'kysely';

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as a JSON string (both drivers). */
export type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: string;
  username: string;
  realname: string;
  password_hash: string;
  provider_id: string;
  /** comma-separated identities: FACILITATOR, {product}, TRACTOR_SP */
  identity: string;
  company: string;
  branch_id: string | null;
  facilitator_id: string | null;
  department_id: string | null;
  work_no: string;
  phone: string | null;
  email: string | null;
  /** 1 normal, 2 frozen */
  status: Generated<number>;
  version: Generated<number>;
  created_at: Created;
  updated_at: Updated;
}

export interface RolesTable {
  id: string;
  role_code: string;
  role_name: string;
  description: string | null;
  version: Generated<number>;
  created_at: Created;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface MenusTable {
  id: string;
  parent_id: string | null;
  name: string;
  title: string;
  /** The English title (schema menus' en_US); null: the title shows in both languages. */
  title_en: string | null;
  path: string;
  screen: string | null;
  url: string | null;
  icon: string | null;
  is_cache: boolean;
  hidden: boolean;
  sort_no: number;
  /** 'schema' (from schemas/menus) or 'console' (made at run time) */
  source: string;
}

export interface PermissionsTable {
  id: string;
  menu_id: string;
  action: string;
  describe: string;
  /** '1' button, '2' not a button */
  type: string;
  /** 0 enabled, 1 disabled */
  status: number;
}

export interface RoleMenusTable {
  role_id: string;
  menu_id: string;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_id: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  refresh_hash: string;
  expires_at: Date;
  refresh_expires_at: Date;
  refresh_used_at: Date | null;
  created_at: Created;
}

/** Single-use secrets: check codes (by key), tickets (ST-...), account secrets, external entry tokens (service =
 * the entry's target). Stored hashed. */
export interface OneTimeCodesTable {
  id: string;
  kind: 'checkCode' | 'ticket' | 'account' | 'entry';
  code_hash: string;
  user_id: string | null;
  service: string | null;
  expires_at: Date;
  created_at: Created;
}

/** Failed sign-ins per account name ('a:<name>') and per client address ('ip:<address>'): server/auth/throttle.ts. */
export interface SigninFailuresTable {
  key: string;
  failures: number;
  window_start: Date;
  locked_until: Date | null;
}

export interface BranchesTable {
  id: string;
  code: string;
  name: string;
  province_code: string | null;
  status: string;
  /** optimistic lock of the console's 编辑 (0019) */
  version: Generated<number>;
  /** the English name (0019): the runtime's option label in English mode */
  name_en: string | null;
}

export interface RegionsTable {
  code: string;
  name: string;
  parent_code: string | null;
  /** 1 province, 2 city, 3 district */
  level: number;
}

export interface FacilitatorsTable {
  id: string;
  code: string;
  name: string;
  branch_id: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  detail: string;
  /** YES enabled, NO disabled */
  status: string;
  customer_type: string;
  type: string;
  marketing_type: string;
  is_center: boolean;
  contact: string;
  phone: string;
  line_ids: string;
  /** 服务等级: an item of the branch dictionary service_level of the provider's branch, '' none (0024) */
  service_level: Generated<string>;
  version: Generated<number>;
  created_at: Created;
  updated_at: Updated;
}

export interface EmployeesTable {
  id: string;
  facilitator_id: string;
  code: string;
  name: string;
  phone: string;
  status: string;
  user_id: string | null;
}

export interface DepartmentsTable {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  branch_id: string | null;
  sort_no: number;
}

export interface SysDictTable {
  id: string;
  dict_code: string;
  dict_name: string;
  description: string | null;
}

export interface SysDictItemsTable {
  id: string;
  dict_code: string;
  item_value: string;
  item_text: string;
  /** The English name (ours; the spec's dictionaries are Chinese only); null: item_text is shown in English too. */
  item_text_en: string | null;
  /** null: for every branch */
  branch_id: string | null;
  sort_no: number;
  status: number;
  version: Generated<number>;
}

export interface UserWarehousePermissionsTable {
  id: string;
  user_id: string;
  warehouse_id: string;
  created_at: Created;
}

export interface UserWarehouseAuthorityTable {
  user_id: string;
  /** ALL or PART: whether the user sees every warehouse or only the listed ones */
  authority: string;
  updated_at: Updated;
}

export interface RoleIdentitiesTable {
  id: string;
  role_id: string;
  identity: string;
}

export interface BranchAuthoritiesTable {
  id: string;
  branch_id: string;
  user_id: string;
}

export interface TractorVehiclesTable {
  id: string;
  vin: string;
  engine_code: string | null;
  brand: string;
  remark: string | null;
  created_at: Created;
}

export interface ServiceTicketsTable {
  id: string;
  ticket_no: string;
  facilitator_id: string | null;
  employee_id: string | null;
  branch_id: string | null;
  vin: string | null;
  /** owner-rights tickets may only be cancelled (force-assigned) by their creator */
  owner_rights: boolean;
  status: string;
  remark: string | null;
  created_by: string;
  version: Generated<number>;
  created_at: Created;
  updated_at: Updated;
}

export interface ChangeRecordsTable {
  id: Generated<number>;
  table_name: string;
  doc_id: string;
  action: string;
  user_id: string | null;
  before: Json | null;
  after: Json | null;
  created_at: Created;
}

/** A create call's Idempotency-Key and, once answered, the answer (server/http/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: string;
  route: string;
  key: string;
  request_hash: string;
  /** null while the first request runs */
  status: number | null;
  /** JSON of the kept answer headers */
  headers: string | null;
  body: string | null;
  body_base64: Generated<boolean>;
  created_at: Created;
}

export interface CoreTables {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  permissions: PermissionsTable;
  role_menus: RoleMenusTable;
  role_permissions: RolePermissionsTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  signin_failures: SigninFailuresTable;
  branches: BranchesTable;
  regions: RegionsTable;
  facilitators: FacilitatorsTable;
  employees: EmployeesTable;
  departments: DepartmentsTable;
  sys_dict: SysDictTable;
  sys_dict_items: SysDictItemsTable;
  user_warehouse_permissions: UserWarehousePermissionsTable;
  user_warehouse_authority: UserWarehouseAuthorityTable;
  role_identities: RoleIdentitiesTable;
  branch_authorities: BranchAuthoritiesTable;
  tractor_vehicles: TractorVehiclesTable;
  service_tickets: ServiceTicketsTable;
  change_records: ChangeRecordsTable;
  idempotency_keys: IdempotencyKeysTable;
}
