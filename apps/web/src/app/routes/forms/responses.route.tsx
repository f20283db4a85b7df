import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formQuery } from '../../../features/forms/api/forms';
import { FormBreadcrumbs } from '../../../features/forms/components/form-breadcrumbs';
import { FormLoadState } from '../../../features/forms/components/form-load-state';
import { ResponsesTab } from '../../../features/forms/components/responses/responses-tab';
import { FormResults } from '../../../features/forms/results/components/form-results';

/**
 * /forms/{id}/responses: the form's responses table (the same as the form's Responses tab), and for those who view
 * responses its summary cards, saved charts and cross-tab. Page actions (Export) sit beside the title.
 */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(formQuery(id));
  useDocumentTitle(query.data ? `Responses · ${query.data.name} · Oversight` : 'Form responses · Oversight');

  if (query.isPending || query.error) {
    return (
      <FormLoadState
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        maw={1400}
      />
    );
  }
  const form = query.data;
  return (
    <Stack gap="md" maw={1400} mx="auto">
      <FormBreadcrumbs form={form} page="Responses" />
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
          {form.name}
        </Title>
        <Group gap="sm">{/* Page actions: Export. */}</Group>
      </Group>
      {form.abilities.view_responses ? (
        <FormResults formId={form.id} responses={<ResponsesTab form={form} />} />
      ) : (
        <ResponsesTab form={form} />
      )}
    </Stack>
  );
}
