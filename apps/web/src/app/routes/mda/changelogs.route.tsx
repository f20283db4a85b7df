import { Alert, Anchor, Group, Pagination, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { QueryOf } from '@oversight/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePaging } from '../../../lib/use-paging';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import { dashboardUpdatesQuery } from '../../../features/workspace/api/dashboard';
import { UpdateEntry } from '../../../features/workspace/components/update-entry';
import { useAuthStore } from '../../../lib/auth-store';

const PAGE = 20;
type Action = NonNullable<QueryOf<'GET /users/organizations/dashboard-updates/'>['action']>;

const ACTIONS: { value: Action; label: string }[] = [
  { value: 'created', label: 'Created' },
  { value: 'updated', label: 'Changed' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
  { value: 'image_updated', label: 'Image changed' },
  { value: 'imported', label: 'Imported' },
];

/** /mda/changelogs: who changed which project, when, and each field before and after. */
export function Component() {
  useDocumentTitle('Change log · Oversight');
  const [params, updateParams] = useSearchParamUpdater({});
  const project = params.get('project') ?? undefined;
  const action = ACTIONS.find((a) => a.value === params.get('action'))?.value;
  const { page, setPage, limit, offset, pages } = usePaging(PAGE, { url: true, history: 'push' });
  const role = useAuthStore((s) => s.currentOrganization?.role);
  const detailed = !role || role.permissions.includes(PERMISSIONS.VIEW_CHANGE_LOGS);
  const log = useQuery(dashboardUpdatesQuery({ project, action, limit, offset }));
  const setParam = (key: string, value: string | null) => updateParams({ [key]: value }, ['page']);

  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          Change log
        </Title>
        <Text size="sm" c="gray.7">
          Every change to your organisation&apos;s projects: who made it, when, and what each field was before
          and after.
        </Text>
      </div>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Kind of change"
          placeholder="Every kind of change"
          data={ACTIONS}
          value={action ?? null}
          onChange={(v) => setParam('action', v)}
          clearable
          w={220}
        />
        {project && (
          <Text size="sm">
            One project only ·{' '}
            <Anchor component="button" onClick={() => setParam('project', null)}>
              show all projects
            </Anchor>
          </Text>
        )}
      </Group>
      {!detailed && (
        <Alert variant="light" color="gray">
          Your role shows which fields changed; the values before and after need the &quot;view change
          logs&quot; permission.
        </Alert>
      )}
      {log.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={64} />
          ))}
        </Stack>
      ) : log.data?.results.length === 0 ? (
        <EmptyState
          title="No changes yet"
          text="Edits, imports and publications of your projects will be listed here."
          action={
            <Anchor component={Link} to="/mda/create-project">
              Add a project
            </Anchor>
          }
        />
      ) : (
        <Stack gap="xs" aria-live="polite">
          {log.data?.results.map((entry) => (
            <UpdateEntry key={entry.id} entry={entry} detailed={detailed} />
          ))}
        </Stack>
      )}
      {log.data && log.data.count > PAGE && (
        <Pagination
          total={pages(log.data.count)}
          value={page}
          onChange={setPage}
          aria-label="Change log pages"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}
