import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { Page } from '@oversight/shared/pagination';
import {
  exportStatusSchema,
  type ExportStatus,
  type SurveyExport,
} from '@oversight/shared/surveys/exports.schemas';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { EXPORT_CLEANUP_JOB, EXPORT_JOB } from './form-exports.service.js';

const HAUSA = 'Hausa (ha)';
const SECTIONS: SectionInput[] = [
  {
    name: 'Site',
    description: '',
    questions: [
      {
        name: 'inspector',
        text: 'Inspector',
        question_type: 'text',
        translations: { text: { [HAUSA]: 'Mai dubawa' } },
      } as never,
      {
        name: 'condition',
        text: 'Condition',
        question_type: 'radio',
        options: [
          { label: 'Good', value: 'good', translations: { [HAUSA]: 'Mai kyau' } },
          { label: 'Poor', value: 'poor', translations: { [HAUSA]: 'Mara kyau' } },
        ],
      } as never,
      {
        name: 'services',
        text: 'Services',
        question_type: 'select-multiple',
        options: [
          { label: 'Water', value: 'water' },
          { label: 'Power', value: 'power' },
        ],
      } as never,
      { name: 'workers', text: 'Workers', question_type: 'integer' } as never,
      { name: 'spot', text: 'Where', question_type: 'location' } as never,
      {
        name: 'rooms',
        text: 'Rooms',
        question_type: 'repeat',
        questions: [{ name: 'pupils', text: 'Pupils', question_type: 'integer' } as never],
      } as never,
    ],
  },
];

type Answer = {
  inspector: string;
  condition: 'good' | 'poor';
  services: string[];
  workers: number;
  spot?: { latitude: number; longitude: number };
  rooms: { pupils: number }[];
};
const ANSWERS: Answer[] = [
  {
    inspector: 'Ada Obi',
    condition: 'good',
    services: ['water', 'power'],
    workers: 12,
    spot: { latitude: 9.0765, longitude: 7.3986 },
    rooms: [{ pupils: 40 }, { pupils: 35 }],
  },
  { inspector: '=HYPERLINK("http://x")', condition: 'poor', services: ['water'], workers: 0, rooms: [] },
  {
    inspector: 'Musa Bello, "Jr"',
    condition: 'good',
    services: [],
    workers: 7,
    spot: { latitude: 12.0022, longitude: 8.592 },
    rooms: [{ pupils: 28 }],
  },
];

describe('exports of responses: CSV, XLSX, GeoJSON', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let formViewer: TestStaff;
  let responsesViewer: TestStaff;
  let form: SurveyDetail;
  let plainForm: SurveyDetail;
  const ids: string[] = [];

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      payload: payload as Record<string, unknown> | undefined,
    });

  /** Starts an export, runs its job, answers its finished status and the downloaded bytes. */
  async function exported(
    body: Record<string, unknown>,
    id = form.id,
  ): Promise<{ status: ExportStatus; file: Buffer; type: string }> {
    const started = await inject('POST', `/surveys/${id}/exports/`, ministry.headers, body);
    expect(started.statusCode, started.body).toBe(202);
    const task = exportStatusSchema.parse(started.json());
    expect(task.status).toBe('PENDING');
    await t.runJobs([EXPORT_JOB]);
    const status = exportStatusSchema.parse(
      (await inject('GET', `/surveys/export-status/?task_id=${task.task_id}`, ministry.headers)).json(),
    );
    expect(status, JSON.stringify(status)).toMatchObject({ status: 'SUCCESS', progress: 100 });
    const download = await inject(
      'GET',
      new URL(status.result!.file_url).pathname.replace('/api/v1', ''),
      ministry.headers,
    );
    expect(download.statusCode).toBe(200);
    return { status, file: download.rawPayload, type: String(download.headers['content-type']) };
  }

  const csvRows = (text: string) =>
    Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true })
      .data;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    formViewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
    responsesViewer = await createTestStaff(t, ministry, [P.VIEW_FORM, P.VIEW_FORM_RESPONSES]);
    form = surveyDetailSchema.parse(
      (
        await inject('POST', '/surveys/', ministry.headers, { name: 'School inspection', sections: SECTIONS })
      ).json(),
    );
    plainForm = surveyDetailSchema.parse(
      (
        await inject('POST', '/surveys/', ministry.headers, {
          name: 'Plain',
          sections: [{ name: 'A', questions: [{ name: 'note_text', text: 'Text', question_type: 'text' }] }],
        })
      ).json(),
    );
    expect((await inject('POST', `/surveys/${form.id}/publish/`, ministry.headers)).statusCode).toBe(200);
    for (const answers of ANSWERS) {
      const response = await inject('POST', `/surveys/${form.id}/respond/`, ministry.headers, { answers });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
  });
  afterAll(async () => t.close());

  it('writes CSV with labels, one column per question; repeats in their own file of a zip; parsed back it equals the responses', async () => {
    const { status, file, type } = await exported({ format: 'csv' });
    expect(type).toBe('application/zip');
    expect(status.result!.total_responses).toBe(3);
    expect(status.result!.filename).toMatch(/^school-inspection-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(file));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(2);
    const main = csvRows(strFromU8(files[names.find((name) => !name.includes('-rooms'))!]!));
    expect(main.map((row) => row._id)).toEqual(ids);
    main.forEach((row, i) => {
      const answer = ANSWERS[i]!;
      // A text that a spreadsheet would run as a formula is written as text.
      expect(row.Inspector).toBe(
        answer.inspector.startsWith('=') ? `'${answer.inspector}` : answer.inspector,
      );
      expect(row.Condition).toBe(answer.condition === 'good' ? 'Good' : 'Poor');
      expect(row.Services).toBe(
        answer.services.map((value) => (value === 'water' ? 'Water' : 'Power')).join(', '),
      );
      expect(Number(row.Workers)).toBe(answer.workers);
      expect(row.Where_latitude === '' ? undefined : Number(row.Where_latitude)).toBe(answer.spot?.latitude);
      expect(row.Where_longitude === '' ? undefined : Number(row.Where_longitude)).toBe(
        answer.spot?.longitude,
      );
      expect(Number.isNaN(Date.parse(row._submitted_at!))).toBe(false);
    });
    const rooms = csvRows(strFromU8(files[names.find((name) => name.includes('-rooms'))!]!));
    expect(rooms.map((row) => [row._response_id, row._index, Number(row.Pupils)])).toEqual([
      [ids[0], '1', 40],
      [ids[0], '2', 35],
      [ids[2], '1', 28],
    ]);
  });

  it('writes XLSX with values, one column per choice, a chosen language, repeats on their own sheet', async () => {
    const { file, type } = await exported({
      format: 'xlsx',
      values: 'values',
      multiple_choice: 'per_choice',
    });
    expect(type).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Responses', 'rooms']);
    const table = (sheet: ExcelJS.Worksheet) => {
      const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
      const header = rows[0]!.slice(1) as string[];
      return rows
        .slice(1)
        .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i + 1] ?? null])));
    };
    const main = table(book.getWorksheet('Responses')!);
    expect(main.map((row) => row._id)).toEqual(ids);
    main.forEach((row, i) => {
      const answer = ANSWERS[i]!;
      expect(row).toMatchObject({
        inspector: answer.inspector,
        condition: answer.condition,
        workers: answer.workers,
      });
      // An empty choice list is no answer: blank, not 0.
      const flag = (value: string) =>
        answer.services.length ? (answer.services.includes(value) ? 1 : 0) : null;
      expect(row['services/water']).toBe(flag('water'));
      expect(row['services/power']).toBe(flag('power'));
      expect(row.spot_latitude).toBe(answer.spot?.latitude ?? null);
    });
    expect(table(book.getWorksheet('rooms')!).map((row) => row.pupils)).toEqual([40, 35, 28]);

    const hausa = await exported({ format: 'xlsx', language: HAUSA });
    const translated = new ExcelJS.Workbook();
    await translated.xlsx.load(hausa.file as unknown as ArrayBuffer);
    const values = translated.getWorksheet('Responses')!.getSheetValues() as unknown[][];
    expect(values[1]).toContain('Mai dubawa');
    expect(values[2]).toContain('Mai kyau');
  });

  it('writes GeoJSON: one point per located answer, with the answers as properties', async () => {
    const { file, type } = await exported({ format: 'geojson', values: 'values' });
    expect(type).toBe('application/geo+json');
    const collection = JSON.parse(file.toString('utf8')) as {
      type: string;
      features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    const located = ANSWERS.map((answer, i) => ({ answer, id: ids[i] })).filter(({ answer }) => answer.spot);
    expect(collection.features).toHaveLength(located.length);
    collection.features.forEach((feature, i) => {
      const { answer, id } = located[i]!;
      expect(feature.geometry.coordinates).toEqual([answer.spot!.longitude, answer.spot!.latitude]);
      expect(feature.properties).toMatchObject({
        _id: id,
        _question: 'spot',
        inspector: answer.inspector,
        condition: answer.condition,
      });
    });
  });

  it('applies the responses table filters', async () => {
    const { status, file } = await exported({
      format: 'csv',
      values: 'values',
      filters: { answer: ['condition:good'], search: 'Musa' },
    });
    expect(status.result!.total_responses).toBe(1);
    const files = unzipSync(new Uint8Array(file));
    const main = csvRows(strFromU8(files[Object.keys(files).find((name) => !name.includes('-rooms'))!]!));
    expect(main.map((row) => row._id)).toEqual([ids[2]]);
    const noRepeats = await exported(
      { format: 'csv', filters: { from: '2000-01-01', to: '2000-01-02' } },
      plainForm.id,
    );
    expect(noRepeats.type).toContain('text/csv');
    expect(csvRows(noRepeats.file.toString('utf8'))).toEqual([]);
  });

  it('refuses bad options with the field named', async () => {
    const bad = async (body: Record<string, unknown>, field: string, id = form.id) => {
      const response = await inject('POST', `/surveys/${id}/exports/`, ministry.headers, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json())).toContain(field);
    };
    await bad({ format: 'pdf' }, 'format');
    await bad({ format: 'csv', language: 'Klingon' }, 'language');
    await bad({ format: 'geojson' }, 'format', plainForm.id);
    await bad({ format: 'csv', filters: { answer: ['nope'] } }, 'filters');
    await bad({ format: 'csv', filters: { from: '2026-02-01', to: '2026-01-01' } }, 'to');
    // A question the form does not have: refused, not an empty file.
    await bad({ format: 'csv', filters: { answer: ['no_such_question:1'] } }, 'answer');
    await bad({ format: 'xlsx', filters: { question: 'no_such_question', min: 1 } }, 'question');
  });

  it("is only for those who view the form's responses, and lists the form's exports", async () => {
    const started = exportStatusSchema.parse(
      (await inject('POST', `/surveys/${form.id}/exports/`, ministry.headers, { format: 'csv' })).json(),
    );
    await t.runJobs([EXPORT_JOB]);
    const download = `/surveys/exports/${started.task_id}/download/`;
    const status = `/surveys/export-status/?task_id=${started.task_id}`;
    expect(
      (await inject('POST', `/surveys/${form.id}/exports/`, { 'x-tenant': 'federal' }, { format: 'csv' }))
        .statusCode,
    ).toBe(401);
    expect((await inject('GET', download, { 'x-tenant': 'federal' })).statusCode).toBe(401);
    expect(
      (await inject('POST', `/surveys/${form.id}/exports/`, otherMinistry.headers, { format: 'csv' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', `/surveys/${form.id}/exports/`, formViewer.headers, { format: 'csv' }))
        .statusCode,
    ).toBe(403);
    for (const outsider of [otherMinistry, formViewer]) {
      expect((await inject('GET', download, outsider.headers)).statusCode).toBe(404);
      expect((await inject('GET', status, outsider.headers)).statusCode).toBe(404);
      expect(
        (await inject('GET', `/surveys/${form.id}/exports/`, outsider.headers)).statusCode,
      ).toBeGreaterThanOrEqual(403);
    }
    expect((await inject('GET', download, responsesViewer.headers)).statusCode).toBe(200);
    const list = await inject('GET', `/surveys/${form.id}/exports/`, responsesViewer.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<Page<SurveyExport>>().results[0]).toMatchObject({
      id: started.task_id,
      status: 'SUCCESS',
      format: 'csv',
      created_by: { display_name: 'Ministry of Works' },
    });
    expect(list.json<Page<SurveyExport>>().count).toBeGreaterThanOrEqual(6);
  });

  it('deletes files past their week', async () => {
    const { status } = await exported({ format: 'csv' }, plainForm.id);
    await t.app.db.execute(
      sql`UPDATE survey_exports SET expires_at = now() - interval '1 minute' WHERE id = ${status.task_id}::uuid`,
    );
    await t.app.jobs.send(EXPORT_CLEANUP_JOB, {});
    await t.runJobs([EXPORT_CLEANUP_JOB]);
    expect(
      (await inject('GET', `/surveys/exports/${status.task_id}/download/`, ministry.headers)).statusCode,
    ).toBe(404);
    const left = await t.app.db.execute(
      sql`SELECT count(*)::int AS count FROM survey_exports WHERE id = ${status.task_id}::uuid`,
    );
    expect(left.rows[0]).toEqual({ count: 0 });
  });
});
