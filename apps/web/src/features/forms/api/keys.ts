import { neverPersist } from '../../../lib/query-client';
import { useWrite } from '../../../lib/use-write';

/** Query keys of forms and form groups: every write invalidates 'forms'. */
export const formKeys = {
  all: ['forms'] as const,
  list: (params: object) => ['forms', 'list', params] as const,
  detail: (id: string) => ['forms', 'detail', id] as const,
  groups: (params: object) => ['forms', 'groups', params] as const,
  questions: (id: string, params: object = {}) => ['forms', 'questions', id, params] as const,
  responses: (id: string, params: object) => ['forms', 'responses', id, params] as const,
  myResponses: (id: string, params: object) => ['forms', 'my-responses', id, params] as const,
  response: (responseId: string) => ['forms', 'response', responseId] as const,
  respondents: (id: string, params: object = {}) => ['forms', 'respondents', id, params] as const,
};

// Forms and their answers are private, often personal, and change as people answer: never kept on the device's disk.
neverPersist(formKeys.all);

/** A write on forms or groups: every form answer is read again before the caller's `mutateAsync` resolves. */
export const useFormWrite = <TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) => useWrite(mutationFn, [formKeys.all]);
