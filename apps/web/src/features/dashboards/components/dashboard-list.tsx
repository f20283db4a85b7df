import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Dashboard, DashboardOrdering } from '@oversight/shared/dashboards/dashboards.schemas';
import { IconChartInfographic, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate, formatNumber } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import { dashboardsQuery } from '../api/dashboards';
import { DASHBOARDS_PAGE_SIZE } from '../api/keys';
import { DashboardFormModal } from './dashboard-form-modal';
import { LoadError } from '../../../components/ui/load-error';

const ORDERINGS: { value: DashboardOrdering; label: string }[] = [
  { value: '-modified', label: 'Recently changed' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-created', label: 'Newest first' },
];

export const dashboardPath = (id: string) => `/mda/custom-dashboards/${id}`;

/** Whose dashboard it is, for a row or the page: the caller's organisation, or who shared it. */
export function ownerLine(dashboard: Dashboard): string {
  return dashboard.access === 'owned'
    ? 'Your organisation'
    : `Shared with you by ${dashboard.organization.name}`;
}

function DashboardRow({ dashboard, share }: { dashboard: Dashboard; share?: ReactNode }) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap={6} h="100%">
        {dashboard.access === 'shared' ? (
          <Badge variant="light" color="grape">
            Shared
          </Badge>
        ) : null}
        <Anchor
          component={Link}
          to={dashboardPath(dashboard.id)}
          fw={700}
          size="lg"
          style={{ overflowWrap: 'break-word' }}
        >
          {dashboard.name}
        </Anchor>
        <Text size="sm" c={dashboard.description ? undefined : 'gray.7'} lineClamp={2}>
          {dashboard.description || 'No description.'}
        </Text>
        <Text size="xs" c="gray.7" mt="auto">
          {ownerLine(dashboard)} · changed {formatDate(dashboard.modified)}
        </Text>
        {share ? <div>{share}</div> : null}
      </Stack>
    </Card>
  );
}

/**
 * /mda/custom-dashboards: the organisation's dashboards and those shared with the caller, searchable and paged.
 * `canCreate` comes from the current organisation's role; `renderShare` is the page's Share button (stakeholders
 * feature), given by the route.
 */
export function DashboardsScreen({
  canCreate,
  renderShare,
}: {
  canCreate: boolean;
  renderShare?: (dashboard: Dashboard) => ReactNode;
}) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [search] = useDebouncedValue(filter.trim(), 300);
  const [ordering, setOrdering] = useState<DashboardOrdering>('-modified');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const resetKey = `${search}|${ordering}`;
  const page = paging.key === resetKey ? paging.page : 1;
  const [creating, setCreating] = useState(false);
  const query = useQuery(dashboardsQuery({ page, search, ordering }));
  const dashboards = query.data?.results ?? [];
  const total = query.data?.count ?? 0;
  const pages = Math.ceil(total / DASHBOARDS_PAGE_SIZE);

  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      New dashboard
    </Button>
  ) : null;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={1} size="h2">
            Dashboards
          </Title>
          <Text size="sm" c="gray.7">
            Your organisation&apos;s dashboards and those other organisations share with you.
          </Text>
        </div>
        {createButton}
      </Group>

      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search dashboards"
          placeholder="Name or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Sort by"
          data={ORDERINGS}
          value={ordering}
          allowDeselect={false}
          onChange={(value) => value && setOrdering(value as DashboardOrdering)}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>

      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading dashboards">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <LoadError title="Could not load dashboards" onRetry={() => void query.refetch()} />
      ) : dashboards.length === 0 ? (
        search ? (
          <EmptyState
            title={`No dashboard matches “${search}”`}
            text="Try another word, or clear the search to see every dashboard."
            icon={<IconSearch size={36} stroke={1.5} />}
          />
        ) : (
          <EmptyState
            icon={<IconChartInfographic size={36} stroke={1.5} />}
            title="No dashboards yet"
            text={
              canCreate
                ? 'Create a dashboard with “New dashboard”: give it a name and a short description, then invite stakeholders to it.'
                : 'Dashboards your organisation creates, or that other organisations share with you, will appear here.'
            }
            action={createButton}
          />
        )
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {search
              ? `${formatNumber(total)} matching`
              : `${formatNumber(total)} ${total === 1 ? 'dashboard' : 'dashboards'}`}
          </Text>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Dashboards"
          >
            {dashboards.map((dashboard) => (
              <DashboardRow key={dashboard.id} dashboard={dashboard} share={renderShare?.(dashboard)} />
            ))}
          </SimpleGrid>
        </>
      )}

      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => setPaging({ key: resetKey, page: next })}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            aria-label="Dashboard pages"
          />
        </Group>
      ) : null}

      {creating ? (
        <DashboardFormModal
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            showSuccess(`Dashboard “${saved.name}” created.`);
            void navigate(dashboardPath(saved.id));
          }}
        />
      ) : null}
    </Stack>
  );
}
