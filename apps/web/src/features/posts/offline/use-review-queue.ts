import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { useAuthStore } from '../../../lib/auth-store';
import { showSuccess } from '../../../lib/toasts';
import { createReview, queuedReviewsSent } from '../api/write-posts';
import {
  flushReviews,
  indexedDbReviewQueue,
  type QueuedReview,
  type ReviewFlush,
  type ReviewQueueStorage,
  type ReviewTransport,
} from './review-queue';

/** The normal review request, with the review's client_id and no error toast (the card says what happened). */
export const sendReview: ReviewTransport = (review, photos) =>
  createReview(
    {
      title: review.title,
      body: review.body,
      sentiment: review.sentiment,
      projectId: review.project_id,
      images: photos,
      position: review.position,
      clientId: review.client_id,
      workHappening: review.work_happening,
      estimatedCompletion: review.estimated_completion,
    },
    { silent: true },
  );

const listeners = new Set<() => void>();
const sentListeners = new Set<(sent: ReviewFlush['sent']) => void>();
let flushing: Promise<ReviewFlush> | null = null;
let sendingNow = false;

/** Tells every list of kept reviews to read the queue again. */
export function reviewQueueChanged() {
  listeners.forEach((listener) => listener());
}

/** Keeps a review on the device, to be sent when the network returns. */
export async function queueReview(entry: QueuedReview, storage: ReviewQueueStorage = indexedDbReviewQueue) {
  await storage.put(entry);
  reviewQueueChanged();
}

/** Hears the reviews kept on the device that reached the server (a project page reads its counts again). */
export function onReviewsSent(listener: (sent: ReviewFlush['sent']) => void): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

/** What the app does once kept reviews reached the server: say so, and read the lists and counts again. */
function announce(sent: ReviewFlush['sent']) {
  if (!sent.length) return;
  showSuccess(t('posts.queueSent', { count: sent.length }));
  queuedReviewsSent();
  sentListeners.forEach((listener) => listener(sent));
  const { user, setUser } = useAuthStore.getState();
  const reviews = sent.filter((post) => post.is_review).length;
  if (user && reviews) setUser({ ...user, reviews_count: user.reviews_count + reviews });
}

/**
 * Sends the signed-in person's kept reviews, one round at a time (a call during a round shares it); `retry` names
 * refused ones to send again.
 */
export function sendWaitingReviews({
  storage = indexedDbReviewQueue,
  send = sendReview,
  retry,
}: {
  storage?: ReviewQueueStorage;
  send?: ReviewTransport;
  retry?: ReadonlySet<string>;
} = {}): Promise<ReviewFlush> {
  flushing ??= (async () => {
    sendingNow = true;
    reviewQueueChanged();
    const owner = useAuthStore.getState().user?.public_id ?? null;
    const summary = await flushReviews(storage, send, owner, retry);
    announce(summary.sent);
    return summary;
  })().finally(() => {
    flushing = null;
    sendingNow = false;
    reviewQueueChanged();
  });
  return flushing;
}

/**
 * For the app layout: sends kept reviews at start and whenever the browser comes back online (signed in only).
 * Renders nothing; each project's reviews tab shows the state of its own.
 */
export function useReviewQueueSender(storage: ReviewQueueStorage = indexedDbReviewQueue) {
  const owner = useAuthStore((state) => state.user?.public_id ?? null);
  useEffect(() => {
    if (!owner) return;
    const send = () => void sendWaitingReviews({ storage }).catch(() => undefined);
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [owner, storage]);
}

/** The signed-in person's reviews of `projectId` kept on this device, with what can be done to each. */
export function useReviewQueue(projectId: string, storage: ReviewQueueStorage = indexedDbReviewQueue) {
  const owner = useAuthStore((state) => state.user?.public_id ?? null);
  const [entries, setEntries] = useState<QueuedReview[]>([]);
  const [sending, setSending] = useState(sendingNow);

  useEffect(() => {
    let live = true;
    const refresh = () => {
      setSending(sendingNow);
      void storage.all().then(
        (list) => live && setEntries(list),
        // No IndexedDB (some private windows): nothing can wait here.
        () => live && setEntries([]),
      );
    };
    listeners.add(refresh);
    refresh();
    return () => {
      live = false;
      listeners.delete(refresh);
    };
  }, [storage, owner]);

  const retry = useCallback(
    (entry: QueuedReview) =>
      void sendWaitingReviews({ storage, retry: new Set([entry.client_id]) }).catch(() => undefined),
    [storage],
  );
  const cancel = useCallback(
    (entry: QueuedReview) => void storage.delete(entry.client_id).then(reviewQueueChanged, () => undefined),
    [storage],
  );

  return {
    reviews: owner ? entries.filter((entry) => entry.owner === owner && entry.project_id === projectId) : [],
    sending,
    retry,
    cancel,
  };
}
