import { downloadFile, type QueryParams } from '../../../lib/api-client';
import type { AnalysisGroup } from './analysis';

/** GET /projects/analysis/?format=csv&by=: one table of the project analytics under the filters. */
export const downloadAnalysisTable = (filters: QueryParams, by: AnalysisGroup) =>
  downloadFile('GET /projects/analysis/', `projects-by-${by.toLowerCase()}.csv`, {
    params: { ...filters, format: 'csv', by },
  });

/** The filters the contractors and facilities endpoints read, out of the shared analytics filter query. */
const SHARED_KEYS = ['state', 'status', 'year', 'ministry', 'agency', 'sector'] as const;
export function sharedFilters(query: QueryParams): QueryParams {
  const picked: QueryParams = {};
  for (const key of SHARED_KEYS) if (query[key] !== undefined && query[key] !== '') picked[key] = query[key];
  return picked;
}
