import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import {
  availableFieldsSchema,
  chartListSchema,
  chartSchema,
  crossTabSchema,
  summaryTaskSchema,
  type CrossTab,
  type QuestionSummary,
  type RepeatSummary,
} from '@oversight/shared/surveys/results.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { formSummary, questionSummary, resultsFormOf } from './form-results.aggregations.js';

/** Questions inside repeated groups are summarised over their entries (every room of every response). */

const CENSUS: SectionInput[] = [
  {
    name: 'School',
    description: '',
    questions: [
      { name: 'school', text: 'School name', question_type: 'text' } as never,
      {
        name: 'district',
        text: 'District',
        question_type: 'radio',
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
          {
            name: 'features',
            text: 'What the room has',
            question_type: 'select-multiple',
            options: [{ label: 'Fan' }, { label: 'Board' }, { label: 'Lights' }],
          } as never,
          {
            name: 'details',
            text: 'Details',
            question_type: 'group',
            questions: [{ name: 'remarks', text: 'Remarks', question_type: 'paragraph' } as never],
          } as never,
          {
            name: 'desks',
            text: 'Desks',
            question_type: 'repeat',
            questions: [
              { name: 'legs', text: 'Legs standing', question_type: 'integer' } as never,
              {
                name: 'desk_state',
                text: 'State of the desk',
                question_type: 'radio',
                options: [{ label: 'Fine' }, { label: 'Broken' }],
              } as never,
            ],
          } as never,
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

type Room = {
  pupils?: number;
  state_of_room?: string;
  features?: string[];
  remarks?: string;
  desks?: { legs: number; desk_state?: string }[];
};
const RESPONSES: { school: string; district?: string; rooms?: Room[] }[] = [
  {
    school: 'Central',
    district: 'east',
    rooms: [
      {
        pupils: 40,
        state_of_room: 'good',
        features: ['fan', 'board'],
        remarks: 'Leaking roof near the window',
        desks: [
          { legs: 4, desk_state: 'fine' },
          { legs: 3, desk_state: 'broken' },
        ],
      },
      { pupils: 35, state_of_room: 'poor', features: ['board'], remarks: 'Roof leaking badly' },
    ],
  },
  { school: 'Hill', district: 'west', rooms: [] },
  {
    school: 'River',
    district: 'west',
    rooms: [{ pupils: 28, state_of_room: 'good', desks: [{ legs: 4, desk_state: 'fine' }] }],
  },
  {
    school: 'Market',
    district: 'east',
    rooms: [
      { pupils: 12, features: ['lights', 'board'] },
      { state_of_room: 'poor' },
      {
        pupils: 12,
        desks: [
          { legs: 2, desk_state: 'broken' },
          { legs: 4, desk_state: 'fine' },
          { legs: 1, desk_state: 'broken' },
        ],
      },
    ],
  },
  { school: 'Lake' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round1 = (value: number) => Math.round(value * 10) / 10;
const rooms = RESPONSES.flatMap((response) => response.rooms ?? []);
const desks = rooms.flatMap((room) => room.desks ?? []);

type Entry = Record<string, unknown>;
/** Every room with its response's answers outside the repeat; every desk with its room's and response's. */
const roomEntries: Entry[] = RESPONSES.flatMap((response) =>
  (response.rooms ?? []).map((room) => ({ district: response.district, ...room })),
);
const deskEntries: Entry[] = roomEntries.flatMap((room) =>
  ((room.desks as Room['desks']) ?? []).map((desk) => ({ ...room, ...desk })),
);
const valuesOf = (value: unknown): string[] =>
  value === undefined || value === null
    ? []
    : Array.isArray(value)
      ? value.map(String)
      : [typeof value === 'string' ? value : JSON.stringify(value)];

/** The cross-tab counted by hand: entries answering both, per pair of values, with each value's entries. */
function expectCross(table: CrossTab, entries: Entry[], row: string, column: string) {
  const both = entries.filter((entry) => valuesOf(entry[row]).length && valuesOf(entry[column]).length);
  const having = (name: string, value: string) =>
    both.filter((entry) => valuesOf(entry[name]).includes(value));
  expect(table.total).toBe(both.length);
  expect(table.unit).toBe('entries');
  for (const [i, r] of table.rows.entries()) {
    expect(r.total, `row ${r.value}`).toBe(having(row, r.value).length);
    for (const [j, c] of table.columns.entries())
      expect(table.cells[i]![j]!.count, `${r.value} x ${c.value}`).toBe(
        having(row, r.value).filter((entry) => valuesOf(entry[column]).includes(c.value)).length,
      );
  }
  for (const c of table.columns) expect(c.total, `column ${c.value}`).toBe(having(column, c.value).length);
  expect(table.total).toBeGreaterThan(0);
}

describe('form results: questions inside repeated groups', () => {
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

  const question = <K extends QuestionSummary['kind']>(repeat: RepeatSummary, name: string, kind: K) => {
    const found = repeat.questions.find((item) => item.name === name);
    expect(found?.kind).toBe(kind);
    return found as Extract<QuestionSummary, { kind: K }>;
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Education' });
    const created = await inject('POST', '/surveys/', { name: 'School census', sections: CENSUS });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
    expect((await inject('POST', `/surveys/${form.id}/publish/`)).statusCode).toBe(200);
    for (const answers of RESPONSES) {
      const answered = await inject('POST', `/surveys/${form.id}/respond/`, { answers });
      expect(answered.statusCode, answered.body).toBe(201);
    }
    // A draft's rooms are never counted.
    const draft = await inject('POST', `/surveys/${form.id}/respond/`, {
      answers: { school: 'Draft', rooms: [{ pupils: 999, state_of_room: 'good' }] },
      is_draft: true,
    });
    expect(draft.statusCode, draft.body).toBe(201);
  }, 180_000);
  afterAll(async () => t.close());

  it('the summary job counts each repeat over its entries: entries, responses with entries, numbers and choices', async () => {
    const started = summaryTaskSchema.parse(
      (await inject('GET', `/surveys/${form.id}/trigger-form-summary/`)).json(),
    );
    await t.runJobs(['surveys.form-summary']);
    const done = summaryTaskSchema.parse(
      (await inject('GET', `/surveys/form-summary-status/?task_id=${started.task_id}`)).json(),
    );
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 100 });
    const summary = done.summary!;
    expect(summary.responses).toBe(RESPONSES.length);
    // Top-level questions only in `questions`; the repeats' own in `repeats`.
    expect(summary.questions.map((item) => item.name)).toEqual(['school', 'district']);
    expect(summary.repeats.map((repeat) => [repeat.name, repeat.path])).toEqual([
      ['rooms', ['rooms']],
      ['desks', ['rooms', 'desks']],
      ['toilets', ['toilets']],
    ]);

    const roomsSummary = summary.repeats[0]!;
    expect(roomsSummary).toMatchObject({
      text: 'Rooms',
      responses: RESPONSES.length,
      entries: rooms.length,
      responses_with_entries: RESPONSES.filter((response) => response.rooms?.length).length,
    });
    expect(roomsSummary.questions.map((item) => item.name)).toEqual([
      'pupils',
      'state_of_room',
      'features',
      'remarks',
    ]);

    const pupils = question(roomsSummary, 'pupils', 'number');
    const counts = rooms.flatMap((room) => (room.pupils === undefined ? [] : [room.pupils]));
    expect(pupils).toMatchObject({
      responses: rooms.length,
      answered: counts.length,
      min: Math.min(...counts),
      max: Math.max(...counts),
      sum: counts.reduce((a, b) => a + b, 0),
      median: median(counts),
    });
    expect(pupils.mean).toBeCloseTo(counts.reduce((a, b) => a + b, 0) / counts.length, 6);
    expect(pupils.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(counts.length);

    const state = question(roomsSummary, 'state_of_room', 'choice');
    const stated = rooms.filter((room) => room.state_of_room);
    expect(state.answered).toBe(stated.length);
    expect(state.options).toEqual(
      ['good', 'poor'].map((value) => {
        const count = stated.filter((room) => room.state_of_room === value).length;
        return {
          value,
          label: value === 'good' ? 'Good' : 'Poor',
          count,
          percent: round1((count / stated.length) * 100),
        };
      }),
    );

    // A multiple choice: `answered` counts entries that chose any, not responses.
    const features = question(roomsSummary, 'features', 'choice');
    const equipped = rooms.filter((room) => room.features?.length);
    expect(features).toMatchObject({ multiple: true, answered: equipped.length });
    for (const value of ['fan', 'board', 'lights']) {
      const count = equipped.filter((room) => room.features!.includes(value)).length;
      expect(features.options.find((option) => option.value === value)).toMatchObject({
        count,
        percent: round1((count / equipped.length) * 100),
      });
    }

    // A question of a group inside the repeat answers into the entry.
    const remarks = question(roomsSummary, 'remarks', 'text');
    expect(remarks.answered).toBe(rooms.filter((room) => room.remarks).length);
    expect(remarks.words.find((word) => word.word === 'roof')).toEqual({ word: 'roof', count: 2 });

    // A repeat inside a repeat: every desk of every room.
    const desksSummary = summary.repeats[1]!;
    expect(desksSummary).toMatchObject({
      entries: desks.length,
      responses_with_entries: RESPONSES.filter((response) =>
        response.rooms?.some((room) => room.desks?.length),
      ).length,
    });
    const legs = question(desksSummary, 'legs', 'number');
    const standing = desks.map((desk) => desk.legs);
    expect(legs).toMatchObject({
      responses: desks.length,
      answered: standing.length,
      min: 1,
      max: 4,
      sum: standing.reduce((a, b) => a + b, 0),
      median: median(standing),
    });
  });

  it('filters count the entries of the responses they keep', async () => {
    const row = (
      await t.app.db.execute<{ id: string; version: number; modified_at: string }>(
        `SELECT id, version, modified_at FROM surveys WHERE public_id = '${form.id}'` as never,
      )
    ).rows[0]!;
    const results = await resultsFormOf(t.app.db, t.tenantId, row);
    const filtered = await formSummary(t.app.db, results, { search: 'Market' });
    const market = RESPONSES.find((response) => response.school === 'Market')!.rooms!;
    expect(filtered.responses).toBe(1);
    expect(filtered.repeats[0]).toMatchObject({ entries: market.length, responses_with_entries: 1 });
    const pupils = filtered.repeats[0]!.questions.find((item) => item.name === 'pupils')!;
    expect(pupils).toMatchObject({ kind: 'number', responses: market.length, answered: 2, sum: 24 });
  });

  it("offers the repeats' questions as fields counted per entry, and charts them", async () => {
    const fields = availableFieldsSchema.parse(
      (await inject('GET', `/surveys/${form.id}/available-fields/`)).json(),
    ).fields;
    const byName = new Map(fields.map((field) => [field.name, field]));
    expect(byName.get('district')).toMatchObject({ unit: 'responses', repeat: [], cross_tab: true });
    expect(byName.get('state_of_room')).toMatchObject({
      unit: 'entries',
      repeat: [{ name: 'rooms', text: 'Rooms' }],
      cross_tab: true,
      chart_types: ['bar', 'pie', 'table'],
    });
    expect(byName.get('desk_state')!.repeat.map((item) => item.name)).toEqual(['rooms', 'desks']);
    expect(byName.get('pupils')).toMatchObject({ kind: 'number', unit: 'entries', cross_tab: false });
    // Repeats themselves, groups and notes hold no answers of their own.
    expect(byName.has('rooms') || byName.has('details')).toBe(false);

    const saved = await inject('POST', `/surveys/${form.id}/visualizations/`, {
      title: 'Rooms by state',
      chart_type: 'pie',
      question: 'state_of_room',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(chartSchema.parse(saved.json())).toMatchObject({ question: 'state_of_room', chart_type: 'pie' });
    const wrongType = await inject('POST', `/surveys/${form.id}/visualizations/`, {
      title: 'Legs',
      chart_type: 'pie',
      question: 'legs',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ chart_type: string[] }>().chart_type[0]).toContain('bar chart');
    const listed = chartListSchema.parse((await inject('GET', `/surveys/${form.id}/visualizations/`)).json());
    expect(listed.results.map((chart) => chart.question)).toEqual(['state_of_room']);
  });

  it('summarises one repeat question over its entries, as reports ask for it', async () => {
    const row = (
      await t.app.db.execute<{ id: string; version: number; modified_at: string }>(
        `SELECT id, version, modified_at FROM surveys WHERE public_id = '${form.id}'` as never,
      )
    ).rows[0]!;
    const results = await resultsFormOf(t.app.db, t.tenantId, row);
    const state = await questionSummary(t.app.db, results, 'state_of_room');
    const stated = rooms.filter((room) => room.state_of_room);
    expect(state).toMatchObject({ kind: 'choice', unit: 'entries', responses: rooms.length });
    expect(state.answered).toBe(stated.length);
    expect(state.kind === 'choice' && state.options.map((option) => [option.value, option.count])).toEqual([
      ['good', stated.filter((room) => room.state_of_room === 'good').length],
      ['poor', stated.filter((room) => room.state_of_room === 'poor').length],
    ]);
    // Filtered: only the East district's rooms.
    const east = await questionSummary(t.app.db, results, 'legs', {
      answers: [{ name: 'district', value: 'east' }],
    });
    const eastLegs = deskEntries
      .filter((desk) => desk.district === 'east')
      .map((desk) => desk.legs as number);
    expect(east).toMatchObject({
      kind: 'number',
      unit: 'entries',
      responses: eastLegs.length,
      answered: eastLegs.length,
      sum: eastLegs.reduce((a, b) => a + b, 0),
    });
    const outside = await questionSummary(t.app.db, results, 'district');
    expect(outside).toMatchObject({ unit: 'responses', responses: RESPONSES.length, answered: 4 });
  });

  it("cross-tabulates a repeat's questions per entry: with each other, with what holds them, nested", async () => {
    const cross = async (query: string) => {
      const response = await inject('GET', `/surveys/${form.id}/analytics/table/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return crossTabSchema.parse(response.json());
    };
    // Two questions of each room (one a multiple choice).
    const sameRepeat = await cross('row=state_of_room&column=features');
    expectCross(sameRepeat, roomEntries, 'state_of_room', 'features');
    expect(sameRepeat.repeat).toEqual([{ name: 'rooms', text: 'Rooms' }]);
    // Each room with its school's district, either way round.
    expectCross(await cross('row=district&column=state_of_room'), roomEntries, 'district', 'state_of_room');
    expectCross(await cross('row=state_of_room&column=district'), roomEntries, 'state_of_room', 'district');
    // Each desk of each room with the room's state: counted per desk.
    const nested = await cross('row=desk_state&column=state_of_room');
    expectCross(nested, deskEntries, 'desk_state', 'state_of_room');
    expect(nested.repeat.map((item) => item.name)).toEqual(['rooms', 'desks']);
    expect(nested.cells.flat().reduce((sum, cell) => sum + cell.count, 0)).toBe(nested.total);
    // Filtered by a question outside repeats: only the East's rooms.
    const east = await cross('row=state_of_room&column=features&answer=district:east');
    expectCross(
      east,
      roomEntries.filter((room) => room.district === 'east'),
      'state_of_room',
      'features',
    );

    // Rooms and toilets are not entries of one another.
    const siblings = await inject(
      'GET',
      `/surveys/${form.id}/analytics/table/?row=state_of_room&column=working`,
    );
    expect(siblings.statusCode).toBe(400);
    expect(siblings.json<{ column: string[] }>().column[0]).toMatch(/same repeated group/);
    // The cross-tab of responses says so.
    const district = await inject('GET', `/surveys/${form.id}/analytics/table/?row=district&column=school`);
    expect(district.statusCode).toBe(400);
  });
});
