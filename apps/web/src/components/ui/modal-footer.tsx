import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form modal's buttons: Cancel (off while sending) and the one action, busy while it runs. */
export function ModalFooter({
  onCancel,
  onSubmit,
  submitLabel,
  busy,
}: {
  onCancel: () => void;
  onSubmit: () => void;
  submitLabel: ReactNode;
  busy: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button onClick={onSubmit} loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
