import type { Analysis } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';

export type AnalysisGroup = keyof Analysis['Projects'];
export type AnalysisRow = Analysis['Projects']['States'][number];

/** GET /projects/analysis/: projects by status and budget per state, SDG and ministry, under the filters. */
export const analysisQuery = (filters: QueryParams) =>
  queryOptions({
    queryKey: ['analytics', 'projects', filters] as const,
    queryFn: ({ signal }) => api.get('GET /projects/analysis/', { params: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const STATUS_SERIES = [
  { key: 'Ongoing', label: 'Ongoing', color: '#1c7ed6' },
  { key: 'Completed', label: 'Completed', color: '#008751' },
  { key: 'Onhold', label: 'On hold', color: '#f08c00' },
  { key: 'Abandoned', label: 'Abandoned', color: '#9c36b5' },
] as const;

export const totalOf = (row: AnalysisRow) => row.Ongoing + row.Completed + row.Onhold + row.Abandoned;
