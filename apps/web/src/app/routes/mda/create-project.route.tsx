import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { ProjectForm } from '../../../features/workspace/components/project-form/project-form';
import { useAuthStore } from '../../../lib/auth-store';

/** /mda/create-project: a new project in five steps, saved as a draft until published. */
export function Component() {
  useDocumentTitle('New project · Oversight');
  const navigate = useNavigate();
  const organisation = useAuthStore((s) => s.currentOrganisation);
  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          New project
        </Title>
        <Text size="sm" c="gray.7">
          Fill in what you know; save a draft at any step. The public sees the project only once you publish it.
        </Text>
      </div>
      <ProjectForm
        canPublish={organisation?.account_type !== 'CONTRACTOR'}
        onSaved={(project) => navigate(`/mda/edit-project/${project.public_id}`, { replace: true })}
      />
    </Stack>
  );
}
