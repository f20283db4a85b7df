import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { Page } from '@oversight/shared/pagination';
import {
  importKoboFormResponseSchema,
  koboImportStatusSchema,
  type ImportKoboFormResponse,
  type KoboAssetsResponse,
} from '@oversight/shared/surveys/kobo.schemas';
import type { SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import { eachQuestion } from '@oversight/shared/surveys/questions.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { FakeKobo } from '../../test/fake-kobo.js';
import { SUMMARY_JOB } from '../form-results/form-results.service.js';
import { KOBO_RESPONSES_JOB } from './kobo.service.js';

const UID = 'aSchoolCensus2026xYz';
const HAUSA = 'Hausa (ha)';

/** A Kobo asset's content as KPI serves it: translated labels as lists, select lists apart, $kuid bookkeeping. */
function censusContent(extra: Record<string, unknown>[] = []) {
  return {
    schema: '1',
    survey: [
      { type: 'start', name: 'start', $kuid: 'k1' },
      {
        type: 'text',
        name: 'school_name',
        label: ['School name', 'Sunan makaranta'],
        required: true,
        $kuid: 'k2',
      },
      { type: 'begin_group', name: 'details', label: ['Details', 'Bayani'], $kuid: 'k3' },
      { type: 'integer', name: 'pupils', label: ['Pupils', 'Dalibai'], $kuid: 'k4' },
      {
        type: 'select_one',
        select_from_list_name: 'cond',
        name: 'condition',
        label: ['Condition', 'Yanayi'],
        $kuid: 'k5',
      },
      {
        type: 'select_multiple',
        select_from_list_name: 'svc',
        name: 'services',
        label: ['Services', 'Ayyuka'],
        $kuid: 'k6',
      },
      { type: 'end_group', $kuid: 'k7' },
      { type: 'geopoint', name: 'location', label: ['Location', 'Wuri'], $kuid: 'k8' },
      { type: 'image', name: 'photo', label: ['Photo', 'Hoto'], $kuid: 'k9' },
      { type: 'begin_repeat', name: 'rooms', label: ['Rooms', 'Dakuna'], $kuid: 'k10' },
      { type: 'integer', name: 'seats', label: ['Seats', 'Kujeru'], $kuid: 'k11' },
      { type: 'end_repeat', $kuid: 'k12' },
      ...extra,
    ],
    choices: [
      { list_name: 'cond', name: 'good', label: ['Good', 'Mai kyau'], $kuid: 'c1' },
      { list_name: 'cond', name: 'poor', label: ['Poor', 'Mara kyau'], $kuid: 'c2' },
      { list_name: 'svc', name: 'water', label: ['Water', 'Ruwa'], $kuid: 'c3' },
      { list_name: 'svc', name: 'power', label: ['Power', 'Wuta'], $kuid: 'c4' },
    ],
    settings: { form_title: 'School census', default_language: 'English (en)' },
    translations: ['English (en)', HAUSA],
    translated: ['label', 'hint'],
  };
}

// Vitest types its matchers as any; as unknown it sits in a typed literal.
const aboutCondition: unknown = expect.stringContaining('condition');
const uuidOf = (n: number) => `6f1c2a7e-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('KoboToolbox: connection, forms, submissions', () => {
  let t: TestApp;
  let fake: FakeKobo;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;
  let imported: ImportKoboFormResponse;

  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
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
  const connect = (token: string, serverUrl = fake.url) =>
    inject('PATCH', '/users/organizations/update-kobotoolbox-token/', ministry.headers, {
      token,
      server_url: serverUrl,
    });

  function submission(n: number, extra: Record<string, unknown> = {}) {
    return {
      _id: n,
      _uuid: uuidOf(n),
      'meta/instanceID': `uuid:${uuidOf(n)}`,
      _submission_time: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T09:00:00`,
      school_name: `School ${n}`,
      'details/pupils': String(100 + n),
      'details/condition': n % 2 ? 'good' : 'poor',
      'details/services': 'water power',
      rooms: [{ 'rooms/seats': '40' }, { 'rooms/seats': '35' }],
      _attachments: [],
      ...extra,
    };
  }

  async function runImport() {
    const started = await inject(
      'POST',
      `/surveys/import-kobo-responses/?survey_id=${imported.id}`,
      ministry.headers,
    );
    expect(started.statusCode, started.body).toBe(202);
    const task = koboImportStatusSchema.parse(started.json());
    await t.runJobs([KOBO_RESPONSES_JOB]);
    return koboImportStatusSchema.parse(
      (await inject('GET', `/surveys/kobo-import-status/?task_id=${task.task_id}`, ministry.headers)).json(),
    );
  }

  beforeAll(async () => {
    fake = await new FakeKobo().start();
    // The fake server is on 127.0.0.1, which a real deployment refuses (tested below with the setting off).
    t = await createTestApp({ rateLimits: false, koboAllowPrivateAddresses: true });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Education' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    viewer = await createTestStaff(t, ministry, [P.VIEW_FORM, P.VIEW_FORM_RESPONSES]);
    fake.assets = [
      { uid: UID, name: 'School census', content: censusContent() },
      { uid: 'aBlockNotAForm', name: 'A question block', asset_type: 'block', content: {} },
    ];
    const located = submission(1, {
      location: '9.0765 7.3986 450 5',
      photo: 'classroom 1.jpg',
      _geolocation: [9.0765, 7.3986],
      _attachments: [
        {
          download_url: fake.attachmentUrl('classroom_1.jpg'),
          filename: 'kobo/attachments/abc/classroom_1.jpg',
          mimetype: 'image/jpeg',
        },
      ],
    });
    const refused = submission(3, { 'details/condition': 'excellent' });
    fake.submissions.set(UID, [
      located,
      submission(2),
      refused,
      ...Array.from({ length: 117 }, (_, i) => submission(4 + i)),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('says in words that KoboToolbox is not connected yet', async () => {
    const response = await inject('GET', '/surveys/kobo-assets/', ministry.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(/not connected/);
  });

  it('stores the server and token, shows connected with the server and last four characters, never the token', async () => {
    const saved = await connect(fake.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ kobotoolbox_token_set: true, last4: '5678', server_url: fake.url });
    const status = await inject('GET', '/surveys/kobo-connection/', ministry.headers);
    expect(status.json()).toEqual({ kobotoolbox_token_set: true, last4: '5678', server_url: fake.url });
    expect(status.body).not.toContain(fake.token);
    const bad = await inject('PATCH', '/users/organizations/update-kobotoolbox-token/', ministry.headers, {
      token: fake.token,
      server_url: 'ftp://kobo',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toContain('server_url');
  });

  it("lists the account's forms (not its blocks), sending the token as Kobo asks", async () => {
    const response = await inject('GET', '/surveys/kobo-assets/', ministry.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      server_url: fake.url,
      count: 1,
      results: [{ uid: UID, name: 'School census', deployed: true, submissions: 120, survey_id: null }],
    });
  });

  it('makes a form through the XLSForm mapping: groups opened, choices, GPS, photo, repeat, translations', async () => {
    const response = await inject('POST', '/surveys/import-kobo-form/', ministry.headers, { asset_uid: UID });
    expect(response.statusCode, response.body).toBe(201);
    imported = importKoboFormResponseSchema.parse(response.json());
    expect(imported).toMatchObject({ name: 'School census', kobo_asset_uid: UID, is_published: false });
    const questions = new Map(
      [...eachQuestion(imported.sections)].map(({ question }) => [question.name, question]),
    );
    expect(questions.get('school_name')).toMatchObject({
      question_type: 'text',
      text: 'School name',
      required: true,
      translations: { text: { [HAUSA]: 'Sunan makaranta' } },
    });
    expect(questions.get('condition')!.options.map((option) => option.value)).toEqual(['good', 'poor']);
    expect(questions.get('services')!.question_type).toBe('select-multiple');
    expect(questions.get('location')!.question_type).toBe('location');
    expect(questions.get('photo')!.question_type).toBe('photo');
    expect(questions.get('rooms')).toMatchObject({ question_type: 'repeat' });
    expect(questions.get('rooms')!.questions![0]).toMatchObject({ name: 'seats', question_type: 'integer' });
    const listed = await inject('GET', '/surveys/kobo-assets/', ministry.headers);
    expect(listed.json<KoboAssetsResponse>().results[0]?.survey_id).toBe(imported.id);

    const again = await inject('POST', '/surveys/import-kobo-form/', ministry.headers, { asset_uid: UID });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ asset_uid: string[] }>().asset_uid[0]).toMatch(/already imported/);
    const missing = await inject('POST', '/surveys/import-kobo-form/', ministry.headers, {
      asset_uid: 'aNoSuchForm',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ asset_uid: string[] }>().asset_uid[0]).toMatch(/KoboToolbox has no form/);
  });

  it("brings the Kobo form's changes with refresh", async () => {
    fake.assets[0]!.content = censusContent([
      { type: 'text', name: 'head_teacher', label: ['Head teacher', 'Shugaban makaranta'], $kuid: 'k13' },
    ]);
    const response = await inject('POST', '/surveys/refresh-kobo-form/', ministry.headers, {
      survey_id: imported.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = [...eachQuestion(importKoboFormResponseSchema.parse(response.json()).sections)].map(
      ({ question }) => question.name,
    );
    expect(names).toContain('head_teacher');
  });

  it('imports submissions page by page with GPS, photos and repeats; the refused one is named; twice gives no duplicates', async () => {
    // Kobo sends at most its own page size whatever the limit asked: the import follows `next`, not start + limit.
    fake.maxLimit = 45;
    fake.requests.length = 0;
    const first = await runImport().finally(() => (fake.maxLimit = Infinity));
    expect(first, JSON.stringify(first)).toMatchObject({
      status: 'SUCCESS',
      progress: 100,
      total: 120,
      imported: 119,
      skipped: 0,
    });
    expect(first.problems).toEqual([{ submission: '3', message: aboutCondition }]);
    expect(
      fake.requests.some(
        (path) => path.startsWith(`/api/v2/assets/${UID}/data/`) && path.includes('start=100'),
      ),
    ).toBe(false);
    expect(
      fake.requests
        .filter((path) => path.startsWith(`/api/v2/assets/${UID}/data/`))
        .map((path) => new URL(path, fake.url).searchParams.get('start')),
    ).toEqual(['0', '45', '90']);

    const list = await inject(
      'GET',
      `/surveys/${imported.id}/responses/?ordering=submitted&limit=100&search=School 1`,
      ministry.headers,
    );
    const located = list
      .json<Page<SurveyResponse>>()
      .results.find((row) => row.answers.school_name === 'School 1')!;
    expect(located.answers).toMatchObject({
      pupils: 101,
      condition: 'good',
      services: ['water', 'power'],
      location: { latitude: 9.0765, longitude: 7.3986, altitude: 450, accuracy: 5 },
      rooms: [{ seats: 40 }, { seats: 35 }],
    });
    expect(located.files).toHaveLength(1);
    expect(located.files[0]).toMatchObject({ question: 'photo', content_type: 'image/webp' });
    expect(new Date(located.submitted_at!).toISOString()).toBe('2026-10-02T09:00:00.000Z');

    const second = await runImport();
    expect(second).toMatchObject({ status: 'SUCCESS', imported: 0, skipped: 119 });
    fake.submissions.get(UID)!.push(submission(200, { school_name: { name: 'School 200' } }));
    const third = await runImport();
    expect(third).toMatchObject({ status: 'SUCCESS', imported: 1, skipped: 119 });
    // An answer that is not text is kept as its JSON, not as "[object Object]".
    const odd = await inject(
      'GET',
      `/surveys/${imported.id}/responses/?limit=5&search=School 200`,
      ministry.headers,
    );
    expect(odd.json<Page<SurveyResponse>>().results.map((row) => row.answers.school_name)).toContain(
      '{"name":"School 200"}',
    );
    const counted = await inject('GET', `/surveys/${imported.id}/responses/?limit=1`, ministry.headers);
    expect(counted.json<{ count: number }>().count).toBe(120);
  });

  it('leaves out a file over 10 MB with a note, keeps the submission, and refreshes the kept summary', async () => {
    const trigger = () => inject('GET', `/surveys/${imported.id}/trigger-form-summary/`, ministry.headers);
    expect((await trigger()).statusCode).toBeLessThan(300);
    await t.runJobs([SUMMARY_JOB]);
    const summary = await trigger();
    expect(summary.json(), summary.body).toMatchObject({ status: 'SUCCESS', summary: { stale: false } });
    const staleOf = async () =>
      (
        await inject(
          'GET',
          `/surveys/form-summary-status/?task_id=${summary.json<{ task_id: string }>().task_id}`,
          ministry.headers,
        )
      ).json<{ summary: { stale: boolean } }>().summary.stale;

    fake.submissions.get(UID)!.push(
      submission(201, {
        photo: 'huge.mp4',
        _attachments: [
          {
            download_url: fake.attachmentUrl('huge.mp4'),
            filename: 'kobo/attachments/abc/huge.mp4',
            mimetype: 'image/jpeg',
          },
        ],
      }),
    );
    const result = await runImport();
    expect(result).toMatchObject({ status: 'SUCCESS', imported: 1 });
    // (Submission 3 is refused on every run: its condition is not a choice.)
    const tooLarge: unknown = expect.stringMatching(/"photo" is larger than 10 MB, so it was left out/);
    expect(result.problems).toEqual([
      { submission: '3', message: aboutCondition },
      { submission: '201', message: tooLarge },
    ]);
    const list = await inject(
      'GET',
      `/surveys/${imported.id}/responses/?limit=5&search=School 201`,
      ministry.headers,
    );
    const kept = list
      .json<Page<SurveyResponse>>()
      .results.find((row) => row.answers.school_name === 'School 201');
    expect(kept?.files).toEqual([]);
    // Imported answers count like answered ones: the summary is marked for refreshing.
    expect(await staleOf()).toBe(true);
  });

  it('never calls a private or local address unless the setting allows it (a test server)', async () => {
    t.app.config.koboAllowPrivateAddresses = false;
    try {
      for (const address of [
        fake.url,
        `http://localhost:${new URL(fake.url).port}`,
        'http://10.0.0.8',
        'http://169.254.169.254',
        'http://[::1]:8000',
      ]) {
        // Refused when saved, and (for one saved before) on every call.
        const saved = await connect(fake.token, address);
        expect(saved.statusCode, address).toBe(400);
        expect(saved.json<{ server_url: string[] }>().server_url[0]).toMatch(/private or local address/);
        const refused = await inject('GET', '/surveys/kobo-assets/', ministry.headers);
        expect(refused.statusCode, address).toBe(400);
        expect(refused.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(
          /private or local address/,
        );
      }
      const before = fake.requests.length;
      await connect(fake.token);
      expect((await inject('GET', '/surveys/kobo-assets/', ministry.headers)).statusCode).toBe(400);
      expect(fake.requests.length, 'nothing reached the local server').toBe(before);
    } finally {
      t.app.config.koboAllowPrivateAddresses = true;
      await connect(fake.token);
    }
  });

  it('reports a refused token and a silent server in words', async () => {
    await connect('not-the-right-token-1234');
    const refused = await inject('GET', '/surveys/kobo-assets/', ministry.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(
      /refused the API token/,
    );
    const failed = await runImport();
    expect(failed.status).toBe('FAILURE');
    expect(failed.error).toMatch(/refused the API token/);

    await connect(fake.token, 'http://127.0.0.1:9');
    const down = await inject('GET', '/surveys/kobo-assets/', ministry.headers);
    expect(down.statusCode).toBe(502);
    expect(down.json<{ detail: string }>().detail).toMatch(/did not answer/);
    await connect(fake.token);
  });

  it('is for those who make forms, in their own organisation', async () => {
    expect((await inject('GET', '/surveys/kobo-assets/', { 'x-tenant': 'federal' })).statusCode).toBe(401);
    expect((await inject('GET', '/surveys/kobo-assets/', viewer.headers)).statusCode).toBe(403);
    expect(
      (await inject('POST', '/surveys/refresh-kobo-form/', otherMinistry.headers, { survey_id: imported.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'POST',
          `/surveys/import-kobo-responses/?survey_id=${imported.id}`,
          otherMinistry.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', `/surveys/import-kobo-responses/?survey_id=${imported.id}`, viewer.headers))
        .statusCode,
    ).toBe(403);
    // The other ministry has no connection of its own, and never sees this one's.
    const theirs = await inject('GET', '/surveys/kobo-connection/', otherMinistry.headers);
    expect(theirs.json()).toEqual({ kobotoolbox_token_set: false, last4: null, server_url: null });
    const started = koboImportStatusSchema.parse(
      (
        await inject('POST', `/surveys/import-kobo-responses/?survey_id=${imported.id}`, ministry.headers)
      ).json(),
    );
    expect(
      (await inject('GET', `/surveys/kobo-import-status/?task_id=${started.task_id}`, otherMinistry.headers))
        .statusCode,
    ).toBe(404);
    await t.runJobs([KOBO_RESPONSES_JOB]);
  });
});
