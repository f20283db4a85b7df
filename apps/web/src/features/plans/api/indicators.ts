import type { IndicatorNoteInput } from '@oversight/shared/plans/indicator-values';
import type { CreateIndicatorInput, UpdateIndicatorInput } from '@oversight/shared/plans/plans.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { planKeys, usePlanWrite } from './keys';

export const createIndicator = (body: CreateIndicatorInput) =>
  api.post('POST /plans/indicators/', body, { silent: true });
export const updateIndicator = (id: string, body: UpdateIndicatorInput) =>
  api.patch('PATCH /plans/indicators/{id}/', body, { path: { id }, silent: true });
export const deleteIndicator = (id: string) => api.delete('DELETE /plans/indicators/{id}/', { path: { id } });

export const indicatorQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.indicator(id),
    queryFn: ({ signal }) => api.get('GET /plans/indicators/{id}/', { path: { id }, signal, silent: true }),
  });

/** Every change of the indicator's targets and actuals, newest first (the notes timeline). */
export const indicatorHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.indicatorHistory(id),
    queryFn: ({ signal }) =>
      api.get('GET /plans/indicators/{id}/history/', {
        path: { id },
        signal,
        silent: true,
        params: { limit: 100 },
      }),
  });

/** POST notes/: a period's actual with its explanation, or a note alone. */
export const addIndicatorNote = (id: string, body: IndicatorNoteInput) =>
  api.post('POST /plans/indicators/{id}/notes/', body, { path: { id }, silent: true });

/** Asks the server to compute a measured indicator's actuals now (a background job). */
export const measureIndicatorNow = (id: string) =>
  api.post('POST /plans/indicators/{id}/measure/', undefined, { path: { id }, silent: true });

/** Numeric and choice questions of the organisation's forms, to measure an indicator by. */
export const formQuestionsQuery = (search: string) =>
  queryOptions({
    queryKey: planKeys.formQuestions(search),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/mda-form-questions/', {
        signal,
        silent: true,
        params: { search: search || undefined },
      }),
  });

export const useCreateIndicator = () => usePlanWrite(createIndicator);
export const useUpdateIndicator = () =>
  usePlanWrite(({ id, body }: { id: string; body: UpdateIndicatorInput }) => updateIndicator(id, body));
export const useDeleteIndicator = () => usePlanWrite(deleteIndicator);
/** Posts the notes (a period's actual, or one per disaggregation option) one after the other. */
export const useAddIndicatorNotes = () =>
  usePlanWrite(async ({ id, notes }: { id: string; notes: IndicatorNoteInput[] }) => {
    for (const note of notes) await addIndicatorNote(id, note);
  });
/** Sets (or with null, removes) how the indicator is measured from a form, then asks for its actuals at once. */
export const useSetIndicatorMeasure = () =>
  usePlanWrite(async ({ id, measure }: { id: string; measure: UpdateIndicatorInput['measure'] }) => {
    await updateIndicator(id, { measure });
    if (measure) await measureIndicatorNow(id);
  });

/** Asks for a measured indicator's actuals now; the job runs in the background, so the plans are read again shortly. */
export function useMeasureIndicatorNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => measureIndicatorNow(id),
    onSuccess: () => setTimeout(() => void queryClient.invalidateQueries({ queryKey: planKeys.all }), 1500),
  });
}
