import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AGGREGATION_LABELS, type AggregationFunction, type CreateColumnMappingBody, type DataField } from '@oversight/shared/dashboards/data-sources.schemas';
import { VISUALIZATION_NAME_MAX, VISUALIZATION_TYPE_LABELS, VISUALIZATION_TYPES, type Visualization, type VisualizationType } from '@oversight/shared/dashboards/visualizations.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toasts';
import { createVisualization } from '../api/create-visualization';
import { bulkCreateColumnMappings, chartMappingsQuery, dataSourcesQuery } from '../api/data-sources';
import { dashboardKeys } from '../api/keys';
import { updateVisualization } from '../api/update-visualization';
import { sourceFieldsQuery } from '../api/visualizations';

type Measure = { field: string | null; aggregation: AggregationFunction };
const SERIES_TYPES: VisualizationType[] = ['bar', 'bar_stacked', 'bar_horizontal', 'line', 'area', 'table'];
const COUNT = '__count';

function errorsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return error ? ['The chart could not be saved. Check your connection and try again.'] : [];
  const body = error.body as Record<string, unknown> | undefined;
  if (error.status === 400 && body) return Object.entries(body).flatMap(([key, value]) => (Array.isArray(value) ? value.map((text) => `${key.replace(/^column_mappings\.\d+\./, '')}: ${String(text)}`) : []));
  return [error.message];
}

/** Measure pickers: a field (or "records" for a count) and how to aggregate it. */
function MeasurePicker({ label, fields, value, onChange, optional }: { label: string; fields: DataField[]; value: Measure | null; onChange: (value: Measure | null) => void; optional?: boolean }) {
  const measurable = fields.filter((field) => field.roles.includes('measure'));
  const field = measurable.find((entry) => entry.key === value?.field);
  const aggregations = field ? field.aggregations : (['count'] as AggregationFunction[]);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select
        label={label}
        data={[...(optional ? [{ value: '', label: 'None' }] : []), { value: COUNT, label: 'Number of records' }, ...measurable.map((entry) => ({ value: entry.key, label: entry.label }))]}
        value={value === null ? '' : (value.field ?? COUNT)}
        onChange={(next) => {
          if (!next) return onChange(null);
          const chosen = measurable.find((entry) => entry.key === next);
          onChange({ field: next === COUNT ? null : next, aggregation: chosen ? (chosen.aggregations.includes('sum') ? 'sum' : 'count_distinct') : 'count' });
        }}
        allowDeselect={false}
      />
      <Select
        label="Aggregation"
        data={aggregations.map((entry) => ({ value: entry, label: AGGREGATION_LABELS[entry] }))}
        value={value?.aggregation ?? 'count'}
        onChange={(next) => value && next && onChange({ ...value, aggregation: next as AggregationFunction })}
        disabled={!value || !field}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}

/** Add or change a chart drawn from one of the dashboard's data sources: its type and which field plays which part. */
export function ChartBuilderModal({ dashboardId, visualization, onClose }: { dashboardId: string; visualization?: Visualization; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const sources = useQuery(dataSourcesQuery(dashboardId));
  const existing = useQuery({ ...chartMappingsQuery(visualization?.id ?? ''), enabled: !!visualization });
  const [name, setName] = useState(visualization?.name ?? '');
  const [sourceId, setSourceId] = useState<string | null>(visualization?.data_source_id ?? null);
  const [type, setType] = useState<VisualizationType>(visualization?.visualization_type ?? 'bar');
  const [x, setX] = useState<string | null>(null);
  const [series, setSeries] = useState<string | null>(null);
  const [measure, setMeasure] = useState<Measure | null>({ field: null, aggregation: 'count' });
  const [measure2, setMeasure2] = useState<Measure | null>(null);
  const [filterField, setFilterField] = useState<string | null>(null);
  const [filterValue, setFilterValue] = useState('');
  const [loaded, setLoaded] = useState(!visualization);
  const fieldsQuery = useQuery({ ...sourceFieldsQuery(sourceId ?? ''), enabled: !!sourceId });
  const fields = fieldsQuery.data?.fields ?? [];
  useEffect(() => {
    if (fieldsQuery.isError) showError('Error fetching available fields');
  }, [fieldsQuery.isError]);
  useEffect(() => {
    if (!sourceId && sources.data?.results.length) setSourceId(sources.data.results[0]!.id);
  }, [sourceId, sources.data]);
  // Editing: the chart's mappings fill the form once.
  useEffect(() => {
    if (loaded || !existing.data) return;
    const measures = existing.data.results.filter((mapping) => mapping.role === 'measure');
    const toMeasure = (mapping: (typeof measures)[number] | undefined): Measure | null =>
      mapping ? { field: mapping.aggregation === 'count' ? null : mapping.field, aggregation: mapping.aggregation ?? 'count' } : null;
    setX(existing.data.results.find((mapping) => mapping.role === 'x' || mapping.role === 'region')?.field ?? null);
    setSeries(existing.data.results.find((mapping) => mapping.role === 'series')?.field ?? null);
    setMeasure(toMeasure(measures[0]) ?? { field: null, aggregation: 'count' });
    setMeasure2(toMeasure(measures[1]));
    const filter = existing.data.results.find((mapping) => mapping.role === 'filter');
    setFilterField(filter?.field ?? null);
    setFilterValue(filter?.filter_value ?? '');
    setLoaded(true);
  }, [existing.data, loaded]);

  const isMap = type === 'map';
  const dimensionFields = fields.filter((field) => field.roles.includes(isMap ? 'region' : 'x'));
  const save = useMutation({
    mutationFn: async () => {
      const saved = visualization
        ? await updateVisualization(visualization.id, { name: name.trim(), visualization_type: type })
        : await createVisualization({ dashboard_id: dashboardId, name: name.trim(), visualization_type: type, data_source_id: sourceId ?? undefined, aggregation_function: 'count' });
      const mappings: Omit<CreateColumnMappingBody, 'visualization_id'>[] = [];
      if (x && type !== 'number') mappings.push({ field: x, role: isMap ? 'region' : 'x' });
      if (series && SERIES_TYPES.includes(type)) mappings.push({ field: series, role: 'series' });
      for (const entry of [measure, type === 'scatter' || SERIES_TYPES.includes(type) ? measure2 : null]) {
        if (entry) mappings.push({ field: entry.field ?? x ?? fields[0]!.key, role: 'measure', aggregation: entry.field ? entry.aggregation : 'count' });
      }
      if (filterField && filterValue.trim()) mappings.push({ field: filterField, role: 'filter', filter_value: filterValue.trim() });
      await bulkCreateColumnMappings({ replace: true, column_mappings: mappings.map((mapping) => ({ ...mapping, visualization_id: saved.id })) }).catch((error: unknown) => {
        showError('Error creating column mappings');
        throw error;
      });
      return saved;
    },
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizations(dashboardId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizationData(saved.id) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.mappings(saved.id) }),
      ]);
      showSuccess(visualization ? 'Visualization updated successfully' : 'Column mappings created successfully');
      onClose();
    },
    onError: () => {
      if (visualization) showError('Error updating visualization');
    },
  });
  const problem =
    !name.trim() ? 'Enter a title.' : !sourceId ? 'Choose a data source.' : type !== 'number' && !x ? (isMap ? 'Choose the state field that colours the map.' : 'Choose what to group by.') : type === 'scatter' && !measure2 ? 'A scatter plot needs a second measure.' : null;

  return (
    <Modal opened onClose={onClose} title={visualization ? 'Edit chart' : 'Add a chart'} fullScreen={phone} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) save.mutate();
        }}
        noValidate
      >
        <Stack>
          <FormErrorAlert messages={errorsOf(save.error)} />
          <TextInput label="Title" required maxLength={VISUALIZATION_NAME_MAX} value={name} onChange={(event) => setName(event.currentTarget.value)} data-autofocus />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Data source"
              required
              disabled={!!visualization}
              data={(sources.data?.results ?? []).map((source) => ({ value: source.id, label: source.name }))}
              value={sourceId}
              onChange={(next) => {
                setSourceId(next);
                setX(null);
                setSeries(null);
                setMeasure({ field: null, aggregation: 'count' });
                setMeasure2(null);
              }}
              allowDeselect={false}
            />
            <Select
              label="Chart type"
              required
              data={VISUALIZATION_TYPES.map((value) => ({ value, label: VISUALIZATION_TYPE_LABELS[value] }))}
              value={type}
              onChange={(next) => next && setType(next as VisualizationType)}
              allowDeselect={false}
            />
          </SimpleGrid>
          {sourceId && fieldsQuery.isError ? <Alert color="red">The fields of this source could not be loaded. Close and try again.</Alert> : null}
          {type !== 'number' ? (
            <Select
              label={isMap ? 'Region (a state field)' : type === 'scatter' ? 'One point per' : 'Group by (categories)'}
              required
              searchable
              data={dimensionFields.map((field) => ({ value: field.key, label: field.label }))}
              value={x}
              onChange={setX}
              nothingFoundMessage={isMap ? 'This source has no state field.' : 'No field'}
            />
          ) : null}
          {SERIES_TYPES.includes(type) ? (
            <Select
              label="Split by (series, optional)"
              clearable
              searchable
              data={fields.filter((field) => field.roles.includes('series') && field.key !== x).map((field) => ({ value: field.key, label: field.label }))}
              value={series}
              onChange={setSeries}
            />
          ) : null}
          <MeasurePicker label={type === 'scatter' ? 'Measure read up (y)' : 'Measure'} fields={fields} value={measure} onChange={(next) => setMeasure(next ?? { field: null, aggregation: 'count' })} />
          {type === 'scatter' || SERIES_TYPES.includes(type) ? (
            <MeasurePicker label={type === 'scatter' ? 'Measure read across (x)' : 'Second measure (optional)'} fields={fields} value={measure2} onChange={setMeasure2} optional={type !== 'scatter'} />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Only records where (optional)"
              clearable
              searchable
              data={fields.filter((field) => field.roles.includes('filter')).map((field) => ({ value: field.key, label: field.label }))}
              value={filterField}
              onChange={setFilterField}
            />
            <TextInput label="equals" value={filterValue} onChange={(event) => setFilterValue(event.currentTarget.value)} disabled={!filterField} />
          </SimpleGrid>
          {problem ? (
            <Text size="sm" c="gray.7" role="status">
              {problem}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!!problem}>
              {visualization ? 'Save chart' : 'Add chart'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
