import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { insertResponseTogether } from './response-batches.js';
import { responsesCountOf } from './response-count.js';
import { findResponses } from './responses.repository.js';

const SECTIONS = [
  {
    name: 'Visit',
    questions: [
      { name: 'children', text: 'Children vaccinated', question_type: 'integer', required: true },
      {
        name: 'site',
        text: 'Site',
        question_type: 'radio',
        options: [{ label: 'Clinic' }, { label: 'School' }],
      },
    ],
  },
];

/** Answers to one form arriving together are written in one statement; each caller gets its own. */
describe('responses written together', () => {
  let t: TestApp;
  let ministry: TestUser;
  let formId: string;
  let surveyId: string;
  afterAll(async () => t.close());
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/',
      headers: ministry.headers,
      payload: { name: 'Vaccination visits', sections: SECTIONS },
    });
    expect(form.statusCode, form.body).toBe(201);
    formId = form.json<{ id: string }>().id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/surveys/${formId}/publish/`,
          headers: ministry.headers,
        })
      ).statusCode,
    ).toBe(200);
    surveyId = (
      await t.app.db.execute<{ id: string }>(sql`SELECT id FROM surveys WHERE public_id = ${formId}::uuid`)
    ).rows[0]!.id;
  });

  const respond = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/surveys/${formId}/respond/`,
      headers: ministry.headers,
      payload,
    });

  it('stores 40 answers sent at once, each answered with its own response, counted and indexed once', async () => {
    const clientId = randomUUID();
    const sends = Array.from({ length: 40 }, (_, index) =>
      respond({ answers: { children: index, site: index % 2 ? 'school' : 'clinic' } }),
    );
    // Two sends of one offline answer among them: stored once, both answered with it.
    sends.push(
      respond({ answers: { children: 1000 }, client_id: clientId }),
      respond({ answers: { children: 1000 }, client_id: clientId }),
    );
    const answered = await Promise.all(sends);
    for (const reply of answered.slice(0, 40)) expect(reply.statusCode, reply.body).toBe(201);
    // Whichever of the two sends came second is answered 200 with the first one's response.
    expect([answered[40]!.statusCode, answered[41]!.statusCode].sort()).toEqual([200, 201]);
    const children = answered.slice(0, 40).map((reply) => reply.json<SurveyResponse>().answers.children);
    expect(children).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(answered[40]!.json<{ id: string }>().id).toBe(answered[41]!.json<{ id: string }>().id);

    const stored = (
      await t.app.db.execute<{ responses: number; counted: number; values: number; schools: number }>(sql`
        SELECT (SELECT count(*)::int FROM survey_responses WHERE survey_id = ${surveyId}::uuid) AS responses,
               (SELECT ${responsesCountOf(sql`s`)} FROM surveys s WHERE s.id = ${surveyId}::uuid) AS counted,
               (SELECT count(*)::int FROM survey_answer_values WHERE survey_id = ${surveyId}::uuid AND question = 'children') AS values,
               (SELECT count(*)::int FROM survey_answer_values WHERE survey_id = ${surveyId}::uuid AND question = 'site' AND value = 'school') AS schools`)
    ).rows[0]!;
    expect(stored).toEqual({ responses: 41, counted: 41, values: 41, schools: 20 });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/surveys/${formId}/responses/?answer=site:school`,
      headers: ministry.headers,
    });
    expect(listed.json<{ count: number }>().count).toBe(20);
  });

  it('fails only the row the database refuses; the others of its batch are stored', async () => {
    const row = (respondentId: string | null, children: number) => ({
      id: randomUUID(),
      version: 1,
      respondentId,
      isDraft: false,
      answers: { children },
      clientId: null,
      startedAt: null,
      indexed: [{ question: 'children', value: String(children), number: children }],
      fileIds: [],
    });
    let told = 0;
    const tell = () => {
      told += 1;
      return Promise.resolve();
    };
    const tenantId = t.tenantId;
    const writes = [
      insertResponseTogether(t.app.db, tenantId, surveyId, row(ministry.user.id, 7001), tell),
      insertResponseTogether(t.app.db, tenantId, surveyId, row(ministry.user.id, 7002), tell),
      // No such user: the foreign key refuses this one.
      insertResponseTogether(t.app.db, tenantId, surveyId, row(randomUUID(), 7003), tell),
      insertResponseTogether(t.app.db, tenantId, surveyId, row(ministry.user.id, 7004), tell),
    ];
    const settled = await Promise.allSettled(writes);
    expect(
      settled.map((result) =>
        result.status === 'rejected'
          ? String((result.reason as { cause?: unknown }).cause ?? result.reason)
          : result.status,
      ),
    ).toEqual(['fulfilled', 'fulfilled', expect.stringContaining('foreign key'), 'fulfilled']);
    const numbers = (
      await t.app.db.execute<{ n: number }>(
        sql`SELECT (answers->>'children')::int AS n FROM survey_responses WHERE survey_id = ${surveyId}::uuid AND (answers->>'children')::int > 7000 ORDER BY 1`,
      )
    ).rows.map((item) => item.n);
    expect(numbers).toEqual([7001, 7002, 7004]);
    expect(told).toBeGreaterThan(0);
  });

  it('does not hold the next answers while a batch tells the jobs; that batch is answered after', async () => {
    const row = (children: number) => ({
      id: randomUUID(),
      version: 1,
      respondentId: ministry.user.id,
      isDraft: false,
      answers: { children },
      clientId: null,
      startedAt: null,
      indexed: [{ question: 'children', value: String(children), number: children }],
      fileIds: [],
    });
    // The jobs of the first batches are slow to be told (pg-boss starting): they wait until `open` is called.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = () => gate;
    const quick = () => Promise.resolve();
    const tenantId = t.tenantId;
    const answered: number[] = [];
    const write = (children: number, tell: () => Promise<void>) =>
      insertResponseTogether(t.app.db, tenantId, surveyId, row(children), tell).then((stored) => {
        answered.push(children);
        return stored;
      });
    const held = [write(8001, slow), write(8002, slow)];
    // Sent while both statements of the form are under way: it waits for one, then leaves in the next batch.
    const next = write(8003, quick);
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timed out'), 10_000));
    expect(await Promise.race([next.then((stored) => stored?.answers), timeout])).toEqual({ children: 8003 });
    // The slow batches are stored but their callers are not answered before their jobs are told.
    expect(answered).toEqual([8003]);
    open();
    await Promise.all(held);
    expect(answered.sort()).toEqual([8001, 8002, 8003]);
  });

  it('pages a number range the same by the answer index as by the answers themselves', async () => {
    const filter = {
      tenantId: t.tenantId,
      surveyId,
      drafts: false,
      indexed: new Set(['children']),
      numeric: { name: 'children', min: 10, max: 29 },
      ordering: ['-submitted' as const],
    };
    const page = { limit: 7, offset: 0 };
    const ids = async (formCount: number | undefined, offset: number) =>
      (await findResponses(t.app.db, filter, { ...page, offset }, undefined, formCount)).rows.map((row) =>
        Number(row.answers.children),
      );
    // A range a quarter of the form meets is tested on the rows; one told of a 10,000-response form, by the index.
    for (const offset of [0, 7, 14]) {
      const onRows = await ids(45, offset);
      expect(onRows).toEqual(await ids(10_000, offset));
      expect(onRows.every((children) => children >= 10 && children <= 29)).toBe(true);
    }
    expect((await findResponses(t.app.db, filter, page, undefined, 45)).count).toBe(20);
  });
});
