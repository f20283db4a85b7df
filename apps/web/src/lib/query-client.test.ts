import { dehydrate, type DehydrateOptions } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { neverPersist, queryClient, queryPersistOptions } from './query-client';

afterEach(() => queryClient.clear());

it('leaves neverPersist() queries out of the persisted cache, even when filled by setQueryData', () => {
  neverPersist(['test', 'account']);
  queryClient.setQueryData(['test', 'account'], { display_name: 'Old name' });
  queryClient.setQueryData(['test', 'account', 'nested'], { x: 1 });
  queryClient.setQueryData(['test', 'projects'], [1, 2, 3]);

  const kept = dehydrate(queryClient, queryPersistOptions.dehydrateOptions as DehydrateOptions).queries.map((q) => q.queryKey);
  expect(kept).toEqual([['test', 'projects']]);
});
