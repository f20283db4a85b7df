import type { Page } from '@oversight/shared/pagination';
/** Query keys of posts: everything under 'posts' is refetched after a post or a vote. */
export const postKeys = {
  all: ['posts'] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  children: (id: string) => ['posts', 'children', id] as const,
  reviews: (projectId: string, params: object) => ['posts', 'reviews', projectId, params] as const,
  updates: (projectId: string) => ['posts', 'updates', projectId] as const,
  media: (projectId: string) => ['posts', 'media', projectId] as const,
  wordCloud: (projectId: string) => ['posts', 'word-cloud', projectId] as const,
  citizenProgress: (projectId: string) => ['posts', 'citizen-progress', projectId] as const,
  popular: () => ['posts', 'popular'] as const,
};

/** A list page of the API (docs/design.md section 4), from the shared contract. */
export type { Page };

export const nextOffset = (page: Page<unknown>, pages: Page<unknown>[], size: number) =>
  page.next ? pages.length * size : undefined;
