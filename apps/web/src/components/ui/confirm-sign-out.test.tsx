import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { setLanguage } from '../../i18n';
import { useAuthStore } from '../../lib/auth-store';
import {
  deleteDeviceQueue,
  indexedDbQueue,
  REVIEW_QUEUE_DB,
  REVIEW_QUEUE_STORE,
} from '../../lib/device-queue';
import { makeUser } from '../../test/fixtures';
import { useConfirmSignOut } from './confirm-sign-out';

function SignOutButton({ signOut }: { signOut: () => void }) {
  const confirm = useConfirmSignOut(signOut);
  return (
    <>
      <button type="button" onClick={confirm.request}>
        Sign out
      </button>
      {confirm.dialog}
    </>
  );
}

function renderButton() {
  const signOut = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <SignOutButton signOut={signOut} />
    </MantineProvider>,
  );
  return signOut;
}

const queue = indexedDbQueue<{ client_id: string; owner: string; created_at: string }>(
  REVIEW_QUEUE_DB,
  REVIEW_QUEUE_STORE,
  'client_id',
);
const keep = (client_id: string, owner: string) =>
  queue.put({ client_id, owner, created_at: new Date().toISOString() });

beforeEach(async () => {
  await deleteDeviceQueue(REVIEW_QUEUE_DB);
  useAuthStore.setState({ user: makeUser({ public_id: 'ada' }), token: 'token', isAuthenticated: true });
});
afterEach(async () => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
  await setLanguage('en', { remember: false });
});

describe('signing out with reviews waiting on the phone', () => {
  it('signs out at once when none of the reader’s reviews waits (another person’s does not count)', async () => {
    await keep('r-bola', 'bola');
    const signOut = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first, saying how many would be lost; staying keeps the session, the second answer signs out', async () => {
    await keep('r-1', 'ada');
    const signOut = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not sent yet' });
    expect(dialog).toHaveTextContent(
      '1 review has not been sent yet. If you log out now, it will be deleted from this phone.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
    expect(await queue.all()).toHaveLength(1);

    await keep('r-2', 'ada');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: 'Not sent yet' })).toHaveTextContent(
      '2 reviews have not been sent yet.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('asks in the reader’s language', async () => {
    await setLanguage('yo', { remember: false });
    await keep('r-1', 'ada');
    const signOut = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'A kò tíì fi ránṣẹ́' });
    expect(dialog).toHaveTextContent('A kò tíì fi àyẹ̀wò 1 ránṣẹ́.');
    fireEvent.click(screen.getByRole('button', { name: 'Má jáde' }));
    expect(signOut).not.toHaveBeenCalled();
  });
});
