import { Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { DownloadMenu } from '../../../features/open-data/components/download-menu';
import { useFilterStore } from '../../../features/filters/filter-store';
import {
  useFilterState,
  useFilterUrlSync,
  useProjectQuery,
} from '../../../features/filters/use-area-filters';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { DEFAULT_ORDERING, orderingOf, orderingOptions } from '../../../features/projects/api/orderings';
import { projectsQuery } from '../../../features/projects/api/projects';
import { ListPagination, LoadError, ProjectList } from '../../../features/projects/components/project-list';
import { ProjectTable } from '../../../features/projects/components/project-table';
import { usePaging } from '../../../lib/use-paging';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../i18n';
import { OrganizationProjects } from './organization-projects';

const AREA = 'mda';
const MANAGING = new Set(['MINISTRY', 'AGENCY', 'CONTRACTOR', 'DEPARTMENT', 'ADMIN']);

/** Organisations see their own projects (drafts, bulk changes, groups); everyone else the public list. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('projectlist.listDocTitle'));
  const mode = useAuthStore((s) => s.mode);
  const organization = useAuthStore((s) => s.currentOrganization);
  if (mode === 'ORGANISATION' && organization && MANAGING.has(organization.account_type))
    return <OrganizationProjects />;
  return <PublicProjectsList />;
}

/** The public list of projects: a table on wide screens (or cards), with the filter panel. */
function PublicProjectsList() {
  const { t } = useTranslation();
  useFilterUrlSync(AREA);
  const state = useFilterState(AREA);
  const setQuery = useFilterStore((s) => s.setQuery);
  const filters = useProjectQuery(AREA);
  const [params, updateParams] = useSearchParamUpdater();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const view =
    params.get('view') === 'cards' || (!wide && params.get('view') !== 'table') ? 'cards' : 'table';
  const ordering = orderingOf(params.get('ordering'));
  const { page, setPage, offset } = usePaging(PROJECT_PAGE_SIZE, {
    resetKey: JSON.stringify([filters, ordering]),
  });
  const list = useQuery(projectsQuery({ filters: { ...filters, ordering }, offset: offset }));
  const setParam = (key: string, value: string | null) => updateParams({ [key]: value });

  return (
    <Stack gap="md" maw={1400} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('projectlist.listTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('projectlist.listIntro')}
        </Text>
      </div>
      <Group justify="space-between" gap="sm" align="flex-end">
        <DirectorySearch
          value={state.query}
          onChange={(value) => setQuery(AREA, value)}
          label={t('projectlist.filterByName')}
        />
        <Group gap="sm">
          <Select
            aria-label={t('projectlist.sortBy')}
            data={orderingOptions(t)}
            value={ordering}
            allowDeselect={false}
            w={170}
            onChange={(value) => setParam('ordering', value === DEFAULT_ORDERING ? null : value)}
          />
          <SegmentedControl
            aria-label={t('projectlist.showAs')}
            value={view}
            onChange={(value) => setParam('view', value)}
            data={[
              { value: 'table', label: <IconTable size={18} aria-label={t('projectlist.table')} /> },
              { value: 'cards', label: <IconLayoutGrid size={18} aria-label={t('projectlist.cards')} /> },
            ]}
          />
        </Group>
      </Group>
      <Group justify="space-between">
        <Group gap="sm">
          <FilterPanel area={AREA} />
          <DownloadMenu filters={{ ...filters, ordering }} />
        </Group>
        {list.data ? (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('projectlist.count', { count: list.data.count })}
          </Text>
        ) : null}
      </Group>
      {list.error && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : view === 'table' && list.data?.results.length !== 0 ? (
        <ProjectTable projects={list.data?.results} loading={list.isPending} />
      ) : (
        <ProjectList projects={list.data?.results} loading={list.isPending} compact headingLevel={2} />
      )}
      <ListPagination
        total={list.data?.count ?? 0}
        pageSize={PROJECT_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}
