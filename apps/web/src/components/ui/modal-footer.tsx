import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form modal's buttons: Cancel (off while sending) and the one action, busy while it runs. */
export function ModalFooter({
  onCancel,
  onSubmit,
  submitLabel,
  busy,
  cancelLabel = 'Cancel',
}: {
  onCancel: () => void;
  onSubmit: () => void;
  submitLabel: ReactNode;
  busy: boolean;
  /** The citizen side passes it in the reader's language (organisation screens are English). */
  cancelLabel?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button onClick={onSubmit} loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
