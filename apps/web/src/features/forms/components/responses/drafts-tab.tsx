import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { eachQuestion, NO_ANSWER_TYPES, type Question } from '@oversight/shared/surveys/questions.schemas';
import type { Answers, SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { IconFileText, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { formatDate, formatNumber } from '../../../../lib/format';
import { myResponsesQuery } from '../../api/my-responses';
import { LoadError } from '../../../../components/ui/load-error';
import { ConfirmDeleteResponse } from './confirm-delete';

const DRAFTS_LIMIT = 100;

const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** How many of the form's questions a draft answers (a repeat counts once when it has an item). */
export function answeredCount(form: SurveyDetail, answers: Answers): { answered: number; total: number } {
  let answered = 0;
  let total = 0;
  for (const { question, parents } of eachQuestion<Question>(form.sections)) {
    if (
      NO_ANSWER_TYPES.includes(question.question_type) ||
      parents.some((parent) => parent.question_type === 'repeat')
    )
      continue;
    total += 1;
    if (filled(answers[question.name])) answered += 1;
  }
  return { answered, total };
}

/** The caller's drafts of this form: when each was saved, how far it got, Continue and Delete. */
export function DraftsTab({ form }: { form: SurveyDetail }) {
  const query = useQuery(myResponsesQuery(form.id, { is_draft: 'true', limit: DRAFTS_LIMIT }));
  const [deleting, setDeleting] = useState<string | null>(null);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading drafts">
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  } else if (query.error) {
    body = <LoadError what="your drafts" onRetry={() => void query.refetch()} />;
  } else if (!query.data.results.length) {
    body = (
      <EmptyState
        icon={<IconFileText size={36} stroke={1.5} />}
        title="No drafts"
        text="No drafts. Drafts you save while filling this form appear here."
        order={3}
      />
    );
  } else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your drafts">
        {query.data.results.map((draft) => (
          <DraftItem key={draft.id} form={form} draft={draft} onDelete={() => setDeleting(draft.id)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Your drafts
        </Title>
        <Text size="sm" c="gray.7">
          Answers you saved to finish later. Only you see them.
          {query.data && query.data.count > DRAFTS_LIMIT
            ? ` The latest ${DRAFTS_LIMIT} of ${formatNumber(query.data.count)}.`
            : ''}
        </Text>
      </div>
      {body}
      <ConfirmDeleteResponse responseId={deleting} what="draft" onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function DraftItem({
  form,
  draft,
  onDelete,
}: {
  form: SurveyDetail;
  draft: SurveyResponse;
  onDelete: () => void;
}) {
  const { answered, total } = answeredCount(form, draft.answers);
  const saved = formatDate(draft.modified, 'minute');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text fw={600} size="sm">
            Saved {saved}
          </Text>
          <Text size="sm" c="gray.7">
            {formatNumber(answered)} of {formatNumber(total)} questions answered
          </Text>
        </div>
        <Group gap="xs">
          {form.abilities.respond ? (
            <Button
              component={Link}
              to={`/forms/${encodeURIComponent(form.id)}/respond?draft=${encodeURIComponent(draft.id)}`}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={`Continue the draft saved ${saved}`}
            >
              Continue
            </Button>
          ) : (
            <Text size="sm" c="gray.7">
              {form.closed_reason ?? 'The form does not take answers now.'}
            </Text>
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Delete the draft saved ${saved}`}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
