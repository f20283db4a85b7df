import type { Project } from '@oversight/shared/projects/projects.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A suggested project: a page of GET /users/suggestions/ holds them. */
export type SuggestedProject = Project;

/** GET /users/suggestions/: projects matching the user's interests and state, not yet eyemarked (a first page). */
export async function fetchSuggestions(signal?: AbortSignal): Promise<SuggestedProject[]> {
  return (await api.get('GET /users/suggestions/', { signal, silent: true })).results;
}

export const suggestionsQuery = () =>
  queryOptions({
    queryKey: ['users', 'suggestions'] as const,
    queryFn: ({ signal }) => fetchSuggestions(signal),
    staleTime: 0,
    retry: false,
  });
