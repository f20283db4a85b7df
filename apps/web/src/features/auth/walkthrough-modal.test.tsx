import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { updateMeBodySchema, userSchema } from '@oversight/shared/accounts/accounts.schemas';
import { beforeEach, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { useAuthStore } from '../../lib/auth-store';
import { makeSession, makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/msw';
import { useWalkthrough, WalkthroughModal } from './walkthrough-modal';

beforeEach(() => {
  useAuthStore.getState().setSession(makeSession({ user: makeUser({ newly_registered: true }) }));
});
const api = mockApi();

it('walks through the slides; closing clears newly_registered here and on the server', async () => {
  api.route(
    'patch',
    '/users/me/update/',
    { body: makeUser({ newly_registered: false }) },
    { request: updateMeBodySchema, response: userSchema },
  );
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

  await waitFor(() => expect(api.calls).toHaveLength(1));
  const [call] = api.calls;
  expect(call!.url.pathname).toBe('/api/v1/users/me/update/');
  expect(call!.method).toBe('PATCH');
  expect(call!.body).toEqual({ newly_registered: false });
  expect(useAuthStore.getState().user?.newly_registered).toBe(false);
  expect(useWalkthrough.getState().opened).toBe(false);
});
