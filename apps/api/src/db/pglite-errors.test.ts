import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './client.js';

/** The embedded database (npm start's default) stays usable after a statement fails, alone, in parallel or in a transaction. */
describe('PGlite after a failed statement', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-errors-'));
    handle = await connectDatabase({ dataDir });
    await handle.db.execute(sql`CREATE TABLE parents (id int PRIMARY KEY)`);
    await handle.db.execute(sql`CREATE TABLE children (id int, parent int REFERENCES parents (id))`);
    await handle.db.execute(sql`INSERT INTO parents VALUES (1)`);
    // A fresh embedded database runs initdb in WebAssembly: a minute and more on a loaded 2-core machine.
  }, 180_000);
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The next statement goes at once, as a request's next query does (a pause hid the fault).
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => {
        // Drizzle wraps the driver's error: its cause carries PostgreSQL's code.
        const cause = error instanceof Error ? error.cause : undefined;
        return typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
      },
    );

  it('answers the next statement after a refused one', async () => {
    expect(await refusal(handle.db.execute(sql`INSERT INTO children VALUES (${1}, ${99})`))).toBe('23503');
    expect((await handle.db.execute<{ one: number }>(sql`SELECT ${1}::int AS one`)).rows).toEqual([
      { one: 1 },
    ]);
    expect(await refusal(handle.db.execute(sql`INSERT INTO children VALUES (${2}, ${99})`))).toBe('23503');
    expect((await handle.db.execute<{ two: number }>(sql`SELECT ${2}::int AS two`)).rows).toEqual([
      { two: 2 },
    ]);
  });

  it('answers statements sent together with a refused one', async () => {
    const [good, bad, count] = await Promise.allSettled([
      handle.db.execute(sql`INSERT INTO children SELECT g, ${1} FROM generate_series(1, 100) g`),
      handle.db.execute(sql`INSERT INTO children VALUES (${1}, ${99})`),
      handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM children WHERE id > ${0}`),
    ]);
    expect([good.status, bad.status, count.status]).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('rolls back a failed transaction and answers what follows', async () => {
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO children VALUES (${500}, ${1})`);
      await tx.execute(sql`INSERT INTO children VALUES (${501}, ${99})`);
    });
    expect(await refusal(failed)).toBe('23503');
    expect(
      (await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM children WHERE id = ${500}`))
        .rows,
    ).toEqual([{ n: 0 }]);
  });
});
