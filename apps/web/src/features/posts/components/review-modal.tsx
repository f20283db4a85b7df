import { Checkbox, Chip, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { SENTIMENT_DISPLAY_ORDER, type Sentiment } from '@oversight/shared/reference/enums';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { useAuthStore } from '../../../lib/auth-store';
import { showSuccess } from '../../../lib/toasts';
import { postKeys } from '../api/keys';
import { createReview } from '../api/write-posts';
import { PhotoPicker } from './photo-picker';
import { SENTIMENT_ICONS, sentimentLabel } from './sentiment';
import { serverMessages } from './server-messages';
import { t } from '../../../i18n';

type Position = { latitude: number; longitude: number };

function currentPosition(): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ latitude: found.coords.latitude, longitude: found.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}

/** The props of the modals that post on a project (review, update). */
export interface PostModalProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  projectName: string;
  onPosted?: () => void;
}

/** Review a project: a feeling (or a suggestion), a title, what you saw, up to 4 photos, and the place if you agree. */
export function ReviewModal({ opened, onClose, projectId, projectName, onPosted }: PostModalProps) {
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const [sentiment, setSentiment] = useState<Sentiment | ''>('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [shareLocation, setShareLocation] = useState(false);
  const [touched, setTouched] = useState(false);
  const [locationNote, setLocationNote] = useState<string | null>(null);

  const reset = () => {
    setSentiment('');
    setTitle('');
    setBody('');
    setImages([]);
    setShareLocation(false);
    setTouched(false);
    setLocationNote(null);
  };

  const mutation = useMutation({
    mutationFn: async () => {
      const position = shareLocation ? await currentPosition() : null;
      if (shareLocation && !position)
        setLocationNote(t('posts.reviewNoLocation'));
      return createReview({
        title: title.trim(),
        body: body.trim(),
        sentiment: sentiment || undefined,
        projectId,
        images,
        position,
      });
    },
    onSuccess: (posted) => {
      // "Reviews posted" in the aside reads the stored user: count the new review there too.
      const { user, setUser } = useAuthStore.getState();
      if (user && posted.is_review) setUser({ ...user, reviews_count: (user.reviews_count ?? 0) + 1 });
      showSuccess(t('errors.reviewPosted'));
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      onPosted?.();
      reset();
      onClose();
    },
  });

  const errors = {
    sentiment: touched && !sentiment ? t('posts.reviewNeedsFeeling') : undefined,
    title: touched && !title.trim() ? t('posts.reviewNeedsTitle') : undefined,
  };
  const submit = () => {
    setTouched(true);
    if (!sentiment || !title.trim()) return;
    mutation.mutate();
  };
  const messages = serverMessages(mutation.error);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('posts.reviewDialog', { project: projectName })}
      size="lg"
      fullScreen={phone}
      centered
    >
      <Stack gap="md">
        <div role="group" aria-labelledby="feeling-label">
          <Text id="feeling-label" size="sm" fw={500} mb={6}>
            {t('posts.reviewFeeling')}
          </Text>
          <Chip.Group
            multiple={false}
            value={sentiment}
            onChange={(value) => setSentiment(value as Sentiment)}
          >
            <Group gap={6}>
              {SENTIMENT_DISPLAY_ORDER.map((name) => {
                const Icon = SENTIMENT_ICONS[name];
                return (
                  <Chip key={name} value={name} variant="outline" icon={<Icon size={14} aria-hidden />}>
                    {sentimentLabel(name)}
                  </Chip>
                );
              })}
            </Group>
          </Chip.Group>
          {errors.sentiment ? (
            <Text size="sm" c="red.9" mt={4} role="alert">
              {errors.sentiment}
            </Text>
          ) : null}
        </div>
        <TextInput
          label={t('posts.reviewTitle')}
          required
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label={t('posts.reviewBody')}
          description={t('posts.reviewBodyHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <PhotoPicker files={images} onChange={setImages} disabled={mutation.isPending} />
        <Checkbox
          checked={shareLocation}
          onChange={(event) => setShareLocation(event.currentTarget.checked)}
          label={t('posts.reviewShareLocation')}
          description={t('posts.reviewShareLocationHint')}
        />
        {locationNote ? (
          <Text size="sm" c="gray.7">
            {locationNote}
          </Text>
        ) : null}
        <FormErrorAlert messages={messages} title={t('posts.reviewNotPosted')} />
        <ModalFooter
          onCancel={onClose}
          onSubmit={submit}
          busy={mutation.isPending}
          submitLabel={t('posts.reviewSubmit', { count: images.length })}
          cancelLabel={t('common.cancel')}
        />
      </Stack>
    </Modal>
  );
}
