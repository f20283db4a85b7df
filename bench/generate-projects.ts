/**
 * Fills a PostgreSQL server with demo projects for the catalogue benchmark: 100,000 by default.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_bench npx tsx bench/generate-projects.ts [--count 100000]
 *
 * Migrates the database, makes the default tenant and (if the tenant has few) ministries, agencies and contractors,
 * then adds projects until the tenant has --count of them. Running it again adds nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { connectDatabase, runMigrations, type Database } from '../apps/api/src/db/client.js';
import { organizations, tenants } from '../apps/api/src/db/schema/index.js';
import { seedDemoProjects } from '../apps/api/src/seed/demo-projects.js';

const MINISTRIES: [string, string[]][] = [
  ['Federal Ministry of Works', ['Federal Roads Maintenance Agency', 'Federal Housing Authority']],
  [
    'Federal Ministry of Health',
    ['National Primary Health Care Development Agency', 'National Health Insurance Authority'],
  ],
  [
    'Federal Ministry of Education',
    ['Universal Basic Education Commission', 'Tertiary Education Trust Fund'],
  ],
  ['Federal Ministry of Power', ['Rural Electrification Agency', 'Transmission Company of Nigeria']],
  [
    'Federal Ministry of Agriculture and Food Security',
    ['National Agricultural Seeds Council', 'River Basin Development Authority'],
  ],
  ['Federal Ministry of Water Resources and Sanitation', ['Nigeria Hydrological Services Agency']],
  ['Federal Ministry of Transportation', ['Nigerian Railway Corporation', 'Nigerian Ports Authority']],
  ['Federal Ministry of Aviation and Aerospace Development', ['Federal Airports Authority of Nigeria']],
  ['Federal Ministry of Environment', ['National Agency for the Great Green Wall']],
  [
    'Federal Ministry of Petroleum Resources',
    ['Nigerian Midstream and Downstream Petroleum Regulatory Authority'],
  ],
  [
    'Federal Ministry of Communications, Innovation and Digital Economy',
    ['National Information Technology Development Agency'],
  ],
  ['Federal Ministry of Justice', ['Nigerian Correctional Service']],
  ['Federal Ministry of Solid Minerals Development', ['Mining Cadastre Office']],
  [
    'Federal Ministry of Science and Technology',
    ['National Agency for Science and Engineering Infrastructure'],
  ],
  ['Federal Ministry of Defence', ['Defence Industries Corporation of Nigeria']],
  ['Federal Ministry of Industry, Trade and Investment', ['Small and Medium Enterprises Development Agency']],
  ['Federal Ministry of Women Affairs', ['National Centre for Women Development']],
  ['Federal Ministry of Youth Development', ['National Youth Service Corps']],
  [
    'Federal Ministry of Humanitarian Affairs and Poverty Alleviation',
    ['National Social Investment Programme Agency'],
  ],
];

const CONTRACTOR_STEMS = [
  'Julius Berger',
  'Dantata & Sawoe',
  'RCC',
  'CGC',
  'Setraco',
  'Mothercat',
  'Arab Contractors',
  'CCECC',
  'Salini',
  'Gilmor',
  'Hitech',
  'Reynolds',
  'Triacta',
  'Borini Prono',
  'Kakatar',
];
const CONTRACTOR_SUFFIXES = [
  'Nigeria Limited',
  'Construction Ltd',
  'Engineering Nigeria Ltd',
  'Projects Ltd',
  'Works Nigeria Ltd',
];

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

async function ensureOrganizations(db: Database, tenantId: string) {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.accountType, 'MINISTRY')));
  if ((existing?.count ?? 0) >= 10) return;
  for (const [ministryName, agencies] of MINISTRIES) {
    const [ministry] = await db
      .insert(organizations)
      .values({
        tenantId,
        name: ministryName,
        username: `bench_${slug(ministryName)}`,
        accountType: 'MINISTRY' as const,
        description: `${ministryName}.`,
      })
      .returning();
    await db.insert(organizations).values(
      agencies.map((name) => ({
        tenantId,
        name,
        username: `bench_${slug(name)}`,
        accountType: 'AGENCY' as const,
        parentId: ministry!.id,
        description: `${name}.`,
      })),
    );
  }
  const contractors = CONTRACTOR_STEMS.flatMap((stem) =>
    CONTRACTOR_SUFFIXES.map((suffix) => `${stem} ${suffix}`),
  );
  await db.insert(organizations).values(
    contractors.map((name) => ({
      tenantId,
      name,
      username: `bench_${slug(name)}`,
      accountType: 'CONTRACTOR' as const,
      description: 'Contractor.',
    })),
  );
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server (the benchmark is about the server, not PGlite).',
    );
  const countFlag = process.argv.indexOf('--count');
  const target = countFlag > 0 ? Number(process.argv[countFlag + 1]) : 100_000;
  if (!Number.isInteger(target) || target < 1) throw new Error('--count takes a positive whole number.');

  const database = await connectDatabase({ databaseUrl: url, dataDir: '.', poolSize: 2 });
  try {
    await runMigrations(database);
    const db = database.db;
    let [tenant] = await db.select().from(tenants).where(eq(tenants.isDefault, true));
    if (!tenant)
      [tenant] = await db
        .insert(tenants)
        .values({ name: 'federal', displayName: 'Federal Government of Nigeria', isDefault: true })
        .returning();
    await ensureOrganizations(db, tenant!.id);
    const [{ count }] = (
      await db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM projects WHERE tenant_id = ${tenant!.id}`,
      )
    ).rows as [{ count: number }];
    const missing = target - count;
    const started = performance.now();
    if (missing <= 0) console.log(`The tenant already has ${count} projects: nothing to add.`);
    // Chunks of 10,000, each in its own transaction, so an interrupted run keeps what it made.
    for (let made = 0; made < missing; made += 10_000) {
      const chunk = Math.min(10_000, missing - made);
      await seedDemoProjects(db, tenant!.id, {
        count: chunk,
        seed: 7_000 + Math.floor((count + made) / 10_000),
        activities: false,
      });
      console.log(`${count + made + chunk} projects (${Math.round((performance.now() - started) / 1000)} s)`);
    }
    // The contractor trigger rewrites each project once: reclaim that and set the visibility map (index-only counts).
    for (const table of ['projects', 'project_locations', 'project_contractors', 'organizations']) {
      await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    }
    if (missing > 0)
      console.log(`Added ${missing} projects in ${Math.round((performance.now() - started) / 1000)} s.`);
  } finally {
    await database.close();
  }
}

await main();
