import { ActionIcon, Alert, Button, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { addRespondentsBodySchema } from '@oversight/shared/surveys/responses.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { IconAlertTriangle, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import { formatDate, formatNumber } from '../../../../lib/format';
import { showSuccess } from '../../../../lib/toasts';
import { useAddRespondents } from '../../api/add-respondents';
import { useRemoveRespondent } from '../../api/remove-respondent';
import { respondentsQuery } from '../../api/respondents';
import { LoadError } from '../../../../components/ui/load-error';

/** "a@x.ng, b@y.ng\nc@z.ng" -> the addresses, once each. */
export const splitEmails = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/** Checks the addresses with the shared body schema; the first problem, naming the address, or true. */
function checkEmails(text: string): true | string {
  const emails = splitEmails(text);
  const result = addRespondentsBodySchema.safeParse({ emails });
  if (result.success) return true;
  const issue = result.error.issues[0]!;
  const index = issue.path[1];
  return typeof index === 'number' ? `${emails[index]}: ${issue.message}` : issue.message;
}

/** Who may answer the form: the list, adding people by e-mail (those not found are named), removing one. */
export function RespondentsModal({
  form,
  opened,
  onClose,
}: {
  form: SurveyDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const add = useAddRespondents(form.id);
  const removal = useRemoveRespondent(form.id);
  const list = useQuery({ ...respondentsQuery(form.id), enabled: opened });
  const [notFound, setNotFound] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<{ emails: string }>({
    defaultValues: { emails: '' },
  });

  const submit = handleSubmit(async ({ emails }) => {
    try {
      const result = await add.mutateAsync(splitEmails(emails));
      setNotFound(result.not_found);
      reset({ emails: result.not_found.join('\n') });
      if (result.added.length)
        showSuccess(
          `${formatNumber(result.added.length)} ${result.added.length === 1 ? 'person' : 'people'} added`,
        );
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
      const message =
        body && typeof body === 'object'
          ? Object.values(body)
              .flat()
              .find((item) => typeof item === 'string')
          : null;
      setError('emails', {
        message:
          (message as string | null) ??
          (error instanceof Error ? error.message : 'Could not add them. Try again.'),
      });
    }
  });

  async function remove(userId: string) {
    setRemoving(userId);
    try {
      await removal.mutateAsync(userId);
      showSuccess('Respondent removed');
    } catch {
      // The API client shows the error.
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Respondents" size="lg" fullScreen={phone}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          People added here may answer “{form.name}” when it is published, signed in with their account.
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <Textarea
              label="Add people by e-mail"
              description="Several addresses: separate them with commas or new lines."
              autosize
              minRows={2}
              maxRows={8}
              error={formState.errors.emails?.message}
              {...register('emails', { validate: checkEmails })}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={formState.isSubmitting}>
                Add
              </Button>
            </Group>
          </Stack>
        </form>
        {notFound.length ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Not found"
            role="alert"
            // Yellow text on the light yellow is too faint to read: the title keeps the body's colour.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">
              No account here uses {notFound.length === 1 ? 'this address' : 'these addresses'}:{' '}
              {notFound.join(', ')}. Ask them to sign up, or check the spelling.
            </Text>
          </Alert>
        ) : null}
        {list.isPending ? (
          <Skeleton height={80} aria-label="Loading respondents" />
        ) : list.error ? (
          <LoadError what="the respondents" onRetry={() => void list.refetch()} />
        ) : list.data.results.length ? (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Respondents">
            {list.data.results.map((person) => (
              <Group component="li" key={person.id} justify="space-between" wrap="nowrap" gap="sm" py={4}>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {person.display_name}
                  </Text>
                  <Text size="xs" c="gray.7" truncate>
                    {person.email ?? 'No e-mail'} · added {formatDate(person.added)}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${person.display_name}`}
                  loading={removing === person.id}
                  onClick={() => void remove(person.id)}
                >
                  <IconUserMinus size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            No respondents yet. Add people by e-mail above; stakeholders with “respond to form” may answer
            too.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
