import { Anchor, Badge, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { OrganizationCard as OrganizationCardItem } from '@oversight/shared/projects/projects.schemas';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import { DirectoryGrid } from '../../../features/directory/components/directory-grid';
import { OrganizationCard } from '../../../features/directory/components/organization-card';
import { PersonCard } from '../../../features/directory/components/person-card';
import { activeFilterCount } from '../../../features/filters/filter-state';
import { useFilterStore } from '../../../features/filters/filter-store';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import {
  useFilterState,
  useFilterUrlSync,
  useProjectQuery,
} from '../../../features/filters/use-area-filters';
import { usePaging } from '../../../lib/use-paging';
import { ListPagination, LoadError, ProjectList } from '../../../features/projects/components/project-list';
import { peopleSearchQuery } from '../../../features/search/api/people';
import { SEARCH_PAGE_SIZE, searchQuery } from '../../../features/search/api/search';
import { SearchBox } from '../../../features/search/components/search-box';
import { StatusCounts } from '../../../features/search/components/status-counts';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../i18n';

const AREA = 'search';
const TABS = ['top', 'projects', 'contractors', 'organisations', 'citizens'] as const;
type Tab = (typeof TABS)[number];
const TOP_COUNT = 6;

function CountBadge({ value }: { value: number | undefined }) {
  return value === undefined ? null : (
    <Badge size="sm" variant="light" color="gray" ml={6}>
      {formatNumber(value)}
    </Badge>
  );
}

export function Component() {
  const { t } = useTranslation();
  useFilterUrlSync(AREA);
  const state = useFilterState(AREA);
  const store = useFilterStore.getState();
  const filters = useProjectQuery(AREA, { withoutText: true });
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'top';
  const text = state.query.trim();
  useDocumentTitle(text ? t('search.docTitleText', { text }) : t('search.docTitle'));

  const active = Boolean(text) || activeFilterCount(state) > 0;
  const paging = usePaging(SEARCH_PAGE_SIZE, { resetKey: JSON.stringify([text, filters, tab]) });
  const { page, setPage } = paging;
  const offset = tab === 'top' ? 0 : paging.offset;
  const found = useQuery({
    ...searchQuery(
      text,
      filters,
      tab === 'citizens' ? 0 : offset,
      tab === 'top' ? TOP_COUNT : SEARCH_PAGE_SIZE,
    ),
    enabled: active,
  });
  const people = useQuery({
    ...peopleSearchQuery(text, tab === 'citizens' ? offset : 0, tab === 'top' ? TOP_COUNT : SEARCH_PAGE_SIZE),
    enabled: Boolean(text),
  });

  const setTab = (value: string | null) => updateParams({ tab: value === 'top' ? null : value });

  const data = found.data;
  const seeAll = (to: Tab, count: number | undefined) =>
    count && count > TOP_COUNT ? (
      <Anchor component="button" type="button" size="sm" onClick={() => setTab(to)}>
        {t('search.seeAll', { count: formatNumber(count) })}
      </Anchor>
    ) : null;

  // Under the "Projects" h2 of the top results, or right under the page's h1 on the Projects tab.
  const projectsBlock = (headingLevel: 2 | 3) => (
    <ProjectList
      headingLevel={headingLevel}
      projects={data?.projects.data}
      loading={found.isPending}
      error={found.error}
      onRetry={() => void found.refetch()}
      compact
      empty={{
        title: t('search.noProjects', { text }),
        text: t('search.noProjectsText'),
      }}
    />
  );
  const orgGrid = (items: OrganizationCardItem[] | undefined, what: 'contractors' | 'organisations') => (
    <DirectoryGrid
      items={items}
      loading={found.isPending}
      keyOf={(org) => org.public_id}
      render={(org) => <OrganizationCard org={org} />}
      empty={{
        title: t(what === 'contractors' ? 'search.noContractorsMatch' : 'search.noOrganisationsMatch', {
          text,
        }),
        text: t('search.noNamesText'),
      }}
    />
  );
  const peopleGrid = (
    <DirectoryGrid
      items={people.data?.results}
      loading={people.isPending}
      keyOf={(person) => person.public_id}
      render={(person) => <PersonCard person={person} />}
      empty={{
        title: t('search.noCitizens', { text }),
        text: t('search.noCitizensText'),
      }}
    />
  );

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Title order={1} size="h2">
        {t('search.title')}
      </Title>
      <SearchBox
        value={state.query}
        onSearch={(value) => store.submitSearch(AREA, value)}
        recent={state.recent}
        onRemoveRecent={(value) => store.removeRecent(AREA, value)}
        onClearRecent={() => store.clearRecent(AREA)}
      />
      <Group justify="space-between" gap="sm">
        <FilterPanel area={AREA} />
        {data ? (
          <StatusCounts
            counts={data.projects.status_count}
            selected={state.status}
            onToggle={(s) => store.toggleStatus(AREA, s)}
          />
        ) : null}
      </Group>

      {!active ? (
        <EmptyState
          icon={<IconSearch size={36} stroke={1.5} />}
          title={t('search.startTitle')}
          text={t('search.startText')}
        />
      ) : found.error && !data ? (
        <LoadError what="search results" onRetry={() => void found.refetch()} />
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value="top">{t('search.tabTop')}</Tabs.Tab>
            <Tabs.Tab value="projects">
              {t('search.tabProjects')}
              <CountBadge value={data?.projects.count} />
            </Tabs.Tab>
            <Tabs.Tab value="contractors">
              {t('search.tabContractors')}
              <CountBadge value={data?.contractors.count} />
            </Tabs.Tab>
            <Tabs.Tab value="organisations">
              {t('search.tabOrganisations')}
              <CountBadge value={data?.organizations.count} />
            </Tabs.Tab>
            <Tabs.Tab value="citizens" disabled={!text}>
              {t('search.tabCitizens')}
              <CountBadge value={text ? people.data?.count : undefined} />
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="top" pt="md">
            <Stack gap="lg">
              <Stack gap="xs" component="section" aria-labelledby="top-projects">
                <Group justify="space-between">
                  <Title order={2} size="h4" id="top-projects">
                    {t('search.tabProjects')}
                  </Title>
                  {seeAll('projects', data?.projects.count)}
                </Group>
                {projectsBlock(3)}
              </Stack>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Stack gap="xs" component="section" aria-labelledby="top-contractors">
                  <Group justify="space-between">
                    <Title order={2} size="h4" id="top-contractors">
                      {t('search.tabContractors')}
                    </Title>
                    {seeAll('contractors', data?.contractors.count)}
                  </Group>
                  {data?.contractors.data.length || found.isPending ? (
                    orgGrid(data?.contractors.data, 'contractors')
                  ) : (
                    <Text size="sm" c="gray.7">
                      {t('search.noContractors')}
                    </Text>
                  )}
                </Stack>
                <Stack gap="xs" component="section" aria-labelledby="top-organisations">
                  <Group justify="space-between">
                    <Title order={2} size="h4" id="top-organisations">
                      {t('search.tabOrganisations')}
                    </Title>
                    {seeAll('organisations', data?.organizations.count)}
                  </Group>
                  {data?.organizations.data.length || found.isPending ? (
                    orgGrid(data?.organizations.data, 'organisations')
                  ) : (
                    <Text size="sm" c="gray.7">
                      {t('search.noMinistries')}
                    </Text>
                  )}
                </Stack>
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="projects" pt="md">
            {projectsBlock(2)}
            <ListPagination
              total={data?.projects.count ?? 0}
              pageSize={SEARCH_PAGE_SIZE}
              page={page}
              onChange={setPage}
            />
          </Tabs.Panel>
          <Tabs.Panel value="contractors" pt="md">
            {orgGrid(data?.contractors.data, 'contractors')}
            <ListPagination
              total={data?.contractors.count ?? 0}
              pageSize={SEARCH_PAGE_SIZE}
              page={page}
              onChange={setPage}
            />
          </Tabs.Panel>
          <Tabs.Panel value="organisations" pt="md">
            {orgGrid(data?.organizations.data, 'organisations')}
            <ListPagination
              total={data?.organizations.count ?? 0}
              pageSize={SEARCH_PAGE_SIZE}
              page={page}
              onChange={setPage}
            />
          </Tabs.Panel>
          <Tabs.Panel value="citizens" pt="md">
            {peopleGrid}
            <ListPagination
              total={people.data?.count ?? 0}
              pageSize={SEARCH_PAGE_SIZE}
              page={page}
              onChange={setPage}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
