import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { formatNumber } from '../../lib/format';
import classes from './layouts.module.css';

const HELP_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/community-guidelines', label: 'Community guidelines' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div>
      <Text size="xl" fw={700}>
        {formatNumber(value ?? 0)}
      </Text>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
    </div>
  );
}

/** Desktop right column: who you are acting as, and where to get help. */
export function AppAside() {
  const user = useAuthStore((s) => s.user);
  const mode = useAuthStore((s) => s.mode);
  const organisation = useAuthStore((s) => s.currentOrganisation);
  const staffMode = useAuthStore((s) => s.staffMode);

  return (
    <Stack gap="md">
      {user && mode === 'CITIZEN' ? (
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            Your activity
          </Title>
          <SimpleGrid cols={2}>
            <Stat label="Projects eyemarked" value={user.eyemarked_count} />
            <Stat label="Reviews posted" value={user.reviews_count} />
          </SimpleGrid>
        </Card>
      ) : null}
      {user && mode === 'ORGANISATION' && organisation ? (
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb={4}>
            Acting for
          </Title>
          <Text fw={600}>{organisation.name}</Text>
          {organisation.role ? (
            <Text size="sm" c="gray.7">
              {staffMode ? 'As staff, with the role' : 'Your role:'} {organisation.role.name}
            </Text>
          ) : null}
        </Card>
      ) : null}
      {!user ? (
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb={4}>
            Follow public projects
          </Title>
          <Text size="sm" c="gray.7">
            Sign up to eyemark projects, post reviews with photos and hear about updates.
          </Text>
        </Card>
      ) : null}
      <nav aria-label="Help">
        <Group gap="xs" px={4}>
          {HELP_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      </nav>
    </Stack>
  );
}
