import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEdit, IconEye, IconHistory, IconWorldUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChildProjectsSection } from './child-projects-section';
import { ProjectHeader } from '../../../features/projects/components/project-header';
import { ProjectOverview } from '../../../features/projects/components/project-overview';
import { DeleteProjectButton } from '../../../features/workspace/components/delete-project-button';
import { usePublishProject, workspaceProjectQuery } from '../../../features/workspace/api/projects';
import { showSuccess } from '../../../lib/toasts';
import { ProjectNotReady } from '../../../features/workspace/components/project-not-ready';

/** /mda/project/{id}: a project the organisation manages, with its actions (edit, preview, publish, change log, delete). */
export function Component() {
  const { id = '' } = useParams();
  const publish = usePublishProject();
  const project = useQuery(workspaceProjectQuery(id));
  const [publishing, setPublishing] = useState(false);
  useDocumentTitle(project.data ? `${project.data.name} · Oversight` : 'Project · Oversight');
  if (!project.data) return <ProjectNotReady pending={project.isPending} back="Your projects" />;
  const data = project.data;

  async function togglePublished() {
    setPublishing(true);
    try {
      await publish.mutateAsync({ id: data.public_id, published: !data.is_published });
      showSuccess('Updated successfully');
    } catch {
      // Shown by the API client.
    } finally {
      setPublishing(false);
    }
  }

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Group gap="sm" wrap="wrap" aria-label="Project actions">
        <Badge color={data.is_published ? 'green' : 'gray'} variant="light" size="lg">
          {data.is_published ? 'Published' : 'Draft'}
        </Badge>
        {data.abilities.edit && (
          <Button
            component={Link}
            to={`/mda/edit-project/${data.public_id}`}
            leftSection={<IconEdit size={16} />}
          >
            Edit
          </Button>
        )}
        <Button
          component={Link}
          to={`/preview?id=${encodeURIComponent(data.public_id)}`}
          variant="default"
          leftSection={<IconEye size={16} />}
        >
          Preview
        </Button>
        {data.abilities.publish && (
          <Button
            variant={data.is_published ? 'default' : 'filled'}
            color={data.is_published ? 'red' : undefined}
            loading={publishing}
            leftSection={<IconWorldUpload size={16} />}
            onClick={() => void togglePublished()}
          >
            {data.is_published ? 'Unpublish' : 'Publish'}
          </Button>
        )}
        <Button
          component={Link}
          to={`/mda/changelogs?project=${encodeURIComponent(data.public_id)}`}
          variant="subtle"
          leftSection={<IconHistory size={16} />}
        >
          Change log
        </Button>
        <DeleteProjectButton project={data} />
      </Group>
      {!data.abilities.edit && (
        <Alert variant="light" color="gray">
          <Text size="sm">You can view this project; your role does not allow changes.</Text>
        </Alert>
      )}
      <ProjectHeader project={data} dataUpdatedAt={project.dataUpdatedAt} />
      <ChildProjectsSection project={data} />
      <ProjectOverview project={data} />
    </Stack>
  );
}
