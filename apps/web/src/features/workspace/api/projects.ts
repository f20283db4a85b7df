import type { BodyOf } from '@oversight/shared/endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { expectShape, isPage } from '../../../lib/answer-shapes';
import { refreshProjectLists, useWorkspaceWrite, workspaceKeys } from './keys';

/** GET /projects/organization-projects/: the organisation's projects, drafts included (a page: no `format`). */
export const organizationProjectsQuery = (params: ParamsOf<'GET /projects/organization-projects/'>) =>
  queryOptions({
    queryKey: workspaceKeys.projects(params),
    queryFn: async ({ signal }) =>
      expectShape(
        await api.get('GET /projects/organization-projects/', { params, signal }),
        isPage,
        'GET /projects/organization-projects/',
      ),
    placeholderData: keepPreviousData,
  });

/** GET /projects/project-ids/: every matching id ("select all"). */
export const fetchProjectIds = (params: ParamsOf<'GET /projects/project-ids/'>) =>
  api.get('GET /projects/project-ids/', { params });

/** GET /projects/{id}/ as its organisation sees it (drafts included). */
export const workspaceProjectQuery = (id: string) =>
  queryOptions({
    queryKey: workspaceKeys.project(id),
    queryFn: ({ signal }) => api.get('GET /projects/{id}/', { path: { id }, signal, silent: true }),
    staleTime: 0,
  });

export const createProject = (body: BodyOf<'POST /projects/create-project/'>) =>
  api.post('POST /projects/create-project/', body);
export const updateProject = (id: string, body: BodyOf<'PATCH /projects/{id}/'>) =>
  api.patch('PATCH /projects/{id}/', body, { path: { id } });
export const publishProject = (id: string, isPublished = true) =>
  api.post('POST /projects/{id}/publish/', { is_published: isPublished }, { path: { id } });

export function updateProjectImage(id: string, file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.post('POST /projects/{id}/update-image/', form, { path: { id } });
}

export const bulkUpdateProjects = (
  projectIds: string[],
  data: BodyOf<'PATCH /projects/bulk_update/'>['data'],
) => api.patch('PATCH /projects/bulk_update/', { project_ids: projectIds, data });

/** POST /projects/suggestions/: existing projects like the one being entered. */
export const fetchSuggestions = (body: BodyOf<'POST /projects/suggestions/'>) =>
  api.post('POST /projects/suggestions/', body, { silent: true });

/**
 * Saves a project (creates it, or edits the one with `id`), then its new image, then publishes it when asked; the
 * lists are read again before the mutation settles.
 */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      image,
      publish,
    }: {
      id?: string;
      body: BodyOf<'POST /projects/create-project/'>;
      image: File | null;
      publish: boolean;
    }) => {
      let saved = id ? await updateProject(id, body) : await createProject(body);
      if (image) saved = await updateProjectImage(saved.public_id, image);
      if (publish && !saved.is_published) saved = await publishProject(saved.public_id);
      return saved;
    },
    onSuccess: () => refreshProjectLists(queryClient),
  });
}

export const usePublishProject = () =>
  useWorkspaceWrite(({ id, published }: { id: string; published: boolean }) => publishProject(id, published));
export const useUpdateProject = () =>
  useWorkspaceWrite(({ id, body }: { id: string; body: BodyOf<'PATCH /projects/{id}/'> }) =>
    updateProject(id, body),
  );
export const useBulkUpdateProjects = () =>
  useWorkspaceWrite(
    ({ ids, data }: { ids: string[]; data: BodyOf<'PATCH /projects/bulk_update/'>['data'] }) =>
      bulkUpdateProjects(ids, data),
  );
