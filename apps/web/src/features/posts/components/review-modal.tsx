import { zodResolver } from '@hookform/resolvers/zod';
import {
  Checkbox,
  Chip,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MAX_POST_IMAGES,
  reviewFormSchema,
  WORK_STATUSES,
  type WorkStatus,
} from '@oversight/shared/posts/posts.schemas';
import { SENTIMENT_DISPLAY_ORDER, type Sentiment } from '@oversight/shared/reference/enums';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { t } from '../../../i18n';
import { formMessage, formMessages } from '../../../i18n/form-messages';
import { useAuthStore } from '../../../lib/auth-store';
import { isTransient } from '../../../lib/device-queue';
import { applyFormErrors } from '../../../lib/form-errors';
import { newId } from '../../../lib/new-id';
import { showSuccess } from '../../../lib/toasts';
import { useCreateReview } from '../api/write-posts';
import { keepPhotos } from '../offline/review-queue';
import { queueReview } from '../offline/use-review-queue';
import { PhotoPicker } from './photo-picker';
import { SENTIMENT_ICONS, sentimentLabel } from '../../../components/ui/sentiment';
import { serverMessages } from './server-messages';

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

const composerSchema = reviewFormSchema.extend({ images: z.array(z.instanceof(File)).max(MAX_POST_IMAGES) });
// No feeling is chosen when the modal opens: the schema asks for one when the form is sent.
type ComposerInput = Omit<z.input<typeof composerSchema>, 'sentiment'> & { sentiment?: Sentiment };
type ComposerValues = z.output<typeof composerSchema>;
const EMPTY: ComposerInput = {
  title: '',
  body: '',
  share_location: false,
  work_happening: '',
  estimated_completion: null,
  images: [],
};

const WORK_LABELS = {
  yes: 'posts.workYes',
  stopped: 'posts.workStopped',
  cannot_tell: 'posts.workCannotTell',
} as const satisfies Record<WorkStatus, string>;

/**
 * Review a project: a feeling (or a suggestion), a title, what you saw, up to 4 photos, and the place if you agree.
 * With no network (or when the send cannot reach the server) the review is kept on the phone and sent when the
 * network returns (../offline): the reviews tab shows it waiting.
 */
export function ReviewModal({ opened, onClose, projectId, projectName, onPosted }: PostModalProps) {
  const createReview = useCreateReview();
  const phone = useMediaQuery('(max-width: 36em)');
  const [locationNote, setLocationNote] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // One id per review: a send that timed out and is tried again (now or from the queue) is stored once.
  const clientId = useRef(newId());
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ComposerInput, unknown, ComposerValues>({
    resolver: zodResolver<ComposerInput, unknown, ComposerValues>(composerSchema),
    defaultValues: EMPTY,
  });
  const images = watch('images');

  const done = () => {
    reset(EMPTY);
    setLocationNote(null);
    setFormErrors([]);
    clientId.current = newId();
    onClose();
  };

  const keepOnPhone = async (values: ComposerValues, position: Position | null) => {
    const owner = useAuthStore.getState().user?.public_id;
    if (!owner) return false;
    await queueReview({
      client_id: clientId.current,
      owner,
      project_id: projectId,
      title: values.title,
      body: values.body,
      sentiment: values.sentiment,
      position,
      work_happening: values.work_happening || null,
      estimated_completion: values.estimated_completion,
      photos: await keepPhotos(values.images),
      created_at: new Date().toISOString(),
    });
    showSuccess(t('posts.queueKept'));
    done();
    return true;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    setLocationNote(null);
    const position = values.share_location ? await currentPosition() : null;
    if (values.share_location && !position) setLocationNote(t('posts.reviewNoLocation'));
    if (!navigator.onLine && (await keepOnPhone(values, position).catch(() => false))) return;
    try {
      const posted = await createReview.mutateAsync({
        title: values.title,
        body: values.body,
        sentiment: values.sentiment,
        projectId,
        images: values.images,
        position,
        clientId: clientId.current,
        workHappening: values.work_happening || null,
        estimatedCompletion: values.estimated_completion,
      });
      // "Reviews posted" in the aside reads the stored user: count the new review there too.
      const { user, setUser } = useAuthStore.getState();
      if (user && posted.is_review) setUser({ ...user, reviews_count: user.reviews_count + 1 });
      showSuccess(t('errors.reviewPosted'));
      onPosted?.();
      done();
    } catch (error) {
      // The network dropped on the way (or the server is down for a while): keep it and send it later.
      if (isTransient(error) && (await keepOnPhone(values, position).catch(() => false))) return;
      const other = applyFormErrors(error, setError, [
        'sentiment',
        'title',
        'body',
        'images',
        'work_happening',
        'estimated_completion',
      ]);
      // A photo over the size limit is a 413 naming `images`: its message, not the status line.
      setFormErrors(
        formMessages((error as { status?: number }).status === 413 ? serverMessages(error) : other),
      );
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('posts.reviewDialog', { project: projectName })}
      size="lg"
      fullScreen={phone}
      centered
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <div role="group" aria-labelledby="feeling-label">
            <Text id="feeling-label" size="sm" fw={500} mb={6}>
              {t('posts.reviewFeeling')}
            </Text>
            <Controller
              control={control}
              name="sentiment"
              render={({ field }) => (
                <Chip.Group
                  multiple={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value)}
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
              )}
            />
            {errors.sentiment ? (
              <Text size="sm" c="red.9" mt={4} role="alert">
                {formMessage(errors.sentiment.message)}
              </Text>
            ) : null}
          </div>
          <TextInput
            label={t('posts.reviewTitle')}
            required
            maxLength={200}
            {...register('title')}
            error={formMessage(errors.title?.message)}
          />
          <Textarea
            label={t('posts.reviewBody')}
            description={t('posts.reviewBodyHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            {...register('body')}
            error={formMessage(errors.body?.message)}
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
              {formMessage(errors.images.message)}
            </Text>
          ) : null}
          <Fieldset legend={t('posts.workTitle')} variant="unstyled">
            <Stack gap="sm">
              <Controller
                control={control}
                name="work_happening"
                render={({ field }) => (
                  <Radio.Group
                    label={t('posts.workHappening')}
                    value={field.value}
                    onChange={field.onChange}
                    error={formMessage(errors.work_happening?.message)}
                  >
                    <Group gap="md" mt={4}>
                      {WORK_STATUSES.map((status) => (
                        <Radio key={status} value={status} label={t(WORK_LABELS[status])} />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
              <Controller
                control={control}
                name="estimated_completion"
                render={({ field }) => (
                  <NumberInput
                    label={t('posts.estimatedCompletion')}
                    description={t('posts.estimatedCompletionHint')}
                    min={0}
                    max={100}
                    step={5}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    suffix="%"
                    maw={220}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                    error={formMessage(errors.estimated_completion?.message)}
                  />
                )}
              />
            </Stack>
          </Fieldset>
          <Checkbox
            {...register('share_location')}
            label={t('posts.reviewShareLocation')}
            description={t('posts.reviewShareLocationHint')}
          />
          {locationNote ? (
            <Text size="sm" c="gray.7">
              {locationNote}
            </Text>
          ) : null}
          <FormErrorAlert messages={formErrors} title={t('posts.reviewNotPosted')} />
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void onSubmit()}
            busy={isSubmitting}
            submitLabel={t('posts.reviewSubmit', { count: images.length })}
            cancelLabel={t('common.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
