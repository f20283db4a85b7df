import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithRouter } from './render';

export type FetchCall = { url: string; method: string; body: unknown };
type Reply = { status?: number; body?: unknown };
type Handler = (call: FetchCall) => Reply | undefined;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Replaces global fetch; `handler` answers by URL and method (404 when it returns nothing). Returns the calls. */
export function stubFetch(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      let body: unknown = init.body;
      if (typeof init.body === 'string') body = JSON.parse(init.body);
      const call = { url: String(input), method: init.method ?? 'GET', body };
      calls.push(call);
      const reply = handler(call) ?? { status: 404, body: { detail: 'Not found.' } };
      return json(reply.status ?? 200, reply.body ?? {});
    }),
  );
  return calls;
}

/** `ui` at `path` inside Mantine, a memory router and a fresh query client. */
export function renderAuth(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithRouter(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, path);
}
