import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  GROUP_BY_FIELDS,
  GROUP_BY_LABELS,
  VALUE_FIELD_LABELS,
  VALUE_FIELDS,
  VISUALIZATION_NAME_MAX,
  createVisualizationBodySchema,
  type CreateVisualizationBody,
  type CreateVisualizationInput,
  type Visualization,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { applyFormErrors } from '../../../lib/form-errors';
import { showSuccess } from '../../../lib/toasts';
import { useSaveVisualization } from '../api/update-visualization';
import { availableFieldsQuery } from '../api/visualizations';

const FIELDS = ['name', 'visualization_type', 'group_by', 'aggregation_function', 'value_field'] as const;

/** Add a chart to a dashboard (no `visualization`) or change one; the choices come from available-fields/. */
export function VisualizationFormModal({
  dashboardId,
  visualization,
  onClose,
}: {
  dashboardId: string;
  visualization?: Visualization;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const saveVisualization = useSaveVisualization(dashboardId);
  const available = useQuery(availableFieldsQuery());
  const [other, setOther] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateVisualizationInput, unknown, CreateVisualizationBody>({
    resolver: zodResolver(createVisualizationBodySchema),
    defaultValues: {
      dashboard_id: dashboardId,
      name: visualization?.name ?? '',
      visualization_type: visualization?.visualization_type ?? 'bar',
      group_by: visualization?.group_by ?? 'status',
      aggregation_function: visualization?.aggregation_function ?? 'count',
      value_field: visualization?.value_field ?? null,
    },
  });
  const aggregation = useWatch({ control, name: 'aggregation_function' }) ?? 'count';
  const fields = available.data?.fields ?? [];
  const needsValue =
    available.data?.aggregation_functions.find((entry) => entry.value === aggregation)?.needs_value_field ??
    aggregation !== 'count';

  const submit = handleSubmit(async ({ dashboard_id, data_source_id: _source, ...values }) => {
    setOther([]);
    const body = { ...values, value_field: needsValue ? (values.value_field ?? null) : null };
    try {
      await saveVisualization.mutateAsync(
        visualization ? { id: visualization.id, body } : { body: { dashboard_id, ...body } },
      );
      showSuccess(visualization ? 'Chart saved' : 'Chart added');
      onClose();
    } catch (error) {
      setOther(
        applyFormErrors(
          error,
          setError,
          FIELDS,
          'The chart could not be saved. Check your connection and try again.',
        ),
      );
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={visualization ? `Edit chart “${visualization.name}”` : 'Add a chart'}
      fullScreen={phone}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormErrorAlert messages={other} />
          <TextInput
            label="Chart title"
            placeholder="Projects by status"
            required
            data-autofocus
            maxLength={VISUALIZATION_NAME_MAX}
            {...register('name')}
            error={errors.name?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="visualization_type"
              render={({ field }) => (
                <Select
                  label="Chart type"
                  data={available.data?.visualization_types ?? []}
                  value={field.value}
                  allowDeselect={false}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.visualization_type?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="group_by"
              render={({ field }) => (
                <Select
                  label="Group projects by"
                  data={GROUP_BY_FIELDS.map((key) => ({
                    value: key,
                    label: fields.find((entry) => entry.key === key)?.label ?? GROUP_BY_LABELS[key],
                  }))}
                  value={field.value ?? null}
                  allowDeselect={false}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.group_by?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="aggregation_function"
              render={({ field }) => (
                <Select
                  label="Measure"
                  data={
                    available.data?.aggregation_functions.map(({ value, label }) => ({ value, label })) ?? []
                  }
                  value={field.value ?? null}
                  allowDeselect={false}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.aggregation_function?.message}
                />
              )}
            />
            {needsValue ? (
              <Controller
                control={control}
                name="value_field"
                render={({ field }) => (
                  <Select
                    label="Amount"
                    placeholder="Choose an amount"
                    required
                    data={VALUE_FIELDS.map((key) => ({ value: key, label: VALUE_FIELD_LABELS[key] }))}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.value_field?.message}
                  />
                )}
              />
            ) : null}
          </SimpleGrid>
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void submit()}
            submitLabel={visualization ? 'Save chart' : 'Add chart'}
            busy={isSubmitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
