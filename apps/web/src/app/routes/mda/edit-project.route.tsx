import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { workspaceProjectQuery } from '../../../features/workspace/api/projects';
import { ProjectForm } from '../../../features/workspace/components/project-form/project-form';
import { ProjectNotReady } from '../../../features/workspace/components/project-not-ready';

/** /mda/edit-project/{id}: the same steps as creating; every saved change is recorded in the change log. */
export function Component() {
  const { id = '' } = useParams();
  const project = useQuery(workspaceProjectQuery(id));
  useDocumentTitle(project.data ? `Edit ${project.data.name} · Oversight` : 'Edit project · Oversight');
  if (!project.data) return <ProjectNotReady pending={project.isPending} back="Back to your projects" />;
  const data = project.data;
  if (!data.abilities.edit)
    return (
      <EmptyState
        order={1}
        title="You cannot edit this project"
        text="Your role does not allow changes to it. Ask your organisation's administrator."
      />
    );
  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <Group gap="sm">
          <Title order={1} size="h2">
            Edit {data.name}
          </Title>
          <Badge color={data.is_published ? 'green' : 'gray'} variant="light">
            {data.is_published ? 'Published' : 'Draft'}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          Code {data.code}.{' '}
          <Anchor component={Link} to={`/preview?id=${encodeURIComponent(data.public_id)}`}>
            Preview as the public sees it
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to={`/mda/changelogs?project=${encodeURIComponent(data.public_id)}`}>
            Change log
          </Anchor>
        </Text>
      </div>
      <ProjectForm
        key={data.modified}
        project={data}
        canPublish={data.abilities.publish}
        onSaved={() => void project.refetch()}
      />
    </Stack>
  );
}
