import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formQuery } from '../../../features/forms/api/forms';
import { FormBreadcrumbs } from '../../../features/forms/components/form-breadcrumbs';
import { FormLoadState } from '../../../features/forms/components/form-load-state';
import { ReportsScreen } from '../../../features/forms/reports/components/reports-screen';

/** /forms/{id}/reports: the form's report templates and reports, for those who view its responses. */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(formQuery(id));
  useDocumentTitle(query.data ? `Reports · ${query.data.name} · Oversight` : 'Form reports · Oversight');
  if (query.isPending || query.error)
    return (
      <FormLoadState
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        maw={1000}
      />
    );
  const form = query.data;
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <FormBreadcrumbs form={form} page="Reports" />
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        Reports: {form.name}
      </Title>
      {form.abilities.view_responses ? (
        <ReportsScreen formId={form.id} />
      ) : (
        <Text c="gray.7">
          Reports show this form's responses: ask its organisation for access to its responses to see them.
        </Text>
      )}
    </Stack>
  );
}
