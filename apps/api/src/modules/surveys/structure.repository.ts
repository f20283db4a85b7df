import { sql } from 'drizzle-orm';
import type { Section } from '@oversight/shared/surveys/questions.schemas';
import type { DbOrTx } from '../../db/client.js';

/** SQL of a form's structure: version snapshots and the current version's question and choice rows. */

const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

const parsed = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/** Locks the form row for the rest of the transaction (two saves of one form never interleave). */
export async function lockSurvey(
  tx: DbOrTx,
  tenantId: string,
  surveyId: string,
): Promise<{ version: number } | undefined> {
  const result = await tx.execute<{ version: number }>(
    sql`SELECT version FROM surveys WHERE tenant_id = ${tenantId}::uuid AND id = ${surveyId}::uuid FOR UPDATE`,
  );
  return result.rows[0];
}

export async function findVersionSections(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  version: number,
): Promise<Section[] | null> {
  const result = await db.execute<{ sections: unknown }>(sql`
    SELECT sections FROM survey_versions WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid AND version = ${version}`);
  const row = result.rows[0];
  return row ? parsed<Section[]>(row.sections) : null;
}

/** Several forms' current sections at once (lists that need them); forms never saved have none. */
export async function findCurrentSections(
  db: DbOrTx,
  tenantId: string,
  surveyIds: string[],
): Promise<Map<string, Section[]>> {
  if (!surveyIds.length) return new Map();
  const result = await db.execute<{ survey_id: string; sections: unknown }>(sql`
    SELECT v.survey_id, v.sections FROM surveys s JOIN survey_versions v ON v.survey_id = s.id AND v.version = s.version
     WHERE s.tenant_id = ${tenantId}::uuid AND s.id = ANY(${uuidArray(surveyIds)})`);
  return new Map(result.rows.map((row) => [row.survey_id, parsed<Section[]>(row.sections)]));
}

/** Every version's sections, oldest first (questions/?all_versions=true). */
export async function findAllVersions(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
): Promise<{ version: number; sections: Section[] }[]> {
  const result = await db.execute<{ version: number; sections: unknown }>(sql`
    SELECT version, sections FROM survey_versions WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid ORDER BY version`);
  return result.rows.map((row) => ({
    version: row.version,
    sections: parsed<Section[]>(row.sections),
  }));
}

export async function hasResponsesAt(tx: DbOrTx, surveyId: string, version: number): Promise<boolean> {
  const result = await tx.execute(
    sql`SELECT 1 FROM survey_responses WHERE survey_id = ${surveyId}::uuid AND version = ${version} LIMIT 1`,
  );
  return result.rows.length > 0;
}

export async function upsertVersion(
  tx: DbOrTx,
  values: {
    tenantId: string;
    surveyId: string;
    version: number;
    sections: Section[];
    createdBy: string | null;
  },
) {
  await tx.execute(sql`
    INSERT INTO survey_versions (tenant_id, survey_id, version, sections, created_by)
    VALUES (${values.tenantId}::uuid, ${values.surveyId}::uuid, ${values.version}, ${JSON.stringify(values.sections)}::jsonb, ${values.createdBy}::uuid)
    ON CONFLICT (survey_id, version) DO UPDATE SET sections = EXCLUDED.sections, created_by = EXCLUDED.created_by, created_at = now()`);
}

export async function setSurveyVersion(
  tx: DbOrTx,
  tenantId: string,
  surveyId: string,
  version: number,
  questionsCount: number,
) {
  await tx.execute(sql`UPDATE surveys SET version = ${version}, questions_count = ${questionsCount}, modified_at = now()
    WHERE tenant_id = ${tenantId}::uuid AND id = ${surveyId}::uuid`);
}

export type QuestionRowInput = {
  id: string;
  sectionId: string;
  name: string;
  type: string;
  text: string;
  position: number;
};
export type OptionRowInput = {
  id: string;
  questionId: string;
  position: number;
  label: string;
  value: string;
};

/** Replaces the form's question and choice rows with the current version's (two inserts whatever the size). */
export async function replaceQuestionRows(
  tx: DbOrTx,
  tenantId: string,
  surveyId: string,
  questions: QuestionRowInput[],
  options: OptionRowInput[],
) {
  await tx.execute(
    sql`DELETE FROM survey_questions WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid`,
  );
  if (questions.length) {
    await tx.execute(sql`
      INSERT INTO survey_questions (id, tenant_id, survey_id, section_id, name, question_type, text, position)
      SELECT q.id, ${tenantId}::uuid, ${surveyId}::uuid, q.section_id, q.name, q.question_type, q.text, q.position
        FROM unnest(${uuidArray(questions.map((q) => q.id))}, ${uuidArray(questions.map((q) => q.sectionId))}, ${textArray(questions.map((q) => q.name))},
                    ${textArray(questions.map((q) => q.type))}, ${textArray(questions.map((q) => q.text))}, ${intArray(questions.map((q) => q.position))})
             AS q(id, section_id, name, question_type, text, position)`);
  }
  if (options.length) {
    await tx.execute(sql`
      INSERT INTO survey_question_options (id, tenant_id, survey_id, question_id, position, label, value)
      SELECT o.id, ${tenantId}::uuid, ${surveyId}::uuid, o.question_id, o.position, o.label, o.value
        FROM unnest(${uuidArray(options.map((o) => o.id))}, ${uuidArray(options.map((o) => o.questionId))}, ${intArray(options.map((o) => o.position))},
                    ${textArray(options.map((o) => o.label))}, ${textArray(options.map((o) => o.value))})
             AS o(id, question_id, position, label, value)`);
  }
}

/** The form (internal id) holding a question of its current version. */
export async function findQuestionSurvey(
  db: DbOrTx,
  tenantId: string,
  questionId: string,
): Promise<string | undefined> {
  const result = await db.execute<{ survey_id: string }>(sql`
    SELECT survey_id FROM survey_questions WHERE tenant_id = ${tenantId}::uuid AND id = ${questionId}::uuid`);
  return result.rows[0]?.survey_id;
}

export async function findOptionQuestion(
  db: DbOrTx,
  tenantId: string,
  optionId: string,
): Promise<{ survey_id: string; question_id: string } | undefined> {
  const result = await db.execute<{ survey_id: string; question_id: string }>(sql`
    SELECT survey_id, question_id FROM survey_question_options WHERE tenant_id = ${tenantId}::uuid AND id = ${optionId}::uuid`);
  return result.rows[0];
}

export type MdaQuestionRow = {
  id: string;
  name: string;
  text: string;
  question_type: string;
  survey_public_id: string;
  survey_name: string;
  is_published: boolean;
  survey_id: string;
};

/** Numeric and choice questions of an organisation's forms (current versions), by form then position. */
export async function findOrganizationQuestions(
  db: DbOrTx,
  filter: {
    tenantId: string;
    organizationId: string;
    types: readonly string[];
    search?: string;
    surveyPublicId?: string;
  },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: MdaQuestionRow[] }> {
  const conditions = [
    sql`s.tenant_id = ${filter.tenantId}::uuid`,
    sql`s.organization_id = ${filter.organizationId}::uuid`,
    sql`NOT s.archived`,
    sql`q.question_type = ANY(${textArray(filter.types)})`,
  ];
  if (filter.surveyPublicId) conditions.push(sql`s.public_id = ${filter.surveyPublicId}::uuid`);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(q.text) LIKE ${pattern} OR lower(q.name) LIKE ${pattern} OR lower(s.name) LIKE ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const result = await db.execute<MdaQuestionRow & { total: number | string }>(sql`
    SELECT q.id, q.name, q.text, q.question_type, s.public_id AS survey_public_id, s.name AS survey_name, s.is_published, s.id AS survey_id,
           count(*) OVER () AS total
      FROM survey_questions q JOIN surveys s ON s.id = q.survey_id
     WHERE ${where}
     ORDER BY s.created_at DESC, s.id, q.position
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count: Number(result.rows[0]?.total ?? 0), rows: result.rows };
}
