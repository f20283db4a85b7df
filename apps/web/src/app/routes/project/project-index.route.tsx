import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterStore } from '../../../features/filters/filter-store';
import {
  useFilterState,
  useFilterUrlSync,
  useProjectQuery,
} from '../../../features/filters/use-area-filters';
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { DEFAULT_ORDERING, orderingOf, orderingOptions } from '../../../features/projects/api/orderings';
import { projectsQuery } from '../../../features/projects/api/projects';
import { ListPagination, ProjectList } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { useTranslation } from '../../../i18n';

// The index browses the same filters as discover, without the "around you" circle.
const AREA = 'discover';

/** Every published project, filtered and sorted, as cards. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('projectlist.docTitle'));
  useFilterUrlSync(AREA);
  const state = useFilterState(AREA);
  const setQuery = useFilterStore((s) => s.setQuery);
  const filters = useProjectQuery(AREA, { withoutAroundMe: true });
  const [params, updateParams] = useSearchParamUpdater();
  const ordering = orderingOf(params.get('ordering'));
  const { page, setPage, offset } = usePaging(PROJECT_PAGE_SIZE, {
    resetKey: JSON.stringify([filters, ordering]),
  });
  const list = useQuery(projectsQuery({ filters: { ...filters, ordering }, offset: offset }));

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('projectlist.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('projectlist.intro')}
        </Text>
      </div>
      <Group justify="space-between" gap="sm" align="flex-end">
        <DirectorySearch
          value={state.query}
          onChange={(value) => setQuery(AREA, value)}
          label={t('projectlist.filterByName')}
        />
        <Select
          aria-label={t('projectlist.sortBy')}
          data={orderingOptions(t)}
          value={ordering}
          allowDeselect={false}
          w={180}
          onChange={(value) => updateParams({ ordering: value === DEFAULT_ORDERING ? null : value })}
        />
      </Group>
      <Group justify="space-between">
        <FilterPanel area={AREA} />
        {list.data ? (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('projectlist.count', { count: list.data.count })}
          </Text>
        ) : null}
      </Group>
      {/* The cards' names are the next level under the page's h1 (no h2 in between). */}
      <ProjectList
        headingLevel={2}
        projects={list.data?.results}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <ListPagination
        total={list.data?.count ?? 0}
        pageSize={PROJECT_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}
