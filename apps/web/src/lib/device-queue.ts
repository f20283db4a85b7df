import { deleteDB, openDB, type IDBPDatabase } from 'idb';

/**
 * What the app keeps on the device until the server has it (form responses, reviews written offline): IndexedDB in
 * the browser, anything with these four methods in tests.
 */
export interface DeviceQueue<T> {
  /** Oldest first: they are sent in that order. */
  all(): Promise<T[]>;
  get(key: string): Promise<T | undefined>;
  put(entry: T): Promise<void>;
  delete(key: string): Promise<void>;
}

const opened = new Map<string, Promise<IDBPDatabase>>();

function database(name: string, store: string, keyPath: string): Promise<IDBPDatabase> {
  let opening = opened.get(name);
  if (!opening) {
    opening = openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore(store, { keyPath }).createIndex('created_at', 'created_at');
      },
      // Another tab deletes it (sign-out there): let go, or the deletion waits for this tab to close.
      blocking() {
        void opening?.then((db) => db.close());
        opened.delete(name);
      },
    }).catch((error: unknown) => {
      opened.delete(name);
      throw error;
    });
    opened.set(name, opening);
  }
  return opening;
}

/**
 * One IndexedDB database `name` holding one object store of entries keyed by `keyPath`, read oldest first
 * (`created_at`). Files go in as ArrayBuffers, not Blobs: every browser's IndexedDB keeps those (older Safari lost Blobs).
 */
export function indexedDbQueue<T extends { created_at: string }>(
  name: string,
  store: string,
  keyPath: keyof T & string,
): DeviceQueue<T> {
  const db = () => database(name, store, keyPath);
  return {
    all: async () => (await (await db()).getAllFromIndex(store, 'created_at')) as T[],
    get: async (key) => (await (await db()).get(store, key)) as T | undefined,
    put: async (entry) => {
      await (await db()).put(store, entry);
    },
    delete: async (key) => {
      await (await db()).delete(store, key);
    },
  };
}

/** Deletes a queue's whole database (sign-out), closing this tab's connection first. */
export async function deleteDeviceQueue(name: string): Promise<void> {
  const opening = opened.get(name);
  opened.delete(name);
  if (opening)
    await opening.then(
      (db) => db.close(),
      () => undefined,
    );
  await deleteDB(name);
}

/**
 * The reviews a signed-in citizen wrote with no network (features/posts/offline): deleted at sign-out with the other
 * copies of their own data (query-client.ts clearQueryCache).
 */
export const REVIEW_QUEUE_DB = 'oversight-reviews';
export const REVIEW_QUEUE_STORE = 'reviews';

/**
 * How many reviews of `owner` wait on this device, sent or refused (sign-out deletes them: the sign-out buttons ask
 * first, components/ui/confirm-sign-out.tsx). Zero where the browser has no IndexedDB or cannot open it.
 */
export async function unsentReviewCount(owner: string): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  const queue = indexedDbQueue<{ client_id: string; created_at: string; owner?: string }>(
    REVIEW_QUEUE_DB,
    REVIEW_QUEUE_STORE,
    'client_id',
  );
  return (await queue.all()).filter((review) => review.owner === owner).length;
}

/**
 * No connection, a server error or too many requests: worth sending again later, unchanged. (ApiError is known by its
 * name: importing api-client here would loop through the session store.)
 */
export function isTransient(error: unknown): boolean {
  const { name, status } = (error ?? {}) as { name?: string; status?: number };
  if (name !== 'ApiError' || typeof status !== 'number') return true;
  return status === 0 || status === 429 || status >= 500;
}
