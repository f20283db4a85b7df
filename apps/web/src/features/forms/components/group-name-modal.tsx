import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { updateSurveyGroupBodySchema } from '@oversight/shared/surveys/surveys.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { splitServerErrors } from '../../../lib/form-errors';

type GroupNameBody = z.infer<typeof updateSurveyGroupBodySchema>;

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GroupNameBody>({
    resolver: zodResolver(updateSurveyGroupBodySchema),
    defaultValues: { name: initial },
  });
  useEffect(() => {
    if (opened) reset({ name: initial });
  }, [opened, initial, reset]);

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch (failure) {
      // A refused form in the group is said under the name too: the dialog has no other place.
      const message = splitServerErrors(failure, ['name'], { surveys: 'name' })?.byField.name;
      setError(
        'name',
        { type: 'server', message: message ?? 'The group could not be saved. Please try again.' },
        { shouldFocus: true },
      );
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label="Group name"
            required
            maxLength={120}
            {...register('name')}
            error={errors.name?.message}
            data-autofocus
          />
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void submit()}
            submitLabel={submitLabel}
            busy={isSubmitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
