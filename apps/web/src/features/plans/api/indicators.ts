import type { CreateIndicatorBody, Indicator, UpdateIndicatorBody } from '@oversight/shared/plans/plans.schemas';
import { api } from '../../../lib/api-client';

export const createIndicator = (body: CreateIndicatorBody) => api.post<Indicator>('/plans/indicators/', body, { silent: true });
export const updateIndicator = (id: string, body: UpdateIndicatorBody) =>
  api.patch<Indicator>(`/plans/indicators/${encodeURIComponent(id)}/`, body, { silent: true });
export const deleteIndicator = (id: string) => api.delete<void>(`/plans/indicators/${encodeURIComponent(id)}/`);
