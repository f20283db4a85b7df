import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  GROUP_BY_FIELDS,
  GROUP_BY_LABELS,
  VALUE_FIELD_LABELS,
  VALUE_FIELDS,
  VISUALIZATION_NAME_MAX,
  type AggregationFunction,
  type GroupByField,
  type ValueField,
  type Visualization,
  type VisualizationType,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { formErrors } from '../../../lib/form-errors';
import { createVisualization } from '../api/create-visualization';
import { dashboardKeys } from '../api/keys';
import { updateVisualization } from '../api/update-visualization';
import { availableFieldsQuery } from '../api/visualizations';

const FIELDS = ['name', 'visualization_type', 'group_by', 'aggregation_function', 'value_field'] as const;

/** Add a chart to a dashboard (no `visualization`) or change one; the choices come from available-fields/. */
export function VisualizationFormModal({ dashboardId, visualization, onClose }: { dashboardId: string; visualization?: Visualization; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const available = useQuery(availableFieldsQuery());
  const [name, setName] = useState(visualization?.name ?? '');
  const [type, setType] = useState<VisualizationType>(visualization?.visualization_type ?? 'bar');
  const [groupBy, setGroupBy] = useState<GroupByField>(visualization?.group_by ?? 'status');
  const [aggregation, setAggregation] = useState<AggregationFunction>(visualization?.aggregation_function ?? 'count');
  const [valueField, setValueField] = useState<ValueField | null>(visualization?.value_field ?? null);
  const fields = available.data?.fields ?? [];
  const needsValue = available.data?.aggregation_functions.find((entry) => entry.value === aggregation)?.needs_value_field ?? aggregation !== 'count';

  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), visualization_type: type, group_by: groupBy, aggregation_function: aggregation, value_field: needsValue ? valueField : null };
      return visualization ? updateVisualization(visualization.id, body) : createVisualization({ dashboard_id: dashboardId, ...body });
    },
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizations(dashboardId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizationData(saved.id) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.detail(dashboardId) }),
      ]);
      onClose();
    },
  });
  const errors = formErrors(save.error, FIELDS, 'The chart could not be saved. Check your connection and try again.');
  return (
    <Modal opened onClose={onClose} title={visualization ? `Edit chart “${visualization.name}”` : 'Add a chart'} fullScreen={phone} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
        noValidate
      >
        <Stack>
          <FormErrorAlert messages={errors.other} />
          <TextInput
            label="Chart title"
            placeholder="Projects by status"
            required
            data-autofocus
            maxLength={VISUALIZATION_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.byField.name}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Chart type"
              data={available.data?.visualization_types ?? []}
              value={type}
              allowDeselect={false}
              onChange={(value) => value && setType(value as VisualizationType)}
              error={errors.byField.visualization_type}
            />
            <Select
              label="Group projects by"
              data={GROUP_BY_FIELDS.map((key) => ({ value: key, label: fields.find((field) => field.key === key)?.label ?? GROUP_BY_LABELS[key] }))}
              value={groupBy}
              allowDeselect={false}
              onChange={(value) => value && setGroupBy(value as GroupByField)}
              error={errors.byField.group_by}
            />
            <Select
              label="Measure"
              data={available.data?.aggregation_functions.map(({ value, label }) => ({ value, label })) ?? []}
              value={aggregation}
              allowDeselect={false}
              onChange={(value) => value && setAggregation(value as AggregationFunction)}
              error={errors.byField.aggregation_function}
            />
            {needsValue ? (
              <Select
                label="Amount"
                placeholder="Choose an amount"
                required
                data={VALUE_FIELDS.map((key) => ({ value: key, label: VALUE_FIELD_LABELS[key] }))}
                value={valueField}
                onChange={(value) => setValueField(value as ValueField | null)}
                error={errors.byField.value_field}
              />
            ) : null}
          </SimpleGrid>
          <ModalFooter onCancel={onClose} onSubmit={() => save.mutate()} submitLabel={visualization ? 'Save chart' : 'Add chart'} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
