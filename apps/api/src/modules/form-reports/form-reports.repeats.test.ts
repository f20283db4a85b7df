import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import {
  reportDataSchema,
  reportTaskSchema,
  reportTemplateSchema,
  type ReportBlockInput,
  type SurveyReport,
} from '@oversight/shared/surveys/reports.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';

/**
 * Report blocks on questions inside repeated groups: counted over the group's entries (every room of every
 * response), as the Summary tab counts them, in the preview and in the generated PDF and DOCX.
 */

const SECTIONS: SectionInput[] = [
  {
    name: 'School',
    description: '',
    questions: [
      {
        name: 'district',
        text: 'District',
        question_type: 'radio',
        required: true,
        options: [{ label: 'East' }, { label: 'West' }],
      } as never,
      {
        name: 'rooms',
        text: 'Rooms',
        question_type: 'repeat',
        questions: [
          { name: 'pupils', text: 'Pupils in the room', question_type: 'integer' } as never,
          {
            name: 'state_of_room',
            text: 'State of the room',
            question_type: 'radio',
            options: [{ label: 'Good' }, { label: 'Poor' }],
          } as never,
          { name: 'room_spot', text: 'Where the room is', question_type: 'location' } as never,
        ],
      } as never,
      {
        name: 'toilets',
        text: 'Toilets',
        question_type: 'repeat',
        questions: [{ name: 'working', text: 'Working?', question_type: 'yes-no' } as never],
      } as never,
    ],
  },
];

// 3 responses, 5 rooms: pupils 40, 35, 20, 25, 30 (sum 150, mean 30); state good 1, poor 3 (one room unanswered);
// by district: east good 1 + poor 1, west poor 2.
const RESPONSES = [
  {
    district: 'east',
    rooms: [
      { pupils: 40, state_of_room: 'good', room_spot: { latitude: 9.05, longitude: 7.49 } },
      { pupils: 35, state_of_room: 'poor' },
    ],
    toilets: [{ working: 'yes' }],
  },
  { district: 'west', rooms: [] },
  {
    district: 'west',
    rooms: [
      { pupils: 20, state_of_room: 'poor', room_spot: { latitude: 6.45, longitude: 3.39 } },
      { pupils: 25, state_of_room: 'poor' },
      { pupils: 30 },
    ],
  },
];

const BLOCKS: ReportBlockInput[] = [
  { type: 'chart', question: 'state_of_room', chart_type: 'pie', title: 'Rooms by state' },
  { type: 'chart', question: 'pupils', chart_type: 'bar', title: 'Pupils per room' },
  {
    type: 'cross_tab',
    row: 'district',
    column: 'state_of_room',
    percent: 'none',
    title: 'Rooms by district',
  },
  { type: 'table', columns: ['district', 'pupils'], limit: 2, title: 'Latest schools' },
  { type: 'map', question: 'room_spot', title: 'Rooms on the map' },
];

describe('form reports: questions inside repeated groups, counted per entry', () => {
  let t: TestApp;
  let ministry: TestUser;
  let form: SurveyDetail;
  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: ministry.headers,
      payload: payload as Record<string, unknown> | undefined,
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Education' });
    const created = await inject('POST', '/surveys/', { name: 'School census', sections: SECTIONS });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
    expect((await inject('POST', `/surveys/${form.id}/publish/`)).statusCode).toBe(200);
    for (const answers of RESPONSES) {
      const answered = await inject('POST', `/surveys/${form.id}/respond/`, { answers });
      expect(answered.statusCode, answered.body).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('previews charts, cross-tabs, tables and maps of repeat questions over their entries', async () => {
    const preview = await inject('POST', '/surveys/report-templates/preview/', {
      survey_id: form.id,
      blocks: BLOCKS,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = reportDataSchema.parse(preview.json());
    expect(data.responses).toBe(3);
    const [state, pupils, cross, table, map] = data.blocks;

    expect(state?.type === 'chart' && state.error).toBeNull();
    expect(state?.type === 'chart' && state.repeat).toEqual([{ name: 'rooms', text: 'Rooms' }]);
    const stateSummary = state?.type === 'chart' ? state.summary : null;
    expect(stateSummary).toMatchObject({ unit: 'entries', responses: 5, answered: 4 });
    expect(
      stateSummary?.kind === 'choice' &&
        stateSummary.options.map((option) => [option.label, option.count, option.percent]),
    ).toEqual([
      ['Good', 1, 25],
      ['Poor', 3, 75],
    ]);

    const pupilSummary = pupils?.type === 'chart' ? pupils.summary : null;
    expect(pupilSummary).toMatchObject({
      kind: 'number',
      unit: 'entries',
      responses: 5,
      answered: 5,
      min: 20,
      max: 40,
      sum: 150,
      mean: 30,
      median: 30,
    });

    const tab = cross?.type === 'cross_tab' ? cross.cross_tab : null;
    expect(tab).toMatchObject({ unit: 'entries', total: 4, repeat: [{ name: 'rooms', text: 'Rooms' }] });
    expect(tab?.rows.map((row) => row.label)).toEqual(['East', 'West']);
    expect(tab?.columns.map((column) => column.label)).toEqual(['Good', 'Poor']);
    expect(tab?.cells.map((row) => row.map((cell) => cell.count))).toEqual([
      [1, 1],
      [0, 2],
    ]);

    // A table lists the newest responses; a repeat question's cell holds each entry's answer.
    expect(table?.type === 'table' && table.columns).toEqual([
      { name: 'district', text: 'District' },
      { name: 'pupils', text: 'Pupils in the room (each Rooms)' },
    ]);
    expect(table?.type === 'table' && table.rows.map((row) => row.cells)).toEqual([
      ['West', '20; 25; 30'],
      ['West', ''],
    ]);

    const mapSummary = map?.type === 'map' ? map.summary : null;
    expect(mapSummary).toMatchObject({ kind: 'location', unit: 'entries', answered: 2 });
    expect(mapSummary?.kind === 'location' && mapSummary.points.length).toBe(2);
  });

  it('saves templates with repeat questions and refuses a cross-tab of two sibling repeats', async () => {
    const saved = await inject('POST', '/surveys/report-templates/', {
      survey_id: form.id,
      name: 'Rooms',
      blocks: BLOCKS,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(reportTemplateSchema.parse(saved.json()).blocks).toHaveLength(BLOCKS.length);

    const siblings = await inject('POST', '/surveys/report-templates/', {
      survey_id: form.id,
      name: 'Siblings',
      blocks: [{ type: 'cross_tab', row: 'state_of_room', column: 'working' }],
    });
    expect(siblings.statusCode).toBe(400);
    expect(siblings.json()).toEqual({
      'blocks.0.column': [
        'Cross-tabulate questions of the same repeated group, or one of a repeated group with one outside it or in a group holding it.',
      ],
    });
    const notChartable = await inject('POST', '/surveys/report-templates/', {
      survey_id: form.id,
      name: 'Map of a number',
      blocks: [{ type: 'map', question: 'pupils' }],
    });
    expect(notChartable.statusCode).toBe(400);
    expect(notChartable.json()).toHaveProperty(['blocks.0.question']);
  });

  it('generates a PDF and a DOCX that count the entries', async () => {
    const saved = await inject('POST', '/surveys/report-templates/', {
      survey_id: form.id,
      name: 'Rooms report',
      blocks: BLOCKS,
    });
    const template = reportTemplateSchema.parse(saved.json());
    const started = await inject('POST', '/surveys/report-templates/generate-report/', {
      template_id: template.id,
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.runJobs(['surveys.report-generate']);
    const status = reportTaskSchema.parse(
      (
        await inject(
          'GET',
          `/surveys/report-templates/generate-report-status/?task_id=${started.json<{ task_id: string }>().task_id}`,
        )
      ).json(),
    );
    expect(status).toMatchObject({ status: 'SUCCESS', error: null });
    const report: SurveyReport = status.result!.report;
    const file = async (format: 'pdf' | 'docx') => {
      const response = await t.app.inject({
        method: 'GET',
        url: report.files.find((item) => item.format === format)!.url,
        headers: ministry.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.rawPayload;
    };

    const text = (await pdfText(await file('pdf'))).replace(/\s+/g, ' ');
    expect(text).toContain('Counted per entry of Rooms: 4 of 5 entries answered "State of the room".');
    expect(text).toMatch(/Good 1 25%/);
    expect(text).toMatch(/Poor 3 75%/);
    expect(text).toContain('Counted per entry of Rooms: 5 of 5 entries answered "Pupils in the room".');
    expect(text).toMatch(/Mean 30/);
    expect(text).toContain('Counted per entry of Rooms: 4 entries.');
    expect(text).toMatch(/West 0 2 2/);
    expect(text).toContain('20; 25; 30');
    expect(text).toContain('2 locations given, counted per entry of Rooms.');

    const xml = strFromU8(unzipSync(new Uint8Array(await file('docx')))['word/document.xml']!);
    expect(xml).toContain('Counted per entry of Rooms: 4 of 5 entries answered');
    expect(xml).toMatch(/Poor<\/w:t>.*?3<\/w:t>.*?75%<\/w:t>/s);
    expect(xml).toContain('20; 25; 30');
  });
});
