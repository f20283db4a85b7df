/** Query keys of the catalogue: everything under 'projects' is refetched after an eyemark. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (params: object) => ['projects', 'list', params] as const,
  map: (params: object) => ['projects', 'map', params] as const,
  clusters: (params: object, view: object | null) => ['projects', 'clusters', params, view] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  related: (id: string) => ['projects', 'related', id] as const,
  activities: (id: string, offset: number) => ['projects', 'activities', id, offset] as const,
  mostDiscussed: (params: object) => ['projects', 'most-discussed', params] as const,
  nearingCompletion: (params: object) => ['projects', 'nearing-completion', params] as const,
  tags: () => ['projects', 'tags'] as const,
  years: () => ['projects', 'years'] as const,
  myEyemarks: (offset: number) => ['projects', 'my-eyemarks', offset] as const,
  userEyemarks: (id: string, offset: number) => ['projects', 'user-eyemarks', id, offset] as const,
};

export const PROJECT_PAGE_SIZE = 50;
