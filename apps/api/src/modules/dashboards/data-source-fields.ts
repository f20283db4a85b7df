import { sql, type SQL } from 'drizzle-orm';
import {
  AGGREGATION_FUNCTIONS,
  NUMERIC_AGGREGATIONS,
  type AggregationFunction,
  type DataField,
  type DatasetColumn,
  type FieldType,
  type MappingRole,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { flattenQuestions } from '@oversight/shared/surveys/form-definition';
import { optionsOf } from '@oversight/shared/surveys/question-options';
import type { QuestionType, Section } from '@oversight/shared/surveys/questions.schemas';
import type { RolledQuestion } from './form-rollups.js';

/**
 * The fields of each kind of data source, each with the SQL that reads it. Every expression here is ours: a user's
 * choice only selects one of these by key, and names from users (question names, dataset column keys) travel as
 * bound parameters, never as SQL text.
 */
export type FieldDef = {
  key: string;
  label: string;
  type: FieldType;
  /** Several values per record: `column` is a text[] (a project's states, a multiple choice's answers). */
  many: boolean;
  /** The value over the source's FROM (aliases p, sr, iv/i/o/dop/dc, dr): numeric for numbers, date for dates, else text. */
  column: SQL;
  /** The label people read for a stored value. */
  labelOf?: (value: string) => string;
  /** What a record without a value is called (default "Not set"). */
  emptyLabel?: string;
  /** A LEFT JOIN that `column` reads from (a form's answer index), added to the FROM only when the field is read. */
  join?: SQL;
  /**
   * Records whose value as `(column)::text` reads it (or one element of a list) is one of `values` (a text[]), as a
   * condition that does not read `column`: an id set from the answer index.
   */
  holding?: (values: SQL) => SQL;
  /**
   * A list also readable as rows: `rows.join` gives each record one row per value, and one row with a NULL `rows.column`
   * when it has none (the rows `column` spread and unnested gives). A chart read alone that groups by this list reads
   * these rows instead of gathering each record's values into an array to unnest them again.
   */
  rows?: { join: SQL; column: SQL };
  /**
   * A cheaper value that decides `column` (not a list): `key` gives `(column)::text` from it. A chart whose measures
   * combine by group reads this and computes the key once per distinct value, not per record (a month's to_char).
   */
  grain?: { column: SQL; key: (grain: SQL) => SQL };
  /**
   * How a form's rollup (form-rollups.ts) holds this field: the submission day or its month, or an indexed question
   * (its values as stored; `upper`: the field reads them upper case). Fields without it are read from the answers.
   */
  rolled?: { day: 'day' | 'month' } | { question: string; kind: RolledQuestion['kind']; upper?: boolean };
  /**
   * Read from a covering index with the source's scope (a project's: projects_dashboard_covering_idx, migration 0049):
   * charts over such fields alone read that index each, which costs less than keeping every record in a CTE.
   */
  covered?: boolean;
};

/** Which field each dashboard filter reads in a source (absent: that filter does not apply to it). */
export type FilterFields = { date?: string; state?: string; status?: string; sector?: string };

export type SourceCatalog = { fields: FieldDef[]; filterFields: FilterFields; recordsLabel: string };

const STATUS_LABELS = new Map<string, string>(
  Object.values(PROJECT_STATUSES).map((status) => [String(status.code), status.label]),
);
const STATE_LABELS = new Map(NIGERIAN_STATES.map((state) => [state.filterName, state.name]));
const SECTOR_LABELS = new Map(SECTORS.map((sector) => [sector.key, sector.name]));
export const stateLabel = (value: string) => STATE_LABELS.get(value.toUpperCase()) ?? value;

const field = (
  key: string,
  label: string,
  type: FieldType,
  column: SQL,
  extra: Partial<FieldDef> = {},
): FieldDef => ({ key, label, type, many: false, column, ...extra });
const list = (key: string, label: string, column: SQL, extra: Partial<FieldDef> = {}): FieldDef => ({
  key,
  label,
  type: 'list',
  many: true,
  column,
  ...extra,
});
/** An empty array becomes one NULL so a record without values still counts once, as "Not set". */
const spread = (array: SQL) =>
  sql`CASE WHEN cardinality(${array}) = 0 THEN ARRAY[NULL::text] ELSE ${array} END`;

const MONEY: [string, string][] = [
  ['total_project_cost', 'Total project cost'],
  ['amount_budgeted', 'Amount budgeted'],
  ['total_amount_released', 'Amount released'],
  ['total_amount_spent', 'Amount spent'],
  ['total_financial_commitment', 'Total financial commitment'],
  ['total_appropriation', 'Total appropriation'],
];

/** The organisation's projects: every field people read on a project, money, dates, places and contractors. */
export function projectsCatalog(): SourceCatalog {
  const fields: FieldDef[] = [
    field('name', 'Project name', 'text', sql`p.name`),
    field('code', 'Project code', 'text', sql`p.code`),
    field('status', 'Status', 'text', sql`p.status::text`, {
      covered: true,
      labelOf: (value) => STATUS_LABELS.get(value) ?? value,
      grain: { column: sql`p.status`, key: (status) => sql`(${status})::text` },
    }),
    {
      ...list('state', 'State', spread(sql`p.states`), { labelOf: stateLabel, covered: true }),
      type: 'state',
    },
    list('lga', 'LGA', spread(sql`p.lgas`)),
    list('sector', 'Sector', spread(sql`p.sectors`), {
      covered: true,
      labelOf: (value) => SECTOR_LABELS.get(value) ?? value,
    }),
    list('category', 'Category', spread(sql`p.categories`)),
    list('tag', 'Tag', spread(sql`p.tags`)),
    list('sdg', 'Development goal', spread(sql`p.sdgs::text[]`), { labelOf: (value) => `SDG ${value}` }),
    list(
      'contractor',
      'Contractor',
      spread(
        sql`ARRAY(SELECT co.name FROM project_contractors pc JOIN organizations co ON co.id = pc.organization_id WHERE pc.project_id = p.id)`,
      ),
    ),
    field(
      'ministry',
      'Ministry',
      'text',
      sql`(SELECT mo.name FROM organizations mo WHERE mo.id = p.ministry_id)`,
    ),
    field('agency', 'Agency', 'text', sql`(SELECT ao.name FROM organizations ao WHERE ao.id = p.agency_id)`),
    field('start_date', 'Start date', 'date', sql`p.start_date`, { covered: true }),
    field('end_date', 'End date', 'date', sql`p.end_date`, { covered: true }),
    field('date_awarded', 'Date awarded', 'date', sql`p.date_awarded`),
    field('year', 'Start year', 'text', sql`extract(year FROM p.start_date)::int::text`, {
      emptyLabel: 'No start date',
      covered: true,
      grain: { column: sql`p.start_date`, key: (date) => sql`extract(year FROM ${date})::int::text` },
    }),
    field('percentage_completed', 'Percentage completed', 'number', sql`p.percentage_completed::numeric`, {
      covered: true,
    }),
    ...MONEY.map(([key, label]) =>
      field(key, label, 'number', sql`p.${sql.identifier(key)}::numeric`, {
        covered: key === 'total_project_cost',
      }),
    ),
    field('currency', 'Currency', 'text', sql`p.currency`),
    field('published', 'Published', 'boolean', sql`CASE WHEN p.is_published THEN 'Yes' ELSE 'No' END`, {
      covered: true,
    }),
    field('created', 'Created on', 'date', sql`p.created_at::date`),
  ];
  return {
    fields,
    filterFields: { date: 'start_date', state: 'state', status: 'status', sector: 'sector' },
    recordsLabel: 'projects',
  };
}

const NUMBER_QUESTIONS = new Set([
  'integer',
  'float',
  'rating',
  'linear-scale',
  'appropriation',
  'calculate',
]);
const MANY_QUESTIONS = new Set(['select-multiple', 'ranking']);
const DATE_QUESTIONS = new Set(['date', 'datetime']);
const SKIPPED_QUESTIONS = new Set([
  'note',
  'group',
  'repeat',
  'photo',
  'audio',
  'video',
  'file',
  'location',
  'paragraph',
]);

/** A form and the questions whose answers survey_answer_values holds alike in every version (read from it). */
export type FormIndex = { surveyId: string; names: ReadonlySet<string> };

/**
 * A form's submitted responses: each question outside repeats. Choice, yes/no, reference list and number answers
 * are read from the narrow answer index (survey_answer_values: index-only, one row per chosen value) when every
 * version indexes them alike; other questions from the answers' JSON by a bound name. Both read the same values:
 * the index holds exactly the checked answers of submitted responses, and each response's are replaced on edit.
 */
export function formCatalog(sections: readonly Section[], index?: FormIndex): SourceCatalog {
  const fields: FieldDef[] = [
    field('submitted', 'Submitted on', 'date', sql`sr.submitted_at::date`, { rolled: { day: 'day' } }),
    field('submitted_month', 'Month submitted', 'text', sql`to_char(sr.submitted_at, 'YYYY-MM')`, {
      rolled: { day: 'month' },
      grain: {
        column: sql`date_trunc('month', sr.submitted_at)`,
        key: (month) => sql`to_char(${month}, 'YYYY-MM')`,
      },
    }),
  ];
  let stateField: string | undefined;
  let joins = 0;
  for (const entry of flattenQuestions(sections)) {
    const question = entry.question;
    if (entry.inRepeat || SKIPPED_QUESTIONS.has(question.question_type)) continue;
    const key = `q:${question.name}`;
    const label = question.text.trim() || question.name;
    const options = new Map(optionsOf(question).map((option) => [option.value, option.label]));
    const labelOf = options.size ? (value: string) => options.get(value) ?? value : undefined;
    if (index?.names.has(question.name) && !DATE_QUESTIONS.has(question.question_type)) {
      fields.push(
        indexedField(
          question.name,
          key,
          label,
          question.question_type,
          index.surveyId,
          `qa${joins++}`,
          labelOf,
        ),
      );
      if (question.question_type === 'state') stateField ??= key;
      continue;
    }
    const answer = sql`sr.answers -> ${question.name}::text`;
    const text = sql`sr.answers ->> ${question.name}::text`;
    if (NUMBER_QUESTIONS.has(question.question_type)) {
      fields.push(
        field(
          key,
          label,
          'number',
          sql`CASE WHEN jsonb_typeof(${answer}) = 'number' THEN (${text})::numeric END`,
        ),
      );
    } else if (MANY_QUESTIONS.has(question.question_type)) {
      fields.push(
        list(
          key,
          label,
          spread(
            sql`ARRAY(SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(${answer}) = 'array' THEN ${answer} ELSE '[]'::jsonb END))`,
          ),
          { labelOf },
        ),
      );
    } else if (DATE_QUESTIONS.has(question.question_type)) {
      fields.push(
        field(
          key,
          label,
          'date',
          sql`CASE WHEN ${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN left(${text}, 10)::date END`,
        ),
      );
    } else if (question.question_type === 'state') {
      fields.push(field(key, label, 'state', sql`upper(${text})`, { labelOf: stateLabel }));
      stateField ??= key;
    } else {
      fields.push(
        field(key, label, question.question_type === 'yes-no' ? 'boolean' : 'text', text, { labelOf }),
      );
    }
  }
  return { fields, filterFields: { date: 'submitted', state: stateField }, recordsLabel: 'responses' };
}

/**
 * A question read from the answer index: its rows (survey, question) are one index-only range, joined to the
 * responses by id. A number is the row's number (null for an answer that is not one, as the JSON read gives); a
 * multiple choice gathers its rows into the list the JSON would hold.
 */
function indexedField(
  name: string,
  key: string,
  label: string,
  type: QuestionType,
  surveyId: string,
  alias: string,
  labelOf?: (value: string) => string,
): FieldDef {
  const rows = sql`survey_answer_values v WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${name}::text`;
  const a = sql.identifier(alias);
  // In the responses' id order, kept (OFFSET 0: not pulled up into the join, whose ON would hide the order from the
  // planner): merge-joined to the responses read in id order (survey_responses_id_order_idx, migration 0052) instead of hashing
  // 100,000 ids per question (stacked bar at 100,000 responses: ~150 -> ~105 ms of backend CPU).
  const inIdOrder = sql`ORDER BY v.response_id OFFSET 0`;
  const holdingAs = (test: (values: SQL) => SQL) => (values: SQL) =>
    sql`sr.id IN (SELECT v.response_id FROM ${rows} AND ${test(values)})`;
  const valueIn = holdingAs((values) => sql`v.value = ANY(${values})`);
  if (MANY_QUESTIONS.has(type)) {
    return list(key, label, spread(sql`coalesce(${a}.vals, '{}'::text[])`), {
      labelOf,
      rolled: { question: name, kind: 'list' },
      join: sql`LEFT JOIN (SELECT v.response_id, array_agg(v.value) AS vals FROM ${rows} GROUP BY v.response_id ${inIdOrder}) AS ${a} ON ${a}.response_id = sr.id`,
      holding: valueIn,
      rows: {
        join: sql`LEFT JOIN (SELECT v.response_id, v.value FROM ${rows} ${inIdOrder}) AS ${a} ON ${a}.response_id = sr.id`,
        column: sql`${a}.value`,
      },
    });
  }
  const join = (column: SQL) =>
    sql`LEFT JOIN (SELECT v.response_id, ${column} AS value FROM ${rows} ${inIdOrder}) AS ${a} ON ${a}.response_id = sr.id`;
  if (NUMBER_QUESTIONS.has(type))
    return field(key, label, 'number', sql`${a}.value`, {
      rolled: { question: name, kind: 'number' },
      join: join(sql`v.number`),
      holding: holdingAs((values) => sql`v.number::text = ANY(${values})`),
    });
  if (type === 'state') {
    // The values are upper case; so are the stored states (the reference list's): the plain test gets the planner's estimate.
    const holding = holdingAs((values) => sql`(v.value = ANY(${values}) OR upper(v.value) = ANY(${values}))`);
    return field(key, label, 'state', sql`${a}.value`, {
      labelOf: stateLabel,
      rolled: { question: name, kind: 'value', upper: true },
      join: join(sql`upper(v.value)`),
      holding,
    });
  }
  return field(key, label, type === 'yes-no' ? 'boolean' : 'text', sql`${a}.value`, {
    labelOf,
    rolled: { question: name, kind: 'value' },
    join: join(sql`v.value`),
    holding: valueIn,
  });
}

/** The questions a form's rollup sums (form-rollups.ts): its indexed fields. */
export function rolledQuestions(catalog: SourceCatalog): RolledQuestion[] {
  return catalog.fields.flatMap((definition) =>
    definition.rolled && 'question' in definition.rolled
      ? [{ name: definition.rolled.question, kind: definition.rolled.kind }]
      : [],
  );
}

/** A plan's indicator values: one record per target or actual, per period (and per disaggregation option). */
export function planCatalog(): SourceCatalog {
  const fields: FieldDef[] = [
    field('indicator', 'Indicator', 'text', sql`i.description`),
    field('outcome', 'Outcome', 'text', sql`o.title`),
    field('unit', 'Unit', 'text', sql`i.unit`),
    field('period', 'Period', 'date', sql`iv.period_start`),
    field('year', 'Year', 'text', sql`extract(year FROM iv.period_start)::int::text`, {
      grain: { column: sql`iv.period_start`, key: (date) => sql`extract(year FROM ${date})::int::text` },
    }),
    field('kind', 'Target or actual', 'text', sql`iv.kind`, {
      // A percentage indicator's parts read "Numerator target", "Denominator actual" and so on.
      labelOf: (value) => value.charAt(0).toUpperCase() + value.slice(1).replace('_', ' '),
    }),
    field('target', 'Target', 'number', sql`CASE WHEN iv.kind = 'target' THEN iv.value::numeric END`),
    field('actual', 'Actual', 'number', sql`CASE WHEN iv.kind = 'actual' THEN iv.value::numeric END`),
    field('value', 'Value', 'number', sql`iv.value::numeric`),
    field('disaggregation', 'Disaggregation option', 'text', sql`coalesce(dop.name, 'Total')`),
    field('disaggregation_category', 'Disaggregation', 'text', sql`dc.name`),
  ];
  return { fields, filterFields: { date: 'period' }, recordsLabel: 'indicator values' };
}

/** Fields that split values by disaggregation option: using one brings the options' rows in (else totals only). */
export const PLAN_OPTION_FIELDS: ReadonlySet<string> = new Set(['disaggregation', 'disaggregation_category']);

/** An uploaded dataset: its typed columns, read from each row's cells by key (a bound parameter). */
export function datasetCatalog(columns: readonly DatasetColumn[]): SourceCatalog {
  const fields = columns.map((column) => {
    const text = sql`dr.cells ->> ${column.key}::text`;
    if (column.type === 'number')
      return field(
        column.key,
        column.label,
        'number',
        sql`CASE WHEN ${text} ~ '^-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$' THEN (${text})::numeric END`,
      );
    if (column.type === 'date')
      return field(
        column.key,
        column.label,
        'date',
        sql`CASE WHEN ${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN (${text})::date END`,
      );
    if (column.type === 'state')
      return field(column.key, column.label, 'state', text, { labelOf: stateLabel });
    return field(column.key, column.label, column.type, text);
  });
  const first = (type: FieldType) => columns.find((column) => column.type === type)?.key;
  return { fields, filterFields: { date: first('date'), state: first('state') }, recordsLabel: 'rows' };
}

/** What the chart builder may do with a field. */
export function rolesOf(definition: FieldDef): MappingRole[] {
  const roles: MappingRole[] = ['x', 'series'];
  if (definition.type === 'state') roles.push('region');
  if (!definition.many) roles.push('measure');
  roles.push('filter');
  return roles;
}

export function aggregationsOf(definition: FieldDef): AggregationFunction[] {
  if (definition.many) return [];
  if (definition.type === 'number') return [...AGGREGATION_FUNCTIONS];
  return ['count', 'count_distinct'];
}

export function presentFields(catalog: SourceCatalog): DataField[] {
  return catalog.fields.map((definition) => ({
    key: definition.key,
    label: definition.label,
    type: definition.type,
    roles: rolesOf(definition),
    aggregations: aggregationsOf(definition),
  }));
}

export const isNumericAggregation = (aggregation: AggregationFunction) =>
  NUMERIC_AGGREGATIONS.has(aggregation);
