import { ActionIcon, Alert, Badge, Button, Card, FileInput, Group, Modal, Radio, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DATA_SOURCE_KIND_LABELS,
  DATA_SOURCE_KINDS,
  DATASET_COLUMN_TYPES,
  type DataSource,
  type DataSourceKind,
  type DatasetColumnType,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { IconDatabase, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toasts';
import { bulkUpdateDataSources, createDataSource, dataSourcesQuery, deleteDataSource, formChoicesQuery, planChoicesQuery, uploadDataset } from '../api/data-sources';
import { dashboardKeys } from '../api/keys';

const TYPE_LABELS: Record<DatasetColumnType, string> = { text: 'Text', number: 'Number', date: 'Date', state: 'State', boolean: 'Yes/No' };
const messagesOf = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.body && typeof error.body === 'object'
    ? Object.values(error.body as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value.map(String) : []))
    : error
      ? [error instanceof Error ? error.message : 'Something went wrong. Try again.']
      : [];

function AddSourceModal({ dashboardId, onClose }: { dashboardId: string; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<DataSourceKind>('dataset');
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const forms = useQuery({ ...formChoicesQuery(), enabled: kind === 'form' });
  const plans = useQuery({ ...planChoicesQuery(), enabled: kind === 'plan' });
  const add = useMutation({
    mutationFn: async () => {
      const created = await createDataSource({
        dashboard_id: dashboardId,
        kind,
        name: name.trim() || (kind === 'dataset' ? file?.name.replace(/\.(csv|xlsx)$/i, '') : undefined),
        survey_id: kind === 'form' ? (choice ?? undefined) : undefined,
        plan_id: kind === 'plan' ? (choice ?? undefined) : undefined,
      });
      if (kind === 'dataset' && file) {
        try {
          return await uploadDataset(created.id, file);
        } catch (error) {
          // A source without rows is of no use: it goes again, and the file's problem is shown.
          await deleteDataSource(created.id).catch(() => undefined);
          throw error;
        }
      }
      return created;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.dataSources(dashboardId) });
      showSuccess('Data sources updated successfully');
      onClose();
    },
  });
  const choices = kind === 'form' ? forms : plans;
  const ready = kind === 'dataset' ? !!file : kind === 'projects' ? true : !!choice;
  return (
    <Modal opened onClose={onClose} title="Add a data source" fullScreen={phone} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) add.mutate();
        }}
      >
        <Stack>
          <FormErrorAlert messages={messagesOf(add.error)} />
          <Radio.Group label="Charts draw from" value={kind} onChange={(value) => (setKind(value as DataSourceKind), setChoice(null))}>
            <Stack gap="xs" mt="xs">
              {DATA_SOURCE_KINDS.map((value) => (
                <Radio key={value} value={value} label={DATA_SOURCE_KIND_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          {kind === 'form' || kind === 'plan' ? (
            <Select
              label={kind === 'form' ? 'Form' : 'Plan'}
              required
              searchable
              data={(choices.data?.results ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
              value={choice}
              onChange={setChoice}
              nothingFoundMessage={choices.isPending ? 'Loading…' : kind === 'form' ? 'No form whose responses you may see.' : 'No plan yet.'}
            />
          ) : null}
          {kind === 'dataset' ? (
            <FileInput
              label="CSV or XLSX file"
              description="The first row holds the column names. Column types (number, date, state, yes/no, text) are guessed; you can correct them."
              required
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconUpload size={16} aria-hidden />}
              value={file}
              onChange={setFile}
              clearable
            />
          ) : null}
          <TextInput label="Name (optional)" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={120} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!ready}>
              Add data source
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A dataset's columns with their types, correctable; a new file replaces the rows. */
function DatasetColumns({ source }: { source: DataSource }) {
  const queryClient = useQueryClient();
  const [types, setTypes] = useState<Record<string, DatasetColumnType>>(() => Object.fromEntries(source.columns.map((column) => [column.key, column.type])));
  useEffect(() => setTypes(Object.fromEntries(source.columns.map((column) => [column.key, column.type]))), [source.columns]);
  const changed = source.columns.some((column) => types[column.key] !== column.type);
  const invalidate = async () => {
    await queryClient.invalidateQueries({ queryKey: dashboardKeys.dataSources(source.dashboard_id) });
    await queryClient.invalidateQueries({ queryKey: ['dashboards', 'visualization-data'] });
    await queryClient.invalidateQueries({ queryKey: dashboardKeys.sourceFields(source.id) });
  };
  const save = useMutation({
    mutationFn: () => bulkUpdateDataSources({ data_sources: [{ id: source.id, columns: source.columns.map((column) => ({ key: column.key, type: types[column.key]! })) }] }),
    onSuccess: async () => {
      await invalidate();
      showSuccess('Data sources updated successfully');
    },
    onError: () => showError('Error updating data sources'),
  });
  const replace = useMutation({
    mutationFn: (file: File) => uploadDataset(source.id, file),
    onSuccess: async () => {
      await invalidate();
      showSuccess('Data sources updated successfully');
    },
    onError: (error) => showError(messagesOf(error)[0] ?? 'Error updating data sources'),
  });
  return (
    <Stack gap="xs">
      <Table fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Column</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {source.columns.map((column) => (
            <Table.Tr key={column.key}>
              <Table.Td>{column.label}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Type of the column ${column.label}`}
                  size="xs"
                  data={DATASET_COLUMN_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
                  value={types[column.key]}
                  onChange={(value) => value && setTypes((current) => ({ ...current, [column.key]: value as DatasetColumnType }))}
                  allowDeselect={false}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        <Button size="xs" onClick={() => save.mutate()} disabled={!changed} loading={save.isPending}>
          Save column types
        </Button>
        <FileInput
          size="xs"
          w={220}
          aria-label={`Replace the rows of ${source.name} with a new file`}
          placeholder="Replace with a new file"
          accept=".csv,.xlsx"
          value={null}
          onChange={(file) => file && replace.mutate(file)}
          disabled={replace.isPending}
        />
      </Group>
    </Stack>
  );
}

/** The dashboard's data sources: what its charts draw from (projects, a form, a plan, an uploaded dataset). */
export function DataSourcesPanel({ dashboardId, canManage }: { dashboardId: string; canManage: boolean }) {
  const queryClient = useQueryClient();
  const sources = useQuery(dataSourcesQuery(dashboardId));
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteDataSource(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.dataSources(dashboardId) });
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizations(dashboardId) });
      showSuccess('Data sources updated successfully');
    },
    onError: () => showError('Error updating data sources'),
  });
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
            <Button variant="light" size="xs" leftSection={<IconDatabase size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add data source
            </Button>
          ) : null}
        </Group>
        {sources.isError ? <Alert color="red">The data sources could not be loaded. Reload the page to try again.</Alert> : null}
        {!list.length && !sources.isPending ? (
          <Text size="sm" c="gray.7">
            No data source yet. Add your projects, a form&apos;s responses, a plan&apos;s indicators or a CSV/XLSX file, then build charts from it.
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
                      {source.kind === 'dataset' ? 'Dataset' : source.kind === 'form' ? 'Form responses' : source.kind === 'plan' ? 'Plan indicators' : 'Projects'}
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
                      <Button size="xs" variant="subtle" onClick={() => setOpen(open === source.id ? null : source.id)} aria-expanded={open === source.id}>
                        Columns
                      </Button>
                    ) : null}
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove the data source ${source.name} and its charts`} onClick={() => remove.mutate(source.id)} loading={remove.isPending && remove.variables === source.id}>
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
