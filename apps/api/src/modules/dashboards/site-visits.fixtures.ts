import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import type { TestApp } from '../../test/build-app.js';
import type { TestUser } from '../../test/factories.js';

/**
 * The form the dashboards' form tests answer: a choice, a multiple choice, a number, yes/no, a state (all in the
 * answer index), a text and a date (read from the answers' JSON).
 */
export const SITE_VISIT_SECTIONS = [
  {
    name: 'Visit',
    questions: [
      {
        name: 'region',
        text: 'Region',
        question_type: 'radio',
        options: [{ label: 'North' }, { label: 'South' }],
      },
      {
        name: 'services',
        text: 'Services',
        question_type: 'select-multiple',
        options: [{ label: 'Water' }, { label: 'Power' }, { label: 'Roads' }],
      },
      { name: 'score', text: 'Score', question_type: 'integer' },
      { name: 'happy', text: 'Happy?', question_type: 'yes-no' },
      { name: 'state', text: 'State', question_type: 'state' },
      { name: 'comment', text: 'Comment', question_type: 'text' },
      { name: 'visited', text: 'Visited on', question_type: 'date' },
    ],
  },
] as unknown as SectionInput[];

/** The questions of SITE_VISIT_SECTIONS the answer index holds. */
export const SITE_VISIT_INDEXED = new Set(['region', 'services', 'score', 'happy', 'state']);

/** The site visits form, created and published by `owner`: its detail and its internal id (for direct SQL). */
export async function publishSiteVisitForm(
  t: TestApp,
  owner: TestUser,
): Promise<{ form: SurveyDetail; internalId: string }> {
  const call = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: owner.headers, payload });
  const created = await call('/surveys/', { name: 'Site visits', sections: SITE_VISIT_SECTIONS });
  expect(created.statusCode, created.body).toBe(201);
  const form = surveyDetailSchema.parse(created.json());
  expect((await call(`/surveys/${form.id}/publish/`)).statusCode).toBe(200);
  const [row] = (
    await t.app.db.execute<{ id: string }>(sql`SELECT id FROM surveys WHERE public_id = ${form.id}::uuid`)
  ).rows;
  return { form, internalId: row!.id };
}
