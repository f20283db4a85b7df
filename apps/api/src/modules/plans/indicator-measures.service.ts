import { sql } from 'drizzle-orm';
import type { IndicatorFrequency, MeasureInput } from '@oversight/shared/plans/indicator-values';
import { CHOICE_TYPES, FIXED_CHOICE_TYPES, NUMERIC_TYPES } from '@oversight/shared/surveys/questions.schemas';
import type { Database, DbOrTx } from '../../db/client.js';
import { fieldError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs.js';
import * as repo from './plans.repository.js';

/** Actuals computed from a form's submitted responses (survey_responses, survey_answer_values), per period of submission. */

export const MEASURE_JOB = 'plans.indicator-actuals';
/** Every hour the measured indicators catch up with the responses that arrived. */
export const MEASURE_CRON = '7 * * * *';

const CHOICES = new Set<string>([...CHOICE_TYPES, ...FIXED_CHOICE_TYPES, 'yes-no']);
const NUMBERS = new Set<string>([...NUMERIC_TYPES, 'calculate']);

/**
 * The form (named by its public id, as the forms API shows it) must be the indicator organisation's, its questions of
 * the kind the method reads (400 on `measure`). Answers the measure with the form's row id, as stored.
 */
export async function checkMeasure(
  db: DbOrTx,
  scope: { tenantId: string; organizationId: string },
  measure: MeasureInput,
): Promise<MeasureInput> {
  const survey = await db.execute<{
    id: string;
  }>(sql`SELECT id FROM surveys WHERE tenant_id = ${scope.tenantId}::uuid
    AND organization_id = ${scope.organizationId}::uuid AND public_id = ${measure.survey_id}::uuid`);
  const surveyId = survey.rows[0]?.id;
  if (!surveyId) throw fieldError('measure', 'Choose a form of the indicator’s organisation.');
  const typeOf = async (name: string) => {
    const result = await db.execute<{ question_type: string }>(
      sql`SELECT question_type FROM survey_questions WHERE survey_id = ${surveyId}::uuid AND name = ${name}`,
    );
    return result.rows[0]?.question_type;
  };
  if (measure.question) {
    const type = await typeOf(measure.question);
    if (!type) throw fieldError('measure', `The form has no question named "${measure.question}".`);
    if ((measure.method === 'sum' || measure.method === 'average') && !NUMBERS.has(type))
      throw fieldError('measure', `"${measure.question}" is not a numeric question.`);
    if (measure.method === 'share' && !CHOICES.has(type))
      throw fieldError('measure', `"${measure.question}" is not a choice question.`);
  }
  if (measure.filter_question) {
    const type = await typeOf(measure.filter_question);
    if (!type || !CHOICES.has(type))
      throw fieldError(
        'measure',
        `The filter needs a choice question of the form ("${measure.filter_question}" is not one).`,
      );
  }
  return { ...measure, survey_id: surveyId };
}

const TRUNC: Record<IndicatorFrequency, string> = { monthly: 'month', quarterly: 'quarter', yearly: 'year' };

type Measured = {
  tenant_id: string;
  id: string;
  frequency: IndicatorFrequency;
  survey_id: string;
  method: string;
  question: string | null;
  value: string | null;
  filter_question: string | null;
  filter_value: string | null;
};

/** The period values of a measured indicator, from the submitted responses (Lagos time decides the period). */
async function computeValues(db: DbOrTx, measure: Measured): Promise<Map<string, number>> {
  const survey = sql`${measure.survey_id}::uuid`;
  const filter =
    measure.filter_question && measure.filter_value
      ? sql`AND r.id IN (SELECT f.response_id FROM survey_answer_values f WHERE f.survey_id = ${survey} AND f.question = ${measure.filter_question}
                         AND f.value = ${measure.filter_value})`
      : sql``;
  const responses = sql`SELECT r.id, to_char(date_trunc(${TRUNC[measure.frequency]}, r.submitted_at AT TIME ZONE 'Africa/Lagos'), 'YYYY-MM-DD') AS period
    FROM survey_responses r WHERE r.survey_id = ${survey} AND NOT r.is_draft AND r.submitted_at IS NOT NULL ${filter}`;
  const answer = sql`v.response_id = r.id AND v.survey_id = ${survey} AND v.question = ${measure.question}`;
  const value = {
    count: sql`count(*)::float8`,
    sum: sql`sum(v.number)::float8`,
    average: sql`avg(v.number)::float8`,
    share: sql`(100.0 * count(*) FILTER (WHERE EXISTS (SELECT 1 FROM survey_answer_values v WHERE ${answer} AND v.value = ${measure.value})) / count(*))::float8`,
  }[measure.method as 'count' | 'sum' | 'average' | 'share'];
  const join =
    measure.method === 'sum' || measure.method === 'average'
      ? sql`JOIN survey_answer_values v ON ${answer} AND v.number IS NOT NULL`
      : sql``;
  const result = await db.execute<{ period: string; value: number | null }>(
    sql`WITH r AS (${responses}) SELECT r.period, ${value} AS value FROM r ${join} GROUP BY r.period`,
  );
  return new Map(
    result.rows
      .filter((row) => row.value !== null)
      .map((row) => [row.period, Math.round(Number(row.value) * 10_000) / 10_000]),
  );
}

/**
 * Recomputes the form actuals of one indicator, of the indicators one form measures (`surveyId`, the form's row id),
 * or of every measured one: changed periods are set, vanished ones removed.
 */
export async function measureIndicators(
  db: Database,
  only: { indicatorId?: string; surveyId?: string } = {},
): Promise<number> {
  const result = await db.execute<Measured>(sql`
    SELECT tenant_id, id, frequency, measure_survey_id AS survey_id, measure_method AS method, measure_question AS question, measure_value AS value,
           measure_filter_question AS filter_question, measure_filter_value AS filter_value
    FROM indicators WHERE measure_survey_id IS NOT NULL ${only.indicatorId ? sql`AND id = ${only.indicatorId}::uuid` : sql``}
      ${only.surveyId ? sql`AND measure_survey_id = ${only.surveyId}::uuid` : sql``}`);
  for (const measure of result.rows) {
    await db.transaction(async (tx) => {
      const values = await computeValues(tx, measure);
      const stored = await tx.execute<{
        period: string;
      }>(sql`SELECT to_char(period_start, 'YYYY-MM-DD') AS period FROM indicator_values
        WHERE indicator_id = ${measure.id}::uuid AND kind = 'actual' AND option_id IS NULL AND source = 'form'`);
      const cell = (periodStart: string) => ({
        indicatorId: measure.id,
        periodStart,
        kind: 'actual' as const,
        optionId: null,
      });
      for (const [period, value] of values)
        await repo.setValue(tx, measure.tenant_id, cell(period), {
          value,
          source: 'form',
          userId: null,
          note: '',
        });
      for (const { period } of stored.rows) {
        if (!values.has(period))
          await repo.setValue(tx, measure.tenant_id, cell(period), {
            value: null,
            source: 'form',
            userId: null,
            note: '',
          });
      }
      await tx.execute(
        sql`UPDATE indicators SET measured_at = now() WHERE tenant_id = ${measure.tenant_id}::uuid AND id = ${measure.id}::uuid`,
      );
    });
  }
  return result.rows.length;
}

/** Answers to a form recompute the indicators it measures at most once per this many seconds (the first at once). */
export const FORM_ACTUALS_DEBOUNCE_SECONDS = 30;

/** Whether any indicator measures the form, as a SELECT of a row or none (the forms module reads it with new answers). */
export const formMeasuredSql = (surveyId: string) =>
  sql`SELECT 1 FROM indicators WHERE measure_survey_id = ${surveyId}::uuid LIMIT 1`;

/**
 * For the forms module, after a response is submitted, changed or deleted (committed): queues the recomputation of
 * the indicators that form measures, debounced per form (100 answers in a minute make two or three jobs, and the last
 * answer is always counted). A form no indicator measures costs one indexed read. Never fails the answer: the hourly
 * run catches up.
 */
export async function formAnswersChanged(
  caller: { db: DbOrTx; jobs?: Jobs },
  surveyId: string,
): Promise<void> {
  if (!caller.jobs) return;
  try {
    const measured = await caller.db.execute(formMeasuredSql(surveyId));
    if (measured.rows.length) await formMeasuredAnswersChanged(caller, surveyId);
  } catch (error) {
    caller.jobs.log.error({ err: error, surveyId }, 'could not queue the form actuals job');
  }
}

/** formAnswersChanged once formMeasuredSql, read by the caller alongside its own statement, found a row. */
export async function formMeasuredAnswersChanged(caller: { jobs?: Jobs }, surveyId: string): Promise<void> {
  const jobs = caller.jobs;
  if (!jobs) return;
  try {
    await jobs.send(
      MEASURE_JOB,
      { surveyId },
      {
        singletonKey: `form:${surveyId}`,
        singletonSeconds: FORM_ACTUALS_DEBOUNCE_SECONDS,
        singletonNextSlot: true,
      },
    );
  } catch (error) {
    jobs.log.error({ err: error, surveyId }, 'could not queue the form actuals job');
  }
}
