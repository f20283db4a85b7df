import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { useAuthStore } from '../../lib/auth-store';
import { makeSession, makeUser } from '../../test/fixtures';
import { useWalkthrough, WalkthroughModal } from './walkthrough-modal';

beforeEach(() => {
  useAuthStore.getState().setSession(makeSession({ user: makeUser({ newly_registered: true }) }));
});
afterEach(() => vi.unstubAllGlobals());

it('walks through the slides; closing clears newly_registered here and on the server', async () => {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MantineProvider theme={theme}>
      <WalkthroughModal />
    </MantineProvider>,
  );
  act(() => useWalkthrough.getState().open());

  expect(await screen.findByText('Discover projects around you')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Eyemark what matters to you')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Skip' }));

  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/v1/users/me/update/');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ newly_registered: false });
  expect(useAuthStore.getState().user?.newly_registered).toBe(false);
  expect(useWalkthrough.getState().opened).toBe(false);
});
