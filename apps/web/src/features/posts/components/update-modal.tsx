import { Modal, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { showSuccess } from '../../../lib/toasts';
import { postKeys } from '../api/keys';
import { createProjectUpdate } from '../api/write-posts';
import { PhotoPicker } from './photo-picker';
import type { PostModalProps } from './review-modal';
import { serverMessages } from './server-messages';
import { t } from '../../../i18n';

/** The organisation's update or milestone on a project, with up to 4 photos. */
export function UpdateModal({ opened, onClose, projectId, projectName, onPosted }: PostModalProps) {
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const [kind, setKind] = useState<'update' | 'milestone'>('update');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      createProjectUpdate({
        projectId,
        title: title.trim(),
        body: body.trim(),
        milestone: kind === 'milestone',
        images,
      }),
    onSuccess: () => {
      showSuccess(t('errors.updatePosted'));
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      onPosted?.();
      setTitle('');
      setBody('');
      setImages([]);
      setTouched(false);
      onClose();
    },
  });
  const messages = serverMessages(mutation.error);
  const titleError = touched && !title.trim() ? 'Give the update a title.' : undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Post an update on ${projectName}`}
      size="lg"
      fullScreen={phone}
      centered
    >
      <Stack gap="md">
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as 'update' | 'milestone')}
          data={[
            { value: 'update', label: 'Progress update' },
            { value: 'milestone', label: 'Milestone reached' },
          ]}
          aria-label="Kind of update"
        />
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={titleError}
        />
        <Textarea
          label="Details"
          autosize
          minRows={3}
          maxRows={12}
          maxLength={10000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <PhotoPicker files={images} onChange={setImages} disabled={mutation.isPending} />
        <FormErrorAlert messages={messages} title="The update was not posted" />
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => {
            setTouched(true);
            if (title.trim()) mutation.mutate();
          }}
          busy={mutation.isPending}
          submitLabel="Post update"
        />
      </Stack>
    </Modal>
  );
}
