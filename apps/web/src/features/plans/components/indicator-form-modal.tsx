import { Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Indicator } from '@oversight/shared/plans/plans.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { createIndicator, updateIndicator } from '../api/indicators';
import { planKeys } from '../api/keys';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { formErrors, numberOrNull } from './form-errors';

const FIELDS = ['description', 'unit', 'baseline', 'baseline_year', 'target', 'target_year', 'current_value'] as const;
type Values = Record<'baseline' | 'baseline_year' | 'target' | 'target_year' | 'current_value', number | string>;

/** Adds an indicator to an outcome (`outcomeId`) or edits one (`indicator`): what is measured, baseline, target, now. */
export function IndicatorFormModal({ opened, onClose, outcomeId, indicator }: { opened: boolean; onClose: () => void; outcomeId: string; indicator?: Indicator }) {
  return (
    <Modal opened={opened} onClose={onClose} title={indicator ? 'Edit indicator' : 'New indicator'} size="lg">
      {opened ? <IndicatorForm outcomeId={outcomeId} indicator={indicator} onClose={onClose} /> : null}
    </Modal>
  );
}

function IndicatorForm({ outcomeId, indicator, onClose }: { outcomeId: string; indicator?: Indicator; onClose: () => void }) {
  const examples = usePlanExamples();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(indicator?.description ?? '');
  const [unit, setUnit] = useState(indicator?.unit ?? '');
  const [values, setValues] = useState<Values>({
    baseline: indicator?.baseline ?? '',
    baseline_year: indicator?.baseline_year ?? '',
    target: indicator?.target ?? '',
    target_year: indicator?.target_year ?? '',
    current_value: indicator?.current_value ?? '',
  });
  const set = (field: keyof Values) => (value: number | string) => setValues((current) => ({ ...current, [field]: value }));
  const save = useMutation({
    mutationFn: () => {
      const body = {
        description,
        unit,
        baseline: numberOrNull(values.baseline),
        baseline_year: numberOrNull(values.baseline_year),
        target: numberOrNull(values.target),
        target_year: numberOrNull(values.target_year),
        current_value: numberOrNull(values.current_value),
      };
      return indicator ? updateIndicator(indicator.id, body) : createIndicator({ outcome_id: outcomeId, ...body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    },
  });
  const { byField, other } = formErrors(save.error, FIELDS);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <FormErrorAlert messages={other} />
        <TextInput
          label="What is measured"
          placeholder={examples.indicator}
          required
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={byField.description}
          data-autofocus
        />
        <TextInput label="Unit" description="For example %, km or schools" value={unit} onChange={(e) => setUnit(e.currentTarget.value)} error={byField.unit} maw={240} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput label="Baseline" value={values.baseline} onChange={set('baseline')} error={byField.baseline} />
          <NumberInput label="Baseline year" allowDecimal={false} min={1960} max={2100} value={values.baseline_year} onChange={set('baseline_year')} error={byField.baseline_year} />
          <NumberInput label="Target" value={values.target} onChange={set('target')} error={byField.target} />
          <NumberInput label="Target year" allowDecimal={false} min={1960} max={2100} value={values.target_year} onChange={set('target_year')} error={byField.target_year} />
          <NumberInput label="Current value" value={values.current_value} onChange={set('current_value')} error={byField.current_value} />
        </SimpleGrid>
        <ModalFooter onCancel={onClose} onSubmit={() => save.mutate()} submitLabel={indicator ? 'Save indicator' : 'Add indicator'} busy={save.isPending} />
      </Stack>
    </form>
  );
}
