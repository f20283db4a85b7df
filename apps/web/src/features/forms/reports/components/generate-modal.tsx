import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  generateReportBodySchema,
  type GenerateReportBody,
  type ReportTemplate,
} from '@oversight/shared/surveys/reports.schemas';
import { useForm } from 'react-hook-form';
import { errorMessages, ApiError } from '../../../../lib/api-client';
import { useGenerateReport } from '../api/generate-report';

type Input = { template_id: string; title?: string; from?: string | null; to?: string | null };

/** Asks for a date range (and a title) and starts the report; its progress shows in the reports list. */
export function GenerateModal({
  formId,
  template,
  onClose,
}: {
  formId: string;
  template: ReportTemplate | null;
  onClose: () => void;
}) {
  const form = useForm<Input, unknown, GenerateReportBody>({
    resolver: zodResolver(generateReportBodySchema),
    values: { template_id: template?.id ?? '', title: '', from: null, to: null },
  });
  const mutation = useGenerateReport(formId);
  const error =
    mutation.error instanceof ApiError
      ? errorMessages(mutation.error.status, mutation.error.body).join(' ')
      : mutation.error
        ? 'The report could not be started. Try again.'
        : null;
  const { errors } = form.formState;
  return (
    <Modal
      opened={!!template}
      onClose={onClose}
      title={template ? `Make a report from "${template.name}"` : ''}
      centered
    >
      <form
        onSubmit={(event) =>
          void form.handleSubmit((body) =>
            mutation.mutate(
              { ...body, from: body.from || null, to: body.to || null, title: body.title || undefined },
              { onSuccess: onClose },
            ),
          )(event)
        }
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Title"
            description="Leave empty to use the template's and the form's names."
            {...form.register('title')}
            error={errors.title?.message}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="From"
              description="Submitted on or after"
              {...form.register('from')}
              error={errors.from?.message}
            />
            <TextInput
              type="date"
              label="To"
              description="Submitted on or before"
              {...form.register('to')}
              error={errors.to?.message}
            />
          </Group>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Make PDF and DOCX
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
