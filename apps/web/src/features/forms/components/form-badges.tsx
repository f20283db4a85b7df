import { Badge, Group } from '@mantine/core';
import type { Survey } from '@oversight/shared/surveys/surveys.schemas';

/** Where a form stands: published, draft or archived; when published, taking answers or closed; shared with the reader. */
export function FormBadges({
  form,
}: {
  form: Pick<Survey, 'is_published' | 'archived' | 'accepting_responses' | 'shared' | 'is_template'>;
}) {
  return (
    <Group gap={6} wrap="wrap">
      {form.archived ? (
        <Badge color="gray" variant="dot">
          Archived
        </Badge>
      ) : form.is_published ? (
        <Badge color="green" variant="dot">
          Published
        </Badge>
      ) : (
        <Badge color="yellow" variant="dot">
          Draft
        </Badge>
      )}
      {/* Only a published form takes answers: a draft or an archived form is never "accepting responses". */}
      {form.is_published && !form.archived ? (
        <Badge color={form.accepting_responses ? 'blue' : 'gray'} variant="dot">
          {form.accepting_responses ? 'Accepting responses' : 'Closed to responses'}
        </Badge>
      ) : null}
      {form.is_template ? (
        <Badge color="grape" variant="dot">
          Template
        </Badge>
      ) : null}
      {form.shared ? (
        <Badge color="teal" variant="dot">
          Shared with you
        </Badge>
      ) : null}
    </Group>
  );
}
