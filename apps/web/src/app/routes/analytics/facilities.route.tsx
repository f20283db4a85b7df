import { Box, Card, Chip, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  FACILITY_TYPES,
  FACILITY_WORKS,
  type FacilityType,
} from '@oversight/shared/analytics/analytics.schemas';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  downloadFacilities,
  facilityAnalyticsQuery,
  facilityPointsQuery,
} from '../../../features/analytics/api/facilities';
import {
  countColumns,
  FacilityStackChart,
  FacilityTable,
  FacilityTypeCards,
} from '../../../features/analytics/components/facility-figures';
import { FigureCard, FigureTable } from '../../../features/analytics/components/figure-card';
import { formatNumber } from '../../../lib/format';
import { AnalyticsTablePage, useAnalyticsTablePage } from './analytics-table-page';

const FacilityMap = lazy(() => import('../../../features/analytics/components/facility-map'));
const TYPE_KEYS = FACILITY_TYPES.map((t) => t.key) as string[];

/** Schools, health centres, roads and water points built or upgraded by published projects: map, charts, table. */
export function Component() {
  const page = useAnalyticsTablePage('Facility analytics');
  const { params, paging, view, setParam } = page;
  const types = (params.get('type') ?? '').split(',').filter((t) => TYPE_KEYS.includes(t)) as FacilityType[];
  const work = FACILITY_WORKS.find((w) => w === params.get('work')) ?? null;
  const base = {
    ...page.filtered,
    ...(types.length ? { type: types.join(',') } : {}),
    ...(work ? { work } : {}),
  };
  const query = useQuery(facilityAnalyticsQuery({ ...base, limit: paging.limit, offset: paging.offset }));
  const points = useQuery(facilityPointsQuery(base));
  const data = query.data;

  return (
    <AnalyticsTablePage
      title="Facility analytics"
      intro="Public schools, health centres, roads and water points that published projects build or upgrade, by state, sector and status."
      what="facility analytics"
      viewLabels={['Charts', 'Tables']}
      page={page}
      query={query}
      controls={
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
      }
      below={
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
      }
    >
      {!data ? null : data.count === 0 ? (
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
        </>
      )}
    </AnalyticsTablePage>
  );
}
