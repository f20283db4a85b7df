import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { workspaceProjectQuery } from '../../../features/workspace/api/projects';
import { ProjectForm } from '../../../features/workspace/components/project-form/project-form';
import { useAuthStore } from '../../../lib/auth-store';

/** /mda/create-project: a new project in five steps, saved as a draft until published. */
export function Component() {
  useDocumentTitle('New project · Oversight');
  const navigate = useNavigate();
  const organization = useAuthStore((s) => s.currentOrganization);
  const parentId = useSearchParams()[0].get('parent') ?? undefined;
  const parent = useQuery({ ...workspaceProjectQuery(parentId ?? ''), enabled: !!parentId });
  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <Title order={1} size="h2">
          New project
        </Title>
        <Text size="sm" c="gray.7">
          Fill in what you know; save a draft at any step. The public sees the project only once you publish
          it.
        </Text>
      </div>
      {parentId && (
        <Alert variant="light" color="blue">
          This project will be a part of{' '}
          <Anchor component={Link} to={`/mda/project/${encodeURIComponent(parentId)}`}>
            {parent.data?.name ?? parentId}
          </Anchor>
          .
        </Alert>
      )}
      <ProjectForm
        parentId={parentId}
        canPublish={organization?.account_type !== 'CONTRACTOR'}
        onSaved={(project) =>
          void navigate(
            parentId
              ? `/mda/project/${encodeURIComponent(parentId)}`
              : `/mda/edit-project/${project.public_id}`,
            { replace: true },
          )
        }
      />
    </Stack>
  );
}
