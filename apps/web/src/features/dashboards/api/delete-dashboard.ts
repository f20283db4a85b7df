import { api } from '../../../lib/api-client';

/** DELETE /dashboards/{id}/ */
export const deleteDashboard = (id: string) => api.delete<null>(`/dashboards/${encodeURIComponent(id)}/`);
