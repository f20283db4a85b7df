/**
 * A form's numbers, as plain functions other modules call (the reports module renders its chart, cross-tab
 * and table blocks with them). Signatures kept stable:
 *
 *   resultsFormOf(db, tenantId, form: { id, version, modified_at }): Promise<ResultsForm>
 *       the form as these functions read it (its current questions; `id` is the internal uuid). No access check:
 *       callers check first (form-results.service loadResultsForm(caller, publicId) does both).
 *   availableFields(form: ResultsForm): AvailableField[]
 *   questionSummary(db, form, questionName, filters?: ResultsFilters): Promise<QuestionSummary>
 *       one question's numbers (choice counts and %, number stats + histogram, dates by week, top words, GPS points);
 *       a repeat's question is counted over its entries (unit 'entries'); an unknown question is a 400 naming
 *       `question`.
 *   formSummary(db, form, filters?, onProgress?): Promise<Omit<FormSummary, 'computed_at' | 'stale'>>
 *       every question's summary and submissions per week, and each repeat's questions counted over its entries
 *       (the summary job runs this with no filters).
 *   crossTab(db, form, rowQuestion, columnQuestion, filters?): Promise<CrossTab>
 *       responses per (row answer, column answer) with row and column percentages; both must be choice questions
 *       (400 naming `row` / `column` otherwise). With a repeat's question, entries of the innermost repeat are
 *       counted (unit 'entries'); the other question is of the same repeat, one holding it, or outside repeats.
 *       In steps (kept cross-tabs use them): planCrossTab checks and plans, countCrossTab counts (all responses, or
 *       those submitted since a snapshot), addCrossCounts adds two counts, presentCrossTab labels and orders.
 *
 * ResultsFilters (shared/surveys/results.schemas.ts): from/to (submission days, inclusive), answers (choice
 * question = value, all must hold), search (words). Every number is counted in SQL (form-results.repository.ts).
 */
import { flattenQuestions } from '@oversight/shared/surveys/form-definition';
import { optionsOf } from '@oversight/shared/surveys/question-options';
import type { Question, Section } from '@oversight/shared/surveys/questions.schemas';
import {
  AGGREGATIONS_BY_KIND,
  CHARTS_BY_KIND,
  fieldKindOf,
  LOCATION_POINTS_MAX,
  TOP_WORDS,
  type AvailableField,
  type CrossTab,
  type FieldKind,
  type FormSummary,
  type QuestionSummary,
  type RepeatSummary,
  type ResultsFilters,
} from '@oversight/shared/surveys/results.schemas';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, fieldError } from '../../platform/errors.js';
import { formFacts, formSections } from '../surveys/structure.service.js';
import * as repo from './form-results.repository.js';

export type ResultsQuestion = { question: Question; kind: FieldKind; section: string };
/** A repeated group: its path of repeat names (outermost first) and its own questions that hold answers. */
export type ResultsRepeat = {
  question: Question;
  path: repo.RepeatPath;
  section: string;
  questions: ResultsQuestion[];
};
export type ResultsForm = {
  /** The form's internal id. */
  id: string;
  tenantId: string;
  /** Questions that hold answers, outside repeats, in form order. */
  questions: ResultsQuestion[];
  /** Repeated groups in form order (a repeat inside a repeat is one of its own, holding its own questions). */
  repeats: ResultsRepeat[];
  /** Questions whose answers survey_answer_values holds in every version. */
  indexed: ReadonlySet<string>;
};

export async function resultsFormOf(
  db: DbOrTx,
  tenantId: string,
  form: { id: string; version: number | string; modified_at: string | Date },
): Promise<ResultsForm> {
  const [sections, facts] = await Promise.all([
    formSections(db, tenantId, form),
    formFacts(db, tenantId, form),
  ]);
  return { id: form.id, tenantId, ...questionsOf(sections), indexed: facts.indexedEverywhere };
}

function questionsOf(sections: readonly Section[]): Pick<ResultsForm, 'questions' | 'repeats'> {
  const questions: ResultsQuestion[] = [];
  const repeats = new Map<Question, ResultsRepeat>();
  for (const entry of flattenQuestions(sections)) {
    // Depth first: the enclosing repeat is met before what it holds.
    const holder = entry.inRepeat ? repeats.get(entry.inRepeat) : undefined;
    if (entry.question.question_type === 'repeat') {
      repeats.set(entry.question, {
        question: entry.question,
        path: [...(holder?.path ?? []), entry.question.name],
        section: entry.section.name,
        questions: [],
      });
      continue;
    }
    const kind = fieldKindOf(entry.question.question_type);
    if (kind)
      (holder?.questions ?? questions).push({ question: entry.question, kind, section: entry.section.name });
  }
  return { questions, repeats: [...repeats.values()] };
}

/**
 * A question that holds answers, outside repeats or in one: `path` names the repeats holding it (outermost first,
 * [] outside) and `holders` gives their names and texts.
 */
export type ResultsField = ResultsQuestion & {
  path: repo.RepeatPath;
  holders: { name: string; text: string }[];
};

/** Every question that holds answers: those outside repeats, then each repeat's own, in form order. */
export function fieldsOf(form: ResultsForm): ResultsField[] {
  const byPath = new Map(form.repeats.map((repeat) => [repeat.path.join('/'), repeat.question]));
  return [
    ...form.questions.map((item) => ({ ...item, path: [], holders: [] })),
    ...form.repeats.flatMap((repeat) => {
      const holders = repeat.path.map((_, i) => {
        const question = byPath.get(repeat.path.slice(0, i + 1).join('/'))!;
        return { name: question.name, text: question.text };
      });
      return repeat.questions.map((item) => ({ ...item, path: repeat.path, holders }));
    }),
  ];
}

/** Reference lists (long, or names from elsewhere): listed by what was chosen, not every possible value. */
const LISTED_BY_USE = new Set(['state', 'lga', 'ward', 'mda', 'project']);
const MULTIPLE = new Set(['select-multiple']);

export function availableFields(form: ResultsForm): AvailableField[] {
  return fieldsOf(form).map(({ question, kind, section, path, holders }) => ({
    name: question.name,
    text: question.text,
    question_type: question.question_type,
    kind,
    section,
    options:
      kind === 'choice' && !LISTED_BY_USE.has(question.question_type)
        ? optionsOf(question).map(({ value, label }) => ({ value, label }))
        : [],
    aggregations: [...AGGREGATIONS_BY_KIND[kind]],
    chart_types: [...CHARTS_BY_KIND[kind]],
    cross_tab: kind === 'choice',
    repeat: holders,
    unit: path.length ? 'entries' : 'responses',
  }));
}

/** A question that holds answers, in a repeat or not (400 naming `field` otherwise). */
export function findField(form: ResultsForm, name: string, field = 'question'): ResultsField {
  const found = fieldsOf(form).find((item) => item.question.name === name);
  if (!found) throw fieldError(field, `This form has no question named "${name}" that holds answers.`);
  return found;
}

/** The filters checked against the form: answer filters name its choice questions; the dates are in order. */
export function scopeOf(form: ResultsForm, filters: ResultsFilters = {}): repo.Scope {
  if (filters.from && filters.to && filters.from > filters.to)
    throw fieldError('to', 'The end date must be on or after the start date.');
  for (const { name } of filters.answers ?? []) {
    const found = form.questions.find((item) => item.question.name === name);
    if (!found || found.kind !== 'choice')
      throw fieldError('answer', `Filter by a choice question of this form; "${name}" is not one.`);
  }
  return {
    surveyId: form.id,
    indexed: form.indexed,
    from: filters.from,
    to: filters.to,
    search: filters.search || undefined,
    answers: filters.answers,
  };
}

const percent = (count: number, of: number) => (of ? Math.round((count / of) * 1000) / 10 : 0);

/** Labels of choice values: the question's choices, organisation and project names, else the value itself. */
async function labelsOf(
  db: DbOrTx,
  form: ResultsForm,
  question: Question,
  values: string[],
): Promise<Map<string, string>> {
  const labels = new Map(optionsOf(question).map((option) => [option.value, option.label]));
  const type = question.question_type;
  if (type === 'mda' || type === 'project') {
    const names = await repo.referenceNames(
      db,
      form.tenantId,
      type === 'mda' ? values : [],
      type === 'project' ? values : [],
    );
    for (const value of values) {
      const name = names.get(`${type}:${value}`);
      if (name) labels.set(value, name);
    }
  }
  if (type === 'yes-no')
    labels.set('true', labels.get('yes') ?? 'Yes').set('false', labels.get('no') ?? 'No');
  return labels;
}

/** Choice rows in order: the question's own choices first (also unchosen), then other values by count. */
async function orderedValues(db: DbOrTx, form: ResultsForm, question: Question, counts: Map<string, number>) {
  const labels = await labelsOf(db, form, question, [...counts.keys()]);
  const own = LISTED_BY_USE.has(question.question_type)
    ? []
    : optionsOf(question).map((option) => option.value);
  const rest = [...counts.keys()]
    .filter((value) => !own.includes(value))
    .sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  return [...own, ...rest].map((value) => ({
    value,
    label: labels.get(value) ?? value,
    count: counts.get(value) ?? 0,
  }));
}

/** Equal ranges for a histogram: whole numbers one per value when there are at most 20, else 10 ranges. */
function binsOf(question: Question, min: number, max: number) {
  const whole =
    ['integer', 'rating', 'linear-scale'].includes(question.question_type) &&
    Number.isInteger(min) &&
    Number.isInteger(max);
  if (whole && max - min + 1 <= 20) return { low: min, width: 1, count: max - min + 1 };
  if (min === max) return { low: min, width: 1, count: 1 };
  return { low: min, width: (max - min) / 10, count: 10 };
}

/**
 * One question's numbers. `repeat` is the path of the repeat holding it ([] outside repeats): then they are counted
 * over its entries, and `responses` is the number of entries.
 */
async function summarise(
  db: DbOrTx,
  form: ResultsForm,
  scope: repo.Scope,
  responses: number,
  item: ResultsQuestion,
  repeat: repo.RepeatPath = [],
): Promise<QuestionSummary> {
  const { question, kind } = item;
  const base = {
    name: question.name,
    text: question.text,
    question_type: question.question_type,
    responses,
    unit: repeat.length ? ('entries' as const) : ('responses' as const),
  };
  switch (kind) {
    case 'choice': {
      // Outside the index (and in repeats) a value may come twice per holder: the answered count is then distinct.
      const distinct =
        MULTIPLE.has(question.question_type) || repeat.length > 0 || !form.indexed.has(question.name);
      const { answered, counts } = await repo.valueCounts(db, scope, question.name, distinct, repeat);
      const values = await orderedValues(
        db,
        form,
        question,
        new Map(counts.map((row) => [row.value, row.count])),
      );
      return {
        ...base,
        kind,
        answered,
        multiple: MULTIPLE.has(question.question_type),
        options: values.map((row) => ({ ...row, percent: percent(row.count, answered) })),
      };
    }
    case 'number': {
      const stats = await repo.numberStats(db, scope, question.name, repeat);
      let histogram: { from: number; to: number; count: number }[] = [];
      if (stats.answered && stats.min !== null && stats.max !== null) {
        const bins = binsOf(question, stats.min, stats.max);
        const counted = await repo.numberBins(
          db,
          scope,
          question.name,
          bins.low,
          bins.width,
          bins.count,
          repeat,
        );
        histogram = Array.from({ length: bins.count }, (_, index) => ({
          from: bins.low + index * bins.width,
          to: index === bins.count - 1 && bins.width !== 1 ? stats.max! : bins.low + (index + 1) * bins.width,
          count: counted.get(index) ?? 0,
        }));
      }
      return { ...base, kind, ...stats, histogram };
    }
    case 'date':
      return { ...base, kind, ...(await repo.dateWeeks(db, scope, question.name, repeat)) };
    case 'text':
      return { ...base, kind, ...(await repo.topWords(db, scope, question.name, TOP_WORDS, repeat)) };
    case 'location':
      return {
        ...base,
        kind,
        ...(await repo.locationPoints(db, scope, question.name, LOCATION_POINTS_MAX, repeat)),
      };
    default:
      return { ...base, kind: 'other', answered: await repo.answeredCount(db, scope, question.name, repeat) };
  }
}

export async function questionSummary(
  db: DbOrTx,
  form: ResultsForm,
  questionName: string,
  filters: ResultsFilters = {},
): Promise<QuestionSummary> {
  const item = findField(form, questionName);
  const scope = scopeOf(form, filters);
  // A repeat's question is counted over its entries in the responses the filters keep.
  const counted = item.path.length
    ? (await repo.repeatEntries(db, scope, item.path)).entries
    : (await repo.responsesByWeek(db, scope)).total;
  return summarise(db, form, scope, counted, item, item.path);
}

export async function formSummary(
  db: DbOrTx,
  form: ResultsForm,
  filters: ResultsFilters = {},
  onProgress?: (done: number, of: number) => Promise<void>,
): Promise<Omit<FormSummary, 'computed_at' | 'stale'>> {
  const scope = scopeOf(form, filters);
  const { total, weeks } = await repo.responsesByWeek(db, scope);
  const of = form.questions.length + form.repeats.reduce((sum, repeat) => sum + repeat.questions.length, 0);
  let done = 0;
  const questions: QuestionSummary[] = [];
  for (const item of form.questions) {
    questions.push(await summarise(db, form, scope, total, item));
    await onProgress?.((done += 1), of);
  }
  const repeats: RepeatSummary[] = [];
  for (const repeat of form.repeats) {
    const { entries, responses } = await repo.repeatEntries(db, scope, repeat.path);
    const summaries: QuestionSummary[] = [];
    for (const item of repeat.questions) {
      summaries.push(await summarise(db, form, scope, entries, item, repeat.path));
      await onProgress?.((done += 1), of);
    }
    const { question } = repeat;
    repeats.push({
      name: question.name,
      text: question.text,
      path: [...repeat.path],
      responses: total,
      responses_with_entries: responses,
      entries,
      questions: summaries,
    });
  }
  return { survey_id: form.id, responses: total, weeks, questions, repeats };
}

/** A checked cross-tab request: its two questions, how each side is counted, and the responses it counts. */
export type CrossTabPlan = {
  row: ResultsField;
  column: ResultsField;
  /** The questions' repeat paths, outermost first ([] outside repeats). */
  repeats: { row: repo.RepeatPath; column: repo.RepeatPath };
  sides: { row: repo.CrossSide; column: repo.CrossSide };
  scope: repo.Scope;
  /** Entries of this repeat are counted ([]: responses). */
  inner: ResultsField;
};

/** Checks a cross-tab request against the form (400 naming `row` / `column` / a filter) and plans its count. */
export function planCrossTab(
  form: ResultsForm,
  rowQuestion: string,
  columnQuestion: string,
  filters: ResultsFilters = {},
): CrossTabPlan {
  const row = findField(form, rowQuestion, 'row');
  const column = findField(form, columnQuestion, 'column');
  const errors: Record<string, string[]> = {};
  if (row.kind !== 'choice')
    errors.row = ['Cross-tabulate choice questions (single or multiple choice, yes/no, lists).'];
  if (column.kind !== 'choice')
    errors.column = ['Cross-tabulate choice questions (single or multiple choice, yes/no, lists).'];
  if (!errors.column && rowQuestion === columnQuestion)
    errors.column = ['Choose a different question for the columns.'];
  // Entries of one repeat meet their own answers and those of what holds them; two sibling repeats' do not meet.
  const [outer, inner] = row.path.length <= column.path.length ? [row, column] : [column, row];
  if (!errors.column && outer.path.some((name, i) => inner.path[i] !== name))
    errors.column = [
      'Cross-tabulate questions of the same repeated group, or one of a repeated group with one outside it or in a group holding it.',
    ];
  if (Object.keys(errors).length) throw badRequest(errors);
  // In repeats, or outside the index, a value may come twice per holder; an indexed choice outside repeats once
  // (a multiple choice once per chosen value).
  const sideOf = (item: ResultsField): repo.CrossSide =>
    inner.path.length > 0 || !form.indexed.has(item.question.name)
      ? 'other'
      : MULTIPLE.has(item.question.question_type)
        ? 'multiple'
        : 'single';
  return {
    row,
    column,
    repeats: { row: row.path, column: column.path },
    sides: { row: sideOf(row), column: sideOf(column) },
    scope: scopeOf(form, filters),
    inner,
  };
}

/**
 * The plan's numbers, and the snapshot they were counted at; with `since` (such a snapshot), only those of the
 * responses submitted after it.
 */
export function countCrossTab(
  db: DbOrTx,
  plan: CrossTabPlan,
  since?: string,
): Promise<{ counts: repo.CrossCounts; snapshot: string }> {
  return repo.crossCounts(
    db,
    since ? { ...plan.scope, since } : plan.scope,
    plan.row.question.name,
    plan.column.question.name,
    plan.sides,
    plan.repeats,
  );
}

/** Two sets of responses' numbers together (each is a sum over responses). */
export function addCrossCounts(kept: repo.CrossCounts, added: repo.CrossCounts): repo.CrossCounts {
  const merge = <K extends string>(pairs: [K, number][][], keyOf: (pair: [K, number]) => K) => {
    const sums = new Map<K, number>();
    for (const list of pairs)
      for (const pair of list) sums.set(keyOf(pair), (sums.get(keyOf(pair)) ?? 0) + pair[1]);
    return [...sums];
  };
  const cells = new Map<string, [string, string, number]>();
  for (const [r, c, count] of [...kept.cells, ...added.cells]) {
    const key = `${r}\u0000${c}`;
    const had = cells.get(key);
    cells.set(key, [r, c, (had?.[2] ?? 0) + count]);
  }
  return {
    cells: [...cells.values()],
    rows: merge([kept.rows, added.rows], ([value]) => value),
    columns: merge([kept.columns, added.columns], ([value]) => value),
    total: kept.total + added.total,
  };
}

/** The cross-tab as answered: values in order with their labels, counts and percentages. */
export async function presentCrossTab(
  db: DbOrTx,
  form: ResultsForm,
  plan: CrossTabPlan,
  counts: repo.CrossCounts,
): Promise<CrossTab> {
  const { row, column, inner } = plan;
  const cells = new Map(counts.cells.map(([r, c, count]) => [`${r}\u0000${c}`, count]));
  const rows = await orderedValues(db, form, row.question, new Map(counts.rows));
  const columns = await orderedValues(db, form, column.question, new Map(counts.columns));
  const head = (item: ResultsField) => ({
    name: item.question.name,
    text: item.question.text,
    question_type: item.question.question_type,
  });
  return {
    row_question: head(row),
    column_question: head(column),
    rows: rows.map(({ value, label, count }) => ({ value, label, total: count })),
    columns: columns.map(({ value, label, count }) => ({ value, label, total: count })),
    cells: rows.map((r) =>
      columns.map((c) => {
        const count = cells.get(`${r.value}\u0000${c.value}`) ?? 0;
        return { count, row_percent: percent(count, r.count), column_percent: percent(count, c.count) };
      }),
    ),
    total: counts.total,
    unit: inner.path.length ? 'entries' : 'responses',
    repeat: inner.holders,
  };
}

export async function crossTab(
  db: DbOrTx,
  form: ResultsForm,
  rowQuestion: string,
  columnQuestion: string,
  filters: ResultsFilters = {},
): Promise<CrossTab> {
  const plan = planCrossTab(form, rowQuestion, columnQuestion, filters);
  const { counts } = await countCrossTab(db, plan);
  return presentCrossTab(db, form, plan, counts);
}
