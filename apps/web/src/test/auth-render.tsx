import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderWithRouter } from './render';

/** `ui` at `path` inside Mantine, a memory router and a fresh query client. */
export function renderAuth(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithRouter(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, path);
}
