import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expectShape, isPage } from '../../../lib/answer-shapes';

/** A project or an organisation a form answer points at (by its public id). */
export type AnswerReference = { value: string; label: string };

// Features never import each other: these searches are the forms feature's own small copies.
const SEARCHES = {
  /** GET /projects/?query=: published projects by name (a page: no map format asked). */
  project: async (text: string, signal: AbortSignal) => {
    const answer = await api.get('GET /projects/', {
      params: { query: text, limit: 20 },
      signal,
      silent: true,
    });
    return expectShape(answer, isPage, 'Projects').results;
  },
  /** GET /users/visitor-organizations/?query=: ministries, agencies and other organisations by name. */
  mda: async (text: string, signal: AbortSignal) => {
    const page = await api.get('GET /users/visitor-organizations/', {
      params: { ordering: 'name', query: text, limit: 20 },
      signal,
      silent: true,
    });
    return page.results;
  },
};

/** The choices of a "project" or "mda" question matching the text typed. */
export const answerReferencesQuery = (kind: keyof typeof SEARCHES, text: string) =>
  queryOptions({
    queryKey: ['forms', 'answer-references', kind, text] as const,
    queryFn: async ({ signal }) =>
      (await SEARCHES[kind](text, signal)).map((item): AnswerReference => ({
        value: item.public_id,
        label: item.name,
      })),
    staleTime: 60_000,
  });
