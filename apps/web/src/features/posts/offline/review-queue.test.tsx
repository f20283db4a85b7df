import 'fake-indexeddb/auto';
import type { Post } from '@oversight/shared/posts/posts.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { makeUser } from '../../../test/fixtures';
import { renderAuth } from '../../../test/auth-render';
import { mockApi, type FetchCall } from '../../../test/msw';
import { ReviewModal } from '../components/review-modal';
import { QueuedReviews } from './queued-reviews';
import {
  flushReviews,
  indexedDbReviewQueue,
  type QueuedReview,
  type ReviewQueueStorage,
} from './review-queue';
import { ReviewQueueSender } from './review-queue-sender';
import { queueReview, sendWaitingReviews } from './use-review-queue';

const api = mockApi();

function memoryQueue(entries: QueuedReview[]): ReviewQueueStorage & { items: Map<string, QueuedReview> } {
  const items = new Map(entries.map((entry) => [entry.client_id, entry]));
  return {
    items,
    all: () => Promise.resolve([...items.values()].sort((a, b) => a.created_at.localeCompare(b.created_at))),
    get: (id) => Promise.resolve(items.get(id)),
    put: (entry) => Promise.resolve(void items.set(entry.client_id, entry)),
    delete: (id) => Promise.resolve(void items.delete(id)),
  };
}

const review = (n: number, overrides: Partial<QueuedReview> = {}): QueuedReview => ({
  client_id: `00000000-0000-4000-8000-00000000000${n}`,
  owner: 'ada',
  project_id: 'p1',
  title: `Seen on day ${n}`,
  body: 'The culvert is finished.',
  sentiment: 'hopeful',
  position: null,
  photos: [],
  created_at: `2026-11-24T10:0${n}:00Z`,
  ...overrides,
});

const posted = (entry: QueuedReview) =>
  ({
    public_id: `post-${entry.client_id}`,
    is_review: true,
    project: { public_id: entry.project_id },
  }) as unknown as Post;

describe('flushReviews', () => {
  it("sends the signed-in author's reviews oldest first with their photos, and forgets what the server has", async () => {
    const queue = memoryQueue([
      review(2),
      review(1, {
        photos: [{ name: 'culvert.webp', type: 'image/webp', data: new Uint8Array([1, 2, 3]).buffer }],
      }),
      review(3, { owner: 'bola' }),
    ]);
    const sent: string[] = [];
    const send = vi.fn((entry: QueuedReview, photos: File[]) => {
      sent.push(
        `${entry.title} ${photos.map((photo) => `${photo.name}:${photo.size}:${photo.type}`).join(',')}`,
      );
      return Promise.resolve(posted(entry));
    });
    const summary = await flushReviews(queue, send, 'ada');
    expect(summary).toMatchObject({ waiting: 0, failed: 0 });
    expect(summary.sent).toHaveLength(2);
    expect(sent).toEqual(['Seen on day 1 culvert.webp:3:image/webp', 'Seen on day 2 ']);
    // Bola's review waits for Bola; signed out, nobody's is sent.
    expect([...queue.items.keys()]).toEqual([review(3).client_id]);
    expect(await flushReviews(queue, send, null)).toEqual({ sent: [], waiting: 0, failed: 0 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps everything when the network fails, stopping the round, and sends the same client_id again later', async () => {
    const queue = memoryQueue([review(1), review(2)]);
    const send = vi.fn().mockRejectedValue(new ApiError(0, null, 'Network error'));
    expect(await flushReviews(queue, send, 'ada')).toEqual({ sent: [], waiting: 2, failed: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    // A session that could not be renewed offline answers 401: it waits too.
    send.mockRejectedValueOnce(new ApiError(401, { detail: 'Token expired' }));
    expect(await flushReviews(queue, send, 'ada')).toMatchObject({ waiting: 2 });
    send.mockImplementation((entry: QueuedReview) => Promise.resolve(posted(entry)));
    expect((await flushReviews(queue, send, 'ada')).sent).toHaveLength(2);
    const ids = send.mock.calls.map(([entry]) => (entry as QueuedReview).client_id);
    expect(ids).toEqual([review(1).client_id, review(1).client_id, review(1).client_id, review(2).client_id]);
    expect(queue.items.size).toBe(0);
  });

  it('keeps a refused review with the reason, skips it until retried, and goes on with the next', async () => {
    const queue = memoryQueue([review(1), review(2)]);
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, {
          project_id: ['This project is not published: it cannot be reviewed or commented on yet.'],
        }),
      )
      .mockImplementation((entry: QueuedReview) => Promise.resolve(posted(entry)));
    expect(await flushReviews(queue, send, 'ada')).toMatchObject({ waiting: 0, failed: 1 });
    expect(queue.items.get(review(1).client_id)?.failed).toEqual({
      status: 400,
      message: 'This project is not published: it cannot be reviewed or commented on yet.',
    });
    expect(await flushReviews(queue, send, 'ada')).toMatchObject({ sent: [], failed: 1 });
    expect(send).toHaveBeenCalledTimes(2);
    // Try again: a network failure now leaves it waiting (no longer refused), then it goes.
    send.mockRejectedValueOnce(new ApiError(0, null));
    expect(await flushReviews(queue, send, 'ada', new Set([review(1).client_id]))).toMatchObject({
      waiting: 1,
      failed: 0,
    });
    expect(queue.items.get(review(1).client_id)?.failed).toBeUndefined();
    expect((await flushReviews(queue, send, 'ada')).sent).toHaveLength(1);
    expect(queue.items.size).toBe(0);
  });
});

describe('the review queue in the app', () => {
  let online = false;
  let calls: FetchCall[] = [];
  let answer: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined;

  beforeEach(async () => {
    online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    useAuthStore.setState({ user: makeUser({ public_id: 'ada' }), token: 'token', isAuthenticated: true });
    for (const entry of await indexedDbReviewQueue.all()) await indexedDbReviewQueue.delete(entry.client_id);
    answer = () => undefined;
    calls = api.answer((call) => answer(call));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
  });

  const reviewPosts = () =>
    calls.filter((call) => call.method === 'POST' && call.url.endsWith('/projects/posts/review/'));
  const serverPost = (call: FetchCall) => ({
    status: 201,
    body: {
      public_id: `post-${(call.body as FormData).get('client_id') as string}`,
      is_review: true,
      project: { public_id: 'p1' },
    },
  });

  it('offline, the composer keeps the review and its photo on the phone; it shows waiting, and goes when the network returns', async () => {
    renderAuth(
      <>
        <ReviewQueueSender />
        <ReviewModal opened onClose={vi.fn()} projectId="p1" projectName="Gwagwalada culvert" />
        <QueuedReviews projectId="p1" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review Gwagwalada culvert' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Hopeful' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Culvert done');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What did you see/ }),
      'Water flows under the road now.',
    );
    const photo = new File([new Uint8Array([9, 8, 7, 6])], 'culvert.jpg', { type: 'image/jpeg' });
    await userEvent.upload(dialog.querySelector('input[type=file]')!, photo);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Post review with 1 photo' }));

    const card = await screen.findByRole('article', { name: 'Your review waiting to be sent: Culvert done' });
    expect(within(card).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(card).getByText('Water flows under the road now.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo 1: culvert.jpg' })).toBeInTheDocument();
    const [kept] = await indexedDbReviewQueue.all();
    expect(kept).toMatchObject({
      owner: 'ada',
      project_id: 'p1',
      sentiment: 'hopeful',
      title: 'Culvert done',
    });
    expect([...new Uint8Array(kept!.photos[0]!.data)]).toEqual([9, 8, 7, 6]);
    expect(reviewPosts()).toHaveLength(0);

    answer = (call) => (call.url.endsWith('/projects/posts/review/') ? serverPost(call) : undefined);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(reviewPosts()).toHaveLength(1);
    const form = reviewPosts()[0]!.body as FormData;
    expect(form.get('client_id')).toBe(kept!.client_id);
    expect(form.get('sentiment')).toBe('hopeful');
    // The photo's bytes are checked on the phone above: a jsdom Blob's content does not survive the Request MSW reads.
    expect((form.get('images') as File).type).toBe('image/jpeg');
    expect(await indexedDbReviewQueue.all()).toEqual([]);
  });

  it("shows and sends only the signed-in person's reviews; two sends at once post once; cancel deletes after asking", async () => {
    await indexedDbReviewQueue.put(review(1));
    await indexedDbReviewQueue.put(review(2, { owner: 'bola', title: "Bola's review" }));
    await indexedDbReviewQueue.put(review(3, { project_id: 'p2', title: 'Another project' }));
    renderAuth(<QueuedReviews projectId="p1" />);
    const card = await screen.findByRole('article', { name: /Seen on day 1/ });
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('Delete this review from your phone?')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Keep it' }));
    expect(await indexedDbReviewQueue.get(review(1).client_id)).toBeDefined();

    online = true;
    answer = (call) => (call.url.endsWith('/projects/posts/review/') ? serverPost(call) : undefined);
    const rounds = await Promise.all([sendWaitingReviews(), sendWaitingReviews()]);
    expect(rounds[0]).toBe(rounds[1]);
    expect(reviewPosts().map((call) => (call.body as FormData).get('client_id'))).toEqual([
      review(1).client_id,
      review(3).client_id,
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect((await indexedDbReviewQueue.all()).map((entry) => entry.title)).toEqual(["Bola's review"]);

    // Bola signs in on the same phone: theirs shows, and Cancel removes it.
    act(() => {
      useAuthStore.setState({ user: makeUser({ public_id: 'bola' }) });
    });
    await act(() => queueReview(review(4, { owner: 'bola', title: 'Later' })));
    const theirs = await screen.findByRole('article', { name: /Later/ });
    await userEvent.click(within(theirs).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(theirs).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Later/ })).toBeNull());
  });

  it('a refused review says why and is sent again with Try again; sign-out deletes what waits', async () => {
    await indexedDbReviewQueue.put(
      review(1, { failed: { status: 400, message: 'Keep the title under 200 characters.' } }),
    );
    renderAuth(<QueuedReviews projectId="p1" />);
    const card = await screen.findByRole('article', { name: /Seen on day 1/ });
    expect(within(card).getByText('Not sent')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('Keep the title under 200 characters.');
    online = true;
    answer = (call) => (call.url.endsWith('/projects/posts/review/') ? serverPost(call) : undefined);
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(reviewPosts()).toHaveLength(1);

    await indexedDbReviewQueue.put(review(2));
    act(() => useAuthStore.getState().logout('user'));
    await waitFor(async () => expect(await indexedDbReviewQueue.all()).toEqual([]));
  });
});
