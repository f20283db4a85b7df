import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();

/**
 * db.execute for a hot statement whose text repeats (what varies is in its parameters): prepared under a name taken
 * from its text, so each connection parses and plans it once and later requests only bind values (planning was about
 * half of the signed-in catalogue's item-access statement). Only for statements with few distinct texts: each stays
 * prepared for the life of the connection.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<{ rows: T[] }> {
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return { rows: result.rows };
}
