import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { Survey } from '@oversight/shared/surveys/surveys.schemas';
import { Link } from 'react-router';

/**
 * The trail of a form's pages: its list (Forms, or Shared with me), then the form, then `page` (Responses,
 * Reports). Without `page` the form's own page is the current one.
 */
export function FormBreadcrumbs({
  form,
  page,
}: {
  form: Pick<Survey, 'id' | 'name' | 'shared'>;
  page?: string;
}) {
  return (
    <Breadcrumbs
      component="nav"
      separator="›"
      aria-label="Breadcrumb"
      styles={{ root: { flexWrap: 'wrap' } }}
    >
      <Anchor component={Link} to={form.shared ? '/forms/shared' : '/forms'} size="sm">
        {form.shared ? 'Shared with me' : 'Forms'}
      </Anchor>
      {page ? (
        <Anchor component={Link} to={`/forms/${encodeURIComponent(form.id)}`} size="sm" lineClamp={1}>
          {form.name}
        </Anchor>
      ) : null}
      <Text size="sm" c="gray.7" lineClamp={page ? undefined : 1} aria-current="page">
        {page ?? form.name}
      </Text>
    </Breadcrumbs>
  );
}
