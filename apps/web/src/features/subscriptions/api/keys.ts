/** Query keys of billing; answers depend on the current organisation (X-Organization-Id). */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  active: ['subscriptions', 'active'] as const,
  history: (page: number) => ['subscriptions', 'history', page] as const,
};

export const PAYMENTS_PAGE_SIZE = 10;
