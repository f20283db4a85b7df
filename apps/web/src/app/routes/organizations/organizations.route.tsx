import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import {
  VISITOR_PAGE_SIZE,
  visitorOrganizationsQuery,
} from '../../../features/directory/api/visitor-organizations';
import { DirectoryGrid } from '../../../features/directory/components/directory-grid';
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { OrganizationCard } from '../../../features/directory/components/organization-card';
import { ListPagination, LoadError } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { formatNumber } from '../../../lib/format';

const ORDERINGS = [
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: '-created', label: 'Newest' },
  { value: 'created', label: 'Oldest' },
];

/** The organisations anyone may see: ministries, agencies, contractors and civil-society groups. */
export function Component() {
  useDocumentTitle('Organisations · Oversight');
  const [params, updateParams] = useSearchParamUpdater();
  const text = params.get('q') ?? '';
  const ordering = ORDERINGS.some((o) => o.value === params.get('ordering'))
    ? params.get('ordering')!
    : 'name';
  const { page, setPage, offset } = usePaging(VISITOR_PAGE_SIZE, { resetKey: `${text}|${ordering}` });
  const list = useQuery(visitorOrganizationsQuery(text, ordering, offset));
  const update = (key: string, value: string) => updateParams({ [key]: value });

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Organisations
        </Title>
        <Text size="sm" c="gray.7">
          Government bodies, contractors and civil-society organisations on Oversight.
        </Text>
      </div>
      <Group justify="space-between" gap="sm" align="flex-end">
        <DirectorySearch
          value={text}
          onChange={(value) => update('q', value)}
          label="Search organisations by name"
        />
        <Group gap="sm">
          {list.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {formatNumber(list.data.count)} organisations
            </Text>
          ) : null}
          <Select
            aria-label="Sort by"
            data={ORDERINGS}
            value={ordering}
            onChange={(value) => update('ordering', value === 'name' ? '' : (value ?? ''))}
            allowDeselect={false}
            w={170}
          />
        </Group>
      </Group>
      {list.error && !list.data ? (
        <LoadError what="organisations" onRetry={() => void list.refetch()} />
      ) : (
        <DirectoryGrid
          items={list.data?.results}
          loading={list.isPending}
          keyOf={(org) => org.public_id}
          render={(org) => (
            <OrganizationCard
              headingLevel={2}
              org={{ ...org, detail: org.parent ? `Under ${org.parent.name}` : undefined }}
            />
          )}
          empty={{
            title: text ? `No organisations match “${text}”` : 'No organisations yet',
            text: 'Try part of the name, or browse ministries and agencies.',
          }}
        />
      )}
      <ListPagination
        total={list.data?.count ?? 0}
        pageSize={VISITOR_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}
