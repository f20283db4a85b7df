import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormErrorAlert } from './form-error-alert';
import { formErrors } from '../../lib/form-errors';

/** Asks before something is deleted for good, saying what goes with it. */
export function ConfirmDeleteModal({
  opened,
  title,
  text,
  busy,
  error,
  onCancel,
  onConfirm,
  confirmLabel = 'Delete',
}: {
  opened: boolean;
  title: string;
  text: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  /** The red button's words (default "Delete"). */
  confirmLabel?: string;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text size="sm">{text}</Text>
        <FormErrorAlert messages={formErrors(error, []).other} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Keep it
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
