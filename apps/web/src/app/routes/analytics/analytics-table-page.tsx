import { Group, Pagination, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { sharedFilters } from '../../../features/analytics/api/project-tables';
import { AnalyticsTabs } from '../../../features/analytics/components/analytics-tabs';
import { SectorSelect, useSectorParam } from '../../../features/analytics/components/sector-select';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterUrlSync, useProjectQuery } from '../../../features/filters/use-area-filters';
import { LoadError } from '../../../features/projects/components/project-list';
import { useAuthStore } from '../../../lib/auth-store';
import { usePaging } from '../../../lib/use-paging';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';

const AREA = 'analytics';
const PAGE_SIZE = 25;

/**
 * The state of a paged analytics table screen (contractors, facilities): the analytics filters and sector as query
 * params, the page in `?page=`, chart or table in `?show=`. `setParam` goes back to page 1 unless `keepPage`.
 */
export function useAnalyticsTablePage(title: string) {
  useDocumentTitle(`${title} · Oversight`);
  useFilterUrlSync(AREA);
  const filters = useProjectQuery(AREA, { withoutText: true, withoutAroundMe: true });
  const [sector] = useSectorParam();
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const paging = usePaging(PAGE_SIZE, { url: true });
  const view: 'chart' | 'table' = params.get('show') === 'table' ? 'table' : 'chart';
  const setParam = (key: string, value: string | null, keepPage = false) =>
    updateParams({ [key]: value }, keepPage ? [] : ['page']);
  const filtered = { ...sharedFilters(filters), ...(sector ? { sector } : {}) };
  return { params, paging, view, setParam, filtered };
}

/**
 * A paged analytics table screen: tabs, title, the filter panel, the sector select with the screen's own `controls`
 * and the chart/table switch, then the loading, error or `children` state and the pages.
 */
export function AnalyticsTablePage({
  title,
  intro,
  what,
  controls,
  below,
  viewLabels,
  page,
  query,
  children,
}: {
  title: string;
  intro: string;
  /** The figures, in "Loading …" and "… could not be loaded", e.g. "contractor analytics". */
  what: string;
  controls: ReactNode;
  /** What stands under the controls row (facility type chips). */
  below?: ReactNode;
  viewLabels: [chart: string, table: string];
  page: ReturnType<typeof useAnalyticsTablePage>;
  query: { data: { count: number } | undefined; error: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const pages = page.paging.pages(query.data?.count);
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <AnalyticsTabs signedIn={signedIn} />
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {intro}
        </Text>
      </div>
      <FilterPanel area={AREA} sections={['location', 'status', 'years', 'ministries', 'agencies']} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SectorSelect />
        {controls}
        <SegmentedControl
          size="xs"
          aria-label="Show as"
          value={page.view}
          onChange={(value) => page.setParam('show', value === 'chart' ? null : value, true)}
          data={[
            { value: 'chart', label: viewLabels[0] },
            { value: 'table', label: viewLabels[1] },
          ]}
        />
      </Group>
      {below}
      {query.error && !query.data ? (
        <LoadError what={what} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton height={420} role="status" aria-label={`Loading ${what}`} />
      ) : (
        <>
          {children}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page.paging.page}
                onChange={page.paging.setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
