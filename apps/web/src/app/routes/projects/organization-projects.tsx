import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { IconFolderPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterStore } from '../../../features/filters/filter-store';
import {
  useFilterState,
  useFilterUrlSync,
  useProjectQuery,
} from '../../../features/filters/use-area-filters';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { DEFAULT_ORDERING, orderingOf, PROJECT_ORDERINGS } from '../../../features/projects/api/orderings';
import { ListPagination, LoadError } from '../../../features/projects/components/project-list';
import { ProjectTable } from '../../../features/projects/components/project-table';
import { usePaging } from '../../../lib/use-paging';
import { projectGroupsQuery, useGroupProjects } from '../../../features/workspace/api/groups';
import {
  fetchProjectIds,
  organizationProjectsQuery,
  useBulkUpdateProjects,
} from '../../../features/workspace/api/projects';
import { DELETED_PROJECTS_PATH } from '../../../features/workspace/components/delete-project-button';
import { useAuthStore } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import { roleAllows } from '../../../lib/workspace';
import { ProjectGroupBar } from './project-group-bar';

const AREA = 'mda';
const STATUS_DATA = (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).map((value) => ({
  value,
  label: PROJECT_STATUSES[value].label,
}));
const PUBLICATION = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Drafts' },
];

/** /projects-list for an organisation: its projects with drafts, sort, filters, groups and bulk changes. */
export function OrganizationProjects() {
  useFilterUrlSync(AREA);
  const state = useFilterState(AREA);
  const setQuery = useFilterStore((s) => s.setQuery);
  const filters = useProjectQuery(AREA);
  const bulkUpdate = useBulkUpdateProjects();
  const groupProjects = useGroupProjects();
  const canDelete = roleAllows(
    useAuthStore((s) => s.currentOrganization),
    PERMISSIONS.DELETE_PROJECT,
  );
  const [params, updateParams] = useSearchParamUpdater();
  const ordering = orderingOf(params.get('ordering'));
  const group = params.get('group');
  const published = params.get('published');
  const listParams = {
    ...filters,
    ordering,
    ...(group ? { groups: group } : {}),
    ...(published ? { is_published: published } : {}),
  };
  const { page, setPage, offset } = usePaging(PROJECT_PAGE_SIZE, { resetKey: JSON.stringify(listParams) });
  const list = useQuery(
    organizationProjectsQuery({
      ...listParams,
      limit: PROJECT_PAGE_SIZE,
      offset: offset,
    }),
  );
  const groups = useQuery(projectGroupsQuery());
  const currentGroup = group ? groups.data?.results.find((entry) => entry.id === group) : undefined;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [groupModal, setGroupModal] = useState(false);
  const [newGroup, setNewGroup] = useState('');
  const [targetGroup, setTargetGroup] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setParam = (key: string, value: string | null) => updateParams({ [key]: value });
  const ids = [...selected];

  async function act(work: () => Promise<unknown>, message: string) {
    setBusy(true);
    try {
      await work();
      showSuccess(message);
      return true;
    } catch {
      return false; // Shown by the API client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Projects list
          </Title>
          <Text size="sm" c="gray.7">
            Your organisation&apos;s projects, drafts included. Select rows to change them together.
          </Text>
        </div>
        <Group gap="sm">
          {canDelete && (
            <Button
              component={Link}
              to={DELETED_PROJECTS_PATH}
              variant="subtle"
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              Deleted projects
            </Button>
          )}
          <Button component={Link} to="/mda/create-project" leftSection={<IconPlus size={16} />}>
            New project
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="sm" align="flex-end" wrap="wrap">
        <DirectorySearch
          value={state.query}
          onChange={(value) => setQuery(AREA, value)}
          label="Filter by name or organisation"
        />
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label="Publication"
            placeholder="Published and drafts"
            data={PUBLICATION}
            value={published}
            clearable
            w={190}
            onChange={(v) => setParam('published', v)}
          />
          <Select
            aria-label="Group"
            placeholder="Every group"
            data={(groups.data?.results ?? []).map((g) => ({
              value: g.id,
              label: `${g.name} (${g.projects_count})`,
            }))}
            value={group}
            clearable
            w={200}
            onChange={(v) => setParam('group', v)}
          />
          <Select
            aria-label="Sort by"
            data={PROJECT_ORDERINGS.map(({ value, label }) => ({ value, label }))}
            value={ordering}
            allowDeselect={false}
            w={170}
            onChange={(v) => setParam('ordering', v === DEFAULT_ORDERING ? null : v)}
          />
        </Group>
      </Group>
      {currentGroup ? <ProjectGroupBar group={currentGroup} /> : null}
      <Group justify="space-between">
        <FilterPanel area={AREA} />
        {list.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {formatNumber(list.data.count)} projects
          </Text>
        )}
      </Group>
      {selected.size > 0 && (
        <Paper withBorder p="sm" radius="md" aria-label="Bulk actions">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              {formatNumber(selected.size)} selected
            </Text>
            {list.data && list.data.count > selected.size && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  void fetchProjectIds(listParams).then((found) => setSelected(new Set(found.results)))
                }
              >
                Select all {formatNumber(list.data.count)}
              </Button>
            )}
            <Select
              size="xs"
              aria-label="Set the status of the selected projects"
              placeholder="Set status…"
              data={STATUS_DATA}
              value={null}
              w={160}
              disabled={busy}
              onChange={(status) =>
                status &&
                void act(() => bulkUpdate.mutateAsync({ ids, data: { status } }), 'Updated successfully')
              }
            />
            <Button
              size="xs"
              variant="light"
              disabled={busy}
              onClick={() =>
                void act(
                  () => bulkUpdate.mutateAsync({ ids, data: { is_published: true } }),
                  'Updated successfully',
                )
              }
            >
              Publish
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFolderPlus size={14} />}
              onClick={() => setGroupModal(true)}
            >
              Add to group
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </Group>
        </Paper>
      )}
      {list.error && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data?.results.length === 0 ? (
        <Text c="gray.7" ta="center" py="xl">
          No project matches. Change the filters, or add a project.
        </Text>
      ) : (
        <ProjectTable
          projects={list.data?.results}
          loading={list.isPending}
          linkTo={(p) => `/mda/project/${encodeURIComponent(p.public_id)}`}
          selection={{
            selected,
            onToggle: (id) =>
              setSelected((s) => {
                const next = new Set(s);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              }),
            onTogglePage: (pageIds, select) =>
              setSelected((s) => {
                const next = new Set(s);
                for (const id of pageIds)
                  if (select) next.add(id);
                  else next.delete(id);
                return next;
              }),
          }}
        />
      )}
      <ListPagination
        total={list.data?.count ?? 0}
        pageSize={PROJECT_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
      <Modal opened={groupModal} onClose={() => setGroupModal(false)} title="Add to a group" centered>
        <Stack gap="sm">
          <Select
            label="Existing group"
            data={(groups.data?.results ?? []).map((g) => ({ value: g.id, label: g.name }))}
            value={targetGroup}
            onChange={setTargetGroup}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Or a new group"
            value={newGroup}
            onChange={(e) => setNewGroup(e.currentTarget.value)}
          />
          <Button
            loading={busy}
            disabled={!targetGroup && !newGroup.trim()}
            onClick={() =>
              void act(
                () => groupProjects.mutateAsync({ group: targetGroup, name: newGroup.trim(), projects: ids }),
                'Updated successfully',
              ).then((ok) => {
                if (ok) {
                  setGroupModal(false);
                  setNewGroup('');
                  setTargetGroup(null);
                }
              })
            }
          >
            Add {formatNumber(ids.length)} projects
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
