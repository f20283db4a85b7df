import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser } from '../../test/factories.js';
import * as responses from './responses.repository.js';
import { responsesCountOf } from './response-count.js';
import * as structure from './structure.repository.js';
import * as repo from './surveys.repository.js';

const SECTIONS = [
  { name: 'Visit', questions: [{ name: 'children', text: 'Children vaccinated', question_type: 'integer' }] },
];

/** Form writes name their tenant in the statement, so ids given with another tenant change nothing. */
describe('form writes name their tenant', () => {
  let t: TestApp;
  afterAll(async () => t.close());
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });

  it('forms, their structure, responses, answer values, respondents and groups stay as they were for another tenant', async () => {
    const ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    const respondent = await createTestUser(t);
    const call = (method: 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: ministry.headers, payload });
    const form = await call('POST', '/surveys/', { name: 'Clinic visits', sections: SECTIONS });
    expect(form.statusCode, form.body).toBe(201);
    expect((await call('POST', `/surveys/${form.json<{ id: string }>().id}/publish/`)).statusCode).toBe(200);
    const answered = await call('POST', `/surveys/${form.json<{ id: string }>().id}/respond/`, {
      answers: { children: 10 },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const db = t.app.db;
    const surveyId = (
      await db.execute<{ id: string }>(
        sql`SELECT id FROM surveys WHERE public_id = ${form.json<{ id: string }>().id}::uuid`,
      )
    ).rows[0]!.id;
    const responseId = (
      await db.execute<{ id: string }>(
        sql`SELECT id FROM survey_responses WHERE survey_id = ${surveyId}::uuid`,
      )
    ).rows[0]!.id;
    await responses.addRespondents(db, {
      tenantId: t.tenantId,
      surveyId,
      userIds: [respondent.user.id],
      addedBy: ministry.user.id,
    });
    const groupId = await repo.insertGroup(db, {
      tenantId: t.tenantId,
      organizationId: ministry.organization.id,
      name: 'Health',
      createdBy: ministry.user.id,
    });
    await repo.addGroupMembers(db, t.tenantId, groupId, [surveyId]);
    const state = async () =>
      (
        await db.execute(sql`SELECT s.name, s.version, ${responsesCountOf(sql`s`)} AS responses_count,
          (SELECT count(*)::int FROM survey_questions q WHERE q.survey_id = s.id) AS questions,
          (SELECT r.answers FROM survey_responses r WHERE r.id = ${responseId}::uuid) AS answers,
          (SELECT count(*)::int FROM survey_answer_values v WHERE v.response_id = ${responseId}::uuid) AS answer_values,
          (SELECT count(*)::int FROM survey_respondents p WHERE p.survey_id = s.id) AS respondents,
          (SELECT g.name FROM survey_groups g WHERE g.id = ${groupId}::uuid) AS group_name,
          (SELECT count(*)::int FROM survey_group_members m WHERE m.group_id = ${groupId}::uuid) AS members
          FROM surveys s WHERE s.id = ${surveyId}::uuid`)
      ).rows[0];
    const before = await state();
    expect(before).toMatchObject({
      name: 'Clinic visits',
      responses_count: 1,
      questions: 1,
      answer_values: 1,
      respondents: 1,
      group_name: 'Health',
      members: 1,
    });
    const other = (await createTestTenant(t)).id;

    await repo.updateSurvey(db, other, surveyId, { name: 'Taken over' });
    await structure.setSurveyVersion(db, other, surveyId, 9, 0);
    await structure.replaceQuestionRows(db, other, surveyId, [], []);
    await responses.addToResponsesCount(db, other, surveyId, 5);
    await responses.updateResponseAnswers(db, other, responseId, {
      answers: { children: 99 },
      isDraft: false,
    });
    await responses.attachFiles(db, other, responseId, []);
    await responses.replaceAnswerValues(db, other, surveyId, responseId, []);
    expect(await responses.removeRespondent(db, other, surveyId, respondent.user.id)).toBe(false);
    await repo.renameGroup(db, other, groupId, 'Taken over');
    await repo.removeGroupMembers(db, other, groupId, [surveyId]);
    expect(await state()).toEqual(before);

    await repo.updateSurvey(db, t.tenantId, surveyId, { name: 'Renamed' });
    await responses.replaceAnswerValues(db, t.tenantId, surveyId, responseId, []);
    expect(await responses.removeRespondent(db, t.tenantId, surveyId, respondent.user.id)).toBe(true);
    await repo.removeGroupMembers(db, t.tenantId, groupId, [surveyId]);
    expect(await state()).toMatchObject({ name: 'Renamed', answer_values: 0, respondents: 0, members: 0 });
  });
});
