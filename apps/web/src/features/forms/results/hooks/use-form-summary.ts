import type { SummaryTask } from '@oversight/shared/surveys/results.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { resultsKeys } from '../api/keys';
import { summaryStatusQuery } from '../api/summary-status';
import { triggerSummary } from '../api/trigger-summary';

const running = (task: SummaryTask | undefined) => task?.status === 'PENDING' || task?.status === 'STARTED';

/**
 * The form's summary: asked for once when the tab opens (a fresh kept summary answers at once), then the job's task
 * polled until it finishes; `refresh` computes it anew. The kept summary shows meanwhile when there is one.
 */
export function useFormSummary(formId: string) {
  const [refreshed, setRefreshed] = useState<SummaryTask | null>(null);
  const trigger = useQuery({
    queryKey: resultsKeys.summary(formId),
    queryFn: () => triggerSummary(formId),
    refetchOnWindowFocus: false,
  });
  const started = refreshed ?? trigger.data;
  const status = useQuery({ ...summaryStatusQuery(started?.task_id ?? ''), enabled: running(started) });
  const task = status.data && status.data.task_id === started?.task_id ? status.data : started;
  const refresh = useMutation({ mutationFn: () => triggerSummary(formId, true), onSuccess: setRefreshed });
  return {
    task,
    summary: task?.summary ?? null,
    running: running(task) || refresh.isPending,
    error: trigger.error ?? status.error,
    retry: () => void (status.error ? status.refetch() : trigger.refetch()),
    refresh: () => refresh.mutate(),
  };
}
