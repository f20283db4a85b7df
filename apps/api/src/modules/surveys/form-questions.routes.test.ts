import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { Page } from '@oversight/shared/pagination';
import type {
  MdaFormQuestion,
  QuestionOptionWithQuestion,
} from '@oversight/shared/surveys/questions.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { INSPECTION } from './responses-fixtures.js';

/** A form's questions on their own: one question's choices by id, the questions offered to indicators, duplicates. */
describe('form questions', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;
  let form: SurveyDetail;

  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      payload: payload as Record<string, unknown> | undefined,
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    viewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
    const created = await inject('POST', '/surveys/', ministry.headers, {
      name: 'Road inspection',
      sections: INSPECTION,
    });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
  });
  afterAll(async () => t.close());

  describe('question-options/ and mda-form-questions/', () => {
    it("edits one question's choices by id, through the form's checks", async () => {
      const current = surveyDetailSchema.parse(
        (await inject('GET', `/surveys/${form.id}/`, ministry.headers)).json(),
      );
      const condition = current.sections[0]!.questions.find((question) => question.name === 'condition')!;
      const listed = await inject(
        'GET',
        `/surveys/question-options/?question_id=${condition.id}`,
        viewer.headers,
      );
      expect(listed.json<QuestionOptionWithQuestion[]>().map((option) => option.value)).toEqual([
        'good',
        'fair',
        'poor',
      ]);
      const created = await inject('POST', '/surveys/question-options/', ministry.headers, {
        question_id: condition.id,
        label: 'Very poor',
        position: 3,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ value: 'very_poor', position: 3, question_id: condition.id });
      const optionId = created.json<{ id: string }>().id;
      const renamed = await inject('PATCH', `/surveys/question-options/${optionId}/`, ministry.headers, {
        label: 'Impassable',
        position: 0,
      });
      expect(renamed.json()).toMatchObject({ label: 'Impassable', position: 0, value: 'very_poor' });
      const clash = await inject('PATCH', `/surveys/question-options/${optionId}/`, ministry.headers, {
        value: 'good',
      });
      expect(clash.statusCode).toBe(400);
      expect(
        (await inject('PATCH', `/surveys/question-options/${optionId}/`, viewer.headers, { label: 'x' }))
          .statusCode,
      ).toBe(403);
      // Another organisation that cannot see the form learns nothing of it.
      expect(
        (
          await inject('PATCH', `/surveys/question-options/${optionId}/`, otherMinistry.headers, {
            label: 'x',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await inject(
            'GET',
            '/surveys/question-options/6b3b1d9e-3f0a-4c59-9a43-5c1a1d3a0b99/',
            ministry.headers,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await inject('DELETE', `/surveys/question-options/${optionId}/`, ministry.headers)).statusCode,
      ).toBe(204);
      expect(
        (await inject('GET', `/surveys/question-options/${optionId}/`, ministry.headers)).statusCode,
      ).toBe(404);
    });

    it("offers the organisation's numeric and choice questions to indicators", async () => {
      const all = await inject('GET', '/surveys/mda-form-questions/', ministry.headers);
      expect(all.statusCode).toBe(200);
      const names = all.json<Page<MdaFormQuestion>>().results.map((question) => question.name);
      expect(names).toEqual(expect.arrayContaining(['workers', 'condition', 'visited', 'services']));
      expect(names).not.toContain('inspector_name');
      const numeric = await inject(
        'GET',
        '/surveys/mda-form-questions/?kind=numeric&search=workers',
        ministry.headers,
      );
      const numericQuestions = numeric.json<Page<MdaFormQuestion>>().results;
      expect(numericQuestions.map((question) => question.name)).toEqual(['workers']);
      expect(numericQuestions[0]?.survey).toMatchObject({
        id: form.id,
        name: 'Road inspection',
      });
      expect(
        (await inject('GET', '/surveys/mda-form-questions/', otherMinistry.headers)).json<{ count: number }>()
          .count,
      ).toBe(0);
      expect(
        (await inject('GET', '/surveys/mda-form-questions/?kind=everything', ministry.headers)).statusCode,
      ).toBe(400);
    });
  });

  it('copies the questions when a form is duplicated, with new ids', async () => {
    const copy = await inject('POST', `/surveys/${form.id}/duplicate/`, ministry.headers);
    expect(copy.statusCode, copy.body).toBe(201);
    const detail = surveyDetailSchema.parse(copy.json());
    expect(detail.sections.flatMap((section) => section.questions.map((question) => question.name))).toEqual(
      (await inject('GET', `/surveys/${form.id}/`, ministry.headers))
        .json<SurveyDetail>()
        .sections.flatMap((section) => section.questions.map((question) => question.name)),
    );
    expect(detail.sections[0]!.id).not.toBe(form.sections[0]!.id);
    expect(detail).toMatchObject({ version: 1, responses_count: 0 });
  });
});
