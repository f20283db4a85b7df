import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { useAuthStore } from '../../../lib/auth-store';
import { showSuccess } from '../../../lib/toasts';
import { respondToForm } from '../api/respond';
import { uploadAnswerFile } from '../api/upload-answer-file';
import { indexedDbOutbox, type OutboxStorage, type QueuedResponse } from './outbox-store';
import { flushOutbox, isOwnedBy, type FlushSummary, type OutboxTransport } from './send-outbox';

/** The person a response answered now belongs to (null: signed out). */
export const currentOwner = (): string | null => useAuthStore.getState().user?.public_id ?? null;

export const appTransport: OutboxTransport = {
  upload: (surveyId, file, name, question) => uploadAnswerFile(surveyId, file, name, question),
  respond: (surveyId, body) => respondToForm(surveyId, body),
};

/** Says how many kept responses just went to the server. */
export const announceSent = (count: number) => showSuccess(t('filler.outboxSent', { count }));

const listeners = new Set<() => void>();
let flushing: Promise<FlushSummary> | null = null;

/** Tells every outbox badge on the page to read the outbox again. */
export function outboxChanged() {
  listeners.forEach((listener) => listener());
}

/** Keeps a response on the device, to be sent when the network returns. */
export async function queueResponse(entry: QueuedResponse, storage: OutboxStorage = indexedDbOutbox) {
  await storage.put(entry);
  outboxChanged();
}

/** Sends what waits, one round at a time (a second call during a round shares it). */
export function sendWaitingResponses(
  storage: OutboxStorage = indexedDbOutbox,
  transport: OutboxTransport = appTransport,
): Promise<FlushSummary> {
  flushing ??= flushOutbox(storage, transport, currentOwner()).finally(() => {
    flushing = null;
    outboxChanged();
  });
  return flushing;
}

/**
 * The responses kept on this device, sent on page load and whenever the browser comes back online.
 * `onSent` hears how many went (to say so).
 */
export function useOutbox({
  storage = indexedDbOutbox,
  onSent,
}: { storage?: OutboxStorage; onSent?: (count: number) => void } = {}) {
  const [entries, setEntries] = useState<QueuedResponse[]>([]);
  const [sending, setSending] = useState(false);
  // Another person signing in on this device sees and sends only their own.
  const owner = useAuthStore((state) => state.user?.public_id ?? null);

  const send = useCallback(() => {
    setSending(true);
    void sendWaitingResponses(storage)
      .then((summary) => {
        if (summary.sent) onSent?.(summary.sent);
      })
      .catch(() => undefined)
      .finally(() => setSending(false));
  }, [storage, onSent]);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      void storage.all().then(
        (list) => live && setEntries(list),
        // No IndexedDB (a private window in some browsers): nothing can wait here.
        () => live && setEntries([]),
      );
    listeners.add(refresh);
    refresh();
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => {
      live = false;
      listeners.delete(refresh);
      window.removeEventListener('online', send);
    };
  }, [storage, send, owner]);

  const own = entries.filter((entry) => isOwnedBy(entry, owner));
  return {
    waiting: own.filter((entry) => !entry.rejected),
    rejected: own.filter((entry) => entry.rejected),
    sending,
    sendNow: send,
    discard: (entry: QueuedResponse) => void storage.delete(entry.client_id).then(outboxChanged),
  };
}
