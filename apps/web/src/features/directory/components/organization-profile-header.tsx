import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StatusCount } from '@oversight/shared/projects/projects.schemas';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatMoney, formatNumber } from '../../../lib/format';
import { accountTypeLabel } from './organization-card';
import { useTranslation } from '../../../i18n';

export interface OrganizationFigures {
  name: string;
  username: string;
  account_type: string;
  avatar: string | null;
  description: string;
  website: string | null;
  no_of_projects: number;
  no_of_agencies: number;
  average_completion_rate: number;
  total_appropriated_amount: string;
  status_count: StatusCount;
}

const STATUS_BAR_COLORS: Record<ProjectStatus, string> = {
  NOT_STARTED: 'gray',
  ON_GOING: 'blue',
  COMPLETED: 'oversight',
  ON_HOLD: 'yellow',
  CANCELED: 'red',
  ABANDONED: 'grape',
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text fw={700} size="xl" component="dd" m={0}>
        {value}
      </Text>
    </Card>
  );
}

/** An organisation's name and its figures: projects, agencies, average completion, money, projects by status. */
export function OrganizationProfileHeader({ org }: { org: OrganizationFigures }) {
  const { t } = useTranslation();
  const statuses = (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).map((status) => ({
    status,
    count: org.status_count[PROJECT_STATUSES[status].countKey],
  }));
  const total = statuses.reduce((sum, s) => sum + s.count, 0);
  const showAgencies = org.account_type === 'MINISTRY' || org.no_of_agencies > 0;
  return (
    <Stack gap="md">
      <Group wrap="nowrap" gap="md" align="center">
        <UserAvatar name={org.name} src={org.avatar} size={72} decorative />
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" lh={1.2}>
            {org.name}
          </Title>
          <Text size="sm" c="gray.7">
            {accountTypeLabel(org.account_type)} · @{org.username}
          </Text>
          {org.website ? (
            <Text
              size="sm"
              component="a"
              href={org.website}
              target="_blank"
              rel="noopener noreferrer"
              c="oversight.7"
            >
              {org.website.replace(/^https?:\/\//, '')}
            </Text>
          ) : null}
        </div>
      </Group>
      {org.description ? <Text size="sm">{org.description}</Text> : null}
      <SimpleGrid cols={{ base: 2, sm: showAgencies ? 4 : 3 }} spacing="sm" component="dl" m={0}>
        <Stat label={t('directory.projects')} value={formatNumber(org.no_of_projects)} />
        {showAgencies ? (
          <Stat label={t('directory.agencies')} value={formatNumber(org.no_of_agencies)} />
        ) : null}
        <Stat
          label={t('directory.averageCompletion')}
          value={`${Math.round(org.average_completion_rate || 0)}%`}
        />
        <Stat label={t('directory.appropriated')} value={formatMoney(org.total_appropriated_amount)} />
      </SimpleGrid>
      {total > 0 ? (
        <Stack gap={6}>
          {/* The legend under the bar says the same in words. */}
          <Progress.Root size="lg" aria-hidden>
            {statuses
              .filter((s) => s.count > 0)
              .map((s) => (
                <Progress.Section
                  key={s.status}
                  value={(s.count / total) * 100}
                  color={STATUS_BAR_COLORS[s.status]}
                />
              ))}
          </Progress.Root>
          <Group gap="md">
            {statuses
              .filter((s) => s.count > 0)
              .map((s) => (
                <Group key={s.status} gap={6}>
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: `var(--mantine-color-${STATUS_BAR_COLORS[s.status]}-6)`,
                    }}
                  />
                  <Text size="xs">
                    {t('directory.statusCount', {
                      status: t(`status.${s.status}`),
                      count: formatNumber(s.count),
                    })}
                  </Text>
                </Group>
              ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
