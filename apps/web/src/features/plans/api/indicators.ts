import type { IndicatorChange, IndicatorNoteInput } from '@oversight/shared/plans/indicator-values';
import type {
  CreateIndicatorInput,
  Indicator,
  UpdateIndicatorInput,
} from '@oversight/shared/plans/plans.schemas';
import type { MdaFormQuestion } from '@oversight/shared/surveys/questions.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { planKeys } from './keys';
import type { Page } from './plans';

const path = (id: string) => `/plans/indicators/${encodeURIComponent(id)}/`;

export const createIndicator = (body: CreateIndicatorInput) =>
  api.post<Indicator>('/plans/indicators/', body, { silent: true });
export const updateIndicator = (id: string, body: UpdateIndicatorInput) =>
  api.patch<Indicator>(path(id), body, { silent: true });
export const deleteIndicator = (id: string) => api.delete<undefined>(path(id));

export const indicatorQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.indicator(id),
    queryFn: ({ signal }) => api.get<Indicator>(path(id), { signal, silent: true }),
  });

/** Every change of the indicator's targets and actuals, newest first (the notes timeline). */
export const indicatorHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.indicatorHistory(id),
    queryFn: ({ signal }) =>
      api.get<Page<IndicatorChange>>(`${path(id)}history/`, { signal, silent: true, params: { limit: 100 } }),
  });

/** POST notes/: a period's actual with its explanation, or a note alone. */
export const addIndicatorNote = (id: string, body: IndicatorNoteInput) =>
  api.post<IndicatorChange>(`${path(id)}notes/`, body, { silent: true });

/** Asks the server to compute a measured indicator's actuals now (a background job). */
export const measureIndicatorNow = (id: string) =>
  api.post<{ task_id: string }>(`${path(id)}measure/`, undefined, { silent: true });

/** Numeric and choice questions of the organisation's forms, to measure an indicator by. */
export const formQuestionsQuery = (search: string) =>
  queryOptions({
    queryKey: planKeys.formQuestions(search),
    queryFn: ({ signal }) =>
      api.get<Page<MdaFormQuestion>>('/surveys/mda-form-questions/', {
        signal,
        silent: true,
        params: { search: search || undefined },
      }),
  });
