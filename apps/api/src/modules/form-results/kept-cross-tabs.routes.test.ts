import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import { crossTabSchema, type CrossTab } from '@oversight/shared/surveys/results.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

/** A cross-tab asked again is read from what was kept; new, edited and deleted responses count again. */

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
        options: [{ label: 'North' }, { label: 'South' }],
      } as never,
      { name: 'visited', text: 'Was the site open?', question_type: 'yes-no', required: true } as never,
    ],
  },
];
type Answers = { region: string; visited: string };

describe('kept cross-tabs', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let formViewer: TestStaff;
  let form: SurveyDetail;
  const answers: { id: string; answers: Answers }[] = [];
  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = ministry.headers,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      payload: payload as Record<string, unknown> | undefined,
    });
  const respond = async (given: Answers) => {
    const answered = await inject('POST', `/surveys/${form.id}/respond/`, ministry.headers, {
      answers: given,
    });
    expect(answered.statusCode, answered.body).toBe(201);
    answers.push({ id: answered.json<{ id: string }>().id, answers: given });
  };
  const crossTab = async (query = 'row=region&column=visited') => {
    const response = await inject('GET', `/surveys/${form.id}/analytics/table/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return crossTabSchema.parse(response.json());
  };
  /** The cells counted by hand from the answers given. */
  const expectCounts = (table: CrossTab, only: (given: Answers) => boolean = () => true) => {
    const kept = answers.map((item) => item.answers).filter(only);
    expect(table.total).toBe(kept.length);
    for (const [i, row] of table.rows.entries())
      for (const [j, column] of table.columns.entries())
        expect(table.cells[i]![j]!.count, `${row.value} x ${column.value}`).toBe(
          kept.filter((given) => given.region === row.value && given.visited === column.value).length,
        );
  };
  const keptRows = async () =>
    (
      await t.app.db.execute<{ count: number }>(
        `SELECT count(*)::int AS count FROM survey_cross_tabs c JOIN surveys s ON s.id = c.survey_id WHERE s.public_id = '${form.id}'` as never,
      )
    ).rows[0]!.count;
  /** Makes the kept answer say something no count gives: read back, it shows the answer was read, not counted. */
  const tamper = () =>
    t.app.db.execute(
      `UPDATE survey_cross_tabs c SET answer = jsonb_set(answer, '{answer,total}', '999') FROM surveys s WHERE s.id = c.survey_id AND s.public_id = '${form.id}'` as never,
    );

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    formViewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
    const created = await inject('POST', '/surveys/', ministry.headers, {
      name: 'Site visits',
      sections: FORM,
    });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
    expect((await inject('POST', `/surveys/${form.id}/publish/`)).statusCode).toBe(200);
    for (const given of [
      { region: 'north', visited: 'yes' },
      { region: 'north', visited: 'no' },
      { region: 'south', visited: 'yes' },
      { region: 'north', visited: 'yes' },
    ])
      await respond(given);
  }, 180_000);
  afterAll(async () => t.close());

  it('keeps a cross-tab per request; a new, edited or deleted response counts it again', async () => {
    expectCounts(await crossTab());
    expect(await keptRows()).toBe(1);
    await tamper();
    expect((await crossTab()).total).toBe(999);

    // Another request (a filter) is kept apart.
    expectCounts(
      await crossTab('row=region&column=visited&answer=region:north'),
      (given) => given.region === 'north',
    );
    expect(await keptRows()).toBe(2);

    // A new response moves the form's stamp: its answers are added to the kept numbers.
    await respond({ region: 'south', visited: 'no' });
    expectCounts(await crossTab());

    // An edit does not change the count of responses; the generation moves.
    await tamper();
    expect((await crossTab()).total).toBe(999);
    const edited = answers[0]!;
    edited.answers = { region: 'south', visited: 'no' };
    const patched = await inject(
      'PATCH',
      `/surveys/form-response/?response_id=${edited.id}`,
      ministry.headers,
      {
        answers: edited.answers,
      },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expectCounts(await crossTab());

    // A delete and a new response: the same count as before, other numbers.
    await tamper();
    const gone = answers.shift()!;
    expect((await inject('DELETE', `/surveys/form-response/?response_id=${gone.id}`)).statusCode).toBe(204);
    await respond({ region: 'north', visited: 'no' });
    expectCounts(await crossTab());
    // Answers of an older generation are not kept on.
    expect(await keptRows()).toBe(1);
  });

  it('keeps nothing from those who may not view the responses', async () => {
    await crossTab();
    for (const headers of [otherMinistry.headers, formViewer.headers]) {
      const response = await inject(
        'GET',
        `/surveys/${form.id}/analytics/table/?row=region&column=visited`,
        headers,
      );
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('north');
    }
  });
});
