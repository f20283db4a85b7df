/**
 * Answers that are the same for every anonymous visitor of a tenant (the public catalogue's lists and searches),
 * kept a few seconds so a burst of visitors costs one set of queries instead of one per visitor.
 *
 * Rules (callers keep them): only answers built for an anonymous caller from published data go in; the key names the
 * tenant and the normalised query. Entries live per database handle (one per app), so apps and tests never share.
 * Any write that changes what the public sees calls `forgetPublicAnswers(db, tenantId)`: answers of that tenant
 * built before the call are never served again in this process; other processes see the change within the TTL.
 */
export const PUBLIC_ANSWER_TTL_MS = 5_000;
// One national map index (format=clusters, ~40 MB at 100,000 projects) fits beside the lists and searches.
const MAX_BYTES = 96 * 1024 * 1024;

/**
 * How long before its TTL a kept answer starts its background rebuild: three times its last build's time, at least
 * 1 s, at most half the TTL. A 5 s answer built in 30 ms is rebuilt every 4 s (every 2.5 s before): fewer rebuilds
 * taking a core from the requests in flight, with margin enough that no request waits for one.
 */
export function refreshMargin(buildMs: number, ttlMs: number): number {
  return Math.min(ttlMs / 2, Math.max(1_000, 3 * buildMs));
}

type Entry<T> = { value: T; at: number; bytes: number; buildMs: number };
type Store = {
  entries: Map<string, Entry<unknown>>;
  pending: Map<string, Promise<unknown>>;
  generations: Map<string, number>;
  bytes: number;
};

const stores = new WeakMap<object, Store>();

/** False only for benchmarks (bench/catalogue.ts's fresh rows, PUBLIC_ANSWER_CACHE=off); never set in production. */
export const publicAnswersShared = () => process.env.PUBLIC_ANSWER_CACHE !== 'off';

function storeFor(db: object): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), pending: new Map(), generations: new Map(), bytes: 0 };
    stores.set(db, store);
  }
  return store;
}

function drop(store: Store, key: string) {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.bytes -= entry.bytes;
}

/**
 * The cached answer for (tenant, key), or `build()`'s, never older than PUBLIC_ANSWER_TTL_MS. A hit within
 * refreshMargin of the TTL starts one rebuild in the background, so under steady traffic no visitor waits for a
 * rebuild. Concurrent
 * misses of one key share one build; a failed build is not kept. `size` estimates an answer's bytes. `ttlMs` is
 * longer only for answers costly to build (the map's cluster index); writes in this process still drop them at once.
 */
export async function cachedPublicAnswer<T>(
  db: object,
  tenantId: string,
  key: string,
  build: () => Promise<T>,
  size: (value: T) => number,
  now: () => number = Date.now,
  ttlMs: number = PUBLIC_ANSWER_TTL_MS,
): Promise<T> {
  if (!publicAnswersShared()) return build();
  const store = storeFor(db);
  const generation = store.generations.get(tenantId) ?? 0;
  // The generation in the key: after forgetPublicAnswers, older answers and builds no longer match.
  const fullKey = `${tenantId}:${generation}:${key}`;

  const start = () => {
    const started = now();
    const building = build().then(
      (value) => {
        store.pending.delete(fullKey);
        if ((store.generations.get(tenantId) ?? 0) === generation) {
          drop(store, fullKey);
          const bytes = size(value);
          store.entries.set(fullKey, { value, at: started, bytes, buildMs: now() - started });
          store.bytes += bytes;
          for (const oldest of store.entries.keys()) {
            if (store.bytes <= MAX_BYTES) break;
            drop(store, oldest);
          }
        }
        return value;
      },
      (error: unknown) => {
        store.pending.delete(fullKey);
        throw error;
      },
    );
    store.pending.set(fullKey, building);
    return building;
  };

  const hit = store.entries.get(fullKey);
  const age = hit ? now() - hit.at : Infinity;
  if (hit && age < ttlMs) {
    // Most recently used last: the oldest entries go first when the budget is full.
    store.entries.delete(fullKey);
    store.entries.set(fullKey, hit);
    // A failed background rebuild is dropped: the entry serves until its TTL, then a visitor's build reports it.
    if (age >= ttlMs - refreshMargin(hit.buildMs, ttlMs) && !store.pending.has(fullKey))
      start().catch(() => undefined);
    return hit.value as T;
  }
  if (hit) drop(store, fullKey);
  return (store.pending.get(fullKey) as Promise<T> | undefined) ?? start();
}

/** Drops every public answer of the tenant in this process (call after a write the public can see). */
export function forgetPublicAnswers(db: object, tenantId: string): void {
  const store = stores.get(db);
  if (!store) return;
  store.generations.set(tenantId, (store.generations.get(tenantId) ?? 0) + 1);
  const prefix = `${tenantId}:`;
  for (const key of [...store.entries.keys()]) if (key.startsWith(prefix)) drop(store, key);
}
