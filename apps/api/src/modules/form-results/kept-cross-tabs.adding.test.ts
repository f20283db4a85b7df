import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject as provided, it } from 'vitest';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import { crossTabSchema, type CrossTab } from '@oversight/shared/surveys/results.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { answerValueRows } from '../surveys/answer-index.js';
import { insertResponseTogether } from '../surveys/response-batches.js';
import { formSections } from '../surveys/structure.service.js';
import { CROSS_TAB_JOB } from './form-results.service.js';

/**
 * A kept cross-tab with responses submitted since: the kept numbers and the new responses' must equal a count of
 * everything, for single and multiple choices, filtered by an answer, by dates and by words; a draft becoming a
 * submission, an edit or a delete counts everything again.
 */

const FORM: SectionInput[] = [
  {
    name: 'Visit',
    description: '',
    questions: [
      {
        name: 'region',
        text: 'Region',
        question_type: 'radio',
        required: true,
        options: [{ label: 'North' }, { label: 'South' }, { label: 'East' }],
      } as never,
      {
        name: 'services',
        text: 'Services present',
        question_type: 'select-multiple',
        options: [{ label: 'Water' }, { label: 'Power' }, { label: 'Roads' }],
      } as never,
      {
        name: 'needs',
        text: 'What is needed',
        question_type: 'select-multiple',
        options: [{ label: 'Doctors' }, { label: 'Books' }],
      } as never,
      {
        // More values than a bit mask holds once 32 responses have answered (counted by joins then).
        name: 'tags',
        text: 'Tags',
        question_type: 'select-multiple',
        options: Array.from({ length: 100 }, (_, i) => ({ label: `T${i}` })),
      } as never,
      { name: 'visited', text: 'Was the site open?', question_type: 'yes-no', required: true } as never,
      { name: 'notes', text: 'Notes', question_type: 'paragraph' } as never,
    ],
  },
];
type Answers = {
  region: string;
  services?: string[];
  needs?: string[];
  tags?: string[];
  visited: string;
  notes?: string;
};

const REGIONS = ['north', 'south', 'east'];
const SERVICES = [[], ['water'], ['power', 'roads'], ['water', 'power', 'roads'], ['roads']];
const NEEDS = [['doctors'], [], ['doctors', 'books'], ['books']];
/** The n-th made-up answer: every combination comes up, some questions left unanswered. */
const answerOf = (n: number): Answers => ({
  region: REGIONS[n % 3]!,
  ...(SERVICES[n % 5]!.length ? { services: SERVICES[n % 5] } : {}),
  ...(NEEDS[(n * 7) % 4]!.length ? { needs: NEEDS[(n * 7) % 4] } : {}),
  ...(n % 6 === 5 ? {} : { tags: [`t${n % 50}`, `t${50 + ((n * 3) % 50)}`] }),
  visited: n % 4 === 1 ? 'no' : 'yes',
  ...(n % 3 === 0 ? { notes: 'the bridge is broken' } : {}),
});

const today = new Date().toISOString().slice(0, 10);
/** Cross-tabs of every kind: two single choices, multiple x single (either way), two multiples, filtered. */
const QUERIES = [
  'row=region&column=visited',
  'row=services&column=region',
  'row=visited&column=services',
  'row=services&column=needs',
  'row=services&column=visited&answer=region:north',
  `row=region&column=needs&from=${today}&to=${today}`,
  'row=services&column=region&search=bridge&answer=visited:yes',
  'row=tags&column=region',
  'row=visited&column=tags&answer=services:water',
];

describe('kept cross-tabs with new responses added', () => {
  let t: TestApp;
  let ministry: TestUser;
  let form: SurveyDetail;
  const given: { id: string; answers: Answers }[] = [];
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: ministry.headers,
      payload: payload as Record<string, unknown> | undefined,
    });
  const respond = async (answers: Answers, extra: Record<string, unknown> = {}) => {
    const answered = await inject('POST', `/surveys/${form.id}/respond/`, { answers, ...extra });
    expect(answered.statusCode, answered.body).toBe(201);
    const id = answered.json<{ id: string }>().id;
    if (!extra.is_draft) given.push({ id, answers });
    return id;
  };
  const crossTab = async (query: string) => {
    const response = await inject('GET', `/surveys/${form.id}/analytics/table/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return crossTabSchema.parse(response.json());
  };
  /** The same, counted from every response (nothing kept is read or added to). */
  const countedAgain = async (query: string) => {
    process.env.FORM_CROSS_TAB_CACHE = 'off';
    try {
      return await crossTab(query);
    } finally {
      delete process.env.FORM_CROSS_TAB_CACHE;
    }
  };
  const valuesOf = (answers: Answers, name: string) => {
    const value = (answers as Record<string, string | string[] | undefined>)[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  /** Every number counted by hand from the answers given. */
  const expectByHand = (table: CrossTab, query: string) => {
    const params = new URLSearchParams(query);
    const [row, column] = [params.get('row')!, params.get('column')!];
    const kept = given
      .map((item) => item.answers)
      .filter((answers) =>
        params.getAll('answer').every((filter) => {
          const [name, value] = filter.split(':');
          return valuesOf(answers, name!).includes(value!);
        }),
      )
      .filter((answers) => !params.get('search') || (answers.notes ?? '').includes(params.get('search')!))
      .filter((answers) => valuesOf(answers, row).length && valuesOf(answers, column).length);
    expect(table.total, query).toBe(kept.length);
    for (const [i, r] of table.rows.entries()) {
      expect(r.total, `${query}: ${r.value}`).toBe(
        kept.filter((answers) => valuesOf(answers, row).includes(r.value)).length,
      );
      for (const [j, c] of table.columns.entries())
        expect(table.cells[i]![j]!.count, `${query}: ${r.value} x ${c.value}`).toBe(
          kept.filter(
            (answers) =>
              valuesOf(answers, row).includes(r.value) && valuesOf(answers, column).includes(c.value),
          ).length,
        );
    }
    for (const c of table.columns)
      expect(c.total, `${query}: ${c.value}`).toBe(
        kept.filter((answers) => valuesOf(answers, column).includes(c.value)).length,
      );
  };
  /** Makes every kept answer's numbers say one response more than counted: added to, they show it. */
  const tamper = () =>
    t.app.db.execute(
      `UPDATE survey_cross_tabs c SET answer = jsonb_set(answer, '{counts,total}', to_jsonb((answer #>> '{counts,total}')::int + 1000))
         FROM surveys s WHERE s.id = c.survey_id AND s.public_id = '${form.id}'` as never,
    );

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    const created = await inject('POST', '/surveys/', { name: 'Site visits', sections: FORM });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
    expect((await inject('POST', `/surveys/${form.id}/publish/`)).statusCode).toBe(200);
    for (let n = 0; n < 24; n += 1) await respond(answerOf(n));
  }, 180_000);
  afterAll(async () => t.close());

  it('adds the responses submitted since to what was kept, equal to counting everything', async () => {
    for (const query of QUERIES) expectByHand(await crossTab(query), query);
    // A draft now, submitted later (below): its row is older than what was kept.
    const draft = await respond(answerOf(100), { is_draft: true });

    for (let n = 24; n < 41; n += 1) await respond(answerOf(n));
    for (const query of QUERIES) {
      const added = await crossTab(query);
      expectByHand(added, query);
      expect(added).toEqual(await countedAgain(query));
    }

    // Once more, and the kept numbers are what the answer is made from (not a count of everything).
    await tamper();
    await respond(answerOf(41));
    for (const query of QUERIES) expect((await crossTab(query)).total).toBeGreaterThanOrEqual(1000);

    // A draft becoming a submission counts everything again.
    const submitted = await inject('POST', `/surveys/${form.id}/respond/`, {
      answers: answerOf(100),
      response_id: draft,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    given.push({ id: draft, answers: answerOf(100) });
    for (const query of QUERIES) {
      const table = await crossTab(query);
      expectByHand(table, query);
      expect(table).toEqual(await countedAgain(query));
    }
  });

  it('counts everything again after an edit or a delete', async () => {
    for (const query of QUERIES) await crossTab(query);
    await tamper();
    const edited = given[3]!;
    edited.answers = { ...edited.answers, region: 'east', services: ['water'] };
    const patched = await inject('PATCH', `/surveys/form-response/?response_id=${edited.id}`, {
      answers: edited.answers,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    for (const query of QUERIES) expectByHand(await crossTab(query), query);

    await tamper();
    const gone = given.splice(5, 1)[0]!;
    expect((await inject('DELETE', `/surveys/form-response/?response_id=${gone.id}`)).statusCode).toBe(204);
    await respond(answerOf(50));
    for (const query of QUERIES) {
      const table = await crossTab(query);
      expectByHand(table, query);
      expect(table).toEqual(await countedAgain(query));
    }
  });

  // Another connection is needed to hold a transaction open while the cross-tab is counted: PostgreSQL only.
  it.skipIf(provided('testDatabase').kind !== 'postgres')(
    'adds a response whose transaction was still running when the kept numbers were counted',
    async () => {
      const query = 'row=services&column=region';
      await crossTab(query);
      const form_ = (
        await t.app.db.execute<{ id: string; tenant_id: string; version: number; modified_at: string }>(
          `SELECT id, tenant_id, version, modified_at FROM surveys WHERE public_id = '${form.id}'` as never,
        )
      ).rows[0]!;
      const sections = await formSections(t.app.db, form_.tenant_id, form_);
      // Answers both questions (answerOf(60) leaves services out).
      const answers = answerOf(61);
      let counted!: () => void;
      const countedNow = new Promise<void>((resolve) => (counted = resolve));
      let started!: () => void;
      const startedNow = new Promise<void>((resolve) => (started = resolve));
      // The transaction has its id before the cross-tab is counted, and stores its response after.
      const running = t.app.db.transaction(async (tx) => {
        await tx.execute('SELECT pg_current_xact_id()');
        started();
        await countedNow;
        const row = await insertResponseTogether(
          tx,
          form_.tenant_id,
          form_.id,
          {
            id: randomUUID(),
            version: form_.version,
            respondentId: null,
            isDraft: false,
            answers,
            clientId: null,
            startedAt: null,
            indexed: answerValueRows(sections, answers),
            fileIds: [],
          },
          () => Promise.resolve(),
        );
        return row!.id;
      });
      await startedNow;
      await respond(answerOf(62));
      expectByHand(await crossTab(query), query);
      counted();
      given.push({ id: await running, answers });
      // Its response is one the kept numbers' snapshot did not see (its transaction was running): it is added now.
      await respond(answerOf(63));
      const table = await crossTab(query);
      expectByHand(table, query);
      expect(table).toEqual(await countedAgain(query));
    },
  );
  it('counts the kept cross-tabs again by a job after an edit: the next viewer reads them kept', async () => {
    for (const query of QUERIES) await crossTab(query);
    const edited = given[5]!;
    edited.answers = { ...edited.answers, region: 'south', tags: ['t1', 't99'] };
    const patched = await inject('PATCH', `/surveys/form-response/?response_id=${edited.id}`, {
      answers: edited.answers,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    /** Kept answers counted at the form's generation now (the edit grew it). */
    const keptNow = async () =>
      (
        await t.app.db.execute<{ count: number }>(
          `SELECT count(*)::int AS count FROM survey_cross_tabs c JOIN surveys s ON s.id = c.survey_id
               JOIN survey_result_stamps st ON st.survey_id = s.id
              WHERE s.public_id = '${form.id}' AND split_part(c.stamp, ':', 2) = st.generation::text` as never,
        )
      ).rows[0]!.count;
    expect(await keptNow()).toBe(0);
    expect(await t.app.jobs.runPending([CROSS_TAB_JOB])).toBeGreaterThanOrEqual(1);
    expect(await keptNow()).toBe(QUERIES.length);
    // Read as kept, and right.
    for (const query of QUERIES) expectByHand(await crossTab(query), query);
  });
});
