import { Anchor, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { IconLinkOff, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination, LoadError } from '../../../features/projects/components/project-list';
import { StatusBadge } from '../../../features/projects/components/status-badge';
import { organizationProjectsQuery, useUpdateProject } from '../../../features/workspace/api/projects';
import { showSuccess } from '../../../lib/toasts';
import { usePaging } from '../../../lib/use-paging';

export const CHILD_PAGE_SIZE = 10;

/**
 * The parts of a project (child projects, drafts included) on its management page: open one, detach one, link an
 * existing project of the organisation as a part, or start a new part. Linking and detaching are saves of the child
 * (PATCH parent / detach_parent), so they land in its change log.
 */
export function ChildProjectsSection({
  project,
}: {
  project: Pick<Project, 'public_id' | 'name' | 'parent' | 'abilities'>;
}) {
  const update = useUpdateProject();
  const { page, setPage, offset } = usePaging(CHILD_PAGE_SIZE, { resetKey: project.public_id });
  const children = useQuery(
    organizationProjectsQuery({
      parent: project.public_id,
      ordering: 'name',
      limit: CHILD_PAGE_SIZE,
      offset,
    }),
  );
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const candidates = useQuery({
    ...organizationProjectsQuery({ query, limit: 20, access_type: 'owned' }),
    enabled: project.abilities.edit && query.length >= 2,
  });
  const [busy, setBusy] = useState<string | null>(null);

  async function change(
    child: Pick<Project, 'public_id' | 'name'>,
    body: Record<string, unknown>,
    message: string,
  ) {
    setBusy(child.public_id);
    try {
      await update.mutateAsync({ id: child.public_id, body });
      showSuccess(message, 'Updated successfully');
      setSearch('');
    } catch {
      // Shown by the API client (for example a project that is already above this one).
    } finally {
      setBusy(null);
    }
  }

  const shown = children.data?.results ?? [];
  const shownIds = new Set(shown.map((child) => child.public_id));
  const options = (candidates.data?.results ?? [])
    .filter(
      (candidate) =>
        candidate.public_id !== project.public_id &&
        candidate.public_id !== project.parent &&
        !shownIds.has(candidate.public_id),
    )
    .map((candidate) => ({ value: candidate.public_id, label: `${candidate.name} (${candidate.code})` }));

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="project-parts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="project-parts">
            Parts of this project{children.data ? ` (${children.data.count})` : ''}
          </Title>
          {project.abilities.edit && (
            <Button
              component={Link}
              to={`/mda/create-project?parent=${encodeURIComponent(project.public_id)}`}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              New part
            </Button>
          )}
        </Group>
        {children.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the parts">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : children.error && !children.data ? (
          <LoadError what="the parts of this project" onRetry={() => void children.refetch()} />
        ) : shown.length === 0 ? (
          <Text size="sm" c="gray.7">
            No parts yet. Split a large project into phases or lots: start a new part, or link one of your
            projects below.
          </Text>
        ) : (
          <Stack gap={0} role="list" aria-label="Parts of this project">
            {shown.map((child) => (
              <Group
                key={child.public_id}
                role="listitem"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/mda/project/${child.public_id}`}
                    fw={600}
                    size="sm"
                    lineClamp={2}
                  >
                    {child.name}
                  </Anchor>
                  <Group gap={6} wrap="wrap">
                    <Text size="xs" c="gray.7">
                      {child.code}
                    </Text>
                    <StatusBadge status={child.status} size="xs" />
                    <Badge size="xs" variant="light" color={child.is_published ? 'green' : 'gray'}>
                      {child.is_published ? 'Published' : 'Draft'}
                    </Badge>
                  </Group>
                </Stack>
                {child.abilities.edit && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconLinkOff size={14} aria-hidden />}
                    loading={busy === child.public_id}
                    onClick={() =>
                      void change(
                        child,
                        { detach_parent: true },
                        `${child.name} is no longer a part of ${project.name}.`,
                      )
                    }
                    aria-label={`Detach ${child.name}`}
                  >
                    Detach
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <ListPagination
          total={children.data?.count ?? 0}
          pageSize={CHILD_PAGE_SIZE}
          page={page}
          onChange={setPage}
          label="Pages of parts"
        />
        {project.abilities.edit && (
          <Select
            label="Link one of your projects as a part"
            placeholder="Type two letters of its name or code"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={null}
            filter={({ options: all }) => all}
            nothingFoundMessage={
              query.length >= 2 && !candidates.isFetching ? 'No other project of yours matches' : undefined
            }
            onChange={(value) => {
              const picked = candidates.data?.results.find((candidate) => candidate.public_id === value);
              if (picked)
                void change(
                  picked,
                  { parent: project.public_id },
                  `${picked.name} is now a part of ${project.name}.`,
                );
            }}
            disabled={busy !== null}
          />
        )}
      </Stack>
    </Card>
  );
}
