import { Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { findStateByName, NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DISTANCES, type AroundMe } from '../../../features/filters/filter-state';
import { useFilterStore } from '../../../features/filters/filter-store';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import {
  useFilterState,
  useFilterUrlSync,
  useHomeState,
  useProjectQuery,
} from '../../../features/filters/use-area-filters';
import { projectClustersQuery } from '../../../features/projects/api/project-map-points';
import { mostDiscussedQuery, nearingCompletionQuery } from '../../../features/projects/api/project-rails';
import { projectsQuery } from '../../../features/projects/api/projects';
import { AroundMeControl } from '../../../features/projects/components/around-me-control';
import { ProjectMap } from '../../../features/projects/components/lazy-project-map';
import type { MapView } from '../../../features/projects/components/map-view';
import { ListPagination, ProjectList, ProjectRail } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { TagsRow } from '../../../features/projects/components/tags-row';
import { Deferred } from '../../../components/ui/deferred';
import { useAuthStore } from '../../../lib/auth-store';
import { formatDistance, formatNumber, stateLabel } from '../../../lib/format';
import type { User } from '@oversight/shared/accounts/accounts.schemas';
import { t, useTranslation } from '../../../i18n';

// Below the fold: the reviews rail (cards, votes, photo viewer) arrives after the first screen (Deferred).
const PopularReviewsRail = lazy(() =>
  import('../../../features/posts/components/popular-reviews-rail').then((m) => ({
    default: m.PopularReviewsRail,
  })),
);

// The download menu (Menu, Popover and floating-ui: about 25 KB) comes after the list, not before it.
const DownloadMenu = lazy(() =>
  import('../../../features/open-data/components/download-menu').then((m) => ({ default: m.DownloadMenu })),
);

const AREA = 'discover';
// A dashboard, not the whole catalogue: a short list here, every project on the map and in /project.
const DISCOVER_PAGE_SIZE = 12;

function placeLabel(around: AroundMe | undefined): string {
  if (around?.source === 'location' && around.point)
    return t('discover.placeNear', { distance: formatDistance(around.dist) });
  if (around?.source === 'state' && around.state)
    return t('discover.placeState', { state: stateLabel(around.state) });
  return t('discover.placeAll');
}

/** The state a signed-in citizen lives in, else the first state among their interests (upper-case), else null. */
function homeStateOf(user: User | null): string | null {
  const names = [user?.state_of_residence, ...(user?.interests.locations ?? [])];
  for (const name of names) {
    const state = name ? findStateByName(name) : null;
    if (state) return state.filterName;
  }
  return null;
}

/** The citizen's landing: projects around them on a map and in a list, tags, and two rails. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('discover.docTitle'));
  useHomeState(AREA, homeStateOf(useAuthStore((s) => s.user)));
  useFilterUrlSync(AREA);
  const state = useFilterState(AREA);
  const around = state.aroundMe;
  const setAroundMe = useFilterStore((s) => s.setAroundMe);
  const setActiveTag = useFilterStore((s) => s.setActiveTag);
  const filters = useProjectQuery(AREA);
  const { page, setPage, offset } = usePaging(DISCOVER_PAGE_SIZE, { resetKey: JSON.stringify(filters) });

  const nearMe = around?.source === 'location' && around.point ? around.point : null;
  const list = useQuery(
    projectsQuery({
      filters: nearMe ? { ...filters, ordering: 'distance' } : filters,
      offset: offset,
      limit: DISCOVER_PAGE_SIZE,
    }),
  );
  // The map reports its view; the server answers that view's clusters and projects (not the whole country's points).
  const [mapView, setMapView] = useState<MapView | null>(null);
  const onViewChange = useCallback(
    (view: MapView) =>
      setMapView((current) => (current && JSON.stringify(current) === JSON.stringify(view) ? current : view)),
    [],
  );
  const clusters = useQuery(projectClustersQuery(filters, mapView));
  const queryClient = useQueryClient();
  const onMapPrefetch = useCallback(
    (view: MapView) => void queryClient.query(projectClustersQuery(filters, view)).catch(() => undefined),
    [queryClient, filters],
  );
  const onMapRetry = useCallback(() => void clusters.refetch(), [clusters]);
  const mapCount = clusters.data?.count;
  const { tags: _tags, ...railFilters } = filters;
  const mostDiscussed = useQuery(mostDiscussedQuery(railFilters));
  const nearing = useQuery(nearingCompletionQuery(railFilters));

  const onAroundMe = useCallback(
    (patch: Partial<AroundMe>) => {
      setAroundMe(AREA, { ...patch, picked: true });
    },
    [setAroundMe],
  );

  const chosenState =
    around?.source === 'state' && around.state
      ? NIGERIAN_STATES.find((s) => s.filterName === around.state)
      : undefined;
  const total = list.data?.count;

  return (
    <Stack gap="md" maw={1400} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('discover.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('discover.intro', { place: placeLabel(around) })}
        </Text>
      </div>

      <TagsRow value={state.activeTag} onChange={(tag) => setActiveTag(AREA, tag)} />

      <Card withBorder padding="sm" component="section" aria-labelledby="around-you">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={6}>
            <Title order={2} size="h5" id="around-you">
              {t('discover.aroundYou')}
            </Title>
            {around ? <AroundMeControl value={around} onChange={onAroundMe} distances={DISTANCES} /> : null}
          </Stack>
          <Group gap="sm">
            <FilterPanel area={AREA} />
            <Suspense fallback={null}>
              <DownloadMenu filters={nearMe ? { ...filters, ordering: 'distance' } : filters} />
            </Suspense>
          </Group>
        </Group>
      </Card>

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <ProjectMap
            height="clamp(280px, 45vh, 520px)"
            label={t('discover.mapLabel', { count: formatNumber(mapCount ?? 0), place: placeLabel(around) })}
            server={{
              data: clusters.data,
              loading: clusters.isFetching,
              error: clusters.isError,
              onRetry: onMapRetry,
              onViewChange,
              onPrefetch: onMapPrefetch,
            }}
            around={nearMe && around ? { ...nearMe, dist: around.dist } : null}
            focus={chosenState ? { lat: chosenState.latitude, lng: chosenState.longitude, zoom: 8 } : null}
          />
          <Text size="xs" c="gray.7" mt={4}>
            {mapCount !== undefined ? `${t('discover.mapCount', { count: mapCount })} ` : ''}
            {t('discover.mapHelp')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <Stack gap="sm" component="section" aria-labelledby="project-list-title">
            <Group justify="space-between">
              <Title order={2} size="h4" id="project-list-title">
                {t('discover.projects')}
              </Title>
              {total !== undefined ? (
                <Text size="sm" c="gray.7" aria-live="polite">
                  {t('discover.found', { count: formatNumber(total) })}
                </Text>
              ) : null}
            </Group>
            <ProjectList
              projects={list.data?.results}
              loading={list.isPending}
              error={list.error}
              onRetry={() => void list.refetch()}
              compact
              skeletons={4}
              empty={{
                title: t('discover.emptyTitle'),
                text: nearMe ? t('discover.emptyNear') : t('discover.emptyOther'),
              }}
            />
            <ListPagination
              total={total ?? 0}
              pageSize={DISCOVER_PAGE_SIZE}
              page={page}
              onChange={setPage}
              label={t('discover.pagesLabel')}
            />
            {total && total > DISCOVER_PAGE_SIZE ? (
              <Button component={Link} to={`/project${window.location.search}`} variant="light" fullWidth>
                {t('discover.seeAll', { count: formatNumber(total) })}
              </Button>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>

      <Stack gap="xs" component="section" aria-labelledby="most-discussed">
        <Title order={2} size="h4" id="most-discussed">
          {t('discover.mostDiscussed')}
        </Title>
        <ProjectRail
          label={t('discover.mostDiscussedLabel')}
          projects={mostDiscussed.data}
          loading={mostDiscussed.isPending}
          error={mostDiscussed.error}
          onRetry={() => void mostDiscussed.refetch()}
          emptyText={t('discover.mostDiscussedEmpty')}
        />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="nearing-completion">
        <Title order={2} size="h4" id="nearing-completion">
          {t('discover.nearing')}
        </Title>
        <ProjectRail
          label={t('discover.nearingLabel')}
          projects={nearing.data}
          loading={nearing.isPending}
          error={nearing.error}
          onRetry={() => void nearing.refetch()}
          emptyText={t('discover.nearingEmpty')}
        />
      </Stack>
      <Deferred minHeight={240}>
        <Suspense
          fallback={
            <Skeleton height={240} radius="md" role="status" aria-label={t('discover.loadingReviews')} />
          }
        >
          <PopularReviewsRail />
        </Suspense>
      </Deferred>
    </Stack>
  );
}
