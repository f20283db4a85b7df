/** Query keys of forms and form groups: every write invalidates 'forms'. */
export const formKeys = {
  all: ['forms'] as const,
  list: (params: object) => ['forms', 'list', params] as const,
  detail: (id: string) => ['forms', 'detail', id] as const,
  groups: (params: object) => ['forms', 'groups', params] as const,
};

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
