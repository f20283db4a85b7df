import {
  Box,
  Card,
  Chip,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  FACILITY_TYPES,
  FACILITY_WORKS,
  type FacilityType,
} from '@oversight/shared/analytics/analytics.schemas';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  downloadFacilities,
  facilityAnalyticsQuery,
  facilityPointsQuery,
} from '../../../features/analytics/api/facilities';
import { sharedFilters } from '../../../features/analytics/api/project-tables';
import { AnalyticsTabs } from '../../../features/analytics/components/analytics-tabs';
import {
  countColumns,
  FacilityStackChart,
  FacilityTable,
  FacilityTypeCards,
} from '../../../features/analytics/components/facility-figures';
import { FigureCard, FigureTable } from '../../../features/analytics/components/figure-card';
import { SectorSelect, useSectorParam } from '../../../features/analytics/components/sector-select';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterUrlSync, useProjectQuery } from '../../../features/filters/use-area-filters';
import { LoadError } from '../../../features/projects/components/project-list';
import { useAuthStore } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/format';

const FacilityMap = lazy(() => import('../../../features/analytics/components/facility-map'));
const AREA = 'analytics';
const PAGE_SIZE = 25;
const TYPE_KEYS = FACILITY_TYPES.map((t) => t.key) as string[];

/** Schools, health centres, roads and water points built or upgraded by published projects: map, charts, table. */
export function Component() {
  useDocumentTitle('Facility analytics · Oversight');
  useFilterUrlSync(AREA);
  const filters = useProjectQuery(AREA, { withoutText: true, withoutAroundMe: true });
  const [sector] = useSectorParam();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const types = (params.get('type') ?? '').split(',').filter((t) => TYPE_KEYS.includes(t)) as FacilityType[];
  const work = FACILITY_WORKS.find((w) => w === params.get('work')) ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const view = params.get('show') === 'table' ? 'table' : 'chart';
  const setParam = (key: string, value: string | null, keepPage = false) =>
    updateParams({ [key]: value }, keepPage ? [] : ['page']);
  const base = {
    ...sharedFilters(filters),
    ...(sector ? { sector } : {}),
    ...(types.length ? { type: types.join(',') } : {}),
    ...(work ? { work } : {}),
  };
  const query = useQuery(
    facilityAnalyticsQuery({ ...base, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  );
  const points = useQuery(facilityPointsQuery(base));
  const data = query.data;
  const pages = data ? Math.ceil(data.count / PAGE_SIZE) : 0;

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <AnalyticsTabs signedIn={signedIn} />
      <div>
        <Title order={1} size="h2">
          Facility analytics
        </Title>
        <Text size="sm" c="gray.7">
          Public schools, health centres, roads and water points that published projects build or upgrade, by
          state, sector and status.
        </Text>
      </div>
      <FilterPanel area={AREA} sections={['location', 'status', 'years', 'ministries', 'agencies']} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SectorSelect />
        <Select
          label="Work"
          placeholder="Built or upgraded"
          data={[
            { value: 'built', label: 'Built (new)' },
            { value: 'upgraded', label: 'Upgraded (renovated, rehabilitated)' },
          ]}
          value={work}
          onChange={(value) => setParam('work', value)}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        <SegmentedControl
          size="xs"
          aria-label="Show as"
          value={view}
          onChange={(value) => setParam('show', value === 'chart' ? null : value, true)}
          data={[
            { value: 'chart', label: 'Charts' },
            { value: 'table', label: 'Tables' },
          ]}
        />
      </Group>
      <Chip.Group
        multiple
        value={types}
        onChange={(value) => setParam('type', value.length ? value.join(',') : null)}
      >
        <Group gap="xs" role="group" aria-label="Facility types">
          {FACILITY_TYPES.map((t) => (
            <Chip key={t.key} value={t.key} size="sm" color={t.color}>
              {t.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {query.error && !data ? (
        <LoadError what="facility analytics" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton height={420} role="status" aria-label="Loading facility analytics" />
      ) : data.count === 0 ? (
        <EmptyState
          icon={<IconBuildingHospital size={36} stroke={1.5} />}
          title="No facilities match these filters"
          text="Remove some filters or facility types to see schools, health centres, roads and water points."
        />
      ) : (
        <>
          <FacilityTypeCards byType={data.by_type} />
          <Card withBorder padding="md" component="section" aria-labelledby="facility-map">
            <Title order={2} size="h5" id="facility-map" mb="xs">
              On the map
            </Title>
            <Text size="xs" c="gray.7" mb="xs">
              {points.data
                ? `${formatNumber(points.data.points.length)} of ${formatNumber(points.data.count)} located facilities${points.data.truncated ? ' (narrow the filters to see every one)' : ''}. The table below lists them all.`
                : 'Loading the map…'}
            </Text>
            <Box h={{ base: 320, sm: 420 }}>
              <Suspense fallback={<Skeleton h="100%" />}>
                {points.data ? (
                  <FacilityMap points={points.data.points} label="Map of facilities; the table lists them" />
                ) : (
                  <Skeleton h="100%" />
                )}
              </Suspense>
            </Box>
          </Card>
          <SimpleGrid type="container" cols={{ base: 1, '900px': 2 }} spacing="md">
            <FigureCard
              id="facilities-by-state"
              title="By state"
              view={view}
              chart={
                <FacilityStackChart
                  names={data.by_state.map((r) => r.name)}
                  rows={data.by_state}
                  label="Facilities by state and type; the table has the figures"
                />
              }
              table={(scroll) => (
                <FigureTable
                  caption="Facilities by state"
                  scroll={scroll}
                  minWidth={560}
                  rows={data.by_state}
                  rowKey={(r) => r.state}
                  columns={countColumns<(typeof data.by_state)[number]>({
                    label: 'State',
                    value: (r) => r.name,
                  })}
                />
              )}
            />
            <Stack gap="md">
              <FigureCard
                id="facilities-by-status"
                title="By status"
                view={view}
                chart={
                  <FacilityStackChart
                    names={data.by_status.map((r) => r.label)}
                    rows={data.by_status}
                    label="Facilities by status and type; the table has the figures"
                  />
                }
                table={(scroll) => (
                  <FigureTable
                    caption="Facilities by status"
                    scroll={scroll}
                    minWidth={560}
                    rows={data.by_status}
                    rowKey={(r) => r.status}
                    columns={countColumns<(typeof data.by_status)[number]>({
                      label: 'Status',
                      value: (r) => r.label,
                    })}
                  />
                )}
              />
              <FigureCard
                id="facilities-by-sector"
                title="By sector"
                view={view}
                chart={
                  <FacilityStackChart
                    names={data.by_sector.map((r) => r.name)}
                    rows={data.by_sector}
                    label="Facilities by sector and type; the table has the figures"
                  />
                }
                table={(scroll) => (
                  <FigureTable
                    caption="Facilities by sector"
                    scroll={scroll}
                    minWidth={560}
                    rows={data.by_sector}
                    rowKey={(r) => r.sector}
                    columns={countColumns<(typeof data.by_sector)[number]>({
                      label: 'Sector',
                      value: (r) => r.name,
                    })}
                  />
                )}
              />
            </Stack>
          </SimpleGrid>
          <FigureCard
            id="facilities-list"
            title={`Facilities (${formatNumber(data.count)})`}
            view="table"
            onDownload={() => downloadFacilities(base)}
            chart={null}
            table={(scroll) => <FacilityTable rows={data.results} scroll={scroll} />}
          />
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
