import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@oversight/shared/projects/import-columns';
import {
  importResultSchema,
  type ImportResult,
  type MatchColumnsResponse,
  type TaskStatusResponse,
  type ValidateFileResponse,
} from '@oversight/shared/projects/project-import.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { multipart } from '../accounts/test-helpers.js';
import { recoverInterruptedTasks } from './import.service.js';
import { cleanRow, makeCsv, makeXlsx, TEMPLATE_HEADERS } from './test-sheets.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('spreadsheet import', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let contractor: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Water Resources',
    });
    otherMinistry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Works',
    });
    contractor = await createTestUser(t, {
      accountType: 'CONTRACTOR',
      displayName: 'Julius Berger Nigeria Plc',
      rcNumber: 'RC 6852',
    });
  });
  afterAll(async () => t.close());

  const send = (
    url: string,
    user: TestUser | null,
    file: { data: Buffer; filename: string; contentType?: string },
    fields: Record<string, string> = {},
  ) => {
    const body = multipart(fields, [
      { name: 'file', filename: file.filename, contentType: file.contentType ?? XLSX, data: file.data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...(user?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  };
  const validate = async (
    user: TestUser,
    data: Buffer,
    filename = 'projects.xlsx',
    fields: Record<string, string> = {},
  ) => {
    const response = await send('/projects/validate-file/', user, { data, filename }, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ValidateFileResponse>();
  };
  const importFile = async (
    user: TestUser,
    data: Buffer,
    filename = 'projects.xlsx',
    fields: Record<string, string> = {},
  ) => {
    const response = await send('/projects/upload/', user, { data, filename }, fields);
    expect(response.statusCode, response.body).toBe(202);
    const { task_id } = response.json<{ task_id: string }>();
    const pending = await status(user, task_id);
    expect(pending.status).toBe('PENDING');
    await t.runJobs(['project-import']);
    const done = await status(user, task_id);
    return { taskId: task_id, ...done };
  };
  const status = async (user: TestUser, taskId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/status/?task_id=${taskId}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TaskStatusResponse>();
  };
  const projectByCode = async (code: string) => {
    const result = await t.app.db.execute(sql`
      SELECT id, public_id, name, status, sectors, states, lgas, amount_budgeted::text, total_project_cost::text, total_amount_released::text,
             start_date::text, end_date::text, percentage_completed::text, latitude, longitude, is_published, organization_id, ministry_id,
             location_description, currency, (SELECT count(*)::int FROM project_locations l WHERE l.project_id = p.id) AS points,
             (SELECT array_agg(organization_id::text) FROM project_contractors c WHERE c.project_id = p.id) AS contractors
        FROM projects p WHERE p.tenant_id = ${t.tenantId} AND p.code = ${code}`);
    return result.rows;
  };

  it('matches headers by case, spacing, synonyms and typos, from JSON or from the file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/match-columns/',
      headers: ministry.headers,
      payload: {
        headers: [
          '  PROJECT   code',
          'Project Title',
          'Contract Sum',
          'Startdate',
          'Stauts',
          'Lga',
          'Something else',
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MatchColumnsResponse>();
    expect(body.matches.map((m) => m.column)).toEqual([
      'project_code',
      'project_name',
      'total_project_cost',
      'start_date',
      'status',
      'lgas',
      null,
    ]);
    expect(body.missing_columns).toContain('currency');
    expect(body.columns).toHaveLength(25);

    const fromFile = await send('/projects/match-columns/', ministry, {
      data: await makeXlsx(TEMPLATE_HEADERS, [cleanRow(1), cleanRow(2)]),
      filename: 'a.xlsx',
    });
    expect(fromFile.statusCode, fromFile.body).toBe(200);
    expect(fromFile.json<MatchColumnsResponse>().missing_columns).toEqual([]);
    expect(fromFile.json<MatchColumnsResponse>().rows_count).toBe(2);
  });

  it('reports nothing wrong with a clean template sheet, imports it unpublished with history, and re-imports without duplicates', async () => {
    const rows = [1, 2, 3].map((n) =>
      cleanRow(n, { 'Contractor Name': 'Julius Berger Nigeria Plc', 'Contractor RC Numbers': 'RC6852' }),
    );
    const file = await makeXlsx(TEMPLATE_HEADERS, rows, true);
    const report = await validate(ministry, file);
    expect(report.errors).toEqual({ missing_columns: [], missing_compulsory_fields: [] });
    expect(report.warnings).toEqual({
      invalid_format: [],
      contractor_suggestions: [],
      missing_optional_columns: [],
    });
    expect(report.rows_count).toBe(3);
    expect(report.can_import).toBe(true);
    expect(report.rows[0]).toMatchObject({
      row: 2,
      values: { project_code: 'IMP-00001', start_date: '2024-01-15', states: 'Kogi' },
    });
    expect(await projectByCode('IMP-00001')).toHaveLength(0);

    const done = await importFile(ministry, file);
    expect(done.status).toBe('SUCCESS');
    expect(done.progress).toBe(100);
    expect(done.result).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      skipped: [],
      not_written: [],
      // The drafts it made, for "Publish these 3 projects".
      created_ids: [1, 2, 3].map((n) => `imported-borehole-project-${n}-imp-0000${n}`),
    });

    const [project] = await projectByCode('IMP-00001');
    expect(project).toMatchObject({
      public_id: 'imported-borehole-project-1-imp-00001',
      status: 1,
      sectors: ['WATER_RESOURCES', 'HEALTH'],
      states: ['KOGI'],
      lgas: ['Lokoja'],
      amount_budgeted: '1500000.00',
      total_project_cost: '2500000.50',
      total_amount_released: '1200000.00',
      start_date: '2024-01-15',
      end_date: '2026-06-30',
      percentage_completed: '35.00',
      latitude: 7.8023,
      is_published: false,
      organization_id: ministry.organization.id,
      ministry_id: ministry.organization.id,
      location_description: 'Beside the primary school',
      points: 1,
      contractors: [contractor.organization.id],
    });
    const history = await t.app.db.execute<{
      action: string;
      actor_id: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>(
      sql`SELECT action, actor_id, changes FROM project_activities WHERE project_id = ${project!.id as string}`,
    );
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]).toMatchObject({ action: 'imported', actor_id: ministry.user.id });
    expect(history.rows[0]!.changes.status).toEqual({ before: null, after: 'ON_GOING' });
    expect(history.rows[0]!.changes.contractors).toEqual({
      before: [],
      after: ['Julius Berger Nigeria Plc'],
    });
    expect(history.rows[0]!.changes.ministry).toEqual({
      before: null,
      after: 'Federal Ministry of Water Resources',
    });

    // The same file again changes nothing; an edited cell updates that project only, with its before and after.
    const again = await importFile(ministry, file);
    expect(again.result).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const edited = await makeXlsx(TEMPLATE_HEADERS, [
      rows[0]!,
      cleanRow(2, {
        Status: 'Completed',
        'Percentage Completed': 100,
        'Contractor Name': 'Julius Berger Nigeria Plc',
      }),
      rows[2]!,
    ]);
    const third = await importFile(ministry, edited);
    expect(third.result).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(await projectByCode('IMP-00002')).toHaveLength(1);
    const [second] = await projectByCode('IMP-00002');
    const updates = await t.app.db.execute<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM project_activities WHERE project_id = ${second!.id as string} AND action = 'updated'`,
    );
    expect(updates.rows).toHaveLength(1);
    expect(updates.rows[0]!.changes).toEqual({
      status: { before: 'ON_GOING', after: 'COMPLETED' },
      percentage_completed: { before: 35, after: 100 },
    });
  });

  it("tells a published project's eyemarkers when a re-import changes its status, once", async () => {
    const citizen = await createTestUser(t, { accountType: 'CITIZEN', displayName: 'Amaka Eze' });
    const first = await makeXlsx(TEMPLATE_HEADERS, [cleanRow(41), cleanRow(42)]);
    expect((await importFile(ministry, first)).result).toMatchObject({ created: 2 });
    const [published] = await projectByCode('IMP-00041');
    await t.app.db.execute(
      sql`UPDATE projects SET is_published = true WHERE id = ${published!.id as string}`,
    );
    const eyemark = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/eyemark/',
      headers: citizen.headers,
      payload: { projects: [published!.public_id] },
    });
    expect(eyemark.statusCode, eyemark.body).toBe(200);

    // Both statuses change; only the published project's eyemarkers are told (drafts have none to tell).
    const second = await makeXlsx(TEMPLATE_HEADERS, [
      cleanRow(41, { Status: 'Completed' }),
      cleanRow(42, { Status: 'On Hold' }),
    ]);
    const done = await importFile(ministry, second);
    expect(done.result).toMatchObject({ updated: 2 });
    await t.runJobs();
    await t.runJobs();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: citizen.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const changes = list
      .json<{ results: { kind: string }[] }>()
      .results.filter((n) => n.kind === 'status_change');
    expect(changes).toHaveLength(1);
  });

  it('reports a missing compulsory column as an error and refuses to import; optional ones are warnings', async () => {
    const headers = TEMPLATE_HEADERS.filter((h) => !['Project Name', 'Currency', 'Geolocations'].includes(h));
    const row = cleanRow(40).filter(
      (_, i) => !['Project Name', 'Currency', 'Geolocations'].includes(TEMPLATE_HEADERS[i]!),
    );
    const file = await makeXlsx(headers, [row]);
    const report = await validate(ministry, file);
    expect(report.errors.missing_columns).toEqual(['project_name']);
    expect(report.warnings.missing_optional_columns.sort()).toEqual(['currency', 'geolocations']);
    expect(report.errors.missing_compulsory_fields).toEqual([{ row: 2, column: 'project_name' }]);
    expect(report.can_import).toBe(false);
    const upload = await send('/projects/upload/', ministry, { data: file, filename: 'p.xlsx' });
    expect(upload.statusCode).toBe(400);
    expect(upload.json<{ file: string[] }>().file[0]).toMatch(/project name/);
  });

  it('imports a sheet of the compulsory columns alone: absent optional columns are warnings, not errors', async () => {
    const keep = ['Project Code', 'Project Name'];
    const headers = TEMPLATE_HEADERS.filter((h) => keep.includes(h));
    const row = cleanRow(45).filter((_, i) => keep.includes(TEMPLATE_HEADERS[i]!));
    const report = await validate(ministry, await makeXlsx(headers, [row]));
    expect(report.errors).toEqual({ missing_columns: [], missing_compulsory_fields: [] });
    expect(report.warnings.missing_optional_columns).toHaveLength(IMPORT_COLUMNS.length - 2);
    expect(report.warnings.missing_optional_columns).toContain('currency');
    expect(report.warnings.missing_optional_columns).not.toContain('project_code');
    expect(report.can_import).toBe(true);
  });

  it('reports every kind of bad cell with its row, column, value and what was expected', async () => {
    const bad = [
      cleanRow(50, { 'Start Date': '31/02/2024', 'End Date': 'soon' }),
      cleanRow(51, { Appropriation: 'about a million', 'Total Cost of Project': '-5' }),
      cleanRow(52, { Status: 'Finished-ish', Sectors: 'Water Resources; Underwater Basket Weaving' }),
      cleanRow(53, { States: 'Kogi; Atlantis', LGAs: 'Lokoja; Gotham' }),
      cleanRow(54, {
        Geolocations: '7.8,6.7; 51.5,-0.12; here',
        'Percentage Completed': '140',
        Currency: 'naira-ish',
      }),
      cleanRow(55, { 'Start Date': '2025-05-01', 'End Date': '2024-01-01' }),
      cleanRow(56, { 'Project Code': '' }),
      cleanRow(57, { 'Contractor Name': 'Julius Bergr Nigeria', 'Contractor RC Numbers': '' }),
      cleanRow(58, { 'Parent Ministry': 'Ministry of Magic' }),
      cleanRow(50, { 'Project Name': 'Same code as row 2' }),
    ];
    const report = await validate(ministry, await makeXlsx(TEMPLATE_HEADERS, bad));
    const formats = report.warnings.invalid_format.map((f) => `${f.row}:${f.column}:${f.value}`);
    expect(formats).toEqual(
      expect.arrayContaining([
        '2:start_date:31/02/2024',
        '2:end_date:soon',
        '3:appropriation:about a million',
        '3:total_project_cost:-5',
        '4:status:Finished-ish',
        '4:sectors:Underwater Basket Weaving',
        '5:states:Atlantis',
        '5:lgas:Gotham',
        '6:geolocations:51.5,-0.12',
        '6:geolocations:here',
        '6:percentage_completed:140',
        '6:currency:naira-ish',
        '7:end_date:2024-01-01',
        '10:parent_ministry:Ministry of Magic',
        '11:project_code:IMP-00050',
      ]),
    );
    expect(report.warnings.invalid_format.find((f) => f.column === 'status')!.expected).toMatch(/Ongoing/);
    expect(report.errors.missing_compulsory_fields).toEqual([{ row: 8, column: 'project_code' }]);
    expect(report.warnings.contractor_suggestions).toEqual([
      {
        row: 9,
        name: 'Julius Bergr Nigeria',
        rc_number: '',
        suggestions: [
          expect.objectContaining({
            public_id: contractor.organization.id,
            name: 'Julius Berger Nigeria Plc',
            rc_number: 'RC 6852',
          }),
        ],
      },
    ]);
    // Error count and warning count of the preview (docs/spec/product-spec.md section 4).
    expect(report.errors.missing_columns.length + report.errors.missing_compulsory_fields.length).toBe(1);

    // Importing anyway: rows missing a compulsory field, repeating a code, or with a status or percentage that cannot be
    // read are skipped (never written as Not Started or 0%); other bad cells are left out and listed.
    const done = await importFile(ministry, await makeXlsx(TEMPLATE_HEADERS, bad));
    const result = done.result as ImportResult;
    expect(result.created).toBe(6);
    expect(result.skipped).toEqual([
      {
        row: 4,
        reason:
          'Status "Finished-ish" is not one of Not Started, Ongoing, Completed, On Hold, Canceled or Abandoned: the row is not imported until it is fixed.',
      },
      {
        row: 6,
        reason:
          'Percentage Completed "140" is not a number from 0 to 100 (e.g. 35 or 35%): the row is not imported until it is fixed.',
      },
      { row: 8, reason: 'Missing project code.' },
      { row: 11, reason: 'The project code IMP-00050 is also on row 2.' },
    ]);
    expect(result.not_written).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 9, column: 'contractor_name', value: 'Julius Bergr Nigeria' }),
      ]),
    );
    expect(await projectByCode('IMP-00052')).toEqual([]);
    expect(await projectByCode('IMP-00054')).toEqual([]);
    const [partial] = await projectByCode('IMP-00053');
    expect(partial).toMatchObject({ name: 'Imported Borehole Project 53', points: 1 });
  });

  it('never writes a made-up status or percentage: an unknown status or 120% rejects the row and keeps what was stored', async () => {
    const first = await importFile(
      ministry,
      await makeXlsx(TEMPLATE_HEADERS, [cleanRow(70, { Status: 'Completed', 'Percentage Completed': '80' })]),
    );
    expect(first.result).toMatchObject({ created: 1, skipped: [] });

    const sheet = await makeXlsx(TEMPLATE_HEADERS, [
      cleanRow(70, { Status: 'Finished??', 'Project Name': 'Renamed by a bad row' }),
      cleanRow(71, { 'Percentage Completed': '120%' }),
      cleanRow(72, { Status: '9' }),
    ]);
    const report = await validate(ministry, sheet);
    expect(report.warnings.invalid_format).toEqual(
      expect.arrayContaining([
        {
          row: 2,
          column: 'status',
          value: 'Finished??',
          expected: 'one of Not Started, Ongoing, Completed, On Hold, Canceled or Abandoned',
        },
        {
          row: 3,
          column: 'percentage_completed',
          value: '120%',
          expected: 'a number from 0 to 100 (e.g. 35 or 35%)',
        },
        {
          row: 4,
          column: 'status',
          value: '9',
          expected: 'one of Not Started, Ongoing, Completed, On Hold, Canceled or Abandoned',
        },
      ]),
    );
    const done = await importFile(ministry, sheet);
    expect(done.result).toMatchObject({
      created: 0,
      updated: 0,
      skipped: [{ row: 2 }, { row: 3 }, { row: 4 }],
      not_written: [],
    });
    const [kept] = await projectByCode('IMP-00070');
    expect(kept).toMatchObject({
      name: 'Imported Borehole Project 70',
      status: 2,
      percentage_completed: '80.00',
    });
    expect(await projectByCode('IMP-00071')).toEqual([]);
    expect(await projectByCode('IMP-00072')).toEqual([]);
  });

  it('reads a csv in another column order with synonyms, money signs and several values per cell', async () => {
    const csv = makeCsv(
      [
        'States',
        'Title',
        'Ref',
        'Contract Sum',
        'LGA',
        'Sector',
        'Completion Date',
        'Start',
        'GPS',
        'Budget',
      ],
      [
        [
          'Lagos; Ogun',
          'Lagos-Ogun rail link',
          'CSV-001',
          '₦ 12,000,000,000.00',
          'Ikeja; Abeokuta North',
          'Transport, ICT',
          '2027-12-31',
          '1 March 2024',
          '6.6018,3.3515; 7.1475,3.3619',
          'N2.5bn',
        ],
        ['fct', 'Abuja clinic', 'CSV-002', '45000000', 'AMAC', 'health', 'Dec 2026', '2024/02/01', '', ''],
      ],
    );
    const report = await validate(ministry, csv, 'export.csv');
    expect(report.warnings.invalid_format).toEqual([]);
    expect(report.errors.missing_compulsory_fields).toEqual([]);
    const done = await importFile(ministry, csv, 'export.csv');
    expect(done.result).toMatchObject({ created: 2 });
    const [rail] = await projectByCode('CSV-001');
    expect(rail).toMatchObject({
      states: ['LAGOS', 'OGUN'],
      lgas: ['Ikeja', 'Abeokuta North'],
      sectors: ['TRANSPORT', 'INFORMATION_AND_COMMUNICATION_TECHNOLOGY'],
      total_project_cost: '12000000000.00',
      amount_budgeted: '2500000000.00',
      start_date: '2024-03-01',
      end_date: '2027-12-31',
      points: 2,
    });
    const [clinic] = await projectByCode('CSV-002');
    // No coordinates in the sheet: the LGA's headquarters marks it on the map, as a manual save does.
    expect(clinic).toMatchObject({
      states: ['FCT'],
      lgas: ['Abuja Municipal'],
      end_date: '2026-12-01',
      points: 1,
    });
  });

  it('follows the column choices the user corrected', async () => {
    const csv = makeCsv(['Code', 'Name', 'Notes'], [['MAP-1', 'Mapped project', 'Only a note']]);
    const report = await validate(ministry, csv, 'mapped.csv', {
      columns: JSON.stringify({ Notes: 'description', Name: 'project_name' }),
    });
    expect(report.rows[0]!.values).toEqual({
      project_code: 'MAP-1',
      project_name: 'Mapped project',
      description: 'Only a note',
    });
    const twice = await send(
      '/projects/validate-file/',
      ministry,
      { data: csv, filename: 'm.csv' },
      { columns: JSON.stringify({ Notes: 'project_code', Code: 'project_code' }) },
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ columns: string[] }>().columns[0]).toMatch(/two headers/);
    const junk = await send(
      '/projects/validate-file/',
      ministry,
      { data: csv, filename: 'm.csv' },
      { columns: '{"Notes": "shoe_size"}' },
    );
    expect(junk.statusCode).toBe(400);
    // Re-validating edited rows keeps their row numbers in the sheet.
    const edited = await validate(
      ministry,
      makeCsv(['Project Code', 'Project Name'], [['EDIT-1', 'Fixed name']]),
      'edited.csv',
      { row_numbers: '[17]' },
    );
    expect(edited.rows[0]!.row).toBe(17);
  });

  it('imports a 2,000-row file in one task, reporting progress batch by batch while it runs', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => cleanRow(1000 + i, { Geolocations: '' }));
    const response = await send('/projects/upload/', ministry, {
      data: await makeXlsx(TEMPLATE_HEADERS, rows),
      filename: 'big.xlsx',
    });
    expect(response.statusCode, response.body).toBe(202);
    const { task_id } = response.json<{ task_id: string }>();
    const jobs = { running: true };
    const run = t.runJobs(['project-import']).finally(() => {
      jobs.running = false;
    });
    // Polled as the screen does (on the embedded database too, whose one connection the import holds).
    const seen: number[] = [];
    while (jobs.running) {
      const polled = await status(ministry, task_id);
      if (polled.status !== 'SUCCESS') seen.push(polled.progress);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await run;
    const done = await status(ministry, task_id);
    const between = [...new Set(seen.filter((progress) => progress > 10 && progress < 100))];
    expect(between.length, `progress seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(done.status).toBe('SUCCESS');
    expect(done.progress).toBe(100);
    expect(done.result).toMatchObject({ created: 2000, skipped: [] });
    const count = await t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM projects WHERE code LIKE 'IMP-0%' AND organization_id = ${ministry.organization.id}`,
    );
    expect(count.rows[0]!.n).toBeGreaterThanOrEqual(2000);
  });

  it('links a contractor that was unknown once it is invited from the preview, and reports it while it is not', async () => {
    const name = `Zed Kanuri Builders ${Date.now().toString(36)}`;
    const file = await makeXlsx(TEMPLATE_HEADERS, [
      cleanRow(9101, { 'Contractor Name': name, 'Contractor RC Numbers': '' }),
    ]);
    const before = await validate(ministry, file);
    expect(before.warnings.contractor_suggestions.map((s) => s.name)).toEqual([name]);

    // The preview's "Invite as new contractor": the invitation creates the contractor's account.
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/contractor/',
      headers: ministry.headers,
      payload: { name, email: `zed-${Date.now()}@example.com` },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const after = await validate(ministry, file);
    expect(after.warnings.contractor_suggestions).toEqual([]);
    const done = await importFile(ministry, file);
    expect(done.result).toMatchObject({ not_written: [] });
    const [project] = await projectByCode('IMP-09101');
    expect(project!.contractors).toEqual([invited.json<{ public_id: string }>().public_id]);
  });

  it('leaves no half-written rows when the import fails', async () => {
    await t.app.db.execute(
      sql`CREATE OR REPLACE FUNCTION fail_import() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`,
    );
    await t.app.db.execute(
      sql`CREATE TRIGGER fail_import_trg BEFORE INSERT ON project_activities FOR EACH STATEMENT EXECUTE FUNCTION fail_import()`,
    );
    try {
      const done = await importFile(
        ministry,
        await makeXlsx(TEMPLATE_HEADERS, [cleanRow(9001), cleanRow(9002)]),
      );
      expect(done.status).toBe('FAILURE');
      expect(done.error).toMatch(/nothing was written/);
      expect(await projectByCode('IMP-09001')).toHaveLength(0);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER fail_import_trg ON project_activities`);
    }
  });

  it('after a crash, queues an interrupted task again at once, and fails it if a restart stops it twice', async () => {
    const response = await send('/projects/upload/', ministry, {
      data: await makeXlsx(TEMPLATE_HEADERS, [cleanRow(9201)]),
      filename: 'p.xlsx',
    });
    const taskId = response.json<{ task_id: string }>().task_id;
    // What a crash at 45% leaves: the job taken by a worker that is gone, the task at its last percentage.
    const crash = async () => {
      await t.app.db
        .execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute'
                                  WHERE name = 'project-import' AND data->>'taskId' = ${taskId} AND state = 'created'`);
      await t.app.db.execute(
        sql`UPDATE spreadsheet_tasks SET status = 'PROCESSING', progress = 45 WHERE id = ${taskId}`,
      );
    };
    const deps = { db: t.app.db, database: t.app.database, jobs: t.app.jobs };
    await crash();
    expect(await recoverInterruptedTasks(deps, new Date())).toEqual({ resumed: [taskId], failed: [] });
    const resumed = await status(ministry, taskId);
    expect(resumed).toMatchObject({
      status: 'PENDING',
      progress: 0,
      interruption: 'resumed',
      error: null,
    });
    expect(resumed.note).toContain('at 45%');
    // The old job is cancelled now, not left for the queue's expiry to retry.
    const jobs = await t.app.db.execute<{ state: string }>(
      sql`SELECT state::text FROM pgboss.job WHERE name = 'project-import' AND data->>'taskId' = ${taskId} ORDER BY created_on`,
    );
    expect(jobs.rows.map((row) => row.state)).toEqual(['cancelled', 'created']);
    // A task still queued or running since this worker started is left alone.
    expect(await recoverInterruptedTasks(deps, new Date(Date.now() - 3_600_000))).toEqual({
      resumed: [],
      failed: [],
    });

    await crash();
    expect(await recoverInterruptedTasks(deps, new Date())).toEqual({ resumed: [], failed: [taskId] });
    const failed = await status(ministry, taskId);
    expect(failed).toMatchObject({
      status: 'FAILURE',
      interruption: 'failed',
    });
    expect(failed.error).toMatch(/restarted twice.*45%.*Nothing was written/);
    expect(await projectByCode('IMP-09201')).toHaveLength(0);
  });

  it('refuses files that are not spreadsheets, empty files and files over 10 MB', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notSheet = await send('/projects/validate-file/', ministry, {
      data: png,
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json<{ file: string[] }>().file[0]).toMatch(/not a spreadsheet/);
    const fakeXlsx = await send('/projects/validate-file/', ministry, {
      data: Buffer.from('PK\u0003\u0004garbage'),
      filename: 'x.xlsx',
    });
    expect(fakeXlsx.statusCode).toBe(400);
    const empty = await send('/projects/upload/', ministry, {
      data: Buffer.alloc(0),
      filename: 'empty.csv',
      contentType: 'text/csv',
    });
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/validate-file/',
      headers: ministry.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toHaveProperty('file');
    const big = await send('/projects/validate-file/', ministry, {
      data: Buffer.alloc(11 * 1024 * 1024, 'a'),
      filename: 'big.csv',
      contentType: 'text/csv',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ file: string[] }>().file[0]).toMatch(/larger than 10 MB/);
  });

  it('answers 401 to anonymous callers, 403 to organisations that do not import, 404 to another organisation reading a task', async () => {
    const file = await makeXlsx(TEMPLATE_HEADERS, [cleanRow(700)]);
    expect(
      (await send('/projects/validate-file/', null, { data: file, filename: 'a.xlsx' })).statusCode,
    ).toBe(401);
    expect((await send('/projects/upload/', null, { data: file, filename: 'a.xlsx' })).statusCode).toBe(401);
    const citizen = await createTestUser(t, { accountType: 'CITIZEN' });
    expect((await send('/projects/upload/', citizen, { data: file, filename: 'a.xlsx' })).statusCode).toBe(
      403,
    );
    expect((await send('/projects/upload/', contractor, { data: file, filename: 'a.xlsx' })).statusCode).toBe(
      403,
    );

    const started = await send('/projects/upload/', ministry, { data: file, filename: 'a.xlsx' });
    const taskId = started.json<{ task_id: string }>().task_id;
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/status/?task_id=${taskId}`,
      headers: otherMinistry.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/status/?task_id=${taskId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const junk = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/status/?task_id=nope',
      headers: ministry.headers,
    });
    expect(junk.statusCode).toBe(400);
    await t.runJobs(['project-import']);
  });

  it("refuses a code that belongs to another organisation's project", async () => {
    const file = await makeXlsx(TEMPLATE_HEADERS, [cleanRow(1, { 'Project Name': 'Hijack attempt' })]);
    const report = await validate(otherMinistry, file);
    expect(report.warnings.invalid_format).toEqual([
      expect.objectContaining({ row: 2, column: 'project_code' }),
    ]);
    const done = await importFile(otherMinistry, file);
    expect(done.result).toMatchObject({
      created: 0,
      updated: 0,
      skipped: [{ row: 2 }],
    });
    expect(importResultSchema.parse(done.result).skipped[0]?.reason).toMatch(/another organisation/);
    const [original] = await projectByCode('IMP-00001');
    expect(original!.name).toBe('Imported Borehole Project 1');
  });

  it('lets the supervising ADMIN body upload a yearly appropriation, and no one else', async () => {
    const admin = await createTestUser(t, { accountType: 'ADMIN', displayName: 'Budget Office' });
    const csv = makeCsv(
      ['Project Code', 'Appropriation'],
      [
        ['IMP-00001', '₦3,000,000'],
        ['NO-SUCH-CODE', '5'],
        ['IMP-00002', 'lots'],
      ],
    );
    const refused = await send(
      '/projects/upload-appropriation/',
      ministry,
      { data: csv, filename: 'a.csv' },
      { year: '2025' },
    );
    expect(refused.statusCode).toBe(403);
    const noYear = await send('/projects/upload-appropriation/', admin, { data: csv, filename: 'a.csv' });
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json()).toHaveProperty('year');

    const started = await send(
      '/projects/upload-appropriation/',
      admin,
      { data: csv, filename: 'a.csv' },
      { year: '2025' },
    );
    expect(started.statusCode, started.body).toBe(202);
    await t.runJobs(['project-import']);
    const done = await status(admin, started.json<{ task_id: string }>().task_id);
    expect(done).toMatchObject({ status: 'SUCCESS', kind: 'appropriation' });
    expect(done.result).toEqual({
      year: 2025,
      updated: 1,
      skipped: [
        { row: 3, reason: 'No project has the code NO-SUCH-CODE.' },
        { row: 4, reason: '"lots" is not an amount.' },
      ],
    });
    const row = await t.app.db.execute<{
      yearly_appropriation: Record<string, string>;
      total_appropriation: string;
    }>(sql`SELECT yearly_appropriation, total_appropriation::text FROM projects WHERE code = 'IMP-00001'`);
    expect(row.rows[0]).toEqual({
      yearly_appropriation: { '2025': '3000000.00' },
      total_appropriation: '3000000.00',
    });
  });
});
