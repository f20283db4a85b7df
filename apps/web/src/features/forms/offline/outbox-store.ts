import type { RespondBody } from '@oversight/shared/surveys/responses.schemas';
import { indexedDbQueue, type DeviceQueue } from '../../../lib/device-queue';

/** A file answer chosen offline, kept until the response is sent (its local id stands in the answers meanwhile). */
export interface QueuedFile {
  local_id: string;
  question: string | null;
  name: string;
  type: string;
  /** Bytes, not a Blob: every browser's IndexedDB stores an ArrayBuffer (older Safari lost Blobs). */
  data: ArrayBuffer;
}

/** A response kept on the device until the server has it. */
export interface QueuedResponse {
  /** The response's client_id: sending it again never stores it twice. */
  client_id: string;
  survey_id: string;
  survey_name: string;
  body: RespondBody & { website?: string };
  files: QueuedFile[];
  created_at: string;
  /**
   * Who answered: the signed-in user's id, null when signed out. Only they send it or see it waiting, so on a shared
   * phone nobody else's session carries it (kept entries from before this field have none: anyone's session sends them).
   */
  owner?: string | null;
  /** What the server said when it refused it (kept so the person can fix it); absent while it waits to be sent. */
  rejected?: { status: number; message: string; errors?: Record<string, string[]> };
}

/** Where queued responses live: IndexedDB in the browser, anything with these four methods in tests. */
export type OutboxStorage = DeviceQueue<QueuedResponse>;

/** The device's outbox, oldest first (sent in that order). */
export const indexedDbOutbox: OutboxStorage = indexedDbQueue<QueuedResponse>(
  'oversight-forms',
  'outbox',
  'client_id',
);

/** The answers with each local file id replaced by the uploaded file's id (repeat items included). */
export function swapFileIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => swapFileIds(item, ids));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swapFileIds(item, ids)]));
  return value;
}

/** Whether a local file id is still used by the answers (a file replaced or removed is not sent). */
export function usesValue(value: unknown, wanted: string): boolean {
  if (value === wanted) return true;
  if (Array.isArray(value)) return value.some((item) => usesValue(item, wanted));
  if (value && typeof value === 'object') return Object.values(value).some((item) => usesValue(item, wanted));
  return false;
}
