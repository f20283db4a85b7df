import { MantineProvider } from '@mantine/core';
import {
  notificationPageSchema,
  unreadCountSchema,
  type Notification,
} from '@oversight/shared/notifications/notifications.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationKeys } from '../../../features/notifications/api/notifications';
import { makeNotification, makePage } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { theme } from '../../theme';
import { Component as NotificationsPage } from './notifications.route';

const api = mockApi();
let unread = 1;
let notifications: Notification[] = [];

const notification = (id: number, excerpt: string): Notification =>
  makeNotification({
    id: `00000000-0000-4000-8000-00000000000${id}`,
    excerpt,
    created: new Date().toISOString(),
  });

const listCalls = () => api.calls.filter((call) => call.url.pathname === '/api/v1/notifications/');

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
  api.route('get', '/notifications/unread_count/', () => ({ body: { unread_count: unread } }), {
    response: unreadCountSchema,
  });
  api.route('get', '/notifications/', () => ({ body: makePage(notifications) }), {
    response: notificationPageSchema,
  });
});

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
