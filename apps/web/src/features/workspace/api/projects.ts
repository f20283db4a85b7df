import type { BulkUpdateResult } from '@oversight/shared/projects/project-writes.schemas';
import type { ProjectIds, ProjectSuggestion } from '@oversight/shared/projects/organization-projects.schemas';
import type { Project, ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import { workspaceKeys, type Page } from './keys';

/** GET /projects/organization-projects/: the organisation's projects, drafts included. */
export const organizationProjectsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: workspaceKeys.projects(params),
    queryFn: ({ signal }) => api.get<Page<Project>>('/projects/organization-projects/', { params, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /projects/project-ids/: every matching id ("select all"). */
export const fetchProjectIds = (params: QueryParams) =>
  api.get<ProjectIds>('/projects/project-ids/', { params });

/** GET /projects/{id}/ as its organisation sees it (drafts included). */
export const workspaceProjectQuery = (id: string) =>
  queryOptions({
    queryKey: workspaceKeys.project(id),
    queryFn: ({ signal }) =>
      api.get<ProjectDetail>(`/projects/${encodeURIComponent(id)}/`, { signal, silent: true }),
    staleTime: 0,
  });

export const createProject = (body: Record<string, unknown>) =>
  api.post<Project>('/projects/create-project/', body);
export const updateProject = (id: string, body: Record<string, unknown>) =>
  api.patch<Project>(`/projects/${encodeURIComponent(id)}/`, body);
export const publishProject = (id: string, isPublished = true) =>
  api.post<Project>(`/projects/${encodeURIComponent(id)}/publish/`, { is_published: isPublished });

export function updateProjectImage(id: string, file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.post<Project>(`/projects/${encodeURIComponent(id)}/update-image/`, form);
}

export const bulkUpdateProjects = (projectIds: string[], data: Record<string, unknown>) =>
  api.patch<BulkUpdateResult>('/projects/bulk_update/', { project_ids: projectIds, data });

/** POST /projects/suggestions/: existing projects like the one being entered. */
export const fetchSuggestions = (body: { name?: string; code?: string; exclude?: string }) =>
  api.post<{ results: ProjectSuggestion[] }>('/projects/suggestions/', body, { silent: true });
