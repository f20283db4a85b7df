import { readFileSync } from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DICTIONARY, openDataInfoSchema } from '@oversight/shared/open-data/open-data.schemas';
import { projectPageSchema, type Project } from '@oversight/shared/projects/projects.schemas';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoProjects } from '../../seed/demo-projects.js';
import { createAccount } from '../accounts/account-creation.js';
import { forgetPublicAnswers } from '../../platform/public-cache.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser } from '../../test/factories.js';

// The official OC4IDS 0.9.5 schema, copied unchanged into the repository (docs/standards/oc4ids-0.9.5/README.md).
const STANDARD = path.resolve(import.meta.dirname, '../../../../../docs/standards/oc4ids-0.9.5');
// CommonJS packages: under NodeNext their default import is module.exports, typed as the module.
const Ajv = AjvModule as unknown as typeof AjvModule.default;
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(STANDARD, file), 'utf8')) as Record<string, unknown>;

/** The package schema with every format checked; its codelist annotations are declared so strict mode stays on. */
function packageValidator() {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'codelist', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'openCodelist', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'versionId', schemaType: 'boolean' });
  ajv.addSchema(readJson('project-schema.json'));
  return ajv.compile(readJson('project-package-schema.json'));
}

type Oc4ids = {
  id: string;
  status: string;
  sector?: string[];
  parties?: { id: string; roles?: string[] }[];
  locations?: unknown[];
  budget?: { budgetBreakdowns?: unknown[] };
  contractingProcesses?: unknown[];
  relatedProjects?: unknown[];
  completion?: unknown;
};
type Package = {
  uri: string;
  publishedDate: string;
  license: string;
  projects: Oc4ids[];
  links?: { next?: string; prev?: string };
};

describe('open data: OC4IDS and downloads of the demo catalogue', () => {
  let t: TestApp;
  const validate = packageValidator();
  let draft: { public_id: string };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const expectValid = (body: unknown) => {
    const ok = validate(body);
    expect(validate.errors?.slice(0, 5) ?? [], 'OC4IDS schema errors').toEqual([]);
    expect(ok).toBe(true);
  };
  /** Every page of GET /projects/ with these filters, as the catalogue answers them. */
  async function catalogue(filters: string): Promise<Project[]> {
    const all: Project[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = projectPageSchema.parse(
        (await get(`/projects/?${filters}&limit=100&offset=${offset}`)).json(),
      );
      all.push(...page.results);
      if (!page.next) return all;
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    // The demo seed's organisations and its project generator (npm start makes 2,100 projects; 600 keep this file quick).
    const organizationIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS.filter(
      (demo) => demo.accountType !== 'CITIZEN' && demo.accountType !== 'CSO',
    )) {
      const { organization } = await createAccount(t.app.db, {
        tenantId: t.tenantId,
        accountType: account.accountType,
        email: account.email,
        username: account.username,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        companyName: account.companyName ?? null,
        rcNumber: account.rcNumber ?? null,
        parentOrganizationId: account.parent ? (organizationIds.get(account.parent) ?? null) : null,
        emailVerified: true,
      });
      organizationIds.set(account.key, organization.id);
    }
    await seedDemoProjects(t.app.db, t.tenantId, { count: 600, activities: false });
    const { rows } = await t.app.db.execute<{ public_id: string }>(
      sql`SELECT public_id FROM projects WHERE NOT is_published LIMIT 1`,
    );
    draft = rows[0]!;
  }, 240_000);
  afterAll(async () => t.close());

  it('exports every published demo project as one OC4IDS package valid against the official schema, formats checked', async () => {
    const response = await get('/open-data/oc4ids/');
    expect(response.statusCode).toBe(200);
    const body = response.json<Package>();
    expectValid(body);
    const { rows } = await t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM projects WHERE is_published`,
    );
    expect(body.projects).toHaveLength(rows[0]!.n);
    expect(new Set(body.projects.map((p) => p.id)).size).toBe(body.projects.length);
    expect(body.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(body.projects.every((p) => p.id.startsWith('oc4ids-xxxxxx-'))).toBe(true);
    expect(body.projects.some((p) => p.id === `oc4ids-xxxxxx-${draft.public_id}`)).toBe(false);
    // What the demo data holds is mapped: parties with roles, sectors, locations, budgets by year, contracts, completion.
    const withContract = body.projects.find(
      (p) => p.contractingProcesses?.length && p.parties?.some((party) => party.roles?.includes('supplier')),
    );
    expect(withContract).toBeDefined();
    expect(
      body.projects.every((p) => p.parties?.some((party) => party.roles?.includes('publicAuthority'))),
    ).toBe(true);
    expect(body.projects.every((p) => p.sector?.length && p.locations?.length)).toBe(true);
    expect(body.projects.some((p) => p.budget?.budgetBreakdowns?.length)).toBe(true);
    expect(body.projects.some((p) => p.status === 'completion' && p.completion)).toBe(true);
    expect(new Set(body.projects.map((p) => p.status))).toEqual(
      new Set(['preparation', 'implementation', 'completion', 'cancelled']),
    );
  }, 120_000);

  it('pages with limit and links, takes the catalogue filters, answers one project, and 404s a draft', async () => {
    const page = await get('/open-data/oc4ids/?state=Lagos&limit=5&offset=5');
    expect(page.statusCode).toBe(200);
    const body = page.json<Package>();
    expectValid(body);
    expect(body.projects).toHaveLength(5);
    expect(body.links?.next).toContain('offset=10');
    expect(body.links?.prev).not.toContain('offset=');
    const lagos = await catalogue('state=Lagos');
    expect(body.projects.map((p) => p.id)).toEqual(
      lagos.slice(5, 10).map((p) => `oc4ids-xxxxxx-${p.public_id}`),
    );

    const one = await get(`/projects/${lagos[0]!.public_id}/oc4ids/`);
    expect(one.statusCode).toBe(200);
    expectValid(one.json());
    expect(one.json<Package>().projects.map((p) => p.id)).toEqual([`oc4ids-xxxxxx-${lagos[0]!.public_id}`]);

    // A child project with a picture and a link: related projects both ways, documents with absolute URLs.
    const [parent, child] = [lagos[1]!, lagos[2]!];
    await t.app.db
      .execute(sql`UPDATE projects SET parent_project_id = (SELECT id FROM projects WHERE public_id = ${parent.public_id}),
      image_url = '/media/projects/bridge.jpg', links = ARRAY['https://example.org/report.pdf', 'not a link'] WHERE public_id = ${child.public_id}`);
    // Contractors with a CAC registration are named by it (org-id.guide NG-CAC).
    const contracted = lagos.slice(0, 10).find((p) => p.contractors.length)!;
    await t.app.db.execute(
      sql`UPDATE organizations SET rc_number = 'RC 1234567' WHERE id = ${contracted.contractors[0]!.public_id}`,
    );
    const family = await get(`/open-data/oc4ids/?limit=10&state=Lagos`);
    expectValid(family.json());
    const byId = new Map(
      family.json<Package>().projects.map((p) => [p.id, p as Oc4ids & { documents?: { url: string }[] }]),
    );
    const childOc4ids = byId.get(`oc4ids-xxxxxx-${child.public_id}`)!;
    expect(childOc4ids.relatedProjects).toEqual([
      expect.objectContaining({ relationship: 'parent', identifier: `oc4ids-xxxxxx-${parent.public_id}` }),
    ]);
    expect(byId.get(`oc4ids-xxxxxx-${parent.public_id}`)!.relatedProjects).toEqual([
      expect.objectContaining({ relationship: 'child' }),
    ]);
    const suppliers = byId
      .get(`oc4ids-xxxxxx-${contracted.public_id}`)!
      .parties!.filter((party) => party.roles?.includes('supplier'));
    expect(suppliers.find((party) => party.id === 'NG-CAC-1234567')).toMatchObject({
      identifier: { scheme: 'NG-CAC', id: '1234567' },
    });
    expect(childOc4ids.documents?.map((d) => d.url)).toEqual([
      'http://localhost:3000/media/projects/bridge.jpg',
      'https://example.org/report.pdf',
    ]);

    const owner = await t.app.db.execute<{ organization_id: string }>(
      sql`SELECT organization_id FROM projects WHERE public_id = ${draft.public_id}`,
    );
    expect(owner.rows[0]).toBeDefined();
    expect((await get(`/projects/${draft.public_id}/oc4ids/`)).statusCode).toBe(404);
    expect((await get('/open-data/oc4ids/?query=zzzqqqxxnothing')).statusCode).toBe(404);
    expect((await get('/open-data/oc4ids/?limit=5000')).json()).toHaveProperty('limit');
    expect((await get('/open-data/oc4ids/?state=Atlantis')).json()).toHaveProperty('state');
  }, 60_000);

  it('downloads CSV, XLSX and GeoJSON of a catalogue view equal to the API pages, with the data dictionary', async () => {
    const filters = 'state=Kano,Lagos&status=ON_GOING,COMPLETED&ordering=-total_project_cost';
    const expected = await catalogue(filters);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    const ids = expected.map((p) => p.public_id);

    const csv = await get(`/open-data/projects.csv?${filters}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="projects-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const parsed = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(DATA_DICTIONARY.map((entry) => entry.column));
    expect(parsed.data.map((row) => row.public_id)).toEqual(ids);
    parsed.data.forEach((row, index) => {
      const project = expected[index]!;
      expect(row.name).toBe(project.name.replace(/^([=+\-@])/, "'$1"));
      expect(row.status).toBe(project.status_label);
      expect(row.total_project_cost === '' ? null : Number(row.total_project_cost)).toBe(
        project.total_project_cost === null ? null : Number(project.total_project_cost),
      );
      expect(row.ministry).toBe(project.ministry?.name ?? '');
      expect(row.contractors).toBe(project.contractors.map((c) => c.name).join('; '));
      expect(Number(row.latitude)).toBe(project.geolocations[0]!.coordinates.latitude);
    });

    const xlsx = await get(`/open-data/projects.xlsx?${filters}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Projects')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(DATA_DICTIONARY.map((entry) => entry.column));
    const idColumn = header.indexOf('public_id') + 1;
    const costColumn = header.indexOf('total_project_cost') + 1;
    const xlsxIds: string[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      xlsxIds.push(row.getCell(idColumn).text);
      expect(row.getCell(costColumn).value).toBe(Number(expected[number - 2]!.total_project_cost));
    });
    expect(xlsxIds).toEqual(ids);
    expect(workbook.getWorksheet('Data dictionary')!.rowCount).toBe(DATA_DICTIONARY.length + 1);

    const geojson = await get(`/open-data/projects.geojson?${filters}`);
    expect(geojson.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const collection = geojson.json<{
      type: string;
      features: {
        id: string;
        geometry: { type: string; coordinates: number[] };
        properties: Record<string, unknown>;
      }[];
    }>();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((f) => f.id)).toEqual(ids);
    collection.features.forEach((feature, index) => {
      const first = expected[index]!.geolocations[0]!.coordinates;
      const point =
        feature.geometry.type === 'Point'
          ? feature.geometry.coordinates
          : (feature.geometry.coordinates as unknown as number[][])[0]!;
      expect(point).toEqual([first.longitude, first.latitude]);
      expect(feature.properties.name).toBe(expected[index]!.name);
    });

    const bad = await get('/open-data/projects.csv?year=19');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('year');
  }, 120_000);

  it('never exports a draft, even to its owner asking for is_published=false, and escapes formula-like text in CSV', async () => {
    const { rows } = await t.app.db.execute<{ username: string }>(sql`
      SELECT o.username FROM projects p JOIN organizations o ON o.id = p.organization_id WHERE p.public_id = ${draft.public_id}`);
    const account = await t.app.db.execute<{ email: string; user_id: string; organization_id: string }>(sql`
      SELECT u.email, u.id AS user_id, m.organization_id FROM memberships m JOIN users u ON u.id = m.user_id
        JOIN organizations o ON o.id = m.organization_id WHERE o.username = ${rows[0]!.username} LIMIT 1`);
    const member = account.rows[0]!;
    const { signAccessToken } = await import('../../platform/tokens.js');
    const headers = {
      authorization: `Bearer ${await signAccessToken(t.config.jwtSecret, member.user_id, t.tenantId)}`,
      'x-organization-id': member.organization_id,
    };
    // The owner sees the draft in the catalogue, but open data leaves it out.
    expect((await get(`/projects/${draft.public_id}/`, headers)).statusCode).toBe(200);
    for (const url of [
      '/open-data/projects.csv?is_published=false',
      '/open-data/projects.geojson',
      '/open-data/oc4ids/',
    ]) {
      const answer = await get(url, headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(draft.public_id);
    }
    expect((await get(`/projects/${draft.public_id}/oc4ids/`, headers)).statusCode).toBe(404);
    const stranger = await createTestUser(t, { tenantId: t.tenantId });
    expect((await get('/open-data/projects.geojson', stranger.headers)).body).not.toContain(draft.public_id);

    const { rows: victims } = await t.app.db.execute<{ public_id: string }>(sql`
      UPDATE projects SET name = '=HYPERLINK("http://evil.test","x")', description = '+SUM(A1)'
       WHERE id = (SELECT id FROM projects WHERE is_published ORDER BY created_at LIMIT 1) RETURNING public_id`);
    forgetPublicAnswers(t.app.db, t.tenantId);
    const csv = Papa.parse<Record<string, string>>((await get('/open-data/projects.csv')).body, {
      header: true,
      skipEmptyLines: true,
    });
    const row = csv.data.find((candidate) => candidate.public_id === victims[0]!.public_id)!;
    expect(row.name).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(row.description).toBe("'+SUM(A1)");
  }, 60_000);

  it('describes the feeds: publisher, licence, prefix and the dictionary', async () => {
    const info = openDataInfoSchema.parse((await get('/open-data/')).json());
    expect(info.license.id).toBe('CC-BY-4.0');
    expect(info.oc4ids).toEqual({ version: '0.9', prefix: 'oc4ids-xxxxxx', registered: false });
    expect(info.publisher.name).toBe('Federal Government of Nigeria');
    expect(info.published_projects).toBeGreaterThan(570);
    expect(info.dictionary.map((entry) => entry.column)).toEqual(
      DATA_DICTIONARY.map((entry) => entry.column),
    );
  });
});
