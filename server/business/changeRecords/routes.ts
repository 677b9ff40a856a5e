// Change records of a document (001 §2.6 change-record viewer): every write recorded by recordChange,
// looked up by the document id (code), newest first.
import { defineRoutes } from '../../http/route';
import { object } from '../common/schema';
import { formatTime } from '../common/map';
import type { Ctx } from '../common/session';
import { ADMINISTRATION, DOCUMENT_READ } from '../../auth/documents';

export const changeRecordRoutes = defineRoutes([
  {
    method: 'GET', host: 'gateway', path: '/changeRecord/V1.0/:code', permission: [...DOCUMENT_READ, ...ADMINISTRATION], summary: '单据变更记录',
    params: object({ code: { type: 'string', minLength: 1, maxLength: 64 } }, ['code']),
    async handler({ db, params }: Ctx<unknown, unknown, { code: string }>) {
      const rows = await db.selectFrom('change_records as c').leftJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.table_name', 'c.doc_id', 'c.action', 'c.user_id', 'u.realname', 'c.before', 'c.after', 'c.created_at'])
        .where('c.doc_id', '=', params.code).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(200).execute();
      return rows.map((r) => ({
        id: r.id, tableName: r.table_name, docId: r.doc_id, action: r.action, userId: r.user_id, userName: r.realname ?? r.user_id,
        changedAt: formatTime(r.created_at), before: r.before, after: r.after,
      }));
    },
  },
]);
