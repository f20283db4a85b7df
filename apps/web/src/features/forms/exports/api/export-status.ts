import type { ExportStatus } from '@oversight/shared/surveys/exports.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { exportKeys } from './exports-keys';

export const isRunning = (status: ExportStatus['status'] | undefined) =>
  status === 'PENDING' || status === 'STARTED' || status === 'PROCESSING';

/** GET /surveys/export-status/?task_id: polled every second while the export runs. */
export const exportStatusQuery = (taskId: string) =>
  queryOptions({
    queryKey: exportKeys.status(taskId),
    queryFn: ({ signal }) => api.get('GET /surveys/export-status/', { params: { task_id: taskId }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data?.status) || !query.state.data ? 1000 : false),
  });
