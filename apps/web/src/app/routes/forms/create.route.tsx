import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { createForm } from '../../../features/forms/api/form-writes';
import { formKeys } from '../../../features/forms/api/keys';
import { FormFields, valuesOf } from '../../../features/forms/components/form-fields';
import { showSuccess } from '../../../lib/toasts';

/** /forms/create: a new form (a draft, accepting responses) with its details; it opens on its page. */
export function Component() {
  useDocumentTitle('Create form · Oversight');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Breadcrumbs component="nav" separator="›" aria-label="Breadcrumb">
        <Anchor component={Link} to="/forms" size="sm">
          Forms
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page">
          Create form
        </Text>
      </Breadcrumbs>
      <div>
        <Title order={1} size="h2">
          Create form
        </Title>
        <Text size="sm" c="gray.7">
          It starts as a draft: publish it from its page when it is ready.
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <FormFields
          initial={valuesOf()}
          submitLabel="Create form"
          onCancel={() => void navigate('/forms')}
          onSubmit={async (values) => {
            const form = await createForm(values);
            await queryClient.invalidateQueries({ queryKey: formKeys.all });
            showSuccess('Form created');
            await navigate(`/forms/${form.id}`);
          }}
        />
      </Paper>
    </Stack>
  );
}
