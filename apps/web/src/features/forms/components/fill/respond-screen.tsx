import { Alert, Anchor, Button, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCloudUpload, IconFileText } from '@tabler/icons-react';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { myResponsesQuery } from '../../api/my-responses';
import { OutboxAlert } from '../../offline/outbox-alert';
import { indexedDbOutbox, type QueuedResponse } from '../../offline/outbox-store';
import { announceSent, currentOwner, useOutbox } from '../../offline/use-outbox';
import { loadDraftCopy } from './draft-copies';
import { track } from '../../../../lib/analytics';
import { formatDate } from '../../../../lib/format';
import { tRich } from '../../../../i18n/rich';
import { useWordsFor, WordsProvider } from './filler-words';
import { RespondSession, type Outcome, type SessionStart } from './respond-session';

/** The respond page once the form is loaded: its name, the device's outbox, drafts, the filler, then thanks. */
export function RespondScreen({
  form,
  signedIn,
  signInHref,
  draftId,
  queuedId,
  onStartAgain,
}: {
  form: SurveyDetail;
  signedIn: boolean;
  /** Sign-in that comes back to this page. */
  signInHref: string;
  draftId?: string | null;
  queuedId?: string | null;
  onStartAgain: () => void;
}) {
  const outbox = useOutbox({ onSent: announceSent });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [round, setRound] = useState(0);
  // The form language the respondent picked in the filler: the page's fixed words follow it too.
  const [formLanguage, setFormLanguage] = useState<string | null>(null);
  const t = useWordsFor(formLanguage);
  const drafts = useQuery({
    ...myResponsesQuery(form.id, { is_draft: 'true', limit: 100 }),
    enabled: signedIn && form.abilities.respond,
  });
  const [queued, setQueued] = useState<QueuedResponse | null | undefined>(queuedId ? undefined : null);

  useEffect(() => {
    if (!queuedId) return;
    indexedDbOutbox.get(queuedId).then(
      (entry) => setQueued(entry ?? null),
      () => setQueued(null),
    );
  }, [queuedId]);

  const again = () => {
    setOutcome(null);
    setRound((value) => value + 1);
    onStartAgain();
  };

  const header = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {form.name}
      </Title>
      {form.description ? <Text c="dimmed">{form.description}</Text> : null}
    </Stack>
  );
  const outboxAlert = <OutboxAlert {...outbox} onSendNow={outbox.sendNow} onDiscard={outbox.discard} />;

  if (outcome) {
    return (
      <WordsProvider value={t}>
        <Stack gap="lg">
          {header}
          <Paper withBorder p="xl" radius="md">
            <Stack align="center" gap="sm" ta="center">
              {outcome === 'sent' ? (
                <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />
              ) : (
                <IconCloudUpload size={48} color="var(--mantine-color-yellow-8)" aria-hidden />
              )}
              <Title order={2} size="h3">
                {outcome === 'sent' ? t('filler.thanksSent') : t('filler.savedOnDevice')}
              </Title>
              {outcome === 'queued' ? <Text>{t('filler.sentWhenOnline')}</Text> : null}
              <Button onClick={again}>{t('filler.submitAnother')}</Button>
            </Stack>
          </Paper>
          {outboxAlert}
        </Stack>
      </WordsProvider>
    );
  }

  if (!form.abilities.respond) {
    return (
      <WordsProvider value={t}>
        <Stack gap="lg">
          {header}
          <Alert color="yellow" variant="light" title={t('filler.notTakingAnswers')}>
            {form.closed_reason ?? t('filler.mayNotAnswer')}
          </Alert>
          {outboxAlert}
        </Stack>
      </WordsProvider>
    );
  }

  const serverDraft = draftId ? drafts.data?.results.find((response) => response.id === draftId) : undefined;
  // No network (the list paused or failed): the copy this device kept when the draft was saved.
  const draftsUnreachable = drafts.isError || drafts.fetchStatus === 'paused';
  const deviceDraft =
    draftId && signedIn && !serverDraft && draftsUnreachable
      ? loadDraftCopy(form.id, currentOwner(), draftId)
      : null;
  const draft =
    serverDraft ?? (deviceDraft ? { id: deviceDraft.id, answers: deviceDraft.answers } : undefined);
  // A draft list kept from an earlier visit may predate the draft: wait for the fresh one before starting blank.
  const waitingForStart = (!!draftId && signedIn && !draft && drafts.isFetching) || queued === undefined;
  const start: SessionStart = queued
    ? {
        answers: queued.body.answers,
        serverErrors: queued.rejected?.errors,
        responseId: queued.body.response_id,
        clientId: queued.client_id,
        files: queued.files,
      }
    : draft
      ? { answers: draft.answers, responseId: draft.id }
      : {};
  const otherDrafts = (drafts.data?.results ?? []).filter((response) => response.id !== draftId);

  return (
    <WordsProvider value={t}>
      <Stack gap="lg">
        {header}
        {outboxAlert}
        {queued?.rejected ? (
          <Alert color="red" variant="light" title={t('filler.rejectedTitle')}>
            {queued.rejected.message} {t('filler.fixMarked')}
          </Alert>
        ) : null}
        {draftId && signedIn && drafts.isSuccess && !drafts.isFetching && !draft ? (
          <Alert color="yellow" variant="light">
            {t('filler.draftNotFound')}
          </Alert>
        ) : null}
        {deviceDraft ? (
          <Alert color="blue" variant="light">
            {t('filler.offlineDraftCopy', { time: formatDate(deviceDraft.saved_at, 'minute') })}
          </Alert>
        ) : null}
        {draftId && signedIn && !draft && draftsUnreachable ? (
          <Alert color="yellow" variant="light">
            {t('filler.draftNotOnDevice')}
          </Alert>
        ) : null}
        {otherDrafts.length ? (
          <Group justify="flex-end">
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="subtle" size="sm" leftSection={<IconFileText size={16} aria-hidden />}>
                  {t('filler.yourDrafts', { count: otherDrafts.length })}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {otherDrafts.map((response) => (
                  <Menu.Item
                    key={response.id}
                    component={Link}
                    to={`/forms/${form.id}/respond?draft=${response.id}`}
                  >
                    {t('filler.draftSavedAt', { time: new Date(response.modified).toLocaleString() })}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        ) : null}
        {!signedIn ? (
          <Text size="sm" c="dimmed">
            {tRich(
              'filler.withoutAccount',
              {
                signIn: (
                  <Anchor component={Link} to={signInHref} underline="always">
                    {t('filler.signIn')}
                  </Anchor>
                ),
              },
              undefined,
              t,
            )}
          </Text>
        ) : null}
        {waitingForStart ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('filler.loadingAnswers')} />
          </Group>
        ) : (
          <RespondSession
            key={`${round}-${draft?.id ?? queued?.client_id ?? 'new'}`}
            form={form}
            start={start}
            signedIn={signedIn}
            onDone={(result) => {
              setOutcome(result);
              track('Form submitted', { form: form.id, outcome: result, signed_in: signedIn });
            }}
            onStartOver={() => setRound((value) => value + 1)}
            language={formLanguage}
            onLanguageChange={setFormLanguage}
          />
        )}
      </Stack>
    </WordsProvider>
  );
}
