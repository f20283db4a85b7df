import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_POST_IMAGES, projectUpdateBodySchema } from '@oversight/shared/posts/posts.schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { applyServerErrors } from '../../../lib/form-errors';
import { showSuccess } from '../../../lib/toasts';
import { useCreateProjectUpdate } from '../api/write-posts';
import { PhotoPicker } from './photo-picker';
import type { PostModalProps } from './review-modal';
import { serverMessages } from './server-messages';
import { t } from '../../../i18n';

/** The composer's fields: the body's title and text rules, the kind, and the photos held beside them. */
const composerSchema = projectUpdateBodySchema.pick({ title: true, body: true }).extend({
  kind: z.enum(['update', 'milestone']),
  images: z.array(z.instanceof(File)).max(MAX_POST_IMAGES),
});
type ComposerInput = z.input<typeof composerSchema>;
type ComposerValues = z.output<typeof composerSchema>;
const EMPTY: ComposerInput = { kind: 'update', title: '', body: '', images: [] };

/** The organisation's update or milestone on a project, with up to 4 photos. */
export function UpdateModal({ opened, onClose, projectId, projectName, onPosted }: PostModalProps) {
  const createProjectUpdate = useCreateProjectUpdate();
  const phone = useMediaQuery('(max-width: 36em)');
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ComposerInput, unknown, ComposerValues>({
    resolver: zodResolver(composerSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await createProjectUpdate.mutateAsync({
        projectId,
        title: values.title,
        body: values.body,
        milestone: values.kind === 'milestone',
        images: values.images,
      });
    } catch (error) {
      // A 400's field messages go under the fields; the rest (and a 413's) in the alert.
      const other = applyServerErrors(error, setError, ['title', 'body', 'images']);
      setFormErrors((error as { status?: number }).status === 413 ? serverMessages(error) : other);
      return;
    }
    showSuccess(t('errors.updatePosted'));
    onPosted?.();
    reset(EMPTY);
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Post an update on ${projectName}`}
      size="lg"
      fullScreen={phone}
      centered
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'update', label: 'Progress update' },
                  { value: 'milestone', label: 'Milestone reached' },
                ]}
                aria-label="Kind of update"
              />
            )}
          />
          <TextInput
            label="Title"
            required
            maxLength={200}
            {...register('title')}
            error={errors.title?.message}
          />
          <Textarea
            label="Details"
            autosize
            minRows={3}
            maxRows={12}
            maxLength={10000}
            {...register('body')}
            error={errors.body?.message}
          />
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <PhotoPicker files={field.value} onChange={field.onChange} disabled={isSubmitting} />
            )}
          />
          {errors.images ? (
            <Text size="sm" c="red.9" role="alert">
              {errors.images.message}
            </Text>
          ) : null}
          <FormErrorAlert messages={formErrors} title="The update was not posted" />
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void onSubmit()}
            busy={isSubmitting}
            submitLabel="Post update"
          />
        </Stack>
      </form>
    </Modal>
  );
}
