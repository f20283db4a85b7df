import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A project or an organisation a form answer points at (by its public id). */
export type AnswerReference = { value: string; label: string };

// Features never import each other: these searches are the forms feature's own small copies.
const SOURCES = {
  /** GET /projects/?query=: published projects by name. */
  project: { path: '/projects/', params: {} },
  /** GET /users/visitor-organizations/?query=: ministries, agencies and other organisations by name. */
  mda: { path: '/users/visitor-organizations/', params: { ordering: 'name' } },
} as const;

/** The choices of a "project" or "mda" question matching the text typed. */
export const answerReferencesQuery = (kind: keyof typeof SOURCES, text: string) =>
  queryOptions({
    queryKey: ['forms', 'answer-references', kind, text] as const,
    queryFn: async ({ signal }) => {
      const { path, params } = SOURCES[kind];
      const page = await api.get<{ results: { public_id: string; name: string }[] }>(path, {
        params: { ...params, query: text, limit: 20 },
        signal,
        silent: true,
      });
      return page.results.map((item): AnswerReference => ({ value: item.public_id, label: item.name }));
    },
    staleTime: 60_000,
  });
