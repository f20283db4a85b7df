import { Alert, Group, Select, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import { citizenAnalyticsQuery } from '../../../features/analytics/api/people';
import { AnalyticsTabs } from '../../../features/analytics/components/analytics-tabs';
import { CitizenFigures } from '../../../features/analytics/components/citizen-figures';
import { LoadError } from '../../../features/projects/components/project-list';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

const THIS_YEAR = new Date().getFullYear();
const YEARS = [
  { value: '', label: 'Last 12 months' },
  ...Array.from({ length: 6 }, (_, i) => ({ value: String(THIS_YEAR - i), label: String(THIS_YEAR - i) })),
];

/** Who uses Oversight: the supervising body sees everyone, an organisation the people its projects concern. */
export function Component() {
  useDocumentTitle('Citizen analytics · Oversight');
  const organization = useAuthStore((s) => s.currentOrganization);
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const year = YEARS.some((y) => y.value && y.value === params.get('year')) ? params.get('year') : null;
  const view = params.get('show') === 'table' ? 'table' : 'chart';
  const query = useQuery(citizenAnalyticsQuery(organization?.public_id ?? null, year));
  const setParam = (key: string, value: string | null) => updateParams({ [key]: value });
  const refused = query.error instanceof ApiError && query.error.status === 403;
  const data = query.data;

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <AnalyticsTabs signedIn />
      <div>
        <Title order={1} size="h2">
          Citizen analytics
        </Title>
        <Text size="sm" c="gray.7">
          {data?.scope === 'organization'
            ? 'People who eyemarked, reviewed or commented on your organisation’s projects: who they are and how they take part.'
            : 'Citizens and civil-society organisations on Oversight: who they are, what interests them and how they take part.'}
        </Text>
      </div>
      <Alert variant="light" color="blue" icon={<IconShieldCheck size={18} aria-hidden />} p="sm">
        <Text size="sm">
          To protect people’s privacy, a group of fewer than 5 people is shown as “fewer than 5” and other
          counts are rounded to the nearest 5.
        </Text>
      </Alert>
      <Group justify="space-between" gap="sm" align="flex-end">
        <Select
          label="Period"
          data={YEARS}
          value={year ?? ''}
          onChange={(value) => setParam('year', value || null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <SegmentedControl
          size="xs"
          aria-label="Show as"
          value={view}
          onChange={(value) => setParam('show', value === 'chart' ? null : value)}
          data={[
            { value: 'chart', label: 'Charts' },
            { value: 'table', label: 'Tables' },
          ]}
        />
      </Group>
      {refused ? (
        <EmptyState
          icon={<IconLock size={36} stroke={1.5} />}
          title="Citizen analytics are for government bodies and contractors"
          text="The supervising body sees figures about everyone; a ministry, agency or contractor sees the people who follow, review or comment on its projects. Switch to such an organisation, or see the project, contractor and facility analytics."
        />
      ) : query.error && !data ? (
        <LoadError what="citizen analytics" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton height={420} role="status" aria-label="Loading citizen analytics" />
      ) : data.Total === 0 ? (
        <EmptyState
          icon={<IconUsers size={36} stroke={1.5} />}
          title="No one to count yet"
          text={
            data.scope === 'organization'
              ? 'When people eyemark, review or comment on your projects, their figures appear here. Publishing projects and posting updates helps people find them.'
              : 'When citizens and civil-society organisations sign up, their figures appear here.'
          }
        />
      ) : (
        <CitizenFigures data={data} view={view} year={year} />
      )}
    </Stack>
  );
}
