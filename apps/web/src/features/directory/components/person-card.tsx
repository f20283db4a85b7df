import { Card, Group, Stack, Text } from '@mantine/core';
import type { PublicUser } from '@oversight/shared/projects/projects.schemas';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import classes from '../../../components/ui/link-card.module.css';
import { accountTypeLabel } from './organization-card';

/** A citizen or civil-society organisation in search results. */
export function PersonCard({ person }: { person: PublicUser }) {
  return (
    <Card withBorder padding="sm" radius="md" className={classes.card}>
      <Group wrap="nowrap" gap="sm">
        <UserAvatar name={person.display_name || person.username} src={person.avatar} size="md" decorative />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text component="h3" fw={700} size="sm" m={0} truncate>
            <Link to={`/profile/${encodeURIComponent(person.public_id)}`} className={classes.link}>
              {person.display_name || person.username}
            </Link>
          </Text>
          <Text size="xs" c="gray.7">
            {accountTypeLabel(person.account_type)} · @{person.username}
          </Text>
          {person.bio ? (
            <Text size="xs" lineClamp={1}>
              {person.bio}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
