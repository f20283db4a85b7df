import { Anchor, Breadcrumbs, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formQuery } from '../../../features/forms/api/forms';
import { LoadError } from '../../../features/forms/components/load-error';
import { ResponsesTab } from '../../../features/forms/components/responses/responses-tab';
import { ApiError } from '../../../lib/api-client';

/** /forms/{id}/responses: the form's responses table on a page of its own (the same as the form's Responses tab). */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(formQuery(id));
  useDocumentTitle(query.data ? `Responses · ${query.data.name} · Oversight` : 'Form responses · Oversight');

  if (query.isPending) {
    return (
      <Stack gap="md" maw={1400} mx="auto" aria-busy="true" aria-label="Loading form">
        <Skeleton height={20} width={200} />
        <Skeleton height={36} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403 || status === 400) {
      return (
        <EmptyState
          order={1}
          icon={<IconFileSearch size={36} stroke={1.5} />}
          title="Form not found"
          text="It may have been deleted, or it is not shared with you. Ask its organisation to invite you."
          action={
            <Button component={Link} to="/forms">
              Back to forms
            </Button>
          }
        />
      );
    }
    return <LoadError what="this form" onRetry={() => void query.refetch()} />;
  }
  const form = query.data;
  return (
    <Stack gap="md" maw={1400} mx="auto">
      <Breadcrumbs
        component="nav"
        separator="›"
        aria-label="Breadcrumb"
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        <Anchor component={Link} to={form.shared ? '/forms/shared' : '/forms'} size="sm">
          {form.shared ? 'Shared with me' : 'Forms'}
        </Anchor>
        <Anchor component={Link} to={`/forms/${encodeURIComponent(form.id)}`} size="sm" lineClamp={1}>
          {form.name}
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page">
          Responses
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {form.name}
      </Title>
      <ResponsesTab form={form} />
    </Stack>
  );
}
