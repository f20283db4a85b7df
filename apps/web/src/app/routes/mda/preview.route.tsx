import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProjectHeader } from '../../../features/projects/components/project-header';
import { ProjectOverview } from '../../../features/projects/components/project-overview';
import { workspaceProjectQuery } from '../../../features/workspace/api/projects';
import { ProjectNotReady } from '../../../features/workspace/components/project-not-ready';

/** /preview?id=: a project laid out as the public will see it, before it is published. */
export function Component() {
  useDocumentTitle('Preview · Oversight');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const project = useQuery({ ...workspaceProjectQuery(id), enabled: !!id });
  if (!id)
    return (
      <EmptyState
        order={1}
        title="Nothing to preview"
        text="Open a project from your projects list, then choose Preview."
        action={
          <Anchor component={Link} to="/projects-list">
            Your projects
          </Anchor>
        }
      />
    );
  if (!project.data)
    return (
      <ProjectNotReady
        pending={project.isPending}
        loadingLabel="Loading the preview"
        text="It may belong to another organisation."
      />
    );
  const data = project.data;
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Alert
        color={data.is_published ? 'green' : 'yellow'}
        variant="light"
        title={data.is_published ? 'Published' : 'Preview of a draft'}
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <span>
            {data.is_published
              ? 'The public sees this page.'
              : 'Only your organisation sees this until you publish it.'}
          </span>
          {data.abilities.edit && (
            <Button component={Link} to={`/mda/edit-project/${data.public_id}`} size="xs" variant="light">
              Back to editing
            </Button>
          )}
        </Group>
      </Alert>
      <ProjectHeader project={data} dataUpdatedAt={project.dataUpdatedAt} />
      <ProjectOverview project={data} />
    </Stack>
  );
}
