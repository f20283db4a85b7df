import { Anchor, Breadcrumbs, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formQuery } from '../../../features/forms/api/forms';
import { FormLoadState } from '../../../features/forms/components/form-load-state';
import { templateQuery } from '../../../features/forms/reports/api/templates';
import { TemplateEditor } from '../../../features/forms/reports/components/template-editor';

/** /forms/{id}/reports/templates/new and /forms/{id}/reports/templates/{templateId}: the report template editor. */
export function Component() {
  const { id = '', templateId = 'new' } = useParams();
  const isNew = templateId === 'new';
  const formRequest = useQuery(formQuery(id));
  const templateRequest = useQuery({ ...templateQuery(templateId), enabled: !isNew });
  const template = isNew ? null : templateRequest.data;
  useDocumentTitle(`${isNew ? 'New report template' : (template?.name ?? 'Report template')} · Oversight`);
  if (formRequest.isPending || formRequest.error)
    return (
      <FormLoadState
        pending={formRequest.isPending}
        error={formRequest.error}
        onRetry={() => void formRequest.refetch()}
        maw={1200}
      />
    );
  if (!isNew && (templateRequest.isPending || templateRequest.error)) {
    return templateRequest.error ? (
      <FormLoadState
        pending={false}
        error={templateRequest.error}
        onRetry={() => void templateRequest.refetch()}
        maw={1200}
      />
    ) : (
      <Skeleton h={300} maw={1200} mx="auto" />
    );
  }
  const form = formRequest.data;
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Breadcrumbs
        component="nav"
        separator="›"
        aria-label="Breadcrumb"
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        <Anchor component={Link} to={`/forms/${encodeURIComponent(form.id)}`} size="sm" lineClamp={1}>
          {form.name}
        </Anchor>
        <Anchor component={Link} to={`/forms/${encodeURIComponent(form.id)}/reports`} size="sm">
          Reports
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page">
          {isNew ? 'New template' : template?.name}
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {isNew ? 'New report template' : `Edit "${template?.name}"`}
      </Title>
      <TemplateEditor key={template?.id ?? 'new'} formId={form.id} template={template ?? null} />
    </Stack>
  );
}
