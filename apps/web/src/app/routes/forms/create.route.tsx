import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCreateForm } from '../../../features/forms/api/form-writes';
import { starterSections } from '../../../features/forms/components/builder/builder-state';
import { FormBuilder } from '../../../features/forms/components/builder/form-builder';
import { UnsavedChanges } from '../../../features/forms/components/builder/unsaved-changes';
import { useFormBuilder } from '../../../features/forms/components/builder/use-form-builder';
import { FormFields, valuesOf } from '../../../features/forms/components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toasts';

/**
 * /forms/create: a new form's details, then its sections and questions (the builder), saved together by "Save form".
 * It starts as a draft accepting responses, and opens on its page.
 */
export function Component() {
  useDocumentTitle('Create form · Oversight');
  const navigate = useNavigate();
  const create = useCreateForm();
  const [starter] = useState(starterSections);
  const builder = useFormBuilder(starter);
  const [created, setCreated] = useState<string | null>(null);

  // Leave once the saved state has rendered, so the unsaved-changes guard lets the page go.
  useEffect(() => {
    if (created && !builder.dirty) void navigate(`/forms/${created}`, { replace: true });
  }, [created, builder.dirty, navigate]);

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <UnsavedChanges when={builder.dirty && !created} />
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
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <FormFields
          initial={valuesOf()}
          submitLabel="Save form"
          onCancel={() => void navigate('/forms')}
          onSubmit={async (values) => {
            builder.clearErrors();
            try {
              const form = await create.mutateAsync({ ...values, sections: builder.input() });
              builder.saved(form.sections);
              showSuccess('Form created');
              setCreated(form.id);
            } catch (error) {
              // Question and section errors go on their cards; the details' own errors stay with FormFields.
              if (!(error instanceof ApiError) || !builder.showErrors(error.body)) throw error;
              const { questions: _q, sections: _s, ...rest } = error.body as Record<string, unknown>;
              if (Object.keys(rest).length) throw new ApiError(400, rest);
              throw new Error('Some questions need a fix: they are marked in red below.');
            }
          }}
        >
          {(actions) => (
            <Stack gap="xs" mt="md">
              <Title order={2} size="h4">
                Questions
              </Title>
              <FormBuilder builder={builder} actions={actions} />
            </Stack>
          )}
        </FormFields>
      </Paper>
    </Stack>
  );
}
