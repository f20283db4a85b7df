import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  Modal,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  createWithAiBodySchema,
  REPORT_TYPE_LABELS,
  REPORT_UPLOAD_MAX_MB,
  type CreateWithAiBody,
  type ReportTemplate,
  type SurveyReport,
} from '@oversight/shared/surveys/reports.schemas';
import {
  IconDownload,
  IconFileUpload,
  IconPencil,
  IconPlus,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteModal } from '../../../../components/ui/confirm-delete-modal';
import { ApiError, errorMessages } from '../../../../lib/api-client';
import { useDeleteTemplate } from '../api/delete-template';
import { downloadReport } from '../api/download-report';
import { draftWithAi } from '../api/draft-with-ai';
import { isRunning, reportsQuery } from '../api/reports';
import { templatesQuery } from '../api/templates';
import { useUploadReport } from '../api/upload-report';
import { GenerateModal } from './generate-modal';

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? error.status >= 500 || error.status === 403 || error.status === 404
      ? error.message
      : errorMessages(error.status, error.body).join(' ')
    : 'Something went wrong. Try again.';
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const size = (bytes: number) =>
  bytes > 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function AiDraftModal({ formId, opened, onClose }: { formId: string; opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm<CreateWithAiBody>({
    resolver: zodResolver(createWithAiBodySchema),
    defaultValues: { survey_id: formId, prompt: '' },
  });
  const prompt = form.watch('prompt');
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: CreateWithAiBody) => draftWithAi(body),
    onSuccess: (template) =>
      void navigate(`/forms/${encodeURIComponent(formId)}/reports/templates/${template.id}`),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Draft a template with AI" centered>
      <form noValidate onSubmit={(event) => void form.handleSubmit((body) => mutation.mutate(body))(event)}>
        <Stack gap="sm">
          <Textarea
            label="What should the report show?"
            description="For example: a summary of visits by region, open sites by region, and the latest notes."
            autosize
            minRows={3}
            error={errors.prompt?.message}
            {...form.register('prompt')}
          />
          {mutation.error || errors.survey_id ? (
            <Alert color="red" role="alert">
              {mutation.error ? messageOf(mutation.error) : errors.survey_id?.message}
            </Alert>
          ) : null}
          <Text size="xs" c="gray.7">
            The draft opens in the editor: check it before making reports. Nothing is saved if the model's
            answer is unusable.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={prompt.trim().length < 5}>
              Draft template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function TemplateCard({
  formId,
  template,
  onGenerate,
}: {
  formId: string;
  template: ReportTemplate;
  onGenerate: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTemplate(formId);
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <ConfirmDeleteModal
        opened={confirming}
        title={`Delete “${template.name}”?`}
        text="Reports already made from it stay."
        confirmLabel="Delete template"
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(template.id, { onSuccess: () => setConfirming(false) })}
      />
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Text>
        <Text size="xs" c="gray.7">
          {template.blocks.length} blocks · changed {day(template.modified)}
          {template.created_by ? ` · by ${template.created_by.display_name}` : ''}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onGenerate}>
            Make report
          </Button>
          {template.abilities.edit ? (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`/forms/${encodeURIComponent(formId)}/reports/templates/${template.id}`}
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              Edit
            </Button>
          ) : null}
          {template.abilities.delete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              leftSection={<IconTrash size={14} aria-hidden />}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function ReportRow({ report }: { report: SurveyReport }) {
  const [failed, setFailed] = useState<string | null>(null);
  const download = (format: 'pdf' | 'docx') => {
    setFailed(null);
    downloadReport(report, format).catch((error: unknown) => setFailed(messageOf(error)));
  };
  const range =
    report.from || report.to
      ? `${report.from ?? 'start'} to ${report.to ?? 'today'}`
      : report.report_type === 'uploaded'
        ? null
        : 'all responses';
  return (
    <Card withBorder radius="md" p="sm" component="li" aria-label={report.title}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {report.title}
          </Text>
          <Badge variant="light" color="gray">
            {REPORT_TYPE_LABELS[report.report_type]}
          </Badge>
        </Group>
        <Text size="xs" c="gray.7">
          {day(report.created)}
          {range ? ` · ${range}` : ''}
          {report.created_by ? ` · ${report.created_by.display_name}` : ''}
        </Text>
        {isRunning(report.status) ? (
          <Stack gap={4}>
            <Text size="sm" role="status">
              Making the report… {report.progress}%
            </Text>
            <Progress
              value={Math.max(report.progress, 5)}
              animated
              aria-label={`Progress of ${report.title}`}
            />
          </Stack>
        ) : report.status === 'FAILURE' ? (
          <Text size="sm" c="red.8">
            {report.error ?? 'The report could not be made.'} Try making it again.
          </Text>
        ) : (
          <Group gap="xs">
            {report.files.map((file) => (
              <Button
                key={file.format}
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => download(file.format)}
              >
                {file.format.toUpperCase()} ({size(file.bytes)})
              </Button>
            ))}
          </Group>
        )}
        {failed ? (
          <Text size="sm" c="red.8" role="alert">
            {failed}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /forms/{id}/reports: the form's report templates and its reports (generated, written, uploaded) with downloads. */
export function ReportsScreen({ formId }: { formId: string }) {
  const templates = useQuery(templatesQuery(formId));
  const reports = useQuery(reportsQuery(formId));
  const [generating, setGenerating] = useState<ReportTemplate | null>(null);
  const [aiOpen, setAiOpen] = useState(false);
  const upload = useUploadReport(formId);
  const aiReady = templates.data?.ai_configured ?? false;

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="report-templates-title">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="report-templates-title">
            Report templates
          </Title>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/forms/${encodeURIComponent(formId)}/reports/templates/new`}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New template
            </Button>
            <Button
              variant="default"
              leftSection={<IconSparkles size={16} aria-hidden />}
              disabled={!aiReady}
              onClick={() => setAiOpen(true)}
            >
              Draft with AI
            </Button>
          </Group>
        </Group>
        {templates.data && !aiReady ? (
          <Text size="xs" c="gray.7">
            Draft with AI is not set up on this server; ask its administrator to turn it on.
          </Text>
        ) : null}
        {templates.isPending ? (
          <Skeleton h={90} />
        ) : templates.error ? (
          <Alert color="red">{messageOf(templates.error)}</Alert>
        ) : templates.data.results.length === 0 ? (
          <Text size="sm" c="gray.7">
            No templates yet. A template lists what a report shows: headings, text, charts of questions,
            cross-tabs, tables and maps. Make one to start.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {templates.data.results.map((template) => (
              <TemplateCard
                key={template.id}
                formId={formId}
                template={template}
                onGenerate={() => setGenerating(template)}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="reports-title">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="reports-title">
            Reports
          </Title>
          <FileButton
            onChange={(file) => file && upload.mutate(file)}
            accept="application/pdf,.pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                leftSection={<IconFileUpload size={16} aria-hidden />}
              >
                Upload a report
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="gray.7">
          Upload a PDF or Word (.docx) report written elsewhere, up to {REPORT_UPLOAD_MAX_MB} MB.
        </Text>
        {upload.error ? (
          <Alert color="red" role="alert">
            {messageOf(upload.error)}
          </Alert>
        ) : null}
        {reports.isPending ? (
          <Loader size="sm" aria-label="Loading reports" />
        ) : reports.error ? (
          <Alert color="red">{messageOf(reports.error)}</Alert>
        ) : reports.data.results.length === 0 ? (
          <Text size="sm" c="gray.7">
            No reports yet. Choose "Make report" on a template, or upload one.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {reports.data.results.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </Stack>
        )}
      </Stack>
      <GenerateModal formId={formId} template={generating} onClose={() => setGenerating(null)} />
      <AiDraftModal formId={formId} opened={aiOpen} onClose={() => setAiOpen(false)} />
    </Stack>
  );
}
