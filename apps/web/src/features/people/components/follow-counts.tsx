import { Group, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../i18n';

/** "12 followers · 3 following", with the numbers stressed. */
export function FollowCounts({ followers, following }: { followers: number; following: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" aria-label={t('people.followersFollowing')}>
      <Text size="sm">
        <Text span fw={700}>
          {formatNumber(followers)}
        </Text>{' '}
        {t('people.followers', { count: followers })}
      </Text>
      <Text size="sm">
        <Text span fw={700}>
          {formatNumber(following)}
        </Text>{' '}
        {t('people.following')}
      </Text>
    </Group>
  );
}
