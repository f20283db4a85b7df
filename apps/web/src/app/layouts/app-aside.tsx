import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { formatNumber } from '../../lib/format';
import classes from './layouts.module.css';
import { useTranslation } from '../../lib/i18n';

const HELP_LINKS = [
  { to: '/faqs', key: 'footer.faqs' },
  { to: '/community-guidelines', key: 'footer.guidelines' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/open-data', key: 'footer.openData' },
] as const;

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
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const mode = useAuthStore((s) => s.mode);
  const organization = useAuthStore((s) => s.currentOrganization);
  const staffMode = useAuthStore((s) => s.staffMode);

  return (
    <Stack gap="md">
      {user && mode === 'CITIZEN' ? (
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            {t('shell.yourActivity')}
          </Title>
          <SimpleGrid cols={2}>
            <Stat label={t('shell.projectsEyemarked')} value={user.eyemarked_count} />
            <Stat label={t('shell.reviewsPosted')} value={user.reviews_count} />
          </SimpleGrid>
        </Card>
      ) : null}
      {user && mode === 'ORGANISATION' && organization ? (
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb={4}>
            Acting for
          </Title>
          <Text fw={600}>{organization.name}</Text>
          <Text size="sm" c="gray.7">
            {staffMode ? 'As staff, with the role' : 'Your role:'} {organization.role.name}
          </Text>
        </Card>
      ) : null}
      {!user ? (
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb={4}>
            {t('shell.followTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('shell.followText')}
          </Text>
        </Card>
      ) : null}
      <nav aria-label={t('shell.help')}>
        <Group gap="xs" px={4}>
          {HELP_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
              {t(link.key)}
            </Anchor>
          ))}
        </Group>
      </nav>
    </Stack>
  );
}
