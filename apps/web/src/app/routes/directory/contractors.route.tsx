import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { contractorDirectoryQuery, DIRECTORY_PAGE_SIZE } from '../../../features/directory/api/directory';
import { DirectoryGrid } from '../../../features/directory/components/directory-grid';
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { OrganizationCard } from '../../../features/directory/components/organization-card';
import { ListPagination, LoadError } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { formatNumber } from '../../../lib/format';

/** The companies building public projects, searched by name. */
export function Component() {
  useDocumentTitle('Contractors · Oversight');
  const [params, update] = useSearchParamUpdater();
  const text = params.get('q') ?? '';
  const { page, setPage, offset } = usePaging(DIRECTORY_PAGE_SIZE, { resetKey: text });
  const directory = useQuery(contractorDirectoryQuery(text, offset));

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Contractors
        </Title>
        <Text size="sm" c="gray.7">
          Companies building public projects. Open one to see its projects and how far along they are.
        </Text>
      </div>
      <Group justify="space-between" gap="sm">
        <DirectorySearch
          value={text}
          label="Search contractors by name"
          onChange={(value) => update({ q: value })}
        />
        {directory.data ? (
          <Text size="sm" c="gray.7" aria-live="polite">
            {formatNumber(directory.data.count)} contractors
          </Text>
        ) : null}
      </Group>
      {directory.error && !directory.data ? (
        <LoadError what="contractors" onRetry={() => void directory.refetch()} />
      ) : (
        <DirectoryGrid
          items={directory.data?.results}
          loading={directory.isPending}
          keyOf={(org) => org.public_id}
          render={(org) => <OrganizationCard org={org} headingLevel={2} />}
          empty={{
            title: text ? `No contractors match “${text}”` : 'No contractors yet',
            text: text
              ? 'Try part of the company name or its RC number.'
              : 'Contractors appear once a ministry invites them.',
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
  );
}
