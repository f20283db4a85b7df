/** Query keys of the plans feature; answers depend on the current organisation (X-Organization-Id). */
export const planKeys = {
  all: ['plans'] as const,
  list: (params: object) => ['plans', 'list', params] as const,
  detail: (id: string) => ['plans', 'detail', id] as const,
  children: (id: string) => ['plans', 'children', id] as const,
  childrenWithAccess: (id: string) => ['plans', 'children-with-access', id] as const,
};
