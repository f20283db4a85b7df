import { VISUALIZATION_TYPES, type VisualizationType } from './dashboards/visualizations.schemas.js';
import { QUESTION_TYPES, type QuestionType } from './surveys/questions.schemas.js';

/**
 * The kinds that server and web each handle in several places. Keep per-kind handling in a
 * `Record<ChartKind, ...>` / `Record<QuestionKind, ...>` (not a switch with a default): adding a kind to a list
 * then fails the type check at every place that misses it.
 */
export const CHART_KINDS = VISUALIZATION_TYPES;
export type ChartKind = VisualizationType;
export const QUESTION_KINDS = QUESTION_TYPES;
export type QuestionKind = QuestionType;

/** True for a chart kind this build knows (a newer server may answer one it does not). */
export const isChartKind = (value: string): value is ChartKind =>
  (CHART_KINDS as readonly string[]).includes(value);
/** True for a question kind this build knows. */
export const isQuestionKind = (value: string): value is QuestionKind =>
  (QUESTION_KINDS as readonly string[]).includes(value);
