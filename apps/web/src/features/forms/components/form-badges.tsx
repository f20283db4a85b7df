import { Badge, Group } from '@mantine/core';
import type { Survey } from '@oversight/shared/surveys/surveys.schemas';

/** Where a form stands: published, draft or archived; taking answers or closed; shared with the reader. */
export function FormBadges({ form }: { form: Pick<Survey, 'is_published' | 'archived' | 'accepting_responses' | 'shared' | 'is_template'> }) {
  return (
    <Group gap={6} wrap="wrap">
      {form.archived ? (
        <Badge color="gray" variant="light">
          Archived
        </Badge>
      ) : form.is_published ? (
        <Badge color="green" variant="light">
          Published
        </Badge>
      ) : (
        <Badge color="yellow" variant="light">
          Draft
        </Badge>
      )}
      <Badge color={form.accepting_responses ? 'blue' : 'gray'} variant="outline">
        {form.accepting_responses ? 'Accepting responses' : 'Closed to responses'}
      </Badge>
      {form.is_template ? (
        <Badge color="grape" variant="light">
          Template
        </Badge>
      ) : null}
      {form.shared ? (
        <Badge color="teal" variant="light">
          Shared with you
        </Badge>
      ) : null}
    </Group>
  );
}
