import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const QUERY_CACHE_STORAGE_KEY = 'oversight-query-cache';

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_MS,
      // The persisted cache may be 24 h old; keep entries in memory as long, or they are dropped before use.
      gcTime: QUERY_PERSIST_MAX_AGE_MS,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});

const storage = typeof window !== 'undefined' ? window.localStorage : undefined;

/**
 * The answers kept on the device between visits: the public catalogue only (projects, places, categories,
 * directories, public analytics), the same for everyone, so a shared phone keeps nobody's own data. A person's own
 * lists under 'projects' (their eyemarks) stay in memory.
 */
const PERSISTED_ROOTS: ReadonlySet<string> = new Set([
  'projects',
  'locations',
  'categories',
  'directory',
  'analytics',
]);
const PERSONAL_UNDER_PROJECTS: ReadonlySet<string> = new Set(['my-eyemarks']);

export function isPersistedKey(queryKey: QueryKey): boolean {
  const [root, kind] = queryKey;
  if (typeof root !== 'string' || !PERSISTED_ROOTS.has(root)) return false;
  return !(root === 'projects' && typeof kind === 'string' && PERSONAL_UNDER_PROJECTS.has(kind));
}

export const queryPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the async persister is another package; moving to it is a change of its own
  persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_STORAGE_KEY }),
  maxAge: QUERY_PERSIST_MAX_AGE_MS,
  // A new build may read answers differently: it starts from an empty cache.
  buster: __BUILD_ID__,
  // Writes are throttled (1 s): a reload just after a save would restore the old answer as fresh. Queries marked
  // with neverPersist() are left out and always fetched again after a reload.
  dehydrateOptions: {
    // The default filter keeps successful queries only.
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isPersistedKey(query.queryKey) && query.meta?.persist !== false,
  },
};

/**
 * Keeps the queries under `queryKey` out of the persisted cache (settings forms start from the server's copy).
 * Query defaults, not per-useQuery options: they also reach entries created by setQueryData.
 */
export function neverPersist(queryKey: QueryKey): void {
  queryClient.setQueryDefaults(queryKey, { meta: { persist: false } });
}

/** The service worker's copies of what a signed-in reader viewed (service-worker/sw.ts READING_CACHE). */
export const READING_CACHE = 'reading';

/**
 * Drops every cached response, in memory, on disk and in the service worker's reading copies, and the reviews
 * waiting to be sent (sign-out: the next person on this phone neither reads nor sends them).
 */
export function clearQueryCache(): void {
  queryClient.clear();
  storage?.removeItem(QUERY_CACHE_STORAGE_KEY);
  if (typeof caches !== 'undefined') void caches.delete(READING_CACHE).catch(() => undefined);
  // Loaded on demand: IndexedDB code stays out of the public pages' first load.
  if (typeof indexedDB !== 'undefined')
    void import('./device-queue')
      .then(({ deleteDeviceQueue, REVIEW_QUEUE_DB }) => deleteDeviceQueue(REVIEW_QUEUE_DB))
      .catch(() => undefined);
}
