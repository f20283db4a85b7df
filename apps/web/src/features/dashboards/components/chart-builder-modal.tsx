import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  AGGREGATION_LABELS,
  bulkCreateColumnMappingsBodySchema,
  type AggregationFunction,
  type CreateColumnMappingBody,
  type DataField,
} from '@oversight/shared/dashboards/data-sources.schemas';
import {
  createVisualizationBodySchema,
  VISUALIZATION_NAME_MAX,
  VISUALIZATION_TYPE_LABELS,
  VISUALIZATION_TYPES,
  type Visualization,
  type VisualizationType,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { applyFormErrors } from '../../../lib/form-errors';
import { showError, showSuccess } from '../../../lib/toasts';
import { chartMappingsQuery, dataSourcesQuery } from '../api/data-sources';
import { useSaveChartWithMappings } from '../api/update-visualization';
import { sourceFieldsQuery } from '../api/visualizations';
import { bodyResolver } from './body-resolver';

type Measure = { field: string | null; aggregation: AggregationFunction };
const SERIES_TYPES: VisualizationType[] = ['bar', 'bar_stacked', 'bar_horizontal', 'line', 'area', 'table'];
const COUNT = '__count';

/** Measure pickers: a field (or "records" for a count) and how to aggregate it. */
function MeasurePicker({
  label,
  fields,
  value,
  onChange,
  optional,
  error,
}: {
  label: string;
  fields: DataField[];
  value: Measure | null;
  onChange: (value: Measure | null) => void;
  optional?: boolean;
  error?: string;
}) {
  const measurable = fields.filter((field) => field.roles.includes('measure'));
  const field = measurable.find((entry) => entry.key === value?.field);
  const aggregations = field ? field.aggregations : (['count'] as AggregationFunction[]);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select
        label={label}
        data={[
          ...(optional ? [{ value: '', label: 'None' }] : []),
          { value: COUNT, label: 'Number of records' },
          ...measurable.map((entry) => ({ value: entry.key, label: entry.label })),
        ]}
        value={value === null ? '' : (value.field ?? COUNT)}
        onChange={(next) => {
          if (!next) {
            onChange(null);
            return;
          }
          const chosen = measurable.find((entry) => entry.key === next);
          onChange({
            field: next === COUNT ? null : next,
            aggregation: chosen ? (chosen.aggregations.includes('sum') ? 'sum' : 'count_distinct') : 'count',
          });
        }}
        error={error}
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

type ChartForm = {
  name: string;
  data_source_id: string | null;
  visualization_type: VisualizationType;
  x: string | null;
  series: string | null;
  measure: Measure;
  measure2: Measure | null;
  filter_field: string | null;
  filter_value: string;
};
type FormField = keyof ChartForm;
type ChartContext = { dashboardId: string; chartId: string | null; fields: DataField[] };
/** What the builder sends: the chart, then its whole set of mappings (replacing the old). */
const chartBodySchema = z.object({
  chart: createVisualizationBodySchema,
  column_mappings: bulkCreateColumnMappingsBodySchema.shape.column_mappings,
});
type ChartBody = z.infer<typeof chartBodySchema>;
// A new chart's id is known once it is saved: its mappings are checked under this one and sent under the real one.
const UNSAVED_ID = '00000000-0000-4000-8000-000000000000';

/** The chart's mappings, each with the form field that makes it (a problem of the mapping is shown there). */
function mappingsOf(
  values: ChartForm,
  fields: DataField[],
): { mapping: Omit<CreateColumnMappingBody, 'visualization_id'>; from: FormField }[] {
  const type = values.visualization_type;
  const out: { mapping: Omit<CreateColumnMappingBody, 'visualization_id'>; from: FormField }[] = [];
  if (values.x && type !== 'number')
    out.push({ mapping: { field: values.x, role: type === 'map' ? 'region' : 'x' }, from: 'x' });
  if (values.series && SERIES_TYPES.includes(type))
    out.push({ mapping: { field: values.series, role: 'series' }, from: 'series' });
  const measures: [Measure | null, FormField][] = [
    [values.measure, 'measure'],
    [type === 'scatter' || SERIES_TYPES.includes(type) ? values.measure2 : null, 'measure2'],
  ];
  for (const [entry, from] of measures) {
    // A count names any field of the source; the server counts records.
    if (entry)
      out.push({
        mapping: {
          field: entry.field ?? values.x ?? fields[0]?.key ?? '',
          role: 'measure',
          aggregation: entry.field ? entry.aggregation : 'count',
        },
        from,
      });
  }
  if (values.filter_field && values.filter_value.trim())
    out.push({
      mapping: { field: values.filter_field, role: 'filter', filter_value: values.filter_value.trim() },
      from: 'filter_value',
    });
  return out;
}

const chartResolver = bodyResolver<ChartForm, ChartBody, ChartContext>(
  chartBodySchema,
  (values, context) => ({
    chart: {
      dashboard_id: context.dashboardId,
      name: values.name,
      visualization_type: values.visualization_type,
      data_source_id: values.data_source_id ?? undefined,
      aggregation_function: 'count',
    },
    column_mappings: mappingsOf(values, context.fields).map(({ mapping }) => ({
      ...mapping,
      visualization_id: context.chartId ?? UNSAVED_ID,
    })),
  }),
  (path, values, context) => {
    if (path[0] === 'chart')
      return path[1] === 'name' || path[1] === 'visualization_type' || path[1] === 'data_source_id'
        ? path[1]
        : null;
    if (path[0] === 'column_mappings' && typeof path[1] === 'number')
      return mappingsOf(values, context.fields)[path[1]]?.from ?? null;
    return typeof path[0] === 'string' && path[0] in values ? path[0] : null;
  },
  (values) => {
    const type = values.visualization_type;
    const issues: { path: string[]; message: string }[] = [];
    if (!values.data_source_id) issues.push({ path: ['data_source_id'], message: 'Choose a data source.' });
    if (type !== 'number' && !values.x)
      issues.push({
        path: ['x'],
        message: type === 'map' ? 'Choose the state field that colours the map.' : 'Choose what to group by.',
      });
    if (type === 'scatter' && !values.measure2)
      issues.push({ path: ['measure2'], message: 'A scatter plot needs a second measure.' });
    if (values.filter_field && !values.filter_value.trim())
      issues.push({ path: ['filter_value'], message: 'Enter the value to keep.' });
    return issues;
  },
);

const COUNT_MEASURE: Measure = { field: null, aggregation: 'count' };

/** Add or change a chart drawn from one of the dashboard's data sources: its type and which field plays which part. */
export function ChartBuilderModal({
  dashboardId,
  visualization,
  onClose,
}: {
  dashboardId: string;
  visualization?: Visualization;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSaveChartWithMappings(dashboardId);
  const sources = useQuery(dataSourcesQuery(dashboardId));
  const existing = useQuery({ ...chartMappingsQuery(visualization?.id ?? ''), enabled: !!visualization });
  const [other, setOther] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(!visualization);
  const [sourceForFields, setSourceForFields] = useState<string | null>(
    visualization?.data_source_id ?? null,
  );
  const fieldsQuery = useQuery({ ...sourceFieldsQuery(sourceForFields ?? ''), enabled: !!sourceForFields });
  const fields = useMemo(() => fieldsQuery.data?.fields ?? [], [fieldsQuery.data]);
  const context = useMemo<ChartContext>(
    () => ({ dashboardId, chartId: visualization?.id ?? null, fields }),
    [dashboardId, visualization?.id, fields],
  );
  const {
    control,
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChartForm, ChartContext, ChartBody>({
    resolver: chartResolver,
    context,
    defaultValues: {
      name: visualization?.name ?? '',
      data_source_id: visualization?.data_source_id ?? null,
      visualization_type: visualization?.visualization_type ?? 'bar',
      x: null,
      series: null,
      measure: COUNT_MEASURE,
      measure2: null,
      filter_field: null,
      filter_value: '',
    },
  });
  const sourceId = watch('data_source_id');
  const type = watch('visualization_type');
  const x = watch('x');
  const filterField = watch('filter_field');
  useEffect(() => setSourceForFields(sourceId), [sourceId]);
  useEffect(() => {
    if (fieldsQuery.isError) showError('The fields to chart could not be loaded. Try again.');
  }, [fieldsQuery.isError]);
  useEffect(() => {
    if (!getValues('data_source_id') && sources.data?.results.length)
      setValue('data_source_id', sources.data.results[0]!.id);
  }, [sources.data, getValues, setValue]);
  // Editing: the chart's mappings fill the form once.
  useEffect(() => {
    if (loaded || !existing.data) return;
    const measures = existing.data.results.filter((mapping) => mapping.role === 'measure');
    const toMeasure = (mapping: (typeof measures)[number] | undefined): Measure | null =>
      mapping
        ? {
            field: mapping.aggregation === 'count' ? null : mapping.field,
            aggregation: mapping.aggregation ?? 'count',
          }
        : null;
    const filter = existing.data.results.find((mapping) => mapping.role === 'filter');
    reset({
      ...getValues(),
      x:
        existing.data.results.find((mapping) => mapping.role === 'x' || mapping.role === 'region')?.field ??
        null,
      series: existing.data.results.find((mapping) => mapping.role === 'series')?.field ?? null,
      measure: toMeasure(measures[0]) ?? COUNT_MEASURE,
      measure2: toMeasure(measures[1]),
      filter_field: filter?.field ?? null,
      filter_value: filter?.filter_value ?? '',
    });
    setLoaded(true);
  }, [existing.data, loaded, reset, getValues]);

  const isMap = type === 'map';
  const dimensionFields = fields.filter((field) => field.roles.includes(isMap ? 'region' : 'x'));
  const submit = handleSubmit(async (body) => {
    setOther([]);
    try {
      await save.mutateAsync({ id: visualization?.id, chart: body.chart, mappings: body.column_mappings });
      showSuccess(visualization ? 'Chart saved' : 'Chart added');
      onClose();
    } catch (error) {
      if (visualization) showError('The chart could not be saved. Try again.');
      setOther(
        applyFormErrors(
          error,
          setError,
          ['name', 'visualization_type', 'data_source_id'],
          'The chart could not be saved. Check your connection and try again.',
        ),
      );
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={visualization ? 'Edit chart' : 'Add a chart'}
      fullScreen={phone}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormErrorAlert messages={[...other, ...(errors.root?.message ? [errors.root.message] : [])]} />
          <TextInput
            label="Title"
            required
            maxLength={VISUALIZATION_NAME_MAX}
            {...register('name')}
            error={errors.name?.message}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Controller
              control={control}
              name="data_source_id"
              render={({ field }) => (
                <Select
                  label="Data source"
                  required
                  disabled={!!visualization}
                  data={(sources.data?.results ?? []).map((source) => ({
                    value: source.id,
                    label: source.name,
                  }))}
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    // Another source has other fields: what was chosen from the last one goes.
                    setValue('x', null);
                    setValue('series', null);
                    setValue('measure', COUNT_MEASURE);
                    setValue('measure2', null);
                    setValue('filter_field', null);
                  }}
                  error={errors.data_source_id?.message}
                  allowDeselect={false}
                />
              )}
            />
            <Controller
              control={control}
              name="visualization_type"
              render={({ field }) => (
                <Select
                  label="Chart type"
                  required
                  data={VISUALIZATION_TYPES.map((value) => ({
                    value,
                    label: VISUALIZATION_TYPE_LABELS[value],
                  }))}
                  value={field.value}
                  onChange={(next) => next && field.onChange(next)}
                  error={errors.visualization_type?.message}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          {sourceId && fieldsQuery.isError ? (
            <Alert color="red">The fields of this source could not be loaded. Close and try again.</Alert>
          ) : null}
          {type !== 'number' ? (
            <Controller
              control={control}
              name="x"
              render={({ field }) => (
                <Select
                  label={
                    isMap
                      ? 'Region (a state field)'
                      : type === 'scatter'
                        ? 'One point per'
                        : 'Group by (categories)'
                  }
                  required
                  searchable
                  data={dimensionFields.map((entry) => ({ value: entry.key, label: entry.label }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.x?.message}
                  nothingFoundMessage={isMap ? 'This source has no state field.' : 'No field'}
                />
              )}
            />
          ) : null}
          {SERIES_TYPES.includes(type) ? (
            <Controller
              control={control}
              name="series"
              render={({ field }) => (
                <Select
                  label="Split by (series, optional)"
                  clearable
                  searchable
                  data={fields
                    .filter((entry) => entry.roles.includes('series') && entry.key !== x)
                    .map((entry) => ({ value: entry.key, label: entry.label }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.series?.message}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="measure"
            render={({ field }) => (
              <MeasurePicker
                label={type === 'scatter' ? 'Measure read up (y)' : 'Measure'}
                fields={fields}
                value={field.value}
                onChange={(next) => field.onChange(next ?? COUNT_MEASURE)}
                error={errors.measure?.message}
              />
            )}
          />
          {type === 'scatter' || SERIES_TYPES.includes(type) ? (
            <Controller
              control={control}
              name="measure2"
              render={({ field }) => (
                <MeasurePicker
                  label={type === 'scatter' ? 'Measure read across (x)' : 'Second measure (optional)'}
                  fields={fields}
                  value={field.value}
                  onChange={field.onChange}
                  optional={type !== 'scatter'}
                  error={errors.measure2?.message}
                />
              )}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Controller
              control={control}
              name="filter_field"
              render={({ field }) => (
                <Select
                  label="Only records where (optional)"
                  clearable
                  searchable
                  data={fields
                    .filter((entry) => entry.roles.includes('filter'))
                    .map((entry) => ({ value: entry.key, label: entry.label }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <TextInput
              label="equals"
              {...register('filter_value')}
              error={errors.filter_value?.message}
              disabled={!filterField}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {visualization ? 'Save chart' : 'Add chart'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
