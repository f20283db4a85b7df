import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showSuccess } from '../../../../lib/toasts';
import { useDeleteResponse } from '../../api/delete-response';

/** Asks before deleting a response or a draft; on success refreshes the form's lists and calls onDeleted. */
export function ConfirmDeleteResponse({
  responseId,
  what,
  onClose,
  onDeleted,
}: {
  /** The response to delete; the modal is shown while it is set. */
  responseId: string | null;
  what: 'response' | 'draft';
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deletion = useDeleteResponse();
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!responseId) return;
    setBusy(true);
    try {
      await deletion.mutateAsync(responseId);
    } catch {
      return; // The API client shows the error.
    } finally {
      setBusy(false);
    }
    showSuccess(what === 'draft' ? 'Draft deleted' : 'Response deleted');
    onDeleted?.();
    onClose();
  }
  return (
    <Modal
      opened={Boolean(responseId)}
      onClose={onClose}
      title={what === 'draft' ? 'Delete this draft?' : 'Delete this response?'}
    >
      <Stack gap="md">
        <Text size="sm">
          {what === 'draft'
            ? 'Its answers will be lost. This cannot be undone.'
            : 'Its answers and files will be removed from the form’s responses for everyone. This cannot be undone.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            {what === 'draft' ? 'Delete draft' : 'Delete response'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
