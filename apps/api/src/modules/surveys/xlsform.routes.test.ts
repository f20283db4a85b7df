import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { eachQuestion, type Section } from '@oversight/shared/surveys/questions.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { everyType } from './xlsform/fixtures/every-type.js';
import {
  householdSurvey,
  makeWorkbook,
  notAnXlsForm,
  stateLgaCascade,
} from './xlsform/fixtures/kobo-forms.js';
import { attachment } from '../../platform/content-disposition.js';
import { importXlsFormResponseSchema } from '@oversight/shared/surveys/surveys.schemas';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function multipart(
  file: { name: string; content: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = '----oversight-xlsform';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? XLSX}\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The questions as a person sees them: ids (new on each save) left out. */
function shape(sections: Section[]) {
  return sections.map((section) => ({
    name: section.name,
    description: section.description,
    questions: [...eachQuestion([section])].map(({ question }) => {
      const { id: _id, questions: _inner, options, ...rest } = question;
      return {
        ...rest,
        options: options.map(({ id: _option, ...option }) => option),
        inside: (question.questions ?? []).map((inner) => inner.name),
      };
    }),
  }));
}

describe('XLSForm import and export', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let citizen: TestUser;
  let viewer: TestStaff;

  const upload = (
    headers: Record<string, string> | undefined,
    file: Parameters<typeof multipart>[0],
    fields: Record<string, string> = {},
  ) => {
    const form = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/import-xlsform/',
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const exported = (id: string, headers: Record<string, string> | undefined) =>
    t.app.inject({ method: 'GET', url: `/api/v1/surveys/${id}/export-xlsform/`, headers });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Water Resources',
    });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    citizen = await createTestUser(t, { displayName: 'Ada Citizen' });
    viewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
  });
  afterAll(async () => t.close());

  describe('POST /surveys/import-xlsform/', () => {
    it('creates a draft form with the questions and lists the rows left out', async () => {
      const response = await upload(ministry.headers, {
        name: 'household.xlsx',
        content: await householdSurvey(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const form = importXlsFormResponseSchema.parse(response.json());
      expect(form).toMatchObject({
        name: 'Household water survey',
        is_published: false,
        organization: { id: ministry.organization.id },
      });
      // Rows 2-5 are the phone's metadata (start, end, today, deviceid): left out, each with a note.
      expect(form.import_issues.map((issue) => [issue.row, issue.column])).toEqual([
        [2, 'type'],
        [3, 'type'],
        [4, 'type'],
        [5, 'type'],
        [7, 'label'],
        [28, 'type'],
      ]);
      const names = [...eachQuestion(form.sections)].map(({ question }) => question.name);
      expect(names).toContain('member_name');
      // Row 27's line (geotrace) is a question of its own now.
      expect(names).toContain('road');
      // GET shows what the import made.
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/surveys/${form.id}/`,
        headers: ministry.headers,
      });
      expect(read.statusCode).toBe(200);
      const detail = surveyDetailSchema.parse(read.json());
      expect(shape(detail.sections)).toEqual(shape(form.sections));
      const member = [...eachQuestion(detail.sections)].find(
        ({ question }) => question.name === 'member',
      )!.question;
      expect(member).toMatchObject({ question_type: 'repeat', settings: { repeat_count: '${hh_size}' } });
      expect(member.questions!.map((question) => question.name)).toEqual(['member_name', 'age', 'gender']);
      const sources = [...eachQuestion(detail.sections)].find(
        ({ question }) => question.name === 'water_sources',
      )!.question;
      expect(sources).toMatchObject({
        question_type: 'select-multiple',
        settings: { or_other: true },
        relevant: "${has_water} = 'no'",
      });
    });

    it('names the form from the name field, else the file name when the XLSForm has no title', async () => {
      const named = await upload(
        ministry.headers,
        { name: 'cascade.xlsx', content: await stateLgaCascade() },
        { name: 'Ward visits 2026' },
      );
      expect(named.statusCode, named.body).toBe(201);
      expect(named.json()).toMatchObject({
        name: 'Ward visits 2026',
        sections: [{ name: 'Ward visits 2026' }],
      });
      const lga = [...eachQuestion(named.json<SurveyDetail>().sections)].find(
        ({ question }) => question.name === 'lga',
      )!.question;
      expect(lga).toMatchObject({
        choice_filter: 'state=${state}',
        options: [{ value: 'dala', filters: { state: 'kano' } }, {}, {}, {}],
      });
      const fromFile = await upload(ministry.headers, {
        name: 'Clinic_check.xlsx',
        content: await stateLgaCascade(),
      });
      expect(fromFile.json()).toMatchObject({ name: 'Clinic check' });
    });

    it('answers 400 on file for what is not an XLSForm, and for no file', async () => {
      const png = await upload(ministry.headers, {
        name: 'photo.png',
        content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        type: 'image/png',
      });
      expect(png.statusCode).toBe(400);
      expect(png.json()).toEqual({ file: [expect.stringContaining('not an XLSForm')] });
      const csv = await upload(ministry.headers, {
        name: 'form.csv',
        content: Buffer.from('type,name,label\ntext,a,A\n'),
        type: 'text/csv',
      });
      expect(csv.statusCode).toBe(400);
      const noSurvey = await upload(ministry.headers, {
        name: 'projects.xlsx',
        content: await notAnXlsForm(),
      });
      expect(noSurvey.json()).toEqual({ file: [expect.stringContaining('no "survey" sheet')] });
      const none = await upload(ministry.headers, null, { name: 'x' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toHaveProperty('file');
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/surveys/import-xlsform/',
        headers: ministry.headers,
        payload: { name: 'x' },
      });
      expect(json.statusCode).toBe(400);
    });

    it('keeps the 400 of a structure the forms engine refuses, and of a name too long', async () => {
      const bad = await makeWorkbook({
        survey: [
          ['type', 'name', 'label', 'relevant'],
          ['text', 'first', 'First', '${nowhere} = 1'],
        ],
      });
      const response = await upload(ministry.headers, { name: 'bad.xlsx', content: bad });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ questions: { first: { relevant: [expect.any(String)] } } });
      // An XPath filter the expression language does not take names its question and field.
      const predicate = await makeWorkbook({
        survey: [
          ['type', 'name', 'label', 'calculation'],
          ['begin repeat', 'member', 'Member'],
          ['integer', 'age', 'Age'],
          ['end repeat'],
          ['calculate', 'adults', null, 'count(${member}[${age} >= 18])'],
        ],
      });
      const refused = await upload(ministry.headers, { name: 'predicate.xlsx', content: predicate });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ questions: { adults: { calculation: [expect.any(String)] } } });
      const long = await upload(
        ministry.headers,
        { name: 'ok.xlsx', content: await stateLgaCascade() },
        { name: 'x'.repeat(201) },
      );
      expect(long.statusCode).toBe(400);
      expect(long.json()).toHaveProperty('name');
    });

    it('401 anonymous; 403 for a citizen and for a member who does not create forms', async () => {
      const content = await stateLgaCascade();
      const anonymous = await upload(undefined, { name: 'a.xlsx', content });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toHaveProperty('code');
      expect((await upload(citizen.headers, { name: 'a.xlsx', content })).statusCode).toBe(403);
      expect((await upload(viewer.headers, { name: 'a.xlsx', content })).statusCode).toBe(403);
    });
  });

  describe('GET /surveys/{id}/export-xlsform/', () => {
    let form: SurveyDetail;

    beforeAll(async () => {
      const response = await upload(
        ministry.headers,
        { name: 'household.xlsx', content: await householdSurvey() },
        { name: 'Ọ̀yọ́ household survey' },
      );
      expect(response.statusCode, response.body).toBe(201);
      form = surveyDetailSchema.parse(response.json());
    });

    it('answers the .xlsx as an attachment named after the form, and it imports again to the same questions', async () => {
      const response = await exported(form.id, ministry.headers);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toBe(attachment('Ọ̀yọ́ household survey', 'xlsx'));
      expect(response.headers['content-disposition']).toContain('filename="Oyo household survey.xlsx"');
      const again = await upload(ministry.headers, { name: 'export.xlsx', content: response.rawPayload });
      expect(again.statusCode, again.body).toBe(201);
      const reimported = importXlsFormResponseSchema.parse(again.json());
      expect(reimported.import_issues).toEqual([]);
      expect(reimported.name).toBe('Ọ̀yọ́ household survey');
      expect(shape(reimported.sections)).toEqual(shape(form.sections));
    });

    it('exports every question type saved through the builder API so that it imports to the same questions', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/surveys/',
        headers: ministry.headers,
        payload: { name: 'Every type', sections: everyType() },
      });
      expect(created.statusCode, created.body).toBe(201);
      const saved = surveyDetailSchema.parse(created.json());
      const file = await exported(saved.id, ministry.headers);
      expect(file.statusCode).toBe(200);
      const again = await upload(ministry.headers, { name: 'every.xlsx', content: file.rawPayload });
      expect(again.statusCode, again.body).toBe(201);
      const reimported = importXlsFormResponseSchema.parse(again.json());
      expect(reimported.import_issues).toEqual([]);
      expect(shape(reimported.sections)).toEqual(shape(saved.sections));
    });

    it('keeps choice labels in each language and filter columns through export and import again', async () => {
      const content = await makeWorkbook({
        survey: [
          ['type', 'name', 'label::English (en)', 'label::Hausa (ha)', 'choice_filter'],
          ['select_one state', 'state', 'State', 'Jiha'],
          [
            'select_one lga',
            'lga',
            'Local government area',
            'Karamar hukuma',
            'state = ${state} and zone != 9',
          ],
        ],
        choices: [
          ['list_name', 'name', 'label::English (en)', 'label::Hausa (ha)', 'state', 'zone', 'state code'],
          ['state', 'kano', 'Kano', 'Kano'],
          ['state', 'lagos', 'Lagos', 'Legas'],
          ['lga', 'dala', 'Dala', 'Dala (ha)', 'kano', 'nw', 'KN'],
          ['lga', 'ikeja', 'Ikeja', 'Ikeja (ha)', 'lagos', 'sw', 'LA'],
        ],
        settings: [
          ['form_title', 'default_language'],
          ['Cascade in two languages', 'English (en)'],
        ],
      });
      const first = await upload(ministry.headers, { name: 'cascade.xlsx', content });
      expect(first.statusCode, first.body).toBe(201);
      const imported = importXlsFormResponseSchema.parse(first.json());
      // A column a choice_filter could not read by name is reported, not kept.
      const leftOut: unknown = expect.stringContaining('left out');
      expect(imported.import_issues).toEqual([
        expect.objectContaining({
          sheet: 'choices',
          column: 'state code',
          message: leftOut,
        }),
      ]);
      const choicesOf = (sections: Section[]) =>
        [...eachQuestion(sections)].map(({ question }) => ({
          name: question.name,
          choice_filter: question.choice_filter,
          options: question.options.map(({ id: _id, ...option }) => option),
        }));
      expect(choicesOf(imported.sections)).toEqual([
        {
          name: 'state',
          choice_filter: '',
          options: [
            { label: 'Kano', value: 'kano', translations: { 'Hausa (ha)': 'Kano' } },
            { label: 'Lagos', value: 'lagos', translations: { 'Hausa (ha)': 'Legas' } },
          ],
        },
        {
          name: 'lga',
          choice_filter: 'state = ${state} and zone != 9',
          options: [
            {
              label: 'Dala',
              value: 'dala',
              translations: { 'Hausa (ha)': 'Dala (ha)' },
              filters: { state: 'kano', zone: 'nw' },
            },
            {
              label: 'Ikeja',
              value: 'ikeja',
              translations: { 'Hausa (ha)': 'Ikeja (ha)' },
              filters: { state: 'lagos', zone: 'sw' },
            },
          ],
        },
      ]);
      const file = await exported(imported.id, ministry.headers);
      expect(file.statusCode).toBe(200);
      const again = await upload(ministry.headers, { name: 'again.xlsx', content: file.rawPayload });
      expect(again.statusCode, again.body).toBe(201);
      const reimported = importXlsFormResponseSchema.parse(again.json());
      expect(reimported.import_issues).toEqual([]);
      expect(choicesOf(reimported.sections)).toEqual(choicesOf(imported.sections));
    });

    it('refuses a filter column XLSForm cannot read and a choice_filter that does not parse, naming the question', async () => {
      const created = await upload(ministry.headers, {
        name: 'cascade.xlsx',
        content: await stateLgaCascade(),
      });
      const saved = surveyDetailSchema.parse(created.json());
      const save = (edit: (lga: Section['questions'][number]) => void) => {
        const sections = structuredClone(saved.sections);
        edit(sections[0]!.questions.find((question) => question.name === 'lga')!);
        return t.app.inject({
          method: 'PATCH',
          url: `/api/v1/surveys/${saved.id}/`,
          headers: ministry.headers,
          payload: { sections },
        });
      };
      const badColumn = await save((lga) => {
        lga.options[0]!.filters = { 'state code': 'kano' };
      });
      expect(badColumn.statusCode, badColumn.body).toBe(400);
      expect(badColumn.json()).toEqual({
        questions: { lga: { filters: [expect.stringContaining('"state code"')] } },
      });
      const unparsed = await save((lga) => {
        lga.choice_filter = 'state = ${state';
      });
      expect(unparsed.statusCode).toBe(400);
      expect(unparsed.json()).toEqual({
        questions: { lga: { choice_filter: ['Expected a question name inside ${} at 9.'] } },
      });
      const missing = await save((lga) => {
        lga.choice_filter = 'region = ${state}';
      });
      expect(missing.json()).toEqual({
        questions: { lga: { choice_filter: [expect.stringContaining('No choice has a column region')] } },
      });
      const renamed = await save((lga) => {
        lga.options.forEach((option) => (option.filters = { region: option.filters!.state! }));
        lga.choice_filter = 'region = ${state}';
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
    });

    it('a staff member who sees the form may export it', async () => {
      expect((await exported(form.id, viewer.headers)).statusCode).toBe(200);
    });

    it("404 for another organisation's private form and for a citizen; 401 anonymous", async () => {
      const outsider = await exported(form.id, otherMinistry.headers);
      expect(outsider.statusCode).toBe(404);
      expect(outsider.body).not.toContain('household');
      expect((await exported(form.id, citizen.headers)).statusCode).toBe(404);
      expect((await exported(form.id, undefined)).statusCode).toBe(401);
      expect((await exported('00000000-0000-4000-8000-000000000000', ministry.headers)).statusCode).toBe(404);
    });
  });
});
