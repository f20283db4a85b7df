import type {
  Chart,
  ChartType,
  FormSummary,
  SummaryTask,
  SummaryTaskStatus,
} from '@oversight/shared/surveys/results.schemas';
import type { ChartRow, SummaryRow, TaskRow } from './saved-results.repository.js';
import { isoTimestamp } from '../../platform/timestamps.js';

/** Rows of form results as the shared schemas say (internal form ids never leave: the form's public id does). */

export function presentSummary(row: SummaryRow, surveyPublicId: string): FormSummary {
  const summary = row.summary as Omit<FormSummary, 'computed_at' | 'stale' | 'survey_id' | 'repeats'> &
    Partial<Pick<FormSummary, 'repeats'>>;
  // Summaries kept before repeats were summarised have no `repeats`.
  return {
    ...summary,
    repeats: summary.repeats ?? [],
    survey_id: surveyPublicId,
    computed_at: isoTimestamp(row.computed_at),
    stale: row.stale,
  };
}

export function presentTask(row: TaskRow, summary: FormSummary | null): SummaryTask {
  return {
    task_id: row.id,
    status: row.status as SummaryTaskStatus,
    progress: row.progress,
    error: row.error,
    summary,
  };
}

export function presentChart(row: ChartRow, surveyPublicId: string): Chart {
  return {
    id: row.id,
    survey_id: surveyPublicId,
    title: row.title,
    chart_type: row.chart_type as ChartType,
    question: row.question,
    position: row.position,
    created: isoTimestamp(row.created_at),
  };
}
