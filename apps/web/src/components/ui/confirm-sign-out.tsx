import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useAuthStore } from '../../lib/auth-store';

/**
 * Sign-out deletes the reviews waiting on this phone (lib/query-client.ts clearQueryCache: the next person neither
 * reads nor sends them). `request` signs out at once when none waits, and otherwise asks first, saying how many would
 * be lost; `dialog` is that question, to render beside the button. Form answers are not asked about: they stay on
 * the phone for their author's next sign-in (features/forms/offline).
 */
export function useConfirmSignOut(signOut: () => void): { request: () => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(0);

  const request = () => {
    const owner = useAuthStore.getState().user?.public_id;
    if (!owner) {
      signOut();
      return;
    }
    // Loaded on demand: IndexedDB code stays out of the public pages' first load.
    void import('../../lib/device-queue')
      .then(({ unsentReviewCount }) => unsentReviewCount(owner))
      .catch(() => 0)
      .then((count) => (count > 0 ? setWaiting(count) : signOut()));
  };

  const dialog = (
    <Modal opened={waiting > 0} onClose={() => setWaiting(0)} title={t('shell.unsentTitle')} centered>
      <Stack>
        <Text size="sm">{t('shell.unsentReviews', { count: waiting })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setWaiting(0)} data-autofocus>
            {t('shell.unsentStay')}
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              setWaiting(0);
              signOut();
            }}
          >
            {t('shell.unsentLogOut')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { request, dialog };
}
