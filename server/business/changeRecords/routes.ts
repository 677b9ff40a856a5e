// Change records of a document (001 §2.6 change-record viewer): every write recorded by recordChange,
// looked up by the document id (code), newest first.
import { defineRoutes, route } from '../../http/route';
import { object } from '../../http/schema';
import { formatTime } from '../../dates';
import { isFacilitator, notFound, requireUser } from '../common/session';
import { DOCUMENTS, mayAccess } from '../common/owned';
import { withoutInternal } from '../../auth/owners';
import type { SessionUser } from '../../http/route';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** before/after are jsonb: objects from both drivers, a string from an older row. */
function parsed(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** A document without change records (demo data): the maker's staff get an empty list; a provider's user only
 * for a document it may read, so an id of another provider's document answers as an unknown one. */
async function readableWithoutRecords(db: Kysely<DB>, user: SessionUser, docId: string): Promise<boolean> {
  if (!isFacilitator(user)) return true;
  for (const table of Object.keys(DOCUMENTS)) {
    if (DOCUMENTS[table].owner !== 'admin' && (await mayAccess(db, user, table, docId, 'read'))) return true;
  }
  return mayAccess(db, user, 'attachments', docId, 'read');
}

export const changeRecordRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/changeRecord/V1.0/:code',
    summary: '单据变更记录',
    params: object({ code: { type: 'string', minLength: 1, maxLength: 64 } }, ['code']),
    async handler({ db, user, params }) {
      const u = requireUser(user);
      // The records of a document only for users who may read the document (owner and menu, by the table the
      // records name; a deleted document by its recorded rows). Others get the answer of an unknown id.
      const recorded = await db
        .selectFrom('change_records')
        .select(['table_name', 'before', 'after'])
        .where('doc_id', '=', params.code)
        .orderBy('id', 'desc')
        .limit(1000)
        .execute();
      const tables = [...new Set(recorded.map((r) => r.table_name))];
      const visible: string[] = [];
      for (const table of tables) {
        const rows = recorded.filter((r) => r.table_name === table).flatMap((r) => [parsed(r.before), parsed(r.after)]);
        if (await mayAccess(db, u, table, params.code, 'read', rows)) visible.push(table);
      }
      if (tables.length === 0 && (await readableWithoutRecords(db, u, params.code))) return [];
      if (visible.length === 0) throw notFound('单据');
      const rows = await db
        .selectFrom('change_records as c')
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'c.table_name',
          'c.doc_id',
          'c.action',
          'c.user_id',
          'u.realname',
          'c.before',
          'c.after',
          'c.created_at',
        ])
        .where('c.doc_id', '=', params.code)
        .where('c.table_name', 'in', visible)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        tableName: r.table_name,
        docId: r.doc_id,
        action: r.action,
        userId: r.user_id,
        userName: r.realname ?? r.user_id,
        changedAt: formatTime(r.created_at),
        before: withoutInternal(parsed(r.before)),
        after: withoutInternal(parsed(r.after)),
      }));
    },
  }),
]);
