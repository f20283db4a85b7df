import { Button } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { useToggleFollow } from '../api/follow';
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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useToggleFollow(userId);
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
