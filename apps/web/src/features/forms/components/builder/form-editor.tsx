import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { showError, showSuccess } from '../../../../lib/toasts';
import { useSaveFormStructure } from '../../api/form-writes';
import { FormFiller } from '../fill/form-filler';
import { fromSaved } from './builder-state';
import { FormBuilder } from './form-builder';
import { UnsavedChanges } from './unsaved-changes';
import { useFormBuilder } from './use-form-builder';

const VERSION_NOTICE = 'Answers already given keep their version';

/**
 * The Form tab of /forms/{id}: the builder for those who may edit (saving the whole structure with PATCH), the
 * form as respondents see it for the others.
 */
export function FormEditor({ form }: { form: SurveyDetail }) {
  if (!form.abilities.edit) {
    return (
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Questions">
        {form.sections.some((section) => section.questions.length) ? (
          <FormFiller sections={form.sections} mode="preview" />
        ) : (
          <Text size="sm" c="gray.7">
            This form has no questions yet.
          </Text>
        )}
      </Paper>
    );
  }
  return <EditableForm form={form} />;
}

function EditableForm({ form }: { form: SurveyDetail }) {
  const saveStructure = useSaveFormStructure(form.id);
  const builder = useFormBuilder(fromSaved(form.sections));
  const [saving, setSaving] = useState(false);
  const answered = form.responses_count > 0;

  async function save() {
    setSaving(true);
    builder.clearErrors();
    try {
      const saved = await saveStructure.mutateAsync(builder.input());
      builder.saved(saved.sections);
      showSuccess(saved.version > form.version || answered ? `Form saved. ${VERSION_NOTICE}.` : 'Form saved');
    } catch (error) {
      const body = error instanceof ApiError && error.status === 400 ? error.body : null;
      if (!builder.showErrors(body))
        showError(
          error instanceof ApiError
            ? error.message
            : 'The form was not saved. Check your connection and try again.',
        );
      else showError('Some questions need a fix: they are marked in red.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md">
      <UnsavedChanges when={builder.dirty} />
      <FormBuilder
        builder={builder}
        notice={
          form.is_published && answered ? (
            <Alert
              color="blue"
              title={VERSION_NOTICE}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              This form has {form.responses_count === 1 ? '1 response' : `${form.responses_count} responses`}.
              Saving changes starts a new version: answers already given stay readable as they were, new
              answers use the changed questions.
            </Alert>
          ) : null
        }
        actions={
          <>
            {builder.dirty ? (
              <Text size="sm" c="gray.7" aria-live="polite">
                Unsaved changes
              </Text>
            ) : null}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={saving}
              onClick={() => void save()}
            >
              Save form
            </Button>
          </>
        }
      />
    </Stack>
  );
}
