import { api } from '../../../lib/api-client';

/** DELETE /dashboards/{id}/ */
export const deleteDashboard = (id: string) => api.delete('DELETE /dashboards/{id}/', { path: { id } });
