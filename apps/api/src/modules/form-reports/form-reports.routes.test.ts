import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { Page } from '@oversight/shared/pagination';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import {
  reportDataSchema,
  reportTaskSchema,
  reportTemplateSchema,
  surveyReportSchema,
  templatePageSchema,
  type ReportBlockInput,
  type ReportTemplate,
  type SurveyReport,
} from '@oversight/shared/surveys/reports.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { pdfText } from '../../test/pdf-text.js';

const SECTIONS: SectionInput[] = [
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
      { name: 'workers', text: 'Workers on site', question_type: 'integer' } as never,
      { name: 'notes', text: 'Notes', question_type: 'text' } as never,
      { name: 'spot', text: 'Where', question_type: 'location' } as never,
    ],
  },
];
const ANSWERS = [
  {
    region: 'north',
    visited: 'yes',
    workers: 12,
    notes: 'Culvert broken',
    spot: { latitude: 9.05, longitude: 7.49 },
  },
  { region: 'north', visited: 'no', workers: 4, notes: 'Gate locked' },
  { region: 'south', visited: 'yes', workers: 7, spot: { latitude: 6.45, longitude: 3.39 } },
  { region: 'north', visited: 'yes', workers: 1 },
];
const BLOCKS: ReportBlockInput[] = [
  { type: 'heading', text: 'Site visits in {{form_name}}', level: 1 },
  { type: 'text', text: 'We received {{response_count}} responses.' },
  { type: 'chart', question: 'region', chart_type: 'bar', title: 'Visits by region' },
  { type: 'cross_tab', row: 'region', column: 'visited', percent: 'row', title: 'Open sites by region' },
  { type: 'table', columns: ['region', 'notes'], limit: 3, title: 'Latest visits' },
  { type: 'map', question: 'spot', title: 'Where we went' },
];

describe('form reports: templates, generated, written and uploaded reports, AI drafts', () => {
  let t: TestApp;
  let ai: FakeOpenAi;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let formViewer: TestStaff;
  let analyst: TestStaff;
  let form: SurveyDetail;
  let template: ReportTemplate;
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

  async function finishedReport(headers: Record<string, string>, taskId: string): Promise<SurveyReport> {
    const pending = reportTaskSchema.parse(
      (
        await inject('GET', `/surveys/report-templates/generate-report-status/?task_id=${taskId}`, headers)
      ).json(),
    );
    expect(pending.status).toBe('PENDING');
    await t.runJobs(['surveys.report-generate']);
    const status = await inject(
      'GET',
      `/surveys/report-templates/generate-report-status/?task_id=${taskId}`,
      headers,
    );
    expect(status.statusCode, status.body).toBe(200);
    const done = reportTaskSchema.parse(status.json());
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 100, error: null });
    return done.result!.report;
  }
  const download = async (headers: Record<string, string>, report: SurveyReport, format: 'pdf' | 'docx') => {
    const file = report.files.find((item) => item.format === format)!;
    const response = await t.app.inject({ method: 'GET', url: file.url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const docxText = (body: Buffer) => strFromU8(unzipSync(new Uint8Array(body))['word/document.xml']!);

  function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
    const boundary = `----report${Math.random().toString(16).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`,
        ),
      );
      chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
  }
  const upload = (headers: Record<string, string>, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/upload_report/',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    t = await createTestApp({
      rateLimits: false,
      ai: { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, timeoutMs: 5000 },
    });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    formViewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
    analyst = await createTestStaff(t, ministry, [P.VIEW_FORM, P.VIEW_FORM_RESPONSES]);
    const created = await inject('POST', '/surveys/', ministry.headers, {
      name: 'Road site visits',
      sections: SECTIONS,
    });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
    expect((await inject('POST', `/surveys/${form.id}/publish/`, ministry.headers)).statusCode).toBe(200);
    for (const answers of ANSWERS)
      expect(
        (await inject('POST', `/surveys/${form.id}/respond/`, ministry.headers, { answers })).statusCode,
      ).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('creates, lists, reads, reorders and deletes templates, checking blocks against the form', async () => {
    const created = await inject('POST', '/surveys/report-templates/', analyst.headers, {
      survey_id: form.id,
      name: 'Monthly visits',
      blocks: BLOCKS,
    });
    expect(created.statusCode, created.body).toBe(201);
    template = reportTemplateSchema.parse(created.json());
    expect(template).toMatchObject({
      survey_id: form.id,
      survey_name: 'Road site visits',
      name: 'Monthly visits',
      abilities: { edit: true, delete: true, generate: true },
    });
    expect(template.blocks.map((block) => block.type)).toEqual([
      'heading',
      'text',
      'chart',
      'cross_tab',
      'table',
      'map',
    ]);

    const wrong = await inject('POST', '/surveys/report-templates/', analyst.headers, {
      survey_id: form.id,
      name: 'Wrong',
      blocks: [
        { type: 'chart', question: 'nope' },
        { type: 'map', question: 'region' },
        { type: 'cross_tab', row: 'region', column: 'workers' },
        { type: 'pie' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['blocks']);
    const semantic = await inject('POST', '/surveys/report-templates/', analyst.headers, {
      survey_id: form.id,
      name: 'Wrong',
      blocks: [
        { type: 'chart', question: 'nope' },
        { type: 'map', question: 'region' },
        { type: 'cross_tab', row: 'region', column: 'workers' },
        { type: 'chart', question: 'workers', chart_type: 'pie' },
      ],
    });
    expect(semantic.statusCode).toBe(400);
    expect(semantic.json()).toEqual({
      'blocks.0.question': ['This form has no question named "nope".'],
      'blocks.1.question': ['"Region" is not a location question: a map shows GPS answers.'],
      'blocks.2.column': ['"Workers on site" is not a choice question: cross-tabs count choices.'],
      'blocks.3.chart_type': ['A pie chart shows a choice question; use a bar chart.'],
    });
    const unnamed = await inject('POST', '/surveys/report-templates/', analyst.headers, {
      survey_id: form.id,
      name: ' ',
      blocks: [],
    });
    expect(unnamed.json()).toMatchObject({
      name: ['Name the template.'],
      blocks: ['Add at least one block.'],
    });

    const list = await inject('GET', `/surveys/report-templates/?survey_id=${form.id}`, ministry.headers);
    expect(list.statusCode, list.body).toBe(200);
    const page = templatePageSchema.parse(list.json());
    expect(page).toMatchObject({ count: 1, ai_configured: true });
    expect(page.results[0]!.id).toBe(template.id);
    expect((await inject('GET', '/surveys/report-templates/', ministry.headers)).json()).toHaveProperty(
      'survey_id',
    );

    const reordered = [BLOCKS[2], BLOCKS[0], BLOCKS[1]];
    const patched = await inject('PATCH', `/surveys/report-templates/${template.id}/`, ministry.headers, {
      name: 'Visits by month',
      blocks: reordered,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(reportTemplateSchema.parse(patched.json()).blocks.map((block) => block.type)).toEqual([
      'chart',
      'heading',
      'text',
    ]);
    const restored = await inject('PATCH', `/surveys/report-templates/${template.id}/`, analyst.headers, {
      blocks: BLOCKS,
    });
    template = reportTemplateSchema.parse(restored.json());
    expect(template.name).toBe('Visits by month');

    // Another analyst (not the author, not a form editor) reads it but may not change it.
    const other = await createTestStaff(t, ministry, [P.VIEW_FORM, P.VIEW_FORM_RESPONSES]);
    const seen = reportTemplateSchema.parse(
      (await inject('GET', `/surveys/report-templates/${template.id}/`, other.headers)).json(),
    );
    expect(seen.abilities).toEqual({ edit: false, delete: false, generate: true });
    expect(
      (await inject('PATCH', `/surveys/report-templates/${template.id}/`, other.headers, { name: 'Mine' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('DELETE', `/surveys/report-templates/${template.id}/`, other.headers)).statusCode,
    ).toBe(403);

    const scratch = reportTemplateSchema.parse(
      (
        await inject('POST', '/surveys/report-templates/', other.headers, {
          survey_id: form.id,
          name: 'Scratch',
          blocks: [BLOCKS[0]],
        })
      ).json(),
    );
    expect(
      (await inject('DELETE', `/surveys/report-templates/${scratch.id}/`, other.headers)).statusCode,
    ).toBe(204);
    expect((await inject('GET', `/surveys/report-templates/${scratch.id}/`, other.headers)).statusCode).toBe(
      404,
    );
  });

  it('lets only those who view the form’s responses see or use reports', async () => {
    const anonymous = { 'x-tenant': 'federal' };
    expect(
      (await inject('GET', `/surveys/report-templates/?survey_id=${form.id}`, anonymous)).statusCode,
    ).toBe(401);
    expect((await inject('GET', `/surveys/report-templates/${template.id}/`, anonymous)).statusCode).toBe(
      401,
    );
    expect(
      (await inject('GET', `/surveys/report-templates/?survey_id=${form.id}`, formViewer.headers)).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', `/surveys/report-templates/${template.id}/`, formViewer.headers)).statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', `/surveys/report-templates/?survey_id=${form.id}`, otherMinistry.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', `/surveys/report-templates/${template.id}/`, otherMinistry.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await inject('PATCH', `/surveys/report-templates/${template.id}/`, otherMinistry.headers, {
          name: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/surveys/report-templates/${template.id}/`, otherMinistry.headers)).statusCode,
    ).toBe(404);
    const generate = await inject(
      'POST',
      '/surveys/report-templates/generate-report/',
      otherMinistry.headers,
      { template_id: template.id },
    );
    expect(generate.statusCode).toBe(400);
    expect(generate.json()).toEqual({ template_id: ['No report template has this id.'] });
    expect(
      (
        await inject('POST', '/surveys/report-templates/create-with-ai/', formViewer.headers, {
          survey_id: form.id,
          prompt: 'Show me everything',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', `/surveys/survey-reports/${form.id}/`, otherMinistry.headers)).statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', `/surveys/responses/report/?survey_id=${form.id}`, formViewer.headers)).statusCode,
    ).toBe(403);
    expect(
      (
        await inject('POST', `/surveys/${form.id}/submit-report/`, otherMinistry.headers, {
          title: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject('POST', '/surveys/report-templates/preview/', otherMinistry.headers, {
          survey_id: form.id,
          blocks: BLOCKS,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upload(otherMinistry.headers, [
          { name: 'survey_id', value: form.id },
          { name: 'file', value: Buffer.from('%PDF-1.4\n%%EOF'), filename: 'r.pdf' },
        ])
      ).statusCode,
    ).toBe(404);
  });

  it('draws a preview and the responses report with the real numbers', async () => {
    const preview = await inject('POST', '/surveys/report-templates/preview/', analyst.headers, {
      survey_id: form.id,
      blocks: BLOCKS,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = reportDataSchema.parse(preview.json());
    expect(data.responses).toBe(4);
    expect(data.blocks[0]).toEqual({ type: 'heading', text: 'Site visits in Road site visits', level: 1 });
    expect(data.blocks[1]).toEqual({ type: 'text', text: 'We received 4 responses.' });
    const chart = data.blocks[2]!;
    expect(
      chart.type === 'chart' &&
        chart.summary?.kind === 'choice' &&
        chart.summary.options.map((o) => [o.label, o.count, o.percent]),
    ).toEqual([
      ['North', 3, 75],
      ['South', 1, 25],
    ]);
    const cross = data.blocks[3]!;
    expect(
      cross.type === 'cross_tab' && cross.cross_tab!.cells.map((row) => row.map((cell) => cell.count)),
    ).toEqual([
      [2, 1],
      [1, 0],
    ]);
    const table = data.blocks[4]!;
    expect(
      table.type === 'table' && { total: table.total, rows: table.rows.length, first: table.rows[0]!.cells },
    ).toEqual({ total: 4, rows: 3, first: ['North', ''] });
    const map = data.blocks[5]!;
    expect(map.type === 'map' && map.summary?.kind === 'location' && map.summary.points.length).toBe(2);

    const future = await inject(
      'GET',
      `/surveys/responses/report/?survey_id=${form.id}&template_id=${template.id}&from=2099-01-01`,
      analyst.headers,
    );
    expect(reportDataSchema.parse(future.json())).toMatchObject({
      responses: 0,
      days: [],
      from: '2099-01-01',
    });
    const all = reportDataSchema.parse(
      (await inject('GET', `/surveys/responses/report/?survey_id=${form.id}`, analyst.headers)).json(),
    );
    expect(all).toMatchObject({ responses: 4, blocks: [] });
    expect(all.days.reduce((sum, day) => sum + day.count, 0)).toBe(4);
    const backwards = await inject(
      'GET',
      `/surveys/responses/report/?survey_id=${form.id}&from=2026-05-02&to=2026-05-01`,
      analyst.headers,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toHaveProperty('to');
    const foreign = await inject(
      'GET',
      `/surveys/responses/report/?survey_id=${form.id}&template_id=00000000-0000-4000-8000-000000000000`,
      analyst.headers,
    );
    expect(foreign.json()).toEqual({ template_id: ['This is not a report template of this form.'] });
  });

  it('generates a PDF and a DOCX that hold the form name and the numbers', async () => {
    const started = await inject('POST', '/surveys/report-templates/generate-report/', analyst.headers, {
      template_id: template.id,
    });
    expect(started.statusCode, started.body).toBe(202);
    const report = await finishedReport(analyst.headers, started.json<{ task_id: string }>().task_id);
    expect(report).toMatchObject({
      report_type: 'generated',
      template_id: template.id,
      title: 'Visits by month: Road site visits',
      from: null,
      to: null,
    });
    expect(report.files.map((file) => file.format)).toEqual(['pdf', 'docx']);

    const pdf = await download(analyst.headers, report, 'pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Site visits in Road site visits');
    expect(text).toContain('We received 4 responses.');
    expect(text).toMatch(/North 3 75%/);
    expect(text).toMatch(/South 1 25%/);
    expect(text).toContain('Open sites by region');
    expect(text).toMatch(/North 2 \(66\.7%\) 1 \(33\.3%\) 3/);
    expect(text).toContain('Gate locked');
    expect(text).toContain('2 locations given.');

    const docx = await download(analyst.headers, report, 'docx');
    const xml = docxText(docx.rawPayload);
    expect(xml).toContain('Site visits in Road site visits');
    expect(xml).toContain('We received 4 responses.');
    expect(xml).toMatch(/North<\/w:t>.*?3<\/w:t>.*?75%<\/w:t>/s);
    expect(
      Object.keys(unzipSync(new Uint8Array(docx.rawPayload))).some((name) => name.startsWith('word/media/')),
    ).toBe(true);

    // A range with no responses: the numbers say so.
    const empty = await inject('POST', '/surveys/report-templates/generate-report/', analyst.headers, {
      template_id: template.id,
      from: '2099-01-01',
      title: 'Next century',
    });
    const none = await finishedReport(analyst.headers, empty.json<{ task_id: string }>().task_id);
    expect(await pdfText((await download(analyst.headers, none, 'pdf')).rawPayload)).toContain(
      'We received 0 responses.',
    );

    expect(
      (
        await inject('POST', '/surveys/report-templates/generate-report/', analyst.headers, {
          template_id: 'nope',
        })
      ).json(),
    ).toHaveProperty('template_id');
    expect(
      (
        await inject('POST', '/surveys/report-templates/generate-report/', analyst.headers, {
          template_id: template.id,
          from: '2026-02-02',
          to: '2026-01-01',
        })
      ).json(),
    ).toHaveProperty('to');
    // The status and the files are the form's: another ministry learns nothing.
    expect(
      (
        await inject(
          'GET',
          `/surveys/report-templates/generate-report-status/?task_id=${report.id}`,
          otherMinistry.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: report.files[0]!.url, headers: otherMinistry.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: report.files[0]!.url, headers: formViewer.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await inject('GET', '/surveys/report-templates/generate-report-status/?task_id=123', analyst.headers)
      ).json(),
    ).toHaveProperty('task_id');
  });

  it('makes a written report into files and lists the form’s reports by type and title', async () => {
    const started = await inject('POST', `/surveys/${form.id}/submit-report/`, ministry.headers, {
      title: 'Field notes March',
      body: 'The culvert on the north road is broken.\n\nWorkers were on site.',
    });
    expect(started.statusCode, started.body).toBe(202);
    const report = await finishedReport(ministry.headers, started.json<{ task_id: string }>().task_id);
    expect(report).toMatchObject({ report_type: 'written', title: 'Field notes March' });
    const text = await pdfText((await download(ministry.headers, report, 'pdf')).rawPayload);
    expect(text).toContain('The culvert on the north road is broken.');
    expect(
      (
        await inject('POST', `/surveys/${form.id}/submit-report/`, ministry.headers, { title: '', body: '' })
      ).json(),
    ).toMatchObject({ title: ['Give the report a title.'], body: ['Write the report.'] });

    const list = await inject(
      'GET',
      `/surveys/survey-reports/${form.id}/?report_type=written`,
      analyst.headers,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: report.id, title: 'Field notes March' }] });
    const byTitle = await inject('GET', `/surveys/survey-reports/${form.id}/?title=century`, analyst.headers);
    expect(byTitle.json()).toMatchObject({
      count: 1,
      results: [{ title: 'Next century', report_type: 'generated' }],
    });
    expect(
      (await inject('GET', `/surveys/survey-reports/${form.id}/?report_type=draft`, analyst.headers)).json(),
    ).toHaveProperty('report_type');
    const everything = await inject('GET', `/surveys/survey-reports/${form.id}/?limit=2`, analyst.headers);
    expect(everything.json()).toMatchObject({ count: 3 });
    expect(everything.json<{ next: string | null }>().next).toContain('offset=2');
  });

  it('takes a PDF or DOCX written elsewhere, checked by its content', async () => {
    const generated = (
      await inject('GET', `/surveys/survey-reports/${form.id}/?report_type=generated`, analyst.headers)
    ).json<Page<SurveyReport>>().results[0]!;
    const realPdf = (await download(analyst.headers, generated, 'pdf')).rawPayload;
    const realDocx = (await download(analyst.headers, generated, 'docx')).rawPayload;

    const pdf = await upload(analyst.headers, [
      { name: 'survey_id', value: form.id },
      { name: 'title', value: 'Consultant report' },
      { name: 'file', value: realPdf, filename: 'consultant.pdf' },
    ]);
    expect(pdf.statusCode, pdf.body).toBe(201);
    const uploaded = surveyReportSchema.parse(pdf.json());
    expect(uploaded).toMatchObject({
      report_type: 'uploaded',
      title: 'Consultant report',
      status: 'SUCCESS',
      files: [{ format: 'pdf', bytes: realPdf.length }],
    });
    expect((await download(analyst.headers, uploaded, 'pdf')).rawPayload.equals(realPdf)).toBe(true);

    const docx = await upload(analyst.headers, [
      { name: 'survey_id', value: form.id },
      { name: 'file', value: realDocx, filename: 'Minutes of the meeting.docx' },
    ]);
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json()).toMatchObject({ title: 'Minutes of the meeting', files: [{ format: 'docx' }] });

    const disguised = await upload(analyst.headers, [
      { name: 'survey_id', value: form.id },
      { name: 'file', value: Buffer.from('<html>not a pdf</html>'), filename: 'report.pdf' },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toEqual({
      file: ['Upload a PDF or a Word (.docx) file; this file is neither.'],
    });
    const zip = await upload(analyst.headers, [
      { name: 'survey_id', value: form.id },
      {
        name: 'file',
        value: Buffer.from('PK\u0003\u0004 just a zip PK\u0005\u0006'),
        filename: 'report.docx',
      },
    ]);
    expect(zip.statusCode).toBe(400);
    expect(
      (await upload(analyst.headers, [{ name: 'file', value: realPdf, filename: 'a.pdf' }])).json(),
    ).toEqual({ survey_id: ['Choose the form this report is about.'] });
    expect((await upload(analyst.headers, [{ name: 'survey_id', value: form.id }])).json()).toEqual({
      file: ['Choose the report file (PDF or DOCX) to upload.'],
    });
    const huge = await upload(analyst.headers, [
      { name: 'survey_id', value: form.id },
      {
        name: 'file',
        value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]),
        filename: 'big.pdf',
      },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(
      (
        await upload(formViewer.headers, [
          { name: 'survey_id', value: form.id },
          { name: 'file', value: realPdf, filename: 'a.pdf' },
        ])
      ).statusCode,
    ).toBe(403);
  });

  it('drafts a template with the language model, retrying an invalid answer once and saving nothing half-made', async () => {
    const draft = {
      name: 'AI: regions',
      description: 'Drafted',
      blocks: [
        { type: 'heading', text: '{{form_name}}', level: 1 },
        { type: 'chart', question: 'region', chart_type: 'pie', title: 'Regions' },
      ],
    };
    ai.answers.push({ content: JSON.stringify(draft) });
    const made = await inject('POST', '/surveys/report-templates/create-with-ai/', analyst.headers, {
      survey_id: form.id,
      prompt: 'A chart of regions',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(reportTemplateSchema.parse(made.json())).toMatchObject({
      name: 'AI: regions',
      blocks: [{ type: 'heading' }, { type: 'chart', question: 'region', chart_type: 'pie' }],
    });
    const sent = ai.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${ai.apiKey}`);
    expect(sent.body.model).toBe(ai.model);
    expect(sent.body.messages[1]!.content).toContain('- workers (number, integer): Workers on site');
    expect(sent.body.messages[1]!.content).toContain('A chart of regions');

    // Wrong once (a question the form lacks), then right: the second answer is saved.
    const before = ai.requests.length;
    ai.answers.push(
      { content: JSON.stringify({ ...draft, blocks: [{ type: 'chart', question: 'budget' }] }) },
      { content: JSON.stringify({ ...draft, name: 'Second try' }) },
    );
    const retried = await inject('POST', '/surveys/report-templates/create-with-ai/', analyst.headers, {
      survey_id: form.id,
      prompt: 'A chart of budgets',
    });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json<{ name: string }>().name).toBe('Second try');
    expect(ai.requests.length - before).toBe(2);
    expect(ai.requests.at(-1)!.body.messages.at(-1)!.content).toContain(
      'blocks.0.question: This form has no question named "budget".',
    );

    // Wrong twice (not JSON, then a bad block type): 502 and nothing saved.
    const count = () =>
      inject('GET', `/surveys/report-templates/?survey_id=${form.id}`, analyst.headers).then(
        (response) => response.json<{ count: number }>().count,
      );
    const templates = await count();
    ai.answers.push(
      { content: 'Sure! Here is your report.' },
      { content: JSON.stringify({ name: 'Bad', blocks: [{ type: 'video' }] }) },
    );
    const invalid = await inject('POST', '/surveys/report-templates/create-with-ai/', analyst.headers, {
      survey_id: form.id,
      prompt: 'Something',
    });
    expect(invalid.statusCode).toBe(502);
    expect(invalid.json<{ detail: string }>().detail).toContain(
      'was not a valid template twice, so nothing was saved',
    );
    expect(await count()).toBe(templates);

    ai.answers.push({ status: 401, message: 'Incorrect API key provided.' });
    const refused = await inject('POST', '/surveys/report-templates/create-with-ai/', analyst.headers, {
      survey_id: form.id,
      prompt: 'Something',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ detail: string }>().detail).toContain("refused this server's key");
    expect(refused.json<{ detail: string }>().detail).not.toMatch(/[A-Z]+_[A-Z_]+/);
    expect(
      (
        await inject('POST', '/surveys/report-templates/create-with-ai/', analyst.headers, {
          survey_id: form.id,
          prompt: '',
        })
      ).json(),
    ).toHaveProperty('prompt');

    // Not configured: a clear 503, and the list says so for the web's button.
    const settings = t.app.config.ai;
    t.app.config.ai = undefined;
    try {
      const unset = await inject('POST', '/surveys/report-templates/create-with-ai/', analyst.headers, {
        survey_id: form.id,
        prompt: 'A chart of regions',
      });
      expect(unset.statusCode).toBe(503);
      expect(unset.json<{ detail: string }>().detail).toContain(
        'Drafting with AI is not set up on this server',
      );
      expect(unset.json<{ detail: string }>().detail).not.toMatch(/[A-Z]+_[A-Z_]+/);
      expect(
        templatePageSchema.parse(
          (await inject('GET', `/surveys/report-templates/?survey_id=${form.id}`, analyst.headers)).json(),
        ).ai_configured,
      ).toBe(false);
    } finally {
      t.app.config.ai = settings;
    }
  });
});
