import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { showSuccess } from '../../../lib/toasts';
import { requireAuth } from '../../session/auth-modal';
import { postKeys } from '../api/keys';
import { createComment } from '../api/write-posts';
import { t } from '../../../i18n';

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
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [body, setBody] = useState('');
  const mutation = useMutation({
    mutationFn: () => createComment({ body: body.trim(), postId }),
    onSuccess: () => {
      showSuccess(t('errors.replyPosted'));
      setBody('');
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
  return (
    <Stack gap={6}>
      <Textarea
        label={label ?? t('posts.replyLabel')}
        placeholder={signedIn ? t('posts.replyPlaceholder') : t('posts.replySignIn')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={5000}
        value={body}
        autoFocus={autoFocus}
        onFocus={() => {
          if (!signedIn) requireAuth(() => undefined);
        }}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          size="sm"
          disabled={!body.trim()}
          loading={mutation.isPending}
          onClick={() => requireAuth(() => mutation.mutate())}
        >
          {t('posts.replySend')}
        </Button>
      </Group>
    </Stack>
  );
}
