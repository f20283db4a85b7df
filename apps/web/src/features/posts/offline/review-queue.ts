import type { Post, WorkStatus } from '@oversight/shared/posts/posts.schemas';
import type { Sentiment } from '@oversight/shared/reference/enums';
import {
  indexedDbQueue,
  isTransient,
  REVIEW_QUEUE_DB,
  REVIEW_QUEUE_STORE,
  type DeviceQueue,
} from '../../../lib/device-queue';

/** A photo of a review written offline, already resized as it will be sent. */
export interface QueuedPhoto {
  name: string;
  type: string;
  /** Bytes, not a Blob: every browser's IndexedDB keeps an ArrayBuffer (older Safari lost Blobs). */
  data: ArrayBuffer;
}

/** A review written with no network, kept on the device until the server has it. */
export interface QueuedReview {
  /** Sent as the review's client_id: a second send (the answer to the first was lost) never posts it twice. */
  client_id: string;
  /** The signed-in author's public id: only their session sends it or shows it. */
  owner: string;
  project_id: string;
  title: string;
  body: string;
  sentiment: Sentiment;
  position: { latitude: number; longitude: number } | null;
  /** The view of the work (absent in reviews kept before it existed). */
  work_happening?: WorkStatus | null;
  estimated_completion?: number | null;
  photos: QueuedPhoto[];
  created_at: string;
  /** What the server said when it refused the review; it then waits for the author to try again or cancel it. */
  failed?: { status: number; message: string };
}

export type ReviewQueueStorage = DeviceQueue<QueuedReview>;

/** The device's reviews waiting to be sent (deleted at sign-out: lib/query-client.ts). */
export const indexedDbReviewQueue: ReviewQueueStorage = indexedDbQueue<QueuedReview>(
  REVIEW_QUEUE_DB,
  REVIEW_QUEUE_STORE,
  'client_id',
);

/** How a kept review reaches the server: the normal review request in the app, a fake in tests. */
export type ReviewTransport = (review: QueuedReview, photos: File[]) => Promise<Post>;

/** The photos as the files the composer would have sent. */
export const photoFiles = (review: QueuedReview): File[] =>
  review.photos.map((photo) => new File([photo.data], photo.name, { type: photo.type }));

/** Keeps picked photos as bytes (File objects do not survive in every browser's IndexedDB). */
export async function keepPhotos(files: File[]): Promise<QueuedPhoto[]> {
  return Promise.all(
    files.map(async (file) => ({ name: file.name, type: file.type, data: await file.arrayBuffer() })),
  );
}

function refusal(error: unknown): NonNullable<QueuedReview['failed']> {
  const { status = 0, body, message } = error as { status?: number; body?: unknown; message?: string };
  const messages: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') messages.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(body);
  return { status, message: messages.join(' ') || message || '' };
}

export type ReviewFlush = { sent: Post[]; waiting: number; failed: number };

/**
 * Sends the owner's kept reviews, oldest first: each is removed once the server has it, kept with the server's
 * refusal otherwise (the author retries or cancels it), and the rest wait when the network fails. Refused ones are
 * sent again only when `retry` names them. Other people's reviews are never touched.
 */
export async function flushReviews(
  storage: ReviewQueueStorage,
  send: ReviewTransport,
  owner: string | null,
  retry: ReadonlySet<string> = new Set(),
): Promise<ReviewFlush> {
  const summary: ReviewFlush = { sent: [], waiting: 0, failed: 0 };
  if (!owner) return summary;
  let offline = false;
  for (const entry of (await storage.all()).filter((item) => item.owner === owner)) {
    if (entry.failed && !retry.has(entry.client_id)) {
      summary.failed += 1;
      continue;
    }
    if (offline) {
      summary.waiting += 1;
      continue;
    }
    try {
      summary.sent.push(await send(entry, photoFiles(entry)));
      await storage.delete(entry.client_id);
    } catch (error) {
      // A 401 here is a session that could not be renewed with no network: it is sent once signed in again.
      if (isTransient(error) || (error as { status?: number }).status === 401) {
        // One failure to reach the server stops this round: the next ones would fail the same way.
        offline = true;
        summary.waiting += 1;
        if (entry.failed) await storage.put({ ...entry, failed: undefined });
      } else {
        await storage.put({ ...entry, failed: refusal(error) });
        summary.failed += 1;
      }
    }
  }
  return summary;
}
