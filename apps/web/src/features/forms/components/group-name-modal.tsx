import { Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { ApiError } from '../../../lib/api-client';

/** Asks for a group's name (new group or rename); shows the server's answer under the field. */
export function GroupNameModal({
  opened,
  title,
  submitLabel,
  initial = '',
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial?: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(initial);
      setError(null);
    }
  }, [opened, initial]);

  async function submit() {
    if (!name.trim()) return setError('Enter the group name.');
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      const body =
        failure instanceof ApiError ? (failure.body as Record<string, string[] | undefined> | null) : null;
      setError(body?.name?.[0] ?? body?.surveys?.[0] ?? 'The group could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Group name"
            required
            maxLength={120}
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void submit()}
            submitLabel={submitLabel}
            busy={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
