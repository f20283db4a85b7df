import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { replyFormSchema } from '@oversight/shared/posts/posts.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '../../../i18n';
import { formMessage } from '../../../i18n/form-messages';
import { useAuthStore } from '../../../lib/auth-store';
import { applyServerErrors } from '../../../lib/form-errors';
import { showSuccess } from '../../../lib/toasts';
import { requireAuth } from '../../../lib/auth-modal';
import { useCreateComment } from '../api/write-posts';

type ReplyInput = z.input<typeof replyFormSchema>;
type ReplyValues = z.output<typeof replyFormSchema>;

/** Answer a post in its thread (a comment under it). */
export function ReplyForm({
  postId,
  label,
  autoFocus,
}: {
  postId: string;
  label?: string;
  autoFocus?: boolean;
}) {
  const createComment = useCreateComment();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReplyInput, unknown, ReplyValues>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { body: '' },
  });
  const empty = !watch('body').trim();

  const send = handleSubmit(async ({ body }) => {
    try {
      await createComment.mutateAsync({ body, postId });
      showSuccess(t('errors.replyPosted'));
      reset({ body: '' });
    } catch (error) {
      // A 400 names the field; other failures were already told by the api client's toast.
      applyServerErrors(error, setError, ['body']);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        requireAuth(() => void send());
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={label ?? t('posts.replyLabel')}
          placeholder={signedIn ? t('posts.replyPlaceholder') : t('posts.replySignIn')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={5000}
          autoFocus={autoFocus}
          {...register('body')}
          onFocus={() => {
            if (!signedIn) requireAuth(() => undefined);
          }}
          error={formMessage(errors.body?.message)}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" disabled={empty} loading={isSubmitting}>
            {t('posts.replySend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
