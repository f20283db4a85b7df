import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, showError } from '../lib/toasts';
import { theme } from './theme';
import { Toasts } from './toasts';
import ToastsHost from './toasts-host';

function renderPage(load: () => Promise<{ default: typeof ToastsHost }>) {
  return render(
    <MantineProvider theme={theme} env="test">
      <Toasts load={load} />
      <p>The project page</p>
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  resetToasts();
});

describe('toasts before their code is in', () => {
  it('a toast shown offline keeps the page, waits, and shows once the code loads when the network returns', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof ToastsHost }>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    renderPage(load);
    act(() => void showError('No network. Try again when you are back online.'));
    await waitFor(() => expect(load).toHaveBeenCalled());
    // The failed fetch leaves the page as it was (a rejected lazy() blanked it) and shows nothing yet.
    expect(screen.getByText('The project page')).toBeInTheDocument();
    expect(screen.queryByText(/No network/)).toBeNull();

    load.mockResolvedValue({ default: ToastsHost });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('No network. Try again when you are back online.')).toBeInTheDocument();
    expect(screen.getByText('The project page')).toBeInTheDocument();
  });

  it('fetches the code when the page is idle, before any toast, and shows the first toast at once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: ToastsHost }));
    renderPage(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void showError('Could not save.'));
    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
