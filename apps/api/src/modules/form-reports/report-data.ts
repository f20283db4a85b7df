import { optionsOf } from '@oversight/shared/surveys/question-options';
import {
  fillPlaceholders,
  REPORT_CHART_TYPES,
  type ReportBlock,
  type ReportData,
  type ReportPlaceholder,
  type ResolvedBlock,
} from '@oversight/shared/surveys/reports.schemas';
import type { ResultsFilters } from '@oversight/shared/surveys/results.schemas';
import type { DbOrTx } from '../../db/client.js';
import { HttpError, type FieldErrors } from '../../platform/errors.js';
import {
  crossTab,
  fieldsOf,
  questionSummary,
  type ResultsField,
  type ResultsForm,
  type ResultsQuestion,
} from '../form-results/form-results.aggregations.js';
import * as repo from './form-reports.repository.js';

/**
 * A template's blocks with real numbers: charts, cross-tabs and maps are counted by the form-results aggregation
 * functions (in SQL), tables read the range's newest responses (form-reports.repository newestResponses). A block naming a
 * question the form no longer has shows why instead of failing the whole report. A question inside a repeated group
 * is counted over its entries, as the Summary tab counts it (every room of every response); a table shows its
 * entries' answers in the response's cell.
 */

export type ReportForm = ResultsForm & { publicId: string; name: string; organizationName: string };
export type Range = { from: string | null; to: string | null };

const CHARTABLE = new Set(['choice', 'number', 'date', 'text']);

/** Problems of blocks against the form's questions, as field errors `blocks.<i>.<field>` (empty: all usable). */
export function blockProblems(
  form: ResultsForm,
  blocks: readonly ReportBlock[],
  prefix = 'blocks',
): FieldErrors {
  const errors: FieldErrors = {};
  const byName = new Map(fieldsOf(form).map((item) => [item.question.name, item]));
  const need = (
    index: number,
    field: string,
    name: string,
    test: (item: ResultsField) => boolean,
    what: string,
  ) => {
    const found = byName.get(name);
    const message = !found
      ? `This form has no question named "${name}".`
      : !test(found)
        ? `"${found.question.text || name}" ${what}`
        : null;
    if (message) errors[`${prefix}.${index}.${field}`] = [message];
  };
  blocks.forEach((block, index) => {
    if (block.type === 'chart') {
      need(
        index,
        'question',
        block.question,
        (item) => CHARTABLE.has(item.kind),
        'cannot be charted: choose a choice, number, date or text question (a location goes on a map block).',
      );
      const kind = byName.get(block.question)?.kind;
      if (kind && block.chart_type === 'pie' && kind !== 'choice')
        errors[`${prefix}.${index}.chart_type`] = ['A pie chart shows a choice question; use a bar chart.'];
    } else if (block.type === 'cross_tab') {
      need(
        index,
        'row',
        block.row,
        (item) => item.kind === 'choice',
        'is not a choice question: cross-tabs count choices.',
      );
      need(
        index,
        'column',
        block.column,
        (item) => item.kind === 'choice',
        'is not a choice question: cross-tabs count choices.',
      );
      if (block.row === block.column)
        errors[`${prefix}.${index}.column`] = ['Choose a different question for the columns.'];
      const [row, column] = [byName.get(block.row), byName.get(block.column)];
      if (row && column && !errors[`${prefix}.${index}.column`]) {
        // Entries of one repeat meet their own answers and those of what holds them; two sibling repeats' do not.
        const [outer, inner] = row.path.length <= column.path.length ? [row, column] : [column, row];
        if (outer.path.some((name, i) => inner.path[i] !== name))
          errors[`${prefix}.${index}.column`] = [
            'Cross-tabulate questions of the same repeated group, or one of a repeated group with one outside it or in a group holding it.',
          ];
      }
    } else if (block.type === 'table') {
      block.columns.forEach((name, column) => need(index, `columns.${column}`, name, () => true, ''));
    } else if (block.type === 'map') {
      need(
        index,
        'question',
        block.question,
        (item) => item.kind === 'location',
        'is not a location question: a map shows GPS answers.',
      );
    }
  });
  return errors;
}

const formatDay = (day: string | null) =>
  day
    ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

export function placeholderValues(
  form: ReportForm,
  range: Range,
  responses: number,
  now = new Date(),
): Record<ReportPlaceholder, string> {
  return {
    form_name: form.name,
    organization_name: form.organizationName,
    response_count: responses.toLocaleString('en-GB'),
    date_from: range.from ? formatDay(range.from) : 'the first response',
    date_to: range.to ? formatDay(range.to) : formatDay(now.toISOString().slice(0, 10)),
    generated_on: formatDay(now.toISOString().slice(0, 10)),
  };
}

/** A block's problem as words (a 400 of the aggregation functions), other errors thrown on. */
function problemOf(error: unknown): string {
  if (error instanceof HttpError && error.statusCode === 400) {
    const body = error.body;
    return Object.values(body).flat().map(String).join(' ') || 'This block cannot be drawn.';
  }
  throw error;
}

/** One answer as text for a table cell: choice labels, lists joined, locations as coordinates. */
export function answerText(question: ResultsQuestion['question'] | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const labels = question
    ? new Map(optionsOf(question).map((option) => [option.value, option.label]))
    : new Map<string, string>();
  const one = (item: unknown): string => {
    if (item === null || item === undefined) return '';
    if (typeof item === 'boolean') return item ? 'Yes' : 'No';
    if (typeof item === 'object') {
      const point = item as { latitude?: unknown; longitude?: unknown };
      if (typeof point.latitude === 'number' && typeof point.longitude === 'number')
        return `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
      return JSON.stringify(item).slice(0, 200);
    }
    // Answers are JSON: a string or a number is left.
    const text = typeof item === 'string' ? item : typeof item === 'number' ? String(item) : '';
    return labels.get(text) ?? text;
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value).slice(0, 500);
}

/** A question's answers in one response: its own, or those of every entry of the repeat holding it. */
function cellOf(field: ResultsField | undefined, name: string, answers: Record<string, unknown>): string {
  if (!field?.path.length) return answerText(field?.question, answers[name]);
  let entries: Record<string, unknown>[] = [answers];
  for (const repeat of field.path)
    entries = entries.flatMap((entry) =>
      Array.isArray(entry[repeat])
        ? (entry[repeat] as unknown[]).filter(
            (item): item is Record<string, unknown> =>
              !!item && typeof item === 'object' && !Array.isArray(item),
          )
        : [],
    );
  return entries
    .map((entry) => answerText(field.question, entry[name]))
    .filter(Boolean)
    .join('; ')
    .slice(0, 500);
}

/** The repeats holding a question ([] outside repeats), for "counted per entry of ..." */
const holdersOf = (form: ReportForm, name: string) =>
  fieldsOf(form).find((item) => item.question.name === name)?.holders ?? [];

async function resolveBlock(
  db: DbOrTx,
  form: ReportForm,
  block: ReportBlock,
  filters: ResultsFilters,
  values: Record<ReportPlaceholder, string>,
  responses: number,
): Promise<ResolvedBlock> {
  const problems = blockProblems(form, [block]);
  const problem = (Object.values(problems).flat()[0] as string | undefined) ?? null;
  switch (block.type) {
    case 'heading':
      return { type: 'heading', text: fillPlaceholders(block.text, values), level: block.level };
    case 'text':
      return { type: 'text', text: fillPlaceholders(block.text, values) };
    case 'chart': {
      const chartType = REPORT_CHART_TYPES.includes(block.chart_type) ? block.chart_type : 'bar';
      const repeat = holdersOf(form, block.question);
      if (problem)
        return {
          type: 'chart',
          title: block.title,
          chart_type: chartType,
          summary: null,
          repeat,
          error: problem,
        };
      try {
        return {
          type: 'chart',
          title: block.title,
          chart_type: chartType,
          summary: await questionSummary(db, form, block.question, filters),
          repeat,
          error: null,
        };
      } catch (error) {
        return {
          type: 'chart',
          title: block.title,
          chart_type: chartType,
          summary: null,
          repeat,
          error: problemOf(error),
        };
      }
    }
    case 'cross_tab': {
      if (problem)
        return {
          type: 'cross_tab',
          title: block.title,
          percent: block.percent,
          cross_tab: null,
          error: problem,
        };
      try {
        return {
          type: 'cross_tab',
          title: block.title,
          percent: block.percent,
          cross_tab: await crossTab(db, form, block.row, block.column, filters),
          error: null,
        };
      } catch (error) {
        return {
          type: 'cross_tab',
          title: block.title,
          percent: block.percent,
          cross_tab: null,
          error: problemOf(error),
        };
      }
    }
    case 'map': {
      const repeat = holdersOf(form, block.question);
      if (problem) return { type: 'map', title: block.title, summary: null, repeat, error: problem };
      try {
        return {
          type: 'map',
          title: block.title,
          summary: await questionSummary(db, form, block.question, filters),
          repeat,
          error: null,
        };
      } catch (error) {
        return { type: 'map', title: block.title, summary: null, repeat, error: problemOf(error) };
      }
    }
    case 'table': {
      const byName = new Map(fieldsOf(form).map((item) => [item.question.name, item]));
      const columns = block.columns.map((name) => {
        const field = byName.get(name);
        const text = field?.question.text || name;
        // A repeat's question: the cell lists the response's entries' answers.
        const repeat = field?.holders.map((holder) => holder.text || holder.name).join(' › ');
        return { name, text: repeat ? `${text} (each ${repeat})` : text };
      });
      const rows = await repo.newestResponses(
        db,
        form.tenantId,
        form.id,
        filters.from ?? null,
        filters.to ?? null,
        block.limit,
      );
      return {
        type: 'table',
        title: block.title,
        columns,
        rows: rows.map((row) => ({
          submitted: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
          cells: block.columns.map((name) => cellOf(byName.get(name), name, row.answers)),
        })),
        total: responses,
        error: problem,
      };
    }
  }
}

/** The report's data: the range's responses per day and every block resolved, in order. */
export async function reportData(
  db: DbOrTx,
  form: ReportForm,
  blocks: readonly ReportBlock[],
  range: Range,
  onProgress?: (done: number, of: number) => Promise<void>,
): Promise<ReportData> {
  const days = await repo.responsesByDay(db, form.id, range.from, range.to);
  const responses = days.reduce((sum, day) => sum + day.count, 0);
  const values = placeholderValues(form, range, responses);
  const filters: ResultsFilters = { from: range.from ?? undefined, to: range.to ?? undefined };
  const resolved: ResolvedBlock[] = [];
  for (const block of blocks) {
    resolved.push(await resolveBlock(db, form, block, filters, values, responses));
    await onProgress?.(resolved.length, blocks.length);
  }
  return {
    survey: { id: form.publicId, name: form.name, organization_name: form.organizationName },
    from: range.from,
    to: range.to,
    responses,
    days,
    blocks: resolved,
  };
}
