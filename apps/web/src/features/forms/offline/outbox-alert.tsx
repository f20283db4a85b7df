import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useWords } from '../components/fill/filler-words';
import type { QueuedResponse } from './outbox-store';

/**
 * "N responses waiting to be sent" with Send now, and the ones the server refused, each with its reason and a link
 * that opens it to fix.
 */
export function OutboxAlert({
  waiting,
  rejected,
  sending,
  onSendNow,
  onDiscard,
}: {
  waiting: QueuedResponse[];
  rejected: QueuedResponse[];
  sending: boolean;
  onSendNow: () => void;
  onDiscard: (entry: QueuedResponse) => void;
}) {
  // The respond page's words (the form language read), else the page's.
  const t = useWords();
  if (!waiting.length && !rejected.length) return null;
  return (
    <Stack gap="xs">
      {waiting.length ? (
        <Alert color="yellow" variant="light" icon={<IconCloudUpload size={18} aria-hidden />} role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('filler.outboxWaiting', { count: waiting.length })}</Text>
            <Button size="xs" variant="white" loading={sending} onClick={onSendNow}>
              {t('filler.sendNow')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {rejected.length ? (
        <Alert
          color="red"
          variant="light"
          title={t('filler.outboxRejected', { count: rejected.length })}
          role="alert"
        >
          <List size="sm" spacing={4}>
            {rejected.map((entry) => (
              <List.Item key={entry.client_id}>
                {entry.survey_name}: {entry.rejected?.message}{' '}
                <Anchor
                  component={Link}
                  to={`/forms/${entry.survey_id}/respond?queued=${entry.client_id}`}
                  underline="always"
                >
                  {t('filler.openToFix')}
                </Anchor>{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="red.9"
                  underline="always"
                  onClick={() => onDiscard(entry)}
                >
                  {t('filler.discard')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
