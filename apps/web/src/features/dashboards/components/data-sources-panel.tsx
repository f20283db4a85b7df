import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  bulkUpdateDataSourcesBodySchema,
  createDataSourceBodySchema,
  DATA_SOURCE_KIND_LABELS,
  DATA_SOURCE_KINDS,
  DATASET_COLUMN_TYPES,
  type BulkUpdateDataSourcesBody,
  type CreateDataSourceBody,
  type DataSource,
  type DataSourceKind,
  type DatasetColumnType,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { IconDatabase, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { applyFormErrors, formErrors } from '../../../lib/form-errors';
import { showError, showSuccess } from '../../../lib/toasts';
import {
  dataSourcesQuery,
  formChoicesQuery,
  planChoicesQuery,
  useBulkUpdateDataSources,
  useCreateDataSource,
  useDeleteDataSource,
  useUploadDataset,
} from '../api/data-sources';
import { visualizationsQuery } from '../api/visualizations';
import { bodyResolver } from './body-resolver';

const TYPE_LABELS: Record<DatasetColumnType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  state: 'State',
  boolean: 'Yes/No',
};
type SourceForm = {
  kind: DataSourceKind;
  name: string;
  survey_id: string | null;
  plan_id: string | null;
  file: File | null;
};
const FILE_NEEDED = 'Choose a CSV or XLSX file.';

/** What the form sends: a dataset without a typed name is named after its file. */
function sourceBody(dashboardId: string, values: SourceForm): CreateDataSourceBody {
  const fromFile = values.kind === 'dataset' ? values.file?.name.replace(/\.(csv|xlsx)$/i, '') : undefined;
  return {
    dashboard_id: dashboardId,
    kind: values.kind,
    name: values.name.trim() || fromFile || undefined,
    survey_id: values.kind === 'form' ? (values.survey_id ?? undefined) : undefined,
    plan_id: values.kind === 'plan' ? (values.plan_id ?? undefined) : undefined,
  };
}

function AddSourceModal({ dashboardId, onClose }: { dashboardId: string; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const create = useCreateDataSource(dashboardId);
  const [other, setOther] = useState<string[]>([]);
  const resolver = useMemo(
    () =>
      bodyResolver<SourceForm, CreateDataSourceBody>(
        createDataSourceBodySchema,
        (values) => sourceBody(dashboardId, values),
        // A dataset without a file has no name either: the file is what is missing.
        (path, values) =>
          path[0] === 'name' && values.kind === 'dataset' && !values.file
            ? 'file'
            : typeof path[0] === 'string'
              ? path[0]
              : null,
        (values) =>
          values.kind === 'dataset' && !values.file ? [{ path: ['file'], message: FILE_NEEDED }] : [],
      ),
    [dashboardId],
  );
  const {
    control,
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SourceForm, unknown, CreateDataSourceBody>({
    resolver,
    defaultValues: { kind: 'dataset', name: '', survey_id: null, plan_id: null, file: null },
  });
  const kind = watch('kind');
  const forms = useQuery({ ...formChoicesQuery(), enabled: kind === 'form' });
  const plans = useQuery({ ...planChoicesQuery(), enabled: kind === 'plan' });
  const submit = handleSubmit(async (body) => {
    setOther([]);
    try {
      await create.mutateAsync({ body, file: getValues('file') });
      showSuccess('Data sources saved');
      onClose();
    } catch (error) {
      setOther(
        applyFormErrors(
          error,
          setError,
          ['name', 'survey_id', 'plan_id', 'file'],
          'The data source could not be added. Check your connection and try again.',
        ),
      );
    }
  });
  const choices = kind === 'form' ? forms : plans;
  const choiceField = kind === 'form' ? 'survey_id' : 'plan_id';
  return (
    <Modal opened onClose={onClose} title="Add a data source" fullScreen={phone} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormErrorAlert messages={[...other, ...(errors.root?.message ? [errors.root.message] : [])]} />
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label="Charts draw from"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  setValue('survey_id', null);
                  setValue('plan_id', null);
                }}
              >
                <Stack gap="xs" mt="xs">
                  {DATA_SOURCE_KINDS.map((value) => (
                    <Radio key={value} value={value} label={DATA_SOURCE_KIND_LABELS[value]} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {kind === 'form' || kind === 'plan' ? (
            <Controller
              key={choiceField}
              control={control}
              name={choiceField}
              render={({ field }) => (
                <Select
                  label={kind === 'form' ? 'Form' : 'Plan'}
                  required
                  searchable
                  data={(choices.data?.results ?? []).map((entry) => ({
                    value: entry.id,
                    label: entry.name,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors[choiceField]?.message}
                  nothingFoundMessage={
                    choices.isPending
                      ? 'Loading…'
                      : kind === 'form'
                        ? 'No form whose responses you may see.'
                        : 'No plan yet.'
                  }
                />
              )}
            />
          ) : null}
          {kind === 'dataset' ? (
            <Controller
              control={control}
              name="file"
              render={({ field }) => (
                <FileInput
                  label="CSV or XLSX file"
                  description="The first row holds the column names. Column types (number, date, state, yes/no, text) are guessed; you can correct them."
                  required
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.file?.message}
                  clearable
                />
              )}
            />
          ) : null}
          <TextInput
            label="Name (optional)"
            maxLength={120}
            {...register('name')}
            error={errors.name?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Add data source
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ColumnsForm = { columns: { key: string; type: DatasetColumnType }[] };

/** A dataset's columns with their types, correctable; a new file replaces the rows. */
function DatasetColumns({ source }: { source: DataSource }) {
  const update = useBulkUpdateDataSources(source);
  const replace = useUploadDataset(source);
  const resolver = useMemo(
    () =>
      bodyResolver<ColumnsForm, BulkUpdateDataSourcesBody>(
        bulkUpdateDataSourcesBodySchema,
        (values) => ({ data_sources: [{ id: source.id, columns: values.columns }] }),
        () => null,
      ),
    [source.id],
  );
  // `values` follows the source: a new file or a saved change brings its columns back into the form.
  const columns = useMemo(
    () => ({ columns: source.columns.map((column) => ({ key: column.key, type: column.type })) }),
    [source.columns],
  );
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<ColumnsForm, unknown, BulkUpdateDataSourcesBody>({ resolver, values: columns });
  const save = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      showSuccess('Data sources saved');
    } catch {
      showError('The data sources could not be saved. Try again.');
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="xs">
        {errors.root?.message ? <Alert color="red">{errors.root.message}</Alert> : null}
        <Table fz="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Column</Table.Th>
              <Table.Th scope="col">Type</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {source.columns.map((column, index) => (
              <Table.Tr key={column.key}>
                <Table.Td>{column.label}</Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`columns.${index}.type`}
                    render={({ field }) => (
                      <Select
                        aria-label={`Type of the column ${column.label}`}
                        size="xs"
                        data={DATASET_COLUMN_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
                        value={field.value}
                        onChange={(value) => value && field.onChange(value)}
                        allowDeselect={false}
                      />
                    )}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap="xs">
          <Button size="xs" type="submit" disabled={!isDirty} loading={isSubmitting}>
            Save column types
          </Button>
          <FileInput
            size="xs"
            w={220}
            aria-label={`Replace the rows of ${source.name} with a new file`}
            placeholder="Replace with a new file"
            accept=".csv,.xlsx"
            value={null}
            onChange={(file) =>
              file &&
              replace.mutate(file, {
                onSuccess: () => showSuccess('Data sources saved'),
                onError: (error) =>
                  showError(
                    formErrors(error, []).other[0] ?? 'The data sources could not be saved. Try again.',
                  ),
              })
            }
            disabled={replace.isPending}
          />
        </Group>
      </Stack>
    </form>
  );
}

/** The dashboard's data sources: what its charts draw from (projects, a form, a plan, an uploaded dataset). */
export function DataSourcesPanel({ dashboardId, canManage }: { dashboardId: string; canManage: boolean }) {
  const sources = useQuery(dataSourcesQuery(dashboardId));
  // The same list the charts read (cached): charts made before data sources read the projects directly.
  const charts = useQuery(visualizationsQuery(dashboardId));
  const projectCharts = (charts.data?.results ?? []).filter((chart) => !chart.data_source_id).length;
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const remove = useDeleteDataSource(dashboardId);
  const list = sources.data?.results ?? [];
  if (!canManage && !list.length) return null;
  return (
    <Card component="section" withBorder radius="md" aria-labelledby="dashboard-sources">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="dashboard-sources">
            Data sources
          </Title>
          {canManage ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDatabase size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add data source
            </Button>
          ) : null}
        </Group>
        {sources.isError ? (
          <Alert color="red">The data sources could not be loaded. Reload the page to try again.</Alert>
        ) : null}
        {!list.length && !sources.isPending && projectCharts > 0 ? (
          <Text size="sm" c="gray.7">
            {projectCharts === 1 ? 'Its chart reads' : `Its ${projectCharts} charts read`} your
            organisation&apos;s projects directly. To chart more, add a data source: your projects, a
            form&apos;s responses, a plan&apos;s indicators or a CSV/XLSX file.
          </Text>
        ) : null}
        {!list.length && !sources.isPending && !charts.isPending && projectCharts === 0 ? (
          <Text size="sm" c="gray.7">
            No data source yet. Add your projects, a form&apos;s responses, a plan&apos;s indicators or a
            CSV/XLSX file, then build charts from it.
          </Text>
        ) : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((source) => (
            <li key={source.id}>
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {source.name}
                  </Text>
                  <Group gap={6}>
                    <Badge variant="light" size="sm">
                      {source.kind === 'dataset'
                        ? 'Dataset'
                        : source.kind === 'form'
                          ? 'Form responses'
                          : source.kind === 'plan'
                            ? 'Plan indicators'
                            : 'Projects'}
                    </Badge>
                    {source.kind === 'dataset' ? (
                      <Text size="xs" c="gray.7">
                        {source.rows_count.toLocaleString('en')} rows · {source.columns.length} columns
                      </Text>
                    ) : null}
                  </Group>
                </div>
                {canManage ? (
                  <Group gap={4} wrap="nowrap">
                    {source.kind === 'dataset' ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setOpen(open === source.id ? null : source.id)}
                        aria-expanded={open === source.id}
                      >
                        Columns
                      </Button>
                    ) : null}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove the data source ${source.name} and its charts`}
                      onClick={() =>
                        remove.mutate(source.id, {
                          onSuccess: () => showSuccess('Data sources saved'),
                          onError: () => showError('The data sources could not be saved. Try again.'),
                        })
                      }
                      loading={remove.isPending && remove.variables === source.id}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ) : null}
              </Group>
              {open === source.id ? <DatasetColumns source={source} /> : null}
            </li>
          ))}
        </Stack>
      </Stack>
      {adding ? <AddSourceModal dashboardId={dashboardId} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
