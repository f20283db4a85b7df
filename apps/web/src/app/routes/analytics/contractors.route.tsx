import {
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import { contractorAnalyticsQuery, downloadContractors } from '../../../features/analytics/api/contractors';
import { sharedFilters } from '../../../features/analytics/api/project-tables';
import { AnalyticsTabs } from '../../../features/analytics/components/analytics-tabs';
import {
  CONTRACTOR_ORDERINGS,
  ContractorChart,
  ContractorSummary,
  ContractorTable,
  SentimentLegend,
} from '../../../features/analytics/components/contractor-figures';
import { FigureCard } from '../../../features/analytics/components/figure-card';
import { SectorSelect, useSectorParam } from '../../../features/analytics/components/sector-select';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterUrlSync, useProjectQuery } from '../../../features/filters/use-area-filters';
import { LoadError } from '../../../features/projects/components/project-list';
import { useAuthStore } from '../../../lib/auth-store';

const AREA = 'analytics';
const PAGE_SIZE = 25;

/** Contractors of published projects, ranked by what the reader chooses, under the analytics filters. */
export function Component() {
  useDocumentTitle('Contractor analytics · Oversight');
  useFilterUrlSync(AREA);
  const filters = useProjectQuery(AREA, { withoutText: true, withoutAroundMe: true });
  const [sector] = useSectorParam();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const ordering =
    CONTRACTOR_ORDERINGS.find((o) => o.value === params.get('ordering')) ?? CONTRACTOR_ORDERINGS[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const view = params.get('show') === 'table' ? 'table' : 'chart';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const setParam = (key: string, value: string | null, keepPage = false) =>
    updateParams({ [key]: value }, keepPage ? [] : ['page']);
  useEffect(() => {
    if (debounced !== (params.get('q') ?? '')) setParam('q', debounced || null);
    // Only a settled search text writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const base = {
    ...sharedFilters(filters),
    ...(sector ? { sector } : {}),
    ...(params.get('q') ? { query: params.get('q')! } : {}),
    ordering: ordering.value,
  };
  const query = useQuery(
    contractorAnalyticsQuery({ ...base, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  );
  const data = query.data;
  const pages = data ? Math.ceil(data.count / PAGE_SIZE) : 0;

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <AnalyticsTabs signedIn={signedIn} />
      <div>
        <Title order={1} size="h2">
          Contractor analytics
        </Title>
        <Text size="sm" c="gray.7">
          Who builds the published projects: how many, for how much, how many are finished, late or abandoned,
          and what citizens say about them.
        </Text>
      </div>
      <FilterPanel area={AREA} sections={['location', 'status', 'years', 'ministries', 'agencies']} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SectorSelect />
        <TextInput
          label="Contractor"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label="Rank by"
          data={CONTRACTOR_ORDERINGS.map((o) => ({ value: o.value, label: o.label }))}
          value={ordering.value}
          onChange={(value) => setParam('ordering', value === CONTRACTOR_ORDERINGS[0].value ? null : value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <SegmentedControl
          size="xs"
          aria-label="Show as"
          value={view}
          onChange={(value) => setParam('show', value === 'chart' ? null : value, true)}
          data={[
            { value: 'chart', label: 'Chart' },
            { value: 'table', label: 'Table' },
          ]}
        />
      </Group>
      {query.error && !data ? (
        <LoadError what="contractor analytics" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton height={420} role="status" aria-label="Loading contractor analytics" />
      ) : (
        <>
          <ContractorSummary summary={data.summary} />
          {!data.results.length ? (
            <EmptyState
              icon={<IconUsersGroup size={36} stroke={1.5} />}
              title="No contractors match these filters"
              text="Remove some filters or clear the search to see contractors."
            />
          ) : (
            <FigureCard
              id="contractors-ranked"
              title={`Contractors ranked: ${ordering.label.toLowerCase()}`}
              view={view}
              onDownload={() => downloadContractors(base)}
              extra={<SentimentLegend />}
              chart={<ContractorChart rows={data.results} ordering={ordering} />}
              table={(scroll) => <ContractorTable rows={data.results} scroll={scroll} />}
            />
          )}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={(value) => setParam('page', value > 1 ? String(value) : null, true)}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
