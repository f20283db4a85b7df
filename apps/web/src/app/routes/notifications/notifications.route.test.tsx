import { MantineProvider } from '@mantine/core';
import type { Notification } from '@oversight/shared/notifications/notifications.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../features/notifications/api/notifications';
import { theme } from '../../theme';
import { Component as NotificationsPage } from './notifications.route';

const fetchMock = vi.fn();
let unread = 1;
let notifications: Notification[] = [];

const notification = (id: number, excerpt: string): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind: 'reply',
  verb: 'Amina replied to your review',
  excerpt,
  actor: null,
  project: null,
  post: null,
  link: null,
  is_read: false,
  read_at: null,
  created: new Date().toISOString(),
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const listCalls = () =>
  fetchMock.mock.calls.filter(
    ([url]) => /\/notifications\/\?/.test(String(url)) || String(url).endsWith('/notifications/'),
  );

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/notifications', element: <NotificationsPage /> }], {
    initialEntries: ['/notifications'],
  });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  unread = 1;
  notifications = [notification(1, 'The first answer')];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (String(url).includes('/notifications/unread_count/')) return json({ unread_count: unread });
    return json({ count: notifications.length, next: null, previous: null, results: notifications });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/notifications', () => {
  it('reads the list again when the unread count rises while the page is open', async () => {
    const client = renderPage();
    expect(await screen.findByText(/The first answer/)).toBeInTheDocument();
    await waitFor(() =>
      expect(client.getQueryData(notificationKeys.unreadCount)).toEqual({ unread_count: 1 }),
    );
    const before = listCalls().length;

    // The bell's poll finds one more unread notification.
    unread = 2;
    notifications = [notification(2, 'A brand new answer'), ...notifications];
    await act(() => client.refetchQueries({ queryKey: notificationKeys.unreadCount }));

    expect(await screen.findByText(/A brand new answer/)).toBeInTheDocument();
    expect(listCalls().length).toBeGreaterThan(before);
  });

  it('does not read the list again when the count stays the same or falls', async () => {
    const client = renderPage();
    expect(await screen.findByText(/The first answer/)).toBeInTheDocument();
    await waitFor(() =>
      expect(client.getQueryData(notificationKeys.unreadCount)).toEqual({ unread_count: 1 }),
    );
    // Let the list's own follow-up read of the count settle before counting.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const before = listCalls().length;

    await act(() => client.refetchQueries({ queryKey: notificationKeys.unreadCount }));
    unread = 0;
    await act(() => client.refetchQueries({ queryKey: notificationKeys.unreadCount }));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(listCalls().length).toBe(before);
  });
});
