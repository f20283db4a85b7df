import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { MERGE_AFTER_CHARS, mergeProbe } from './pending-lists.js';
import { insertResponseTogether } from './response-batches.js';

/** The GIN indexes' pending lists are merged beside the answers, not by one of their inserts. */
describe('pending lists of the answer indexes', () => {
  let t: TestApp;
  let ministry: TestUser;
  let surveyId: string;
  afterAll(async () => {
    mergeProbe.onMerge = undefined;
    await t.close();
  });
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/',
      headers: ministry.headers,
      payload: {
        name: 'Long notes',
        sections: [
          { name: 'Visit', questions: [{ name: 'note', text: 'Note', question_type: 'paragraph' }] },
        ],
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const formId = form.json<{ id: string }>().id;
    surveyId = (
      await t.app.db.execute<{ id: string }>(sql`SELECT id FROM surveys WHERE public_id = ${formId}::uuid`)
    ).rows[0]!.id;
  });

  it('merges them once the answers stored hold enough, in a statement of its own that succeeds', async () => {
    const merges: { ms: number; failed: boolean }[] = [];
    mergeProbe.onMerge = (timing) => merges.push(timing);
    const note = 'x'.repeat(10_000);
    const store = (index: number) =>
      insertResponseTogether(
        t.app.db,
        t.tenantId,
        surveyId,
        {
          id: randomUUID(),
          version: 1,
          respondentId: ministry.user.id,
          isDraft: false,
          answers: { note: `${index} ${note}` },
          clientId: null,
          startedAt: null,
          indexed: [],
          fileIds: [],
        },
        () => Promise.resolve(),
      );
    const below = Math.floor(MERGE_AFTER_CHARS / 10_000) - 2;
    for (let index = 0; index < below; index += 1) await store(index);
    expect(merges).toEqual([]);
    for (let index = below; index < below + 4; index += 1) await store(index);
    await expect.poll(() => merges.length).toBe(1);
    expect(merges[0]!.failed).toBe(false);
  });
});
