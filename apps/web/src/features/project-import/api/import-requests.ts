import type {
  MatchColumnsResponse,
  ValidateFileResponse,
} from '@oversight/shared/projects/project-import.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sendSheet } from './send-sheet';

export type SheetFields = { columns?: Record<string, string | null>; rowNumbers?: number[] };

const fieldsOf = ({ columns, rowNumbers }: SheetFields): Record<string, string> => ({
  ...(columns ? { columns: JSON.stringify(columns) } : {}),
  ...(rowNumbers ? { row_numbers: JSON.stringify(rowNumbers) } : {}),
});

/** POST /projects/match-columns/ with the file: its headers matched to the import columns. */
export const matchColumns = (file: File, onProgress?: (percent: number) => void) =>
  sendSheet<MatchColumnsResponse>('/projects/match-columns/', file, file.name, {}, onProgress);

/** POST /projects/validate-file/: the issue report and the rows read; nothing is written. */
export const validateFile = (
  file: Blob,
  filename: string,
  fields: SheetFields,
  onProgress?: (percent: number) => void,
) =>
  sendSheet<ValidateFileResponse>('/projects/validate-file/', file, filename, fieldsOf(fields), onProgress);

/** POST /projects/upload/: starts the import; answers the task to poll. */
export const startImport = (
  file: Blob,
  filename: string,
  fields: SheetFields,
  onProgress?: (percent: number) => void,
) => sendSheet<{ task_id: string }>('/projects/upload/', file, filename, fieldsOf(fields), onProgress);

const FINISHED = new Set(['SUCCESS', 'FAILURE']);

/** GET /projects/status/?task_id, polled every second until the task finishes. */
export const importStatusQuery = (taskId: string | null) =>
  queryOptions({
    queryKey: ['project-import', 'status', taskId],
    queryFn: ({ signal }) => api.get('GET /projects/status/', { params: { task_id: taskId ?? '' }, signal }),
    enabled: !!taskId,
    refetchInterval: (query) => (query.state.data && FINISHED.has(query.state.data.status) ? false : 1000),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /projects/upload-appropriation/ (the supervising ADMIN body): a year and a sheet of project codes and amounts. */
export const startAppropriationUpload = (file: File, year: number, onProgress?: (percent: number) => void) =>
  sendSheet<{ task_id: string }>(
    '/projects/upload-appropriation/',
    file,
    file.name,
    { year: String(year) },
    onProgress,
  );
