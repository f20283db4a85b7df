import type { CreateIndicatorInput, Indicator, UpdateIndicatorInput } from '@oversight/shared/plans/plans.schemas';
import { api } from '../../../lib/api-client';

export const createIndicator = (body: CreateIndicatorInput) => api.post<Indicator>('/plans/indicators/', body, { silent: true });
export const updateIndicator = (id: string, body: UpdateIndicatorInput) =>
  api.patch<Indicator>(`/plans/indicators/${encodeURIComponent(id)}/`, body, { silent: true });
export const deleteIndicator = (id: string) => api.delete<void>(`/plans/indicators/${encodeURIComponent(id)}/`);
