import { dehydrate, type DehydrateOptions } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { neverPersist, queryClient, queryPersistOptions } from './query-client';

afterEach(() => queryClient.clear());

it('leaves neverPersist() queries out of the persisted cache, even when filled by setQueryData', () => {
  neverPersist(['test', 'account']);
  queryClient.setQueryData(['test', 'account'], { display_name: 'Old name' });
  queryClient.setQueryData(['test', 'account', 'nested'], { x: 1 });
  queryClient.setQueryData(['projects', 'list', {}], [1, 2, 3]);
  neverPersist(['projects', 'tags']);
  queryClient.setQueryData(['projects', 'tags'], ['roads']);

  const kept = dehydrate(queryClient, queryPersistOptions.dehydrateOptions as DehydrateOptions).queries.map(
    (q) => q.queryKey,
  );
  expect(kept).toEqual([['projects', 'list', {}]]);
});

it("keeps only the public catalogue on the device, never a person's own answers", () => {
  queryClient.setQueryData(['projects', 'detail', 'p1'], { id: 'p1' });
  queryClient.setQueryData(['locations', 'states'], ['Kano']);
  queryClient.setQueryData(['projects', 'my-eyemarks', 0], { results: [] });
  queryClient.setQueryData(['workspace', 'projects', {}], { results: ['a draft'] });
  queryClient.setQueryData(['notifications', 'list'], []);
  queryClient.setQueryData(['plans', 'detail', 'x'], {});

  const kept = dehydrate(queryClient, queryPersistOptions.dehydrateOptions as DehydrateOptions).queries.map(
    (q) => q.queryKey,
  );
  expect(kept).toEqual([
    ['projects', 'detail', 'p1'],
    ['locations', 'states'],
  ]);
});

it('names the build in the cache, so another build starts empty', () => {
  expect(queryPersistOptions.buster).toBe(__BUILD_ID__);
  expect(__BUILD_ID__).not.toBe('');
});
