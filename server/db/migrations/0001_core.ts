// The gateway core's tables. Indexes cover the searches the portal makes (by name/code, by parent, by user).
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('realname', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull().defaultTo('sp'))
    .addColumn('identity', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('branch_id', 'text')
    .addColumn('facilitator_id', 'text')
    .addColumn('department_id', 'text')
    .addColumn('work_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('users_realname_idx').on('users').column('realname').execute();

  await s
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role_code', 'text', (c) => c.notNull().unique())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await s
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await s.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await s
    .createTable('menus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('screen', 'text')
    .addColumn('url', 'text')
    .addColumn('icon', 'text')
    .addColumn('is_cache', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('schema'))
    .execute();

  await s
    .createTable('permissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('menu_id', 'text', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('describe', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('permissions_menu_action_uq', ['menu_id', 'action'])
    .execute();

  await s
    .createTable('role_menus')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('menu_id', 'text', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await s
    .createTable('role_permissions')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await s
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('service', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('one_time_codes_hash_idx').on('one_time_codes').columns(['kind', 'code_hash']).execute();

  await s
    .createTable('branches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ENABLE'))
    .execute();

  await s
    .createTable('regions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_code', 'text')
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('regions_parent_idx').on('regions').column('parent_code').execute();

  await s
    .createTable('facilitators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('province_name', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('district_code', 'text', (c) => c.notNull())
    .addColumn('district_name', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('YES'))
    .addColumn('customer_type', 'text', (c) => c.notNull().defaultTo('SERVICE'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('SP'))
    .addColumn('marketing_type', 'text', (c) => c.notNull().defaultTo('SERVICE'))
    .addColumn('is_center', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('line_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('facilitators_branch_idx').on('facilitators').column('branch_id').execute();
  await s.createIndex('facilitators_name_idx').on('facilitators').column('name').execute();

  await s
    .createTable('employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('facilitator_id', 'text', (c) => c.notNull().references('facilitators.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ENABLE'))
    .addColumn('user_id', 'text')
    .execute();
  await s.createIndex('employees_facilitator_idx').on('employees').column('facilitator_id').execute();

  await s
    .createTable('departments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'text')
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('sys_dict')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dict_code', 'text', (c) => c.notNull().unique())
    .addColumn('dict_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .execute();

  await s
    .createTable('sys_dict_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dict_code', 'text', (c) => c.notNull().references('sys_dict.dict_code').onDelete('cascade'))
    .addColumn('item_value', 'text', (c) => c.notNull())
    .addColumn('item_text', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'text')
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('sys_dict_items_code_idx').on('sys_dict_items').columns(['dict_code', 'sort_no']).execute();

  await s
    .createTable('user_warehouse_permissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('uwp_user_warehouse_uq', ['user_id', 'warehouse_id'])
    .execute();

  await s
    .createTable('user_warehouse_authority')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('authority', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await s
    .createTable('role_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('identity', 'text', (c) => c.notNull())
    .addUniqueConstraint('role_identities_uq', ['role_id', 'identity'])
    .execute();

  await s
    .createTable('branch_authorities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addUniqueConstraint('branch_authorities_uq', ['branch_id', 'user_id'])
    .execute();

  await s
    .createTable('tractor_vehicles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vin', 'text', (c) => c.notNull().unique())
    .addColumn('engine_code', 'text')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await s
    .createTable('service_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_no', 'text', (c) => c.notNull().unique())
    .addColumn('facilitator_id', 'text')
    .addColumn('employee_id', 'text')
    .addColumn('branch_id', 'text')
    .addColumn('vin', 'text')
    .addColumn('owner_rights', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await s
    .createTable('change_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('change_records_doc_idx').on('change_records').columns(['table_name', 'doc_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'change_records',
    'service_tickets',
    'tractor_vehicles',
    'branch_authorities',
    'role_identities',
    'user_warehouse_authority',
    'user_warehouse_permissions',
    'sys_dict_items',
    'sys_dict',
    'departments',
    'employees',
    'facilitators',
    'regions',
    'branches',
    'one_time_codes',
    'sessions',
    'role_permissions',
    'role_menus',
    'permissions',
    'menus',
    'user_roles',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
