import { Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormErrorAlert } from './form-error-alert';
import { ModalFooter } from './modal-footer';

/**
 * A create-or-edit dialog: the form is mounted only while open, so each opening starts from the item's values.
 * Pair it with `ModalForm` and `useModalForm` (`lib/use-modal-form.ts`).
 */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      {opened ? children : null}
    </Modal>
  );
}

/** The form inside a `FormModal`: the alert of what went wrong, the fields, then Cancel and the one action. */
export function ModalForm({
  submit,
  onCancel,
  submitLabel,
  busy,
  other,
  label,
  noValidate = true,
  children,
}: {
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  onCancel: () => void;
  submitLabel: ReactNode;
  busy: boolean;
  /** Messages for the alert above the fields (those of no field). */
  other: string[];
  /** The form's accessible name, when it needs one. */
  label?: string;
  /** False to let the browser check required fields before the schema does. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void submit(event)} noValidate={noValidate} aria-label={label}>
      <Stack>
        <FormErrorAlert messages={other} />
        {children}
        <ModalFooter
          onCancel={onCancel}
          onSubmit={() => void submit()}
          submitLabel={submitLabel}
          busy={busy}
        />
      </Stack>
    </form>
  );
}
