import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { eyemarkBodySchema, eyemarkResponseSchema } from '@oversight/shared/projects/projects.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { useAuthStore } from '../../../lib/auth-store';
import { makeSession } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { useAuthModal } from '../../../lib/auth-modal';
import { EyemarkButton } from './eyemark-button';

const api = mockApi();

function renderButton(props: { eyemarked: boolean; dataUpdatedAt: number }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (p: typeof props) => (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <EyemarkButton publicId="road-1" {...p} />
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(ui(props));
  return { rerender: (p: typeof props) => view.rerender(ui(p)) };
}

const eyemarkCalls = () => api.calls.filter((call) => call.url.pathname.endsWith('/projects/eyemark/'));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
  useAuthModal.setState({ opened: false, page: 'login' });
  api.route(
    'post',
    '/projects/eyemark/',
    { body: { 'road-1': 'eyemarked' } },
    { request: eyemarkBodySchema, response: eyemarkResponseSchema },
  );
});

describe('EyemarkButton', () => {
  it('a signed-in citizen toggles the eyemark at once', async () => {
    useAuthStore.getState().setSession(makeSession());
    renderButton({ eyemarked: false, dataUpdatedAt: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Eyemark' }));
    await waitFor(() => expect(eyemarkCalls()).toHaveLength(1));
    expect(eyemarkCalls()[0]!.body).toEqual({ projects: ['road-1'] });
  });

  it('a guest is asked to sign in; once signed in and the project read again, the eyemark is made', async () => {
    const view = renderButton({ eyemarked: false, dataUpdatedAt: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Eyemark' }));
    expect(useAuthModal.getState()).toMatchObject({ opened: true, page: 'login' });
    expect(eyemarkCalls()).toHaveLength(0);

    act(() => {
      useAuthStore.getState().setSession(makeSession());
      useAuthModal.getState().close();
    });
    // Nothing is toggled on the guest's stale copy of the project.
    expect(eyemarkCalls()).toHaveLength(0);
    view.rerender({ eyemarked: false, dataUpdatedAt: Date.now() + 1000 });
    await waitFor(() => expect(eyemarkCalls()).toHaveLength(1));
  });

  it('does not undo an eyemark the user already had', async () => {
    const view = renderButton({ eyemarked: false, dataUpdatedAt: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Eyemark' }));
    act(() => {
      useAuthStore.getState().setSession(makeSession());
      useAuthModal.getState().close();
    });
    view.rerender({ eyemarked: true, dataUpdatedAt: Date.now() + 1000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(eyemarkCalls()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Eyemarked' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a guest who closes the sign-in without signing in is not eyemarked later', async () => {
    const view = renderButton({ eyemarked: false, dataUpdatedAt: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Eyemark' }));
    act(() => useAuthModal.getState().close());
    act(() => useAuthStore.getState().setSession(makeSession()));
    view.rerender({ eyemarked: false, dataUpdatedAt: Date.now() + 1000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(eyemarkCalls()).toHaveLength(0);
  });
});
