// A session for the benchmark's account, issued directly (the benchmark measures the search, not bcrypt).
import type { Kysely } from 'kysely';
import type { DB } from '../server/db/types';
import type { GatewayConfig } from '../server/config';
import { issueSession } from '../server/auth/session';

export async function benchToken(db: Kysely<DB>, config: GatewayConfig, username: string): Promise<string> {
  const u = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return (await issueSession(db, config, u.id)).token;
}
