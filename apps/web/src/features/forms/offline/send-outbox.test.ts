import 'fake-indexeddb/auto';
import type { RespondBody } from '@oversight/shared/surveys/responses.schemas';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeResponseFile, makeSurveyResponse } from '../../../test/fixtures';
import { indexedDbOutbox, type OutboxStorage, type QueuedResponse } from './outbox-store';
import { flushOutbox, type OutboxTransport } from './send-outbox';

function memoryStorage(entries: QueuedResponse[]): OutboxStorage & { items: Map<string, QueuedResponse> } {
  const items = new Map(entries.map((entry) => [entry.client_id, entry]));
  return {
    items,
    all: () => Promise.resolve([...items.values()].sort((a, b) => a.created_at.localeCompare(b.created_at))),
    get: (id) => Promise.resolve(items.get(id)),
    put: (entry) => Promise.resolve(void items.set(entry.client_id, entry)),
    delete: (id) => Promise.resolve(void items.delete(id)),
  };
}

const entry = (n: number, overrides: Partial<QueuedResponse> = {}): QueuedResponse => ({
  client_id: `c${n}`,
  survey_id: 'f1',
  survey_name: 'Borehole check',
  body: { answers: { site: `Site ${n}` }, is_draft: false, client_id: `c${n}` },
  files: [],
  created_at: `2026-11-24T10:0${n}:00Z`,
  ...overrides,
});

const stored = (body: RespondBody) =>
  makeSurveyResponse({ id: `r-${String(body.client_id)}`, answers: body.answers });

describe('flushOutbox', () => {
  it("sends only the signed-in person's responses; another person's wait for them, untouched", async () => {
    const storage = memoryStorage([
      entry(1, { owner: 'ada' }),
      entry(2, { owner: 'bola' }),
      entry(3, { owner: null }),
    ]);
    const respond = vi.fn((_survey: string, body: RespondBody) => Promise.resolve(stored(body)));
    expect(await flushOutbox(storage, { upload: vi.fn(), respond }, 'bola')).toEqual({
      sent: 1,
      waiting: 0,
      rejected: 0,
    });
    expect(respond.mock.calls.map(([, body]) => body.client_id)).toEqual(['c2']);
    expect([...storage.items.keys()]).toEqual(['c1', 'c3']);
    // Signed out, the anonymous answer goes; Ada's still waits for Ada.
    expect(await flushOutbox(storage, { upload: vi.fn(), respond }, null)).toEqual({
      sent: 1,
      waiting: 0,
      rejected: 0,
    });
    expect([...storage.items.keys()]).toEqual(['c1']);
  });

  it('uploads the files first, swaps their ids into the answers, sends in order and forgets what was sent', async () => {
    const storage = memoryStorage([
      entry(2),
      entry(1, {
        body: {
          answers: { photo: 'local-1', rooms: [{ photo: 'local-2' }] },
          is_draft: false,
          client_id: 'c1',
        },
        files: [
          {
            local_id: 'local-1',
            question: 'photo',
            name: 'a.webp',
            type: 'image/webp',
            data: new Uint8Array([1, 2]).buffer,
          },
          {
            local_id: 'local-2',
            question: 'photo',
            name: 'b.webp',
            type: 'image/webp',
            data: new Uint8Array([3]).buffer,
          },
        ],
      }),
    ]);
    const order: string[] = [];
    const transport: OutboxTransport = {
      upload: vi.fn((_survey: string, file: Blob, name: string) => {
        order.push(`upload ${name} ${file.size}`);
        return Promise.resolve(
          makeResponseFile({ id: `server-${name}`, name, content_type: file.type, bytes: file.size }),
        );
      }),
      respond: vi.fn((_survey: string, body: RespondBody) => {
        order.push(`respond ${String(body.client_id)}`);
        return Promise.resolve(stored(body));
      }),
    };
    expect(await flushOutbox(storage, transport, null)).toEqual({ sent: 2, waiting: 0, rejected: 0 });
    expect(order).toEqual(['upload a.webp 2', 'upload b.webp 1', 'respond c1', 'respond c2']);
    expect(vi.mocked(transport.respond).mock.calls[0]![1].answers).toEqual({
      photo: 'server-a.webp',
      rooms: [{ photo: 'server-b.webp' }],
    });
    expect(storage.items.size).toBe(0);
  });

  it('keeps everything for later when the network fails, without uploading a file twice', async () => {
    const storage = memoryStorage([
      entry(1, {
        body: { answers: { photo: 'local-1' }, is_draft: false, client_id: 'c1' },
        files: [
          {
            local_id: 'local-1',
            question: 'photo',
            name: 'a.webp',
            type: 'image/webp',
            data: new ArrayBuffer(4),
          },
        ],
      }),
      entry(2),
    ]);
    const upload = vi.fn(() => Promise.resolve(makeResponseFile()));
    const respond = vi.fn(() => Promise.reject(new ApiError(0, null, 'Network error')));
    expect(await flushOutbox(storage, { upload, respond }, null)).toEqual({
      sent: 0,
      waiting: 2,
      rejected: 0,
    });
    expect(respond).toHaveBeenCalledTimes(1);
    expect(storage.items.get('c1')).toMatchObject({ files: [], body: { answers: { photo: 'server-a' } } });
    respond.mockImplementation(((_s: string, body: RespondBody) => Promise.resolve(stored(body))) as never);
    expect(await flushOutbox(storage, { upload, respond }, null)).toEqual({
      sent: 2,
      waiting: 0,
      rejected: 0,
    });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused response with the server message, and goes on with the next', async () => {
    const storage = memoryStorage([entry(1), entry(2)]);
    const respond = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { answers: { site: ['Use at most 10 characters.'] } }))
      .mockImplementation((_s: string, body: RespondBody) => Promise.resolve(stored(body)));
    expect(await flushOutbox(storage, { upload: vi.fn(), respond }, null)).toEqual({
      sent: 1,
      waiting: 0,
      rejected: 1,
    });
    expect(storage.items.get('c1')?.rejected).toEqual({
      status: 400,
      message: expect.stringContaining('not accepted') as string,
      errors: { site: ['Use at most 10 characters.'] },
    });
    // A refused one waits for the person: it is not sent again on its own.
    expect(await flushOutbox(storage, { upload: vi.fn(), respond }, null)).toEqual({
      sent: 0,
      waiting: 0,
      rejected: 1,
    });
    expect(respond).toHaveBeenCalledTimes(2);
  });

  it('retries later on server errors and rate limits; a closed form is refused with its reason', async () => {
    const storage = memoryStorage([entry(1)]);
    const respond = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, { detail: 'Down' }))
      .mockRejectedValueOnce(new ApiError(403, { detail: 'This form closed on 1 December.' }));
    expect(await flushOutbox(storage, { upload: vi.fn(), respond }, null)).toMatchObject({ waiting: 1 });
    expect(await flushOutbox(storage, { upload: vi.fn(), respond }, null)).toMatchObject({ rejected: 1 });
    expect(storage.items.get('c1')?.rejected).toEqual({
      status: 403,
      message: 'This form closed on 1 December.',
    });
  });
});

describe('indexedDbOutbox', () => {
  it('keeps responses with their file bytes, oldest first', async () => {
    await indexedDbOutbox.put(entry(2));
    await indexedDbOutbox.put(
      entry(1, {
        files: [
          {
            local_id: 'l',
            question: 'photo',
            name: 'a.jpg',
            type: 'image/jpeg',
            data: new Uint8Array([7, 8, 9]).buffer,
          },
        ],
      }),
    );
    const all = await indexedDbOutbox.all();
    expect(all.map((item) => item.client_id)).toEqual(['c1', 'c2']);
    expect([...new Uint8Array(all[0]!.files[0]!.data)]).toEqual([7, 8, 9]);
    await indexedDbOutbox.delete('c1');
    expect(await indexedDbOutbox.get('c1')).toBeUndefined();
    expect(await indexedDbOutbox.get('c2')).toMatchObject({ survey_name: 'Borehole check' });
  });
});

describe('newId', () => {
  it('makes v4 UUIDs without crypto.randomUUID too (plain-HTTP addresses)', async () => {
    const { newId } = await import('../../../lib/new-id');
    const randomUUID = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newId()));
      expect(ids.size).toBe(50);
      for (const id of ids)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: randomUUID });
    }
  });
});
