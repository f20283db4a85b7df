import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useMapLoading } from '../../lib/map-loading';
import { LoadingBar } from './loading-bar';

function Slow({ until }: { until: Promise<string> }) {
  useQuery({ queryKey: ['slow'], queryFn: () => until });
  return null;
}

function renderBar(children?: ReactNode) {
  const client = new QueryClient();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <LoadingBar />
          {children}
        </>
      ),
    },
  ]);
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading' });

afterEach(() => {
  useMapLoading.setState({ loading: false });
  vi.restoreAllMocks();
});

it('shows while a query is in flight and hides when it settles', async () => {
  let finish!: (value: string) => void;
  renderBar(<Slow until={new Promise((resolve) => (finish = resolve))} />);
  expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  await act(() => {
    finish('done');
    return Promise.resolve();
  });
  await waitFor(() => expect(bar()).toBeNull());
});

it('shows while the map loads, but not when offline', () => {
  renderBar();
  expect(bar()).toBeNull();
  act(() => useMapLoading.getState().setLoading(true));
  expect(bar()).toBeInTheDocument();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(bar()).toBeNull();
});
