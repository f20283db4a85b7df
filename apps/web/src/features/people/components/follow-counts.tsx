import { Group, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';

/** "12 followers · 3 following", with the numbers stressed. */
export function FollowCounts({ followers, following }: { followers: number; following: number }) {
  return (
    <Group gap="md" aria-label="Followers and following">
      <Text size="sm">
        <Text span fw={700}>
          {formatNumber(followers)}
        </Text>{' '}
        {followers === 1 ? 'follower' : 'followers'}
      </Text>
      <Text size="sm">
        <Text span fw={700}>
          {formatNumber(following)}
        </Text>{' '}
        following
      </Text>
    </Group>
  );
}
