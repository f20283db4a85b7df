import { Button } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { toggleFollow } from '../api/follow';
import { useTranslation } from '../../../i18n';

/** Follow / Following toggle; guests are sent to log in first and come back here. */
export function FollowButton({
  userId,
  isFollowing,
  name,
}: {
  userId: string;
  isFollowing: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useMutation({
    mutationFn: () => toggleFollow(userId),
    // The profile (counts, is_following) is read again from the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['directory', 'profile'] }),
  });
  const following = mutation.data ? mutation.data.is_following : isFollowing;
  return (
    <Button
      variant={following ? 'default' : 'filled'}
      leftSection={
        following ? <IconUserCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />
      }
      loading={mutation.isPending}
      aria-pressed={following}
      aria-label={following ? t('people.followingName', { name }) : t('people.followName', { name })}
      onClick={() => {
        if (!isAuthenticated) void navigate(`/login?${new URLSearchParams({ redirect: pathname })}`);
        else mutation.mutate();
      }}
    >
      {following ? t('people.followingButton') : t('people.follow')}
    </Button>
  );
}
