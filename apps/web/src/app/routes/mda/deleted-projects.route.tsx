import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  PROJECT_RESTORE_DAYS,
  type DeletedProject,
} from '@oversight/shared/projects/project-deletion.schemas';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPagination, LoadError } from '../../../features/projects/components/project-list';
import {
  DELETED_PAGE_SIZE,
  deletedProjectsQuery,
  useRestoreProject,
} from '../../../features/workspace/api/deleted-projects';
import { formatDate } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';

const daysLeft = (days: number) => (days <= 1 ? 'Last day to restore' : `${days} days left`);

function DeletedProjectCard({ project }: { project: DeletedProject }) {
  const restore = useRestoreProject();
  const onRestore = () =>
    restore.mutate(project.id, {
      onSuccess: (answer) =>
        showSuccess(
          answer.is_published
            ? `“${project.name}” restored and published again.`
            : `“${project.name}” restored as a draft.`,
        ),
    });
  const headingId = `deleted-${project.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h5" id={headingId}>
            {project.name}
          </Title>
          <Badge color={project.days_left <= 3 ? 'red' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {daysLeft(project.days_left)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {project.code} · {project.was_published ? 'was published' : 'was a draft'}
        </Text>
        <Text size="sm" c="gray.7">
          Deleted {formatDate(project.deleted_at, 'minute')}
          {project.deleted_by ? ` by ${project.deleted_by.display_name}` : ''}; restorable until{' '}
          {formatDate(project.restorable_until)}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={restore.isPending}
            disabled={restore.isSuccess}
            onClick={onRestore}
            aria-label={`Restore ${project.name}`}
          >
            Restore
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /mda/deleted-projects: the organisation's deleted projects, each restorable until its window ends. */
export function Component() {
  useDocumentTitle('Deleted projects · Oversight');
  const [page, setPage] = useState(1);
  const list = useQuery(deletedProjectsQuery(page));
  return (
    <Stack gap="md" maw={900} mx="auto">
      <div>
        <Title order={1} size="h2">
          Deleted projects
        </Title>
        <Text size="sm" c="gray.7">
          Projects your organisation deleted in the last {PROJECT_RESTORE_DAYS} days. Restore one to bring it
          back as it was; after {PROJECT_RESTORE_DAYS} days it is removed for good.
        </Text>
      </div>
      {list.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the deleted projects" />
        </Group>
      ) : list.error && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !list.data.results.length ? (
        <EmptyState
          icon={<IconTrash size={32} />}
          title="No deleted projects"
          text={`Projects you delete stay here for ${PROJECT_RESTORE_DAYS} days.`}
          action={
            <Anchor component={Link} to="/projects-list">
              Your projects
            </Anchor>
          }
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Deleted projects"
        >
          {list.data.results.map((project) => (
            <DeletedProjectCard key={project.id} project={project} />
          ))}
        </Stack>
      )}
      <ListPagination
        total={list.data?.count ?? 0}
        pageSize={DELETED_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}
