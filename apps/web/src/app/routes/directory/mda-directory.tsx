import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DIRECTORY_PAGE_SIZE, mdaDirectoryQuery } from '../../../features/directory/api/directory';
import { DirectoryGrid } from '../../../features/directory/components/directory-grid';
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { OrganizationCard } from '../../../features/directory/components/organization-card';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterStore } from '../../../features/filters/filter-store';
import {
  useFilterState,
  useFilterUrlSync,
  useProjectQuery,
} from '../../../features/filters/use-area-filters';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { projectsQuery } from '../../../features/projects/api/projects';
import { ListPagination, LoadError, ProjectList } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { useAuthStore } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/format';

export interface MdaDirectoryProps {
  accountType: 'MINISTRY' | 'AGENCY';
  area: 'ministries' | 'agencies';
  title: string;
  intro: string;
}

/** Ministries or agencies: the directory (searched by name) and, under it, their projects with the area's filters. */
export function MdaDirectory({ accountType, area, title, intro }: MdaDirectoryProps) {
  useDocumentTitle(`${title} · Oversight`);
  useFilterUrlSync(area);
  const state = useFilterState(area);
  const setQuery = useFilterStore((s) => s.setQuery);
  const text = state.query.trim();
  const { page, setPage, offset } = usePaging(DIRECTORY_PAGE_SIZE, { resetKey: text });
  const directory = useQuery(mdaDirectoryQuery(accountType, text, offset));
  const chosen = useProjectQuery(area, { withoutText: true });
  // "Their projects": those of the ministries (agencies) listed above, unless the filters name some themselves.
  const listed =
    directory.data && !directory.isPlaceholderData
      ? directory.data.results.map((org) => org.username).join(',')
      : null;
  const namesOwn = !!(chosen.ministry || chosen.agency || chosen.mda);
  const filters = useMemo(
    () => (namesOwn || !listed ? chosen : { ...chosen, mda: listed }),
    [chosen, namesOwn, listed],
  );
  const noneListed = !namesOwn && listed === '';
  const projectPaging = usePaging(PROJECT_PAGE_SIZE, { resetKey: JSON.stringify(filters) });
  const { page: projectPage, setPage: setProjectPage } = projectPaging;
  const projects = useQuery({
    ...projectsQuery({ filters, offset: projectPaging.offset }),
    enabled: namesOwn || !!listed,
  });
  const plural = accountType === 'MINISTRY' ? 'ministries' : 'agencies';
  const singular = accountType === 'MINISTRY' ? 'ministry' : 'agency';
  // The supervising body manages ministries and agencies; a ministry its agencies.
  const body = useAuthStore((s) =>
    s.mode === 'ORGANISATION' ? s.currentOrganization?.account_type : undefined,
  );
  const manages = body === 'ADMIN' || (body === 'MINISTRY' && accountType === 'AGENCY');

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="gray.7">
            {intro}
          </Text>
        </div>
        {manages && (
          <Button component={Link} to="/mda/organisations" variant="light">
            Manage the {plural} under you
          </Button>
        )}
      </Group>
      <Stack gap="sm" component="section" aria-label={title}>
        <Group justify="space-between" gap="sm">
          <DirectorySearch
            value={state.query}
            onChange={(value) => setQuery(area, value)}
            label={`Search ${plural} by name`}
          />
          {directory.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {formatNumber(directory.data.count)} {directory.data.count === 1 ? singular : plural}
            </Text>
          ) : null}
        </Group>
        {directory.error && !directory.data ? (
          <LoadError what={plural} onRetry={() => void directory.refetch()} />
        ) : (
          <DirectoryGrid
            items={directory.data?.results}
            loading={directory.isPending}
            keyOf={(org) => org.public_id}
            render={(org) => <OrganizationCard org={org} headingLevel={3} />}
            empty={{
              title: text ? `No ${plural} match “${text}”` : `No ${plural} yet`,
              text: text
                ? 'Try part of the name or its abbreviation.'
                : 'They appear here once they join Oversight.',
            }}
          />
        )}
        <ListPagination
          total={directory.data?.count ?? 0}
          pageSize={DIRECTORY_PAGE_SIZE}
          page={page}
          onChange={setPage}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={`${area}-projects`}>
        <Group justify="space-between">
          <Title order={2} size="h3" id={`${area}-projects`}>
            Their projects
          </Title>
          {projects.data && !noneListed ? (
            <Text size="sm" c="gray.7">
              {formatNumber(projects.data.count)} found
            </Text>
          ) : null}
        </Group>
        <FilterPanel area={area} />
        <ProjectList
          projects={noneListed ? [] : projects.data?.results}
          loading={!noneListed && projects.isPending}
          error={projects.error}
          onRetry={() => void projects.refetch()}
          compact
          empty={
            noneListed
              ? {
                  title: `No ${plural} listed`,
                  text: `Their projects show here once the search above finds some ${plural}.`,
                }
              : {
                  title: 'No projects match these filters',
                  text: 'Remove a filter or choose other ministries and agencies.',
                }
          }
        />
        <ListPagination
          total={noneListed ? 0 : (projects.data?.count ?? 0)}
          pageSize={PROJECT_PAGE_SIZE}
          page={projectPage}
          onChange={setProjectPage}
        />
      </Stack>
    </Stack>
  );
}
