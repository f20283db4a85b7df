import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStatusSchema } from '@oversight/shared/surveys/exports.schemas';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { runExport, type ExportDeps } from './form-exports.service.js';

/**
 * Exports read over several batches (a batch of 2 here): a filtered export reads its ids once and pages through them,
 * and a CSV writes its repeat files in the same pass as the main file.
 */

const SECTIONS: SectionInput[] = [
  {
    name: 'Site',
    description: '',
    questions: [
      { name: 'inspector', text: 'Inspector', question_type: 'text' } as never,
      {
        name: 'condition',
        text: 'Condition',
        question_type: 'radio',
        options: [
          { label: 'Good', value: 'good' },
          { label: 'Poor', value: 'poor' },
        ],
      } as never,
      { name: 'workers', text: 'Workers', question_type: 'integer' } as never,
      {
        name: 'rooms',
        text: 'Rooms',
        question_type: 'repeat',
        questions: [
          { name: 'pupils', text: 'Pupils', question_type: 'integer' } as never,
          { name: 'label', text: 'Room label', question_type: 'text' } as never,
          {
            name: 'desks',
            text: 'Desks',
            question_type: 'repeat',
            questions: [{ name: 'legs', text: 'Legs', question_type: 'integer' } as never],
          } as never,
        ],
      } as never,
      {
        name: 'visits',
        text: 'Visits',
        question_type: 'repeat',
        questions: [{ name: 'visitor', text: 'Visitor', question_type: 'text' } as never],
      } as never,
    ],
  },
];

type Room = { pupils?: number; label?: string; desks?: { legs: number }[] };
type Answer = {
  inspector: string;
  condition: 'good' | 'poor';
  workers: number;
  rooms?: Room[];
  visits?: { visitor: string }[];
};
const ANSWERS: Answer[] = Array.from({ length: 9 }, (_, i) => ({
  inspector: i % 3 === 0 ? `Ada Obi ${i}` : `Musa Bello ${i}`,
  condition: i % 2 === 0 ? 'good' : 'poor',
  workers: i * 2,
  rooms: Array.from({ length: i % 4 }, (_, j) => ({
    pupils: 10 * i + j,
    label: `Room ${i}-${j}`,
    ...(j % 2 === 0
      ? { desks: Array.from({ length: (i + j) % 3 }, (_, k) => ({ legs: (i + j + k) % 5 })) }
      : {}),
  })),
  ...(i % 3 === 1 ? { visits: [{ visitor: `Visitor ${i}` }] } : {}),
}));

describe('exports read over several batches', () => {
  let t: TestApp;
  let ministry: TestUser;
  let form: SurveyDetail;
  let deps: ExportDeps;
  const ids: string[] = [];

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: ministry.headers,
      payload: payload as Record<string, unknown> | undefined,
    });
  const csvRows = (text: string) =>
    Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true })
      .data;

  /** Starts an export and runs its job with batches of 2; answers the downloaded bytes and the count it reported. */
  async function exported(body: Record<string, unknown>): Promise<{ file: Buffer; total: number }> {
    const started = await inject('POST', `/surveys/${form.id}/exports/`, body);
    expect(started.statusCode, started.body).toBe(202);
    const taskId = exportStatusSchema.parse(started.json()).task_id;
    await runExport(deps, taskId);
    const status = exportStatusSchema.parse(
      (await inject('GET', `/surveys/export-status/?task_id=${taskId}`)).json(),
    );
    expect(status, JSON.stringify(status)).toMatchObject({ status: 'SUCCESS', progress: 100 });
    const download = await inject('GET', new URL(status.result!.file_url).pathname.replace('/api/v1', ''));
    expect(download.statusCode).toBe(200);
    return { file: download.rawPayload, total: status.result!.total_responses };
  }
  const unzipped = (file: Buffer) => {
    const files = unzipSync(new Uint8Array(file));
    const named = (part: string) =>
      csvRows(strFromU8(files[Object.keys(files).find((name) => name.endsWith(part))!]!));
    return {
      names: Object.keys(files),
      main: named('-' + new Date().toISOString().slice(0, 10) + '.csv'),
      rooms: named('-rooms.csv'),
      desks: named('-desks.csv'),
      visits: named('-visits.csv'),
    };
  };

  /** The responses list with this query, oldest first, every page. */
  async function listed(query: string): Promise<{ id: string; answers: Answer }[]> {
    const found: { id: string; answers: Answer }[] = [];
    for (let offset = 0; ; offset += 3) {
      const page = await inject(
        'GET',
        `/surveys/${form.id}/responses/?${query}&ordering=submitted&limit=3&offset=${offset}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      const { results } = page.json<{ results: { id: string; answers: Answer }[] }>();
      found.push(...results);
      if (results.length < 3) return found;
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    deps = {
      db: t.app.db,
      jobs: t.app.jobs,
      storage: t.app.storage,
      config: t.app.config,
      log: t.app.log,
      batchSize: 2,
    };
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    form = surveyDetailSchema.parse(
      (await inject('POST', '/surveys/', { name: 'School inspection', sections: SECTIONS })).json(),
    );
    expect((await inject('POST', `/surveys/${form.id}/publish/`)).statusCode).toBe(200);
    for (const answers of ANSWERS) {
      const response = await inject('POST', `/surveys/${form.id}/respond/`, { answers });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
  }, 180_000);
  afterAll(async () => t.close());

  it('a CSV writes the main file and every repeat file in one pass: the same rows as the responses hold', async () => {
    const { file, total } = await exported({ format: 'csv', values: 'values' });
    expect(total).toBe(ANSWERS.length);
    const { names, main, rooms, desks, visits } = unzipped(file);
    expect(names).toHaveLength(4);
    expect(main.map((row) => [row._id, row.inspector, Number(row.workers)])).toEqual(
      ANSWERS.map((answer, i) => [ids[i], answer.inspector, answer.workers]),
    );
    const expectedRooms = ANSWERS.flatMap((answer, i) =>
      (answer.rooms ?? []).map((room, j) => [ids[i], String(j + 1), String(room.pupils), room.label]),
    );
    expect(rooms.map((row) => [row._response_id, row._index, row.pupils, row.label])).toEqual(expectedRooms);
    const expectedDesks = ANSWERS.flatMap((answer, i) =>
      (answer.rooms ?? []).flatMap((room, j) =>
        (room.desks ?? []).map((desk, k) => [ids[i], `${j + 1}.${k + 1}`, String(desk.legs)]),
      ),
    );
    expect(expectedDesks.length).toBeGreaterThan(3);
    expect(desks.map((row) => [row._response_id, row._index, row.legs])).toEqual(expectedDesks);
    expect(visits.map((row) => [row._response_id, row.visitor])).toEqual(
      ANSWERS.flatMap((answer, i) => (answer.visits ?? []).map((visit) => [ids[i], visit.visitor])),
    );

    // The same tables as the XLSX export writes them, one pass per sheet (as the CSV was written before).
    const xlsx = await exported({ format: 'xlsx', values: 'values' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.file as unknown as ArrayBuffer);
    const sheet = (name: string) =>
      (book.getWorksheet(name)!.getSheetValues().filter(Boolean) as unknown[][]).map((row) =>
        row.slice(1).map((cell) =>
          cell === null || cell === undefined
            ? ''
            : typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean'
              ? String(cell)
              : // A written cell is one of those; anything else shows as its JSON, so a mismatch is readable.
                JSON.stringify(cell),
        ),
      );
    const csvTable = (rows: Record<string, string>[]) => rows.map((row) => Object.values(row));
    expect(csvTable(rooms)).toEqual(sheet('rooms').slice(1));
    expect(csvTable(desks)).toEqual(sheet('desks').slice(1));
    expect(csvTable(visits)).toEqual(sheet('visits').slice(1));
  });

  it('a filtered export equals the filtered responses list, over several batches of its ids', async () => {
    const filters = [
      { filters: { answer: ['condition:good'] }, query: 'answer=condition:good' },
      { filters: { answer: ['condition:poor'], search: 'Musa' }, query: 'answer=condition:poor&search=Musa' },
      { filters: { question: 'workers', min: 4, max: 14 }, query: 'question=workers&min=4&max=14' },
      { filters: { search: 'Ada' }, query: 'search=Ada' },
    ];
    for (const { filters: given, query } of filters) {
      const list = await listed(query);
      expect(list.length, query).toBeGreaterThan(1);
      const { file, total } = await exported({ format: 'csv', values: 'values', filters: given });
      expect(total, query).toBe(list.length);
      const { main, rooms } = unzipped(file);
      expect(
        main.map((row) => row._id),
        query,
      ).toEqual(list.map((item) => item.id));
      expect(main.map((row) => [row.inspector, row.condition, Number(row.workers)])).toEqual(
        list.map((item) => [item.answers.inspector, item.answers.condition, item.answers.workers]),
      );
      expect(rooms.map((row) => [row._response_id, row.label])).toEqual(
        list.flatMap((item) => (item.answers.rooms ?? []).map((room) => [item.id, room.label])),
      );
    }
    // XLSX and GeoJSON page through the same ids.
    const xlsx = await exported({
      format: 'xlsx',
      values: 'values',
      filters: { answer: ['condition:good'] },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.file as unknown as ArrayBuffer);
    const sheetIds = (book.getWorksheet('Responses')!.getSheetValues().filter(Boolean) as unknown[][])
      .slice(1)
      .map((row) => row[1]);
    expect(sheetIds).toEqual((await listed('answer=condition:good')).map((item) => item.id));
  });

  it('leaves no id table behind', async () => {
    await exported({ format: 'csv', filters: { search: 'Ada' } });
    const left = await t.app.db.execute<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class WHERE relname LIKE 'export_ids_%'`,
    );
    expect(left.rows[0]).toEqual({ count: 0 });
  });
});
