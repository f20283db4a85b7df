import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { Question } from '@oversight/shared/surveys/questions.schemas';
import type { Answers, ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { showSuccess } from '../../../../lib/toasts';
import { useSendResponse } from '../../api/my-responses';
import { uploadAnswerFile } from '../../api/upload-answer-file';
import { usesValue, type QueuedFile, type QueuedResponse } from '../../offline/outbox-store';
import { currentOwner, outboxChanged, queueResponse } from '../../offline/use-outbox';
import { indexedDbOutbox } from '../../offline/outbox-store';
import { newId } from '../../../../lib/new-id';
import { FormFiller } from './form-filler';
import { useWords } from './filler-words';
import { dropDraftCopy, keepDraftCopy } from './draft-copies';
import { clearProgress, loadProgress, saveProgress } from './progress-store';

/** Where a response starts: blank, a draft of the caller's, or one kept on the device that the server refused. */
export interface SessionStart {
  answers?: Answers;
  serverErrors?: Record<string, string[]>;
  /** The draft continued (sent as response_id). */
  responseId?: string;
  /** The submission's client_id (a queued response keeps its own). */
  clientId?: string;
  files?: QueuedFile[];
}

export type Outcome = 'sent' | 'queued';

// Only an explicit false: a navigator without onLine (a test's stub) counts as online.
const offline = () => typeof navigator !== 'undefined' && (navigator.onLine as boolean | undefined) === false;

/**
 * One response being answered: FormFiller, file uploads that wait on the device when offline, the honeypot, and
 * sending (or keeping on the device when there is no network).
 */
export function RespondSession({
  form,
  start,
  signedIn,
  onDone,
  onStartOver,
  language,
  onLanguageChange,
}: {
  form: SurveyDetail;
  start: SessionStart;
  signedIn: boolean;
  onDone: (outcome: Outcome) => void;
  onStartOver: () => void;
  /** The form language the respondent reads (kept by the page, so its own words follow it too). */
  language: string | null;
  onLanguageChange: (language: string | null) => void;
}) {
  const t = useWords();
  // A new response picks up answers this device kept from a page that was closed before they were sent.
  const fresh = !start.answers && !start.clientId;
  const [restored] = useState(() => (fresh ? loadProgress(form.id) : null));
  // Made once per response: retries and the offline queue send the same one, so the server stores it once.
  const clientId = useRef(start.clientId ?? restored?.client_id ?? newId());
  const startedAt = useRef(new Date().toISOString());
  const responseId = useRef(start.responseId);
  const honeypot = useRef<HTMLInputElement>(null);
  // Files chosen with no network, by the local id that stands in the answers until they are uploaded.
  const localFiles = useRef(
    new Map<string, QueuedFile>((start.files ?? []).map((file) => [file.local_id, file])),
  );
  const [serverErrors, setServerErrors] = useState(start.serverErrors);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendResponse(form.id);

  const keepOnDevice = async (file: File, question: Question): Promise<ResponseFile> => {
    const local = {
      local_id: newId(),
      question: question.name,
      name: file.name,
      type: file.type,
      data: await file.arrayBuffer(),
    };
    localFiles.current.set(local.local_id, local);
    return {
      id: local.local_id,
      url: '',
      name: file.name,
      content_type: file.type,
      bytes: file.size,
      question: question.name,
    };
  };

  const uploadFile = async (file: File, question: Question, onProgress?: (fraction: number) => void) => {
    if (offline()) return keepOnDevice(file, question);
    try {
      return await uploadAnswerFile(form.id, file, file.name, question.name, onProgress);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return keepOnDevice(file, question);
      throw error;
    }
  };

  const submit = async (answers: Answers, { isDraft }: { isDraft: boolean }) => {
    setProblem(null);
    const files = [...localFiles.current.values()].filter((file) => usesValue(answers, file.local_id));
    // A draft's first save makes it (a fresh key each time); later saves continue it by response_id. The
    // submission's own client_id is never spent on a draft, or the server would answer the draft back.
    const key = isDraft ? (responseId.current ? undefined : newId()) : clientId.current;
    const entry: QueuedResponse = {
      client_id: key ?? newId(),
      survey_id: form.id,
      survey_name: form.name,
      body: {
        answers,
        is_draft: isDraft,
        ...(responseId.current ? { response_id: responseId.current } : {}),
        ...(key ? { client_id: key } : {}),
        started_at: startedAt.current,
        ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
      },
      files,
      created_at: new Date().toISOString(),
      owner: currentOwner(),
    };
    // A draft being submitted lives in the outbox or on the server from here: its device copy is done.
    if (!isDraft && responseId.current) dropDraftCopy(form.id, currentOwner(), responseId.current);
    if (offline()) {
      await queueResponse(entry);
      clearProgress(form.id);
      onDone('queued');
      return;
    }
    const result = await send.mutateAsync(entry);
    if (result.status === 'retry') {
      await queueResponse(result.entry);
      clearProgress(form.id);
      onDone('queued');
      return;
    }
    if (result.status === 'rejected') {
      const { errors, message, status } = result.entry.rejected!;
      setServerErrors(errors ?? {});
      setProblem(status === 400 && errors && Object.keys(errors).length ? null : message);
      return;
    }
    // A response fixed from the device's outbox is now on the server.
    if (start.clientId) await indexedDbOutbox.delete(start.clientId).then(outboxChanged, () => undefined);
    clearProgress(form.id);
    if (isDraft) {
      responseId.current = result.response.id;
      keepDraftCopy(form.id, currentOwner(), {
        id: result.response.id,
        answers,
        saved_at: new Date().toISOString(),
      });
      showSuccess(t('filler.draftSaved'));
      return;
    }
    onDone('sent');
  };

  return (
    <>
      {problem ? (
        <Alert color="red" variant="light" role="alert" mb="md" title={t('filler.notSaved')}>
          {problem}
        </Alert>
      ) : null}
      {/* People never see this field; bots fill it in, and the server then refuses their answers. */}
      <VisuallyHidden aria-hidden>
        <label htmlFor="respond-website">Leave this field empty</label>
        <input
          id="respond-website"
          name="website"
          ref={honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </VisuallyHidden>
      {restored ? (
        <Alert color="blue" variant="light" mb="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('filler.unsentKept', { time: new Date(restored.saved_at).toLocaleString() })}
            </Text>
            <Button
              size="xs"
              variant="white"
              onClick={() => {
                clearProgress(form.id);
                onStartOver();
              }}
            >
              {t('filler.startOver')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <FormFiller
        sections={form.sections}
        initialAnswers={start.answers ?? restored?.answers}
        onChange={
          fresh
            ? (answers) =>
                saveProgress(form.id, {
                  answers,
                  client_id: clientId.current,
                  saved_at: new Date().toISOString(),
                })
            : undefined
        }
        mode="respond"
        onSubmit={submit}
        uploadFile={uploadFile}
        serverErrors={serverErrors}
        allowDrafts={signedIn}
        language={language}
        onLanguageChange={onLanguageChange}
      />
    </>
  );
}
