import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Rows made by fillAtSize, per table: the tables a statement must not read whole. */
export const FILLED_SIZES = {
  projects: 100_000,
  project_activities: 100_000,
  survey_responses: 20_000,
  survey_answer_values: 100_000,
  plans: 200,
  outcomes: 4_000,
  indicators: 20_000,
  dashboards: 500,
} as const;

export type Filled = {
  surveyId: string;
  planId: string;
  outcomeId: string;
  indicatorId: string;
  projectId: string;
};

/**
 * Fills the database at a realistic size with INSERT ... SELECT generate_series (seconds, not minutes on both engines):
 * one project in ten and half the change log belong to `own` (a ministry), the rest to `other`.
 */
export async function fillAtSize(
  db: Database,
  tenantId: string,
  own: { organizationId: string; userId: string },
  otherOrganizationId: string,
): Promise<Filled> {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  // The per-row search trigger (five text documents and an organisation lookup) took minutes for 100,000 rows: the
  // fill skips triggers for this one statement and writes a simpler search document itself.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`
      INSERT INTO projects (tenant_id, public_id, name, code, description, ministry_id, organization_id, is_published, status,
                            start_date, end_date, latitude, longitude, states, sectors, total_appropriation, percentage_completed,
                            created_at, modified_at, search)
      SELECT ${tenantId}::uuid, 'qb' || g, name, 'QB-' || g, 'Budget line ' || g,
             CASE WHEN g % 10 = 0 THEN ${own.organizationId}::uuid ELSE ${otherOrganizationId}::uuid END,
             CASE WHEN g % 10 = 0 THEN ${own.organizationId}::uuid ELSE ${otherOrganizationId}::uuid END,
             g % 50 <> 0, g % 4, date '2020-01-01' + g % 1500, date '2024-01-01' + g % 1500,
             4.3 + (g % 900) / 100.0, 2.7 + (g % 1100) / 100.0, ARRAY[state],
             ARRAY[(ARRAY['works','health','education','water'])[1 + g % 4]],
             (g % 997) * 1000000, g % 101,
             now() - g * interval '1 minute', now() - g * interval '1 minute',
             setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', state), 'C')
        FROM generate_series(1, ${FILLED_SIZES.projects}) g,
             LATERAL (SELECT (ARRAY['Construction of','Rehabilitation of','Supply of','Upgrade of'])[1 + g % 4] || ' ' ||
                             (ARRAY['road','primary school','health centre','borehole','bridge','market'])[1 + g % 6] || ' ' || g AS name,
                             (ARRAY['Lagos','Kano','Kaduna','Rivers','Oyo','Enugu'])[1 + g % 6] AS state) made`);
  });
  await run(sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM (SELECT * FROM projects WHERE tenant_id = ${tenantId}::uuid ORDER BY public_id LIMIT 24) p,
           search_words_of(p.name, p.lgas, p.states) w
    ON CONFLICT DO NOTHING`);
  // Half the log on the ministry's 10,000 projects (five entries each, as after large imports), half on others.
  const changes = sql`(SELECT jsonb_object_agg('field_' || i, jsonb_build_object('before', NULL, 'after', repeat('x', 40)))
                         FROM generate_series(1, 20) i)`;
  await run(sql`
    INSERT INTO project_activities (tenant_id, project_id, actor_id, action, changes, created_at)
    SELECT p.tenant_id, p.id, ${own.userId}::uuid, (ARRAY['created','updated','published'])[1 + n % 3], ${changes},
           p.created_at + n * interval '1 second'
      FROM projects p CROSS JOIN generate_series(1, 5) n
     WHERE p.tenant_id = ${tenantId}::uuid AND p.ministry_id = ${own.organizationId}::uuid`);
  await run(sql`
    INSERT INTO project_activities (tenant_id, project_id, action, changes, created_at)
    SELECT p.tenant_id, p.id, 'updated', ${changes}, p.created_at
      FROM projects p WHERE p.tenant_id = ${tenantId}::uuid AND p.ministry_id = ${otherOrganizationId}::uuid
     ORDER BY p.public_id LIMIT ${FILLED_SIZES.project_activities / 2}`);

  const [survey] = (
    await db.execute<{ id: string }>(sql`
      INSERT INTO surveys (tenant_id, organization_id, name, is_published, accepting_responses, responses_count)
      VALUES (${tenantId}::uuid, ${own.organizationId}::uuid, 'Clinic visit survey', true, true, ${FILLED_SIZES.survey_responses})
      RETURNING id`)
  ).rows;
  await run(sql`
    INSERT INTO survey_responses (tenant_id, survey_id, version, answers, submitted_at, created_at)
    SELECT ${tenantId}::uuid, ${survey!.id}::uuid, 1,
           jsonb_build_object('q1', 'answer ' || g, 'q2', g % 7, 'q3', (ARRAY['yes','no'])[1 + g % 2]),
           now() - g * interval '5 minutes', now() - g * interval '5 minutes'
      FROM generate_series(1, ${FILLED_SIZES.survey_responses}) g`);
  await run(sql`
    INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
    SELECT r.survey_id, r.id, 'q' || n, 'value ' || n, n
      FROM survey_responses r CROSS JOIN generate_series(1, 5) n WHERE r.survey_id = ${survey!.id}::uuid`);

  await run(sql`
    INSERT INTO plans (tenant_id, organization_id, name, created_at)
    SELECT ${tenantId}::uuid, CASE WHEN g % 2 = 0 THEN ${own.organizationId}::uuid ELSE ${otherOrganizationId}::uuid END,
           'Plan ' || g, now() - g * interval '1 hour'
      FROM generate_series(1, ${FILLED_SIZES.plans}) g`);
  await run(sql`
    INSERT INTO outcomes (tenant_id, plan_id, organization_id, title, level)
    SELECT p.tenant_id, p.id, p.organization_id,
           'Pillar ' || n || ': ' || (ARRAY['Primary care','Maternal health','Rural roads','Basic education'])[1 + n % 4] || ' ' || p.name, 0
      FROM plans p CROSS JOIN generate_series(1, ${FILLED_SIZES.outcomes / FILLED_SIZES.plans}) n
     WHERE p.tenant_id = ${tenantId}::uuid`);
  await run(sql`
    INSERT INTO indicators (tenant_id, plan_id, outcome_id, organization_id, description, unit)
    SELECT o.tenant_id, o.plan_id, o.id, o.organization_id,
           (ARRAY['Share of wards with a working clinic','Kilometres of road paved','Pupils enrolled','Deliveries attended'])[1 + n % 4] || ' ' || o.title,
           'number'
      FROM outcomes o CROSS JOIN generate_series(1, ${FILLED_SIZES.indicators / FILLED_SIZES.outcomes}) n
     WHERE o.tenant_id = ${tenantId}::uuid`);
  await run(sql`
    INSERT INTO dashboards (tenant_id, organization_id, name)
    SELECT ${tenantId}::uuid, CASE WHEN g % 2 = 0 THEN ${own.organizationId}::uuid ELSE ${otherOrganizationId}::uuid END,
           'Dashboard ' || g
      FROM generate_series(1, ${FILLED_SIZES.dashboards}) g`);
  for (const table of Object.keys(FILLED_SIZES)) await run(sql.raw(`VACUUM ANALYZE ${table}`));

  const one = async (query: ReturnType<typeof sql>) => (await db.execute<{ id: string }>(query)).rows[0]!.id;
  const planId = await one(
    sql`SELECT id FROM plans WHERE organization_id = ${own.organizationId}::uuid ORDER BY id LIMIT 1`,
  );
  const outcomeId = await one(
    sql`SELECT id FROM outcomes WHERE plan_id = ${planId}::uuid ORDER BY id LIMIT 1`,
  );
  return {
    surveyId: survey!.id,
    planId,
    outcomeId,
    indicatorId: await one(
      sql`SELECT id FROM indicators WHERE outcome_id = ${outcomeId}::uuid ORDER BY id LIMIT 1`,
    ),
    projectId: await one(sql`SELECT public_id AS id FROM projects WHERE public_id = 'qb10'`),
  };
}
