import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { importXlsFormFieldsSchema } from '@oversight/shared/surveys/surveys.schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyFormErrors } from '../../../../lib/form-errors';
import { showSuccess } from '../../../../lib/toasts';
import { useImportXlsForm } from '../../api/import-xlsform';
import { importIssuesState } from './import-issues';

const ACCEPT = { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] };
const MAX_BYTES = 10 * 1024 * 1024;

const NOT_SENT = 'The file could not be sent. Check your connection and try again.';

/** The shared fields, and the file the dropzone gives (checked here: the server reads it from the multipart body). */
const importSchema = importXlsFormFieldsSchema.extend({
  file: z
    .instanceof(File)
    .nullable()
    .transform((file, ctx) => {
      if (file) return file;
      ctx.addIssue({ code: 'custom', message: 'Choose the XLSForm file first.' });
      return z.NEVER;
    }),
});
type ImportInput = z.input<typeof importSchema>;
type ImportValues = z.output<typeof importSchema>;
const EMPTY: ImportInput = { name: '', file: null };

/**
 * "Import XLSForm": an .xlsx from KoboToolbox, ODK or Excel becomes a draft form; its page then lists every row the
 * import could not carry.
 */
export function ImportXlsFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const navigate = useNavigate();
  const importForm = useImportXlsForm();
  const [problems, setProblems] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ImportInput, unknown, ImportValues>({
    resolver: zodResolver(importSchema),
    defaultValues: EMPTY,
  });
  const file = useWatch({ control, name: 'file' });

  const close = () => {
    if (isSubmitting) return;
    reset(EMPTY);
    setProblems([]);
    onClose();
  };
  const choose = (chosen: File | null) => {
    setProblems([]);
    clearErrors('file');
    setValue('file', chosen, { shouldDirty: true });
  };
  const rejected = (rejections: FileRejection[]) =>
    setError('file', {
      type: 'validate',
      message:
        rejections[0]?.errors[0]?.code === 'file-too-large'
          ? 'The file is larger than 10 MB.'
          : 'Choose an XLSForm saved as Excel (.xlsx).',
    });

  const submit = handleSubmit(async (values) => {
    setProblems([]);
    try {
      const form = await importForm.mutateAsync({ file: values.file, name: values.name });
      showSuccess(
        form.import_issues.length ? 'Form imported: check the rows listed on its page' : 'Form imported',
      );
      reset(EMPTY);
      onClose();
      await navigate(`/forms/${form.id}`, { state: importIssuesState(form.import_issues) });
    } catch (error) {
      // A file that is not an XLSForm says what it lacks under the file; a refused structure goes in the alert.
      setProblems(applyFormErrors(error, setError, ['file', 'name'], NOT_SENT));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Import an XLSForm" size="lg" fullScreen={phone}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The form made in KoboToolbox, ODK or Excel (sheets survey, choices and settings) becomes a draft
            here, with its groups, repeats, choices and skip logic. Anything it cannot carry is listed on the
            new form&apos;s page.
          </Text>
          {problems.length ? (
            <Alert color="red" title="The file was not imported">
              {problems.map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Alert>
          ) : null}
          <Dropzone
            onDrop={(files) => choose(files[0] ?? null)}
            onReject={rejected}
            maxSize={MAX_BYTES}
            maxFiles={1}
            accept={ACCEPT}
            loading={isSubmitting}
            aria-label="Choose the XLSForm file"
            inputProps={{
              'aria-label': 'XLSForm file (.xlsx)',
              'aria-invalid': errors.file ? true : undefined,
              'aria-describedby': errors.file ? 'xlsform-file-error' : undefined,
            }}
          >
            <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={36} stroke={1.5} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={36} stroke={1.5} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileSpreadsheet size={36} stroke={1.5} aria-hidden />
              </Dropzone.Idle>
              <div>
                <Text fw={600}>{file ? file.name : 'Drop the .xlsx here or click to choose it'}</Text>
                <Text size="sm" c="gray.7">
                  {file ? 'Drop another file to replace it.' : 'Excel (.xlsx), up to 10 MB.'}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {errors.file?.message ? (
            <Text id="xlsform-file-error" size="sm" c="red.8" role="alert" mt={-8}>
              {errors.file.message}
            </Text>
          ) : null}
          <TextInput
            label="Form name"
            description="Optional: the settings sheet's title is used when empty."
            maxLength={200}
            error={errors.name?.message}
            {...register('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!file}>
              Import form
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
