import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { flatQuestionSchema } from '@oversight/shared/surveys/questions.schemas';
import type { Page } from '@oversight/shared/pagination';
import type { AnswerErrors } from '@oversight/shared/surveys/answers';
import type { NotificationPage } from '@oversight/shared/notifications/notifications.schemas';
import {
  responseDetailSchema,
  responseSchema,
  type Respondent,
  type SurveyResponse,
} from '@oversight/shared/surveys/responses.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

const responsePage = z.object({
  count: z.number(),
  next: z.string().nullable(),
  results: z.array(responseSchema),
});
/** A refused answer's 400: the problems by question name. */
type AnswerErrorsBody = { answers: AnswerErrors };

import { INSPECTION } from './responses-fixtures.js';

describe('answering forms: structure, respond, drafts, responses', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let citizen: TestUser;
  let stranger: TestUser;
  let viewer: TestStaff;
  let form: SurveyDetail;
  let publicRoleId: string;
  const anonymous = { 'x-tenant': 'federal' };

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
  const respond = (
    headers: Record<string, string>,
    answers: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    id = form.id,
  ) => inject('POST', `/surveys/${id}/respond/`, headers, { answers, ...extra });
  const good = {
    inspector_name: 'Ada Obi',
    visited: 'yes',
    condition: 'good',
    workers: 12,
    machines: 3,
    rooms: [{ pupils: 40 }],
  };
  const multipart = (
    field: string,
    filename: string,
    contentType: string,
    content: Buffer,
    fields: Record<string, string> = {},
  ) => {
    const boundary = '----oversight-test';
    const parts = [
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    citizen = await createTestUser(t, { displayName: 'Ada Citizen' });
    stranger = await createTestUser(t, { displayName: 'Not Asked' });
    viewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
    publicRoleId = (await createTestRole(t, ministry, [P.VIEW_FORM, P.RESPOND_TO_FORM], 'Public respondent'))
      .id;
    const created = await inject('POST', '/surveys/', ministry.headers, {
      name: 'Road inspection',
      sections: INSPECTION,
    });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
  });
  afterAll(async () => t.close());

  describe('the structure', () => {
    it('is saved with the form: ids, names made from the text, choice values from labels, counts', () => {
      expect(form.sections.map((section) => section.name)).toEqual(['The site', 'Evidence']);
      const site = form.sections[0]!.questions;
      expect(site[0]).toMatchObject({ name: 'inspector_name', question_type: 'text', required: true });
      expect(site[3]!.options.map((option) => option.value)).toEqual(['good', 'fair', 'poor']);
      expect(site.every((question) => /^[0-9a-f-]{36}$/.test(question.id))).toBe(true);
      expect(form.sections[1]!.questions[2]!.questions![0]).toMatchObject({ name: 'pupils' });
      expect(form).toMatchObject({
        version: 1,
        questions_count: 11,
        responses_count: 0,
        is_public: false,
        closed_reason: 'This form is not published yet.',
      });
      expect(form.abilities).toMatchObject({
        edit: true,
        respond: false,
        view_responses: true,
        add_respondents: true,
      });
    });

    it('refuses a bad structure with the question named, and writes nothing', async () => {
      const bad = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        name: 'Renamed while broken',
        sections: [
          {
            name: 'A',
            questions: [
              { name: 'age', text: 'Age', question_type: 'integer' },
              { name: 'adult', text: 'Adult?', question_type: 'yes-no', relevant: '${agee} >= 18' },
            ],
          },
        ],
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('adult');
      expect(JSON.stringify(bad.json())).toContain('agee');
      const duplicate = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        sections: [
          {
            name: 'A',
            questions: [
              { name: 'x', text: 'One' },
              { name: 'x', text: 'Two' },
            ],
          },
        ],
      });
      expect(duplicate.statusCode).toBe(400);
      const choiceless = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        sections: [{ questions: [{ text: 'Pick', question_type: 'radio' }] }],
      });
      expect(choiceless.statusCode).toBe(400);
      const junk = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        sections: [{ questions: [{ text: 'x', question_type: 'hologram' }] }],
      });
      expect(junk.statusCode).toBe(400);
      const after = surveyDetailSchema.parse(
        (await inject('GET', `/surveys/${form.id}/`, ministry.headers)).json(),
      );
      expect(after.name).toBe('Road inspection');
      expect(after.sections).toEqual(form.sections);
    });

    it('keeps ids on save and stays at version 1 while nobody answered', async () => {
      const saved = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        sections: form.sections,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const again = surveyDetailSchema.parse(saved.json());
      expect(again.sections).toEqual(form.sections);
      expect(again.version).toBe(1);
    });

    it('lists its questions flat with their section, group and repeat', async () => {
      const response = await inject('GET', `/surveys/${form.id}/questions/`, viewer.headers);
      expect(response.statusCode).toBe(200);
      const flat = z.array(flatQuestionSchema).parse(response.json());
      expect(flat.map((question) => question.name)).toContain('pupils');
      expect(flat.find((question) => question.name === 'pupils')).toMatchObject({
        parent: 'rooms',
        in_repeat: 'rooms',
        section: { name: 'Evidence' },
      });
      expect((await inject('GET', `/surveys/${form.id}/questions/`, otherMinistry.headers)).statusCode).toBe(
        404,
      );
    });
  });

  describe('respond/', () => {
    it('refuses while the form is not published, saying why', async () => {
      const response = await respond(ministry.headers, good);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ detail: string }>().detail).toBe('This form is not published yet.');
      const published = await inject('POST', `/surveys/${form.id}/publish/`, ministry.headers);
      expect(published.statusCode).toBe(200);
    });

    it('stores a valid answer with the calculation computed and hidden answers dropped', async () => {
      const response = await respond(ministry.headers, {
        ...good,
        why_not: 'It rained',
        total: 999,
        not_a_question: 'x',
      });
      expect(response.statusCode, response.body).toBe(201);
      const stored = responseSchema.parse(response.json());
      expect(stored.answers).toMatchObject({
        inspector_name: 'Ada Obi',
        visited: 'yes',
        total: 15,
        rooms: [{ pupils: 40 }],
      });
      expect(stored.answers).not.toHaveProperty('why_not');
      expect(stored.answers).not.toHaveProperty('not_a_question');
      expect(stored).toMatchObject({ is_draft: false, version: 1, respondent: { id: ministry.user.id } });
      const reread = surveyDetailSchema.parse(
        (await inject('GET', `/surveys/${form.id}/`, ministry.headers)).json(),
      );
      expect(reread.responses_count).toBe(1);
    });

    it('answers 400 naming each question that fails, the repeat item included', async () => {
      const response = await respond(ministry.headers, {
        visited: 'no',
        workers: 900,
        condition: 'excellent',
        rooms: [{ pupils: 3 }, {}],
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json<AnswerErrorsBody>().answers;
      expect(Object.keys(errors)).toEqual(
        expect.arrayContaining(['inspector_name', 'why_not', 'workers', 'rooms[1].pupils']),
      );
      expect(errors.workers).toEqual(['Between 0 and 500.']);
      // condition is hidden when visited = no: its answer is dropped, not refused.
      expect(errors).not.toHaveProperty('condition');
      const other = await respond(ministry.headers, { ...good, condition: 'other' });
      expect(other.statusCode).toBe(400);
      expect(other.json<AnswerErrorsBody>().answers).toHaveProperty('condition_other');
      const wrongTypes = await respond(ministry.headers, {
        ...good,
        workers: 'many',
        services: ['water', 'gas'],
        rooms: 'x',
      });
      expect(Object.keys(wrongTypes.json<AnswerErrorsBody>().answers)).toEqual(
        expect.arrayContaining(['workers', 'services', 'rooms']),
      );
      for (const junk of [null, [], 'answers', { rooms: [[[]]] }]) {
        const response = await inject('POST', `/surveys/${form.id}/respond/`, ministry.headers, {
          answers: junk,
        });
        expect(response.statusCode, JSON.stringify(junk)).toBe(400);
      }
    });

    it('stores a retried offline send once (same client_id)', async () => {
      const clientId = '6b3b1d9e-3f0a-4c59-9a43-5c1a1d3a0b11';
      const first = await respond(ministry.headers, good, {
        client_id: clientId,
        started_at: '2026-11-20T08:00:00Z',
      });
      expect(first.statusCode).toBe(201);
      const second = await respond(ministry.headers, good, { client_id: clientId });
      expect(second.statusCode).toBe(200);
      expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
      const someoneElse = await respond(otherMinistry.headers, good, { client_id: clientId });
      expect(someoneElse.statusCode).toBe(404);
    });
  });

  describe('drafts', () => {
    it('saves a half-filled draft, lists it, and checks it fully when submitted', async () => {
      await inject('POST', `/surveys/${form.id}/add-respondents/`, ministry.headers, {
        emails: [citizen.user.email],
      });
      const draft = await respond(citizen.headers, { visited: 'yes', workers: 4 }, { is_draft: true });
      expect(draft.statusCode, draft.body).toBe(201);
      const draftId = draft.json<{ id: string }>().id;
      const drafts = responsePage.parse(
        (await inject('GET', `/surveys/${form.id}/my-responses/?is_draft=true`, citizen.headers)).json(),
      );
      expect(drafts.results.map((item) => item.id)).toEqual([draftId]);
      // A draft is not a response yet: the form's list and count leave it out.
      const listed = responsePage.parse(
        (await inject('GET', `/surveys/${form.id}/responses/`, ministry.headers)).json(),
      );
      expect(listed.results.map((item) => item.id)).not.toContain(draftId);
      const incomplete = await respond(
        citizen.headers,
        { visited: 'yes', workers: 4 },
        { response_id: draftId },
      );
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json<AnswerErrorsBody>().answers).toHaveProperty('inspector_name');
      const sendKey = '0d6f4a57-5a53-4a5e-9c2e-4b1b1c0f7a21';
      const submitted = await respond(
        citizen.headers,
        { ...good, inspector_name: 'Citizen Musa' },
        { response_id: draftId, client_id: sendKey },
      );
      expect(submitted.statusCode, submitted.body).toBe(201);
      expect(submitted.json()).toMatchObject({ id: draftId, is_draft: false });
      // The same send retried (the network dropped the first answer) finds the submission.
      const retried = await respond(
        citizen.headers,
        { ...good, inspector_name: 'Citizen Musa' },
        { response_id: draftId, client_id: sendKey },
      );
      expect(retried.statusCode).toBe(200);
      expect(retried.json<{ id: string }>().id).toBe(draftId);
      expect((await respond(citizen.headers, good, { response_id: draftId })).json()).toHaveProperty(
        'response_id',
      );
      // Nobody continues someone else's draft.
      const theirs = await respond(ministry.headers, good, { response_id: draftId, is_draft: true });
      expect(theirs.statusCode).toBe(400);
    });
  });

  describe('who may answer', () => {
    it('respondents added by e-mail open and answer the form; strangers do not see it', async () => {
      const added = await inject('POST', `/surveys/${form.id}/add-respondents/`, ministry.headers, {
        emails: [citizen.user.email, 'nobody@example.test'],
      });
      expect(added.statusCode).toBe(200);
      expect(added.json<{ not_found: string[] }>().not_found).toEqual(['nobody@example.test']);
      expect(
        (await inject('GET', `/surveys/${form.id}/`, citizen.headers)).json<{
          abilities: Record<string, boolean>;
        }>().abilities,
      ).toMatchObject({
        respond: true,
        edit: false,
        view_responses: false,
      });
      expect((await inject('GET', `/surveys/${form.id}/`, stranger.headers)).statusCode).toBe(404);
      expect((await respond(stranger.headers, good)).statusCode).toBe(404);
      expect((await inject('GET', `/surveys/${form.id}/responses/`, citizen.headers)).statusCode).toBe(403);
      const respondents = await inject('GET', `/surveys/${form.id}/respondents/`, ministry.headers);
      expect(respondents.json<Page<Respondent>>().results.map((item) => item.id)).toEqual([citizen.user.id]);
      expect(
        (
          await inject('POST', `/surveys/${form.id}/add-respondents/`, citizen.headers, {
            emails: [stranger.user.email],
          })
        ).statusCode,
      ).toBe(403);
      await t.runJobs();
      const notified = (await inject('GET', '/notifications/', citizen.headers)).json<NotificationPage>()
        .results;
      expect(JSON.stringify(notified)).toContain('asked you to answer Road inspection');
      expect(JSON.stringify(notified)).toContain(`/forms/${form.id}/respond`);
    });

    it('respondents find the form under "Forms shared with me", not in their own forms', async () => {
      await inject('POST', `/surveys/${form.id}/add-respondents/`, ministry.headers, {
        emails: [citizen.user.email, otherMinistry.user.email],
      });
      const names = async (headers: Record<string, string>, query: string) => {
        const listed = await inject('GET', `/surveys/organization-surveys/${query}`, headers);
        expect(listed.statusCode, listed.body).toBe(200);
        return listed.json<Page<{ name: string; shared: boolean; abilities: { respond: boolean } }>>();
      };
      const shared = await names(citizen.headers, '?access_type=shared');
      expect(shared.count).toBe(1);
      expect(shared.results[0]).toMatchObject({ name: 'Road inspection', shared: true });
      // Another organisation's user added as a respondent sees it under shared, not under their own.
      expect(
        (await names(otherMinistry.headers, '?access_type=shared')).results.map((f) => f.name),
      ).toContain('Road inspection');
      expect(
        (await names(otherMinistry.headers, '?access_type=owned')).results.map((f) => f.name),
      ).not.toContain('Road inspection');
      expect((await names(otherMinistry.headers, '')).results.map((f) => f.name)).toContain(
        'Road inspection',
      );
      expect((await names(stranger.headers, '?access_type=shared')).count).toBe(0);
      // Taken off the list of respondents, it is gone from theirs.
      const removed = await inject(
        'DELETE',
        `/surveys/${form.id}/respondents/${otherMinistry.user.id}/`,
        ministry.headers,
      );
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      expect((await names(otherMinistry.headers, '?access_type=shared')).count).toBe(0);
    });

    it('a public link lets anyone answer, anonymously, without drafts or bots', async () => {
      expect((await inject('GET', `/surveys/${form.id}/`, anonymous)).statusCode).toBe(401);
      expect((await respond(anonymous, good)).statusCode).toBe(401);
      const shared = await inject('POST', `/surveys/${form.id}/invite-stakeholders/`, ministry.headers, {
        stakeholders: [{ access_group: 'general_public', role_id: publicRoleId }],
      });
      expect(shared.statusCode, shared.body).toBeLessThan(300);
      const opened = await inject('GET', `/surveys/${form.id}/`, anonymous);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ is_public: true, abilities: { respond: true, edit: false } });
      const answered = await respond(anonymous, good);
      expect(answered.statusCode, answered.body).toBe(201);
      expect(answered.json<SurveyResponse>().respondent).toBeNull();
      expect((await respond(anonymous, good, { is_draft: true })).json()).toHaveProperty('is_draft');
      expect((await respond(anonymous, good, { website: 'http://spam.example' })).statusCode).toBe(400);
      // Signed-in strangers answer through the link too.
      expect((await respond(stranger.headers, good)).statusCode).toBe(201);
    });

    it('refuses answers once the form is closed or archived', async () => {
      const closing = await inject('POST', '/surveys/', ministry.headers, {
        name: 'Closed survey',
        sections: [{ questions: [{ text: 'Anything?' }] }],
      });
      const id = closing.json<{ id: string }>().id;
      await inject('POST', `/surveys/${id}/publish/`, ministry.headers);
      expect((await respond(ministry.headers, { anything: 'yes' }, {}, id)).statusCode).toBe(201);
      await inject('PATCH', `/surveys/${id}/`, ministry.headers, { accepting_responses: false });
      expect(
        (await respond(ministry.headers, { anything: 'yes' }, {}, id)).json<{ detail: string }>().detail,
      ).toBe('This form is not accepting responses at the moment.');
      await inject('PATCH', `/surveys/${id}/`, ministry.headers, {
        accepting_responses: true,
        publish_date: '2020-01-01T00:00:00Z',
        expire_date: '2021-01-01T00:00:00Z',
      });
      expect(
        (await respond(ministry.headers, { anything: 'yes' }, {}, id)).json<{ detail: string }>().detail,
      ).toMatch(/^This form closed on/);
      await inject('POST', `/surveys/${id}/archive/`, ministry.headers);
      expect((await respond(ministry.headers, { anything: 'yes' }, {}, id)).statusCode).toBe(403);
    });
  });

  describe('files', () => {
    it('takes a photo for a photo question, re-encoded, and a response names it', async () => {
      const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#cc6633' } })
        .png()
        .toBuffer();
      const upload = multipart('file', 'site.png', 'image/png', png, { question: 'photo' });
      const stored = await t.app.inject({
        method: 'POST',
        url: `/api/v1/surveys/${form.id}/files/`,
        headers: { ...citizen.headers, 'content-type': upload.contentType },
        payload: upload.body,
      });
      expect(stored.statusCode, stored.body).toBe(201);
      expect(stored.json()).toMatchObject({ content_type: 'image/webp', question: 'photo' });
      const fileId = stored.json<{ id: string }>().id;
      // Someone else cannot use the citizen's upload.
      expect(
        (await respond(ministry.headers, { ...good, photo: fileId })).json<AnswerErrorsBody>().answers,
      ).toHaveProperty('photo');
      const answered = await respond(citizen.headers, {
        ...good,
        photo: fileId,
        spot: { latitude: 9.05, longitude: 7.49, accuracy: 12 },
      });
      expect(answered.statusCode, answered.body).toBe(201);
      const { files } = answered.json<SurveyResponse>();
      expect(files.map((file) => file.id)).toEqual([fileId]);
      expect(files[0]?.url).toMatch(/\/api\/v1\/files\/answers\/.+\?expires=\d+&signature=/);
      const script = multipart('file', 'evil.html', 'text/html', Buffer.from('<script>alert(1)</script>'), {
        question: 'photo',
      });
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v1/surveys/${form.id}/files/`,
        headers: { ...citizen.headers, 'content-type': script.contentType },
        payload: script.body,
      });
      expect(refused.statusCode).toBe(400);
      const none = await t.app.inject({
        method: 'POST',
        url: `/api/v1/surveys/${form.id}/files/`,
        headers: { ...citizen.headers, 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect(none.statusCode).toBe(400);
    });
  });

  describe('responses/ and form-response', () => {
    let responses: SurveyResponse[];
    beforeAll(async () => {
      await respond(ministry.headers, {
        ...good,
        inspector_name: 'Bola Ade',
        visited: 'no',
        why_not: 'Flooded bridge',
        workers: 0,
      });
      await respond(ministry.headers, {
        ...good,
        inspector_name: 'Chidi Eze',
        condition: 'poor',
        workers: 300,
        services: ['water', 'power'],
      });
      responses = responsePage.parse(
        (await inject('GET', `/surveys/${form.id}/responses/?limit=100`, ministry.headers)).json(),
      ).results;
    });

    it('lists submitted responses newest first, filtered by answers, words, dates and numbers', async () => {
      const list = async (query: string) =>
        responsePage.parse(
          (await inject('GET', `/surveys/${form.id}/responses/${query}`, ministry.headers)).json(),
        );
      expect(responses.length).toBeGreaterThanOrEqual(7);
      expect(responses[0]!.answers.inspector_name).toBe('Chidi Eze');
      expect(
        (await list('?answer=condition:poor')).results.map((item) => item.answers.inspector_name),
      ).toEqual(['Chidi Eze']);
      expect((await list('?answer=visited:no')).results.map((item) => item.answers.inspector_name)).toEqual([
        'Bola Ade',
      ]);
      expect((await list('?answer=services:power')).count).toBe(1);
      expect((await list('?search=flooded')).results.map((item) => item.answers.inspector_name)).toEqual([
        'Bola Ade',
      ]);
      expect(
        (await list('?question=workers&min=100')).results.map((item) => item.answers.inspector_name),
      ).toEqual(['Chidi Eze']);
      expect((await list('?from=2000-01-01&to=2999-01-01')).count).toBe(responses.length);
      expect((await list('?to=2000-01-01')).count).toBe(0);
      const paged = await list('?limit=2&offset=2&ordering=submitted');
      expect(paged.results).toHaveLength(2);
      expect(paged.next).toContain('offset=4');
      // Pages past the middle are read from the other end: the same rows, in the same order.
      for (const [limit, offset] of [
        [3, responses.length - 3],
        [4, responses.length - 2],
        [2, Math.floor(responses.length / 2)],
      ] as const) {
        const far = await list(`?limit=${limit}&offset=${offset}`);
        expect(far.results.map((item) => item.id)).toEqual(
          responses.slice(offset, offset + limit).map((item) => item.id),
        );
      }
      expect((await list(`?offset=${responses.length + 5}`)).results).toEqual([]);
      const filteredAll = (await list('?answer=visited:yes&limit=100')).results;
      expect(
        (await list(`?answer=visited:yes&limit=2&offset=${filteredAll.length - 2}`)).results.map(
          (item) => item.id,
        ),
      ).toEqual(filteredAll.slice(-2).map((item) => item.id));
      for (const bad of [
        '?answer=nocolon',
        '?from=yesterday',
        '?ordering=size',
        '?min=3',
        '?from=2026-02-01&to=2026-01-01',
      ]) {
        const response = await inject('GET', `/surveys/${form.id}/responses/${bad}`, ministry.headers);
        expect(response.statusCode, bad).toBe(400);
      }
      // A question the form does not have is refused on its field (it answered 200 with nothing), here and in
      // the caller's own responses.
      for (const [query, field] of [
        ['?answer=no_such_question:1', 'answer'],
        ['?answer=condition:poor&answer=no_such_question:1', 'answer'],
        ['?question=no_such_question&min=1', 'question'],
      ] as const) {
        for (const path of ['responses', 'my-responses']) {
          const response = await inject('GET', `/surveys/${form.id}/${path}/${query}`, ministry.headers);
          expect(response.statusCode, `${path}${query}`).toBe(400);
          expect(response.json<Record<string, string[]>>()[field]).toEqual([
            'This form has no question named "no_such_question".',
          ]);
        }
      }
      expect((await inject('GET', `/surveys/${form.id}/responses/`, viewer.headers)).statusCode).toBe(403);
      // The form is public by now: anyone may open it, nobody outside sees its answers.
      expect((await inject('GET', `/surveys/${form.id}/responses/`, otherMinistry.headers)).statusCode).toBe(
        403,
      );
      expect((await inject('GET', `/surveys/${form.id}/responses/`, anonymous)).statusCode).toBe(401);
    });

    it('opens one response with its version and lets editors change it, logging who changed what', async () => {
      const target = responses.find((item) => item.answers.inspector_name === 'Chidi Eze')!;
      const opened = responseDetailSchema.parse(
        (await inject('GET', `/surveys/form-response/?response_id=${target.id}`, ministry.headers)).json(),
      );
      expect(opened.sections[0]!.name).toBe('The site');
      const bad = await inject(
        'PATCH',
        `/surveys/form-response/?response_id=${target.id}`,
        ministry.headers,
        { answers: { ...target.answers, workers: -3 } },
      );
      expect(bad.statusCode).toBe(400);
      const changed = await inject(
        'PATCH',
        `/surveys/form-response/?response_id=${target.id}`,
        ministry.headers,
        { answers: { ...target.answers, workers: 280, machines: 3 } },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const detail = responseDetailSchema.parse(changed.json());
      expect(detail.edited).toBe(true);
      expect(detail.answers.total).toBe(283);
      expect(detail.changes[0]?.changed_by).toMatchObject({ id: ministry.user.id });
      expect(detail.changes[0]?.changes).toContainEqual({ question: 'workers', from: 300, to: 280 });
      // The answer index follows the edit: filters and counts see the new number.
      const byWorkers = async (query: string) =>
        responsePage.parse(
          (await inject('GET', `/surveys/${form.id}/responses/${query}`, ministry.headers)).json(),
        );
      expect((await byWorkers('?question=workers&min=290')).count).toBe(0);
      expect((await byWorkers('?question=workers&min=280&max=280')).results.map((item) => item.id)).toEqual([
        target.id,
      ]);
      expect(
        (await byWorkers('?answer=condition:poor&answer=services:water')).results.map((item) => item.id),
      ).toEqual([target.id]);
      // Saving the same answers again (keys in another order, as jsonb returns them) logs nothing.
      const reordered = Object.fromEntries(Object.entries(detail.answers).reverse());
      const same = responseDetailSchema.parse(
        (
          await inject('PATCH', `/surveys/form-response/?response_id=${target.id}`, ministry.headers, {
            answers: { ...reordered, spot: { accuracy: 12, longitude: 7.49, latitude: 9.05 } },
          })
        ).json(),
      );
      const again = responseDetailSchema.parse(
        (
          await inject('PATCH', `/surveys/form-response/?response_id=${target.id}`, ministry.headers, {
            answers: { ...same.answers, spot: { longitude: 7.49, latitude: 9.05, accuracy: 12 } },
          })
        ).json(),
      );
      expect(again.changes).toHaveLength(same.changes.length);
      expect(
        (await inject('GET', `/surveys/form-response/?response_id=${target.id}`, citizen.headers)).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('PATCH', `/surveys/form-response/?response_id=${target.id}`, viewer.headers, {
            answers: {},
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await inject('GET', '/surveys/form-response/?response_id=not-a-uuid', ministry.headers)).statusCode,
      ).toBe(400);
    });

    it('respondents read their own responses; editors delete any, and the count follows', async () => {
      const mine = responsePage.parse(
        (await inject('GET', `/surveys/${form.id}/my-responses/`, citizen.headers)).json(),
      );
      expect(mine.results.every((item) => item.respondent?.id === citizen.user.id)).toBe(true);
      expect(
        (await inject('GET', `/surveys/form-response/?response_id=${mine.results[0]!.id}`, citizen.headers))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await inject(
            'DELETE',
            `/surveys/form-response/?response_id=${mine.results[0]!.id}`,
            citizen.headers,
          )
        ).statusCode,
      ).toBe(403);
      const before = surveyDetailSchema.parse(
        (await inject('GET', `/surveys/${form.id}/`, ministry.headers)).json(),
      ).responses_count;
      expect(
        (
          await inject(
            'DELETE',
            `/surveys/form-response/?response_id=${mine.results[0]!.id}`,
            ministry.headers,
          )
        ).statusCode,
      ).toBe(204);
      const after = surveyDetailSchema.parse(
        (await inject('GET', `/surveys/${form.id}/`, ministry.headers)).json(),
      ).responses_count;
      expect(after).toBe(before - 1);
    });

    it('versions the form when questions change after answers: old answers keep their questions', async () => {
      const oldResponse = responses.find((item) => item.answers.inspector_name === 'Bola Ade')!;
      const sections = structuredClone(form.sections);
      sections[0]!.questions = sections[0]!.questions.filter((question) => question.name !== 'why_not');
      sections[0]!.questions.find((question) => question.name === 'workers')!.question_type = 'float';
      const saved = surveyDetailSchema.parse(
        (await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, { sections })).json(),
      );
      expect(saved.version).toBe(2);
      const old = responseDetailSchema.parse(
        (
          await inject('GET', `/surveys/form-response/?response_id=${oldResponse.id}`, ministry.headers)
        ).json(),
      );
      expect(old.version).toBe(1);
      expect(old.answers.why_not).toBe('Flooded bridge');
      expect(old.sections[0]!.questions.map((question) => question.name)).toContain('why_not');
      const columns = z
        .array(flatQuestionSchema)
        .parse(
          (await inject('GET', `/surveys/${form.id}/questions/?all_versions=true`, ministry.headers)).json(),
        );
      expect(columns.find((question) => question.name === 'why_not')).toMatchObject({
        removed: true,
        version: 1,
      });
      expect(columns.find((question) => question.name === 'workers')).toMatchObject({
        removed: false,
        question_type: 'float',
      });
      const fresh = await respond(ministry.headers, { ...good, workers: 2.5 });
      expect(fresh.json()).toMatchObject({ version: 2 });
    });

    it('checks answers against a structure saved a moment ago while its version stays (kept structures follow saves)', async () => {
      const created = await inject('POST', '/surveys/', ministry.headers, {
        name: 'Quick poll',
        sections: [{ name: 'One', questions: [{ text: 'Your name', question_type: 'text' }] }],
      });
      const poll = surveyDetailSchema.parse(created.json());
      expect((await inject('POST', `/surveys/${poll.id}/publish/`, ministry.headers)).statusCode).toBe(200);
      // Read once, so the first structure is kept in memory.
      expect((await inject('GET', `/surveys/${poll.id}/`, ministry.headers)).statusCode).toBe(200);
      const sections = structuredClone(poll.sections);
      sections[0]!.questions.push({
        ...sections[0]!.questions[0]!,
        id: undefined,
        name: 'age',
        text: 'Your age',
        question_type: 'integer',
        required: true,
      } as never);
      const saved = surveyDetailSchema.parse(
        (await inject('PATCH', `/surveys/${poll.id}/`, ministry.headers, { sections })).json(),
      );
      expect(saved.version).toBe(1);
      const missing = await respond(ministry.headers, { your_name: 'Ada' }, {}, poll.id);
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json<AnswerErrorsBody>().answers.age).toBeDefined();
      const answered = await respond(ministry.headers, { your_name: 'Ada', age: 30 }, {}, poll.id);
      expect(answered.statusCode, answered.body).toBe(201);
      const listed = responsePage.parse(
        (await inject('GET', `/surveys/${poll.id}/responses/?question=age&min=30`, ministry.headers)).json(),
      );
      expect(listed.results.map((item) => item.answers.age)).toEqual([30]);
    });
  });
});
