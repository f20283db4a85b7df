import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Progress,
  Radio,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  createExportBodySchema,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  type CreateExportBody,
  type CreateExportInput,
  type ExportFilters,
} from '@oversight/shared/surveys/exports.schemas';
import { eachQuestion } from '@oversight/shared/surveys/questions.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { downloadExport } from './api/download-export';
import { exportStatusQuery, isRunning } from './api/export-status';
import { useStartExport } from './api/start-export';
import { ExportList } from './export-list';

/** What the form offers: GPS questions outside repeats (GeoJSON) and the languages of its translations. */
function formFacts(form: SurveyDetail) {
  const languages = new Set<string>();
  let located = false;
  for (const { question, parents } of eachQuestion(form.sections)) {
    Object.keys(question.translations?.text ?? {}).forEach((language) => languages.add(language));
    // GeoJSON carries points (location), lines (geotrace) and areas (geoshape) outside repeats.
    if (
      ['location', 'geotrace', 'geoshape'].includes(question.question_type) &&
      !parents.some((parent) => parent.question_type === 'repeat')
    )
      located = true;
  }
  return { located, languages: [...languages].sort() };
}

const firstMessage = (error: unknown) => {
  const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
  const found =
    body && typeof body === 'object' ? JSON.stringify(body).match(/"([^"]{8,})"/)?.[1] : undefined;
  return found ?? 'The export could not be started. Try again.';
};

function RunningExport({ taskId }: { taskId: string }) {
  const status = useQuery(exportStatusQuery(taskId));
  const data = status.data;
  if (!data) return <Progress value={0} size="lg" animated aria-label="Export starting" />;
  if (isRunning(data.status))
    return (
      <Stack gap={4} aria-live="polite">
        <Text size="sm">Exporting… {data.progress}%</Text>
        <Progress value={data.progress} size="lg" animated aria-label={`Export ${data.progress}% done`} />
      </Stack>
    );
  if (data.status === 'FAILURE')
    return (
      <Alert color="red" title="The export failed" role="alert">
        {data.error ?? 'Start it again.'}
      </Alert>
    );
  return (
    <Alert color="green" title="Your export is ready" aria-live="polite">
      <Stack gap="xs">
        <Text size="sm">
          {formatNumber(data.result?.total_responses ?? 0)}{' '}
          {data.result?.total_responses === 1 ? 'response' : 'responses'} in {data.result?.filename}.
        </Text>
        <Group>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadExport(data.export)}
          >
            Download
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** "Export" on the Responses tab: format and options, the export's progress, and the form's recent exports. */
export function ExportButton({
  form,
  filters,
  filtered,
}: {
  form: SurveyDetail;
  filters: ExportFilters;
  filtered: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const start = useStartExport(form.id);
  const facts = useMemo(() => formFacts(form), [form]);
  const { control, handleSubmit, formState, setError } = useForm<
    CreateExportInput,
    unknown,
    CreateExportBody
  >({
    resolver: zodResolver(createExportBodySchema),
    defaultValues: {
      format: 'csv',
      multiple_choice: 'one_column',
      values: 'labels',
      language: undefined,
      filters: {},
    },
  });
  if (!form.abilities.view_responses) return null;

  const submit = handleSubmit(async (body) => {
    try {
      const started = await start.mutateAsync({ ...body, filters });
      setTaskId(started.task_id);
    } catch (error) {
      setError('root', { message: firstMessage(error) });
    }
  });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Export
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Export responses"
        fullScreen={phone}
        size="lg"
      >
        <Stack gap="md">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <Text size="sm" c="gray.7">
                {filtered
                  ? 'Only the responses that match the filters of the table are exported.'
                  : 'Every submitted response is exported.'}
              </Text>
              <Controller
                control={control}
                name="format"
                render={({ field, fieldState }) => (
                  <Radio.Group
                    label="Format"
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  >
                    <Stack gap={6} mt={4}>
                      {EXPORT_FORMATS.map((format) => (
                        <Radio
                          key={format}
                          value={format}
                          label={EXPORT_FORMAT_LABELS[format]}
                          disabled={format === 'geojson' && !facts.located}
                          description={
                            format === 'geojson' && !facts.located
                              ? 'This form asks for no GPS location, line or area.'
                              : undefined
                          }
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              />
              <Controller
                control={control}
                name="multiple_choice"
                render={({ field }) => (
                  <Radio.Group
                    label="Questions with several answers"
                    value={field.value}
                    onChange={field.onChange}
                  >
                    <Stack gap={6} mt={4}>
                      <Radio value="one_column" label="One column with every choice" />
                      <Radio value="per_choice" label="One column per choice (1 or 0)" />
                    </Stack>
                  </Radio.Group>
                )}
              />
              <Controller
                control={control}
                name="values"
                render={({ field }) => (
                  <Radio.Group label="Headers and choices" value={field.value} onChange={field.onChange}>
                    <Stack gap={6} mt={4}>
                      <Radio value="labels" label="As people read them (question text, choice labels)" />
                      <Radio value="values" label="As stored (question names, choice values)" />
                    </Stack>
                  </Radio.Group>
                )}
              />
              {facts.languages.length ? (
                <Controller
                  control={control}
                  name="language"
                  render={({ field, fieldState }) => (
                    <Select
                      label="Language"
                      placeholder="The form's own language"
                      data={facts.languages}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value ?? undefined)}
                      clearable
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ) : null}
              {formState.errors.root ? (
                <Alert color="red" role="alert">
                  {formState.errors.root.message}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button type="submit" loading={formState.isSubmitting}>
                  Start export
                </Button>
              </Group>
            </Stack>
          </form>
          {taskId ? <RunningExport taskId={taskId} /> : null}
          <Divider />
          <Title order={3} size="h5">
            Recent exports
          </Title>
          <ExportList formId={form.id} />
        </Stack>
      </Modal>
    </>
  );
}
