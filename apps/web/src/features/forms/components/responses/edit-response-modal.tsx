import { Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Answers, SurveyResponseDetail } from '@oversight/shared/surveys/responses.schemas';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { showError, showSuccess } from '../../../../lib/toasts';
import { useUpdateResponse } from '../../api/update-response';
import { uploadAnswerFile } from '../../api/upload-answer-file';

// The filler (inputs of every question type) loads only when someone edits a response.
const FormFiller = lazy(() =>
  import('../fill/form-filler').then((module) => ({ default: module.FormFiller })),
);

type ServerErrors = Record<string, string[]>;

/** Edits a response's answers with the form filler (its version's sections); the server's 400s show on the questions. */
export function EditResponseModal({
  response,
  opened,
  onClose,
}: {
  response: SurveyResponseDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateResponse(response.id);
  const phone = useMediaQuery('(max-width: 48em)');
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});

  async function save(answers: Answers) {
    try {
      await update.mutateAsync(answers);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const body = error.body as { answers?: ServerErrors } | null;
        setServerErrors(body?.answers ?? {});
        showError(body?.answers ? 'Some answers need changing: see the questions marked.' : error.message);
      } else {
        showError(error instanceof Error ? error.message : 'The answers could not be saved. Try again.');
      }
      return;
    }
    setServerErrors({});
    showSuccess('Response saved');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Edit response" size="xl" fullScreen={phone}>
      {opened ? (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the form" />}>
          <FormFiller
            sections={response.sections}
            initialAnswers={response.answers}
            mode="edit"
            serverErrors={serverErrors}
            submitLabel="Save changes"
            uploadFile={(file, question, onProgress) =>
              uploadAnswerFile(response.survey.id, file, file.name, question.name, onProgress)
            }
            onSubmit={(answers: Answers) => save(answers)}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
