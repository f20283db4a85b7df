import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A suggested project, as much of the abbreviated project as the follow step shows. */
export type SuggestedProject = {
  public_id: string;
  name: string;
  status?: string | null;
  status_label?: string | null;
  states?: string[];
  image?: string | null;
  sectors?: string[];
  is_eyemarked?: boolean;
};

type SuggestionsAnswer = SuggestedProject[] | { results?: SuggestedProject[]; projects?: SuggestedProject[] };

/** Empty when the endpoint does not exist yet (404): the step then offers Discover instead. */
export async function fetchSuggestions(signal?: AbortSignal): Promise<SuggestedProject[]> {
  try {
    const answer = await api.get<SuggestionsAnswer>('/users/suggestions/', { signal, silent: true });
    if (Array.isArray(answer)) return answer;
    return answer.results ?? answer.projects ?? [];
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

export const suggestionsQuery = () =>
  queryOptions({
    queryKey: ['users', 'suggestions'] as const,
    queryFn: ({ signal }) => fetchSuggestions(signal),
    staleTime: 0,
    retry: false,
  });
