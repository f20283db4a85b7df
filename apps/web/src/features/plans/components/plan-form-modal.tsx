import { Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { PLAN_FRAMEWORK_LABELS, PLAN_FRAMEWORKS } from '@oversight/shared/reference/enums';
import type { Plan } from '@oversight/shared/plans/plans.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { planKeys } from '../api/keys';
import { createPlan, updatePlan } from '../api/plans';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { formErrors } from '../../../lib/form-errors';
import { numberOrNull } from './form-errors';

const FIELDS = ['name', 'description', 'start_year', 'end_year', 'framework'] as const;
const FRAMEWORK_OPTIONS = PLAN_FRAMEWORKS.map((value) => ({ value, label: `${value}: ${PLAN_FRAMEWORK_LABELS[value]}` }));

/** Creates a plan (no `plan`) or edits one. */
export function PlanFormModal({ opened, onClose, plan, onSaved }: { opened: boolean; onClose: () => void; plan?: Plan; onSaved?: (plan: Plan) => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={plan ? 'Edit plan' : 'New plan'} size="lg">
      {opened ? <PlanForm plan={plan} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function PlanForm({ plan, onClose, onSaved }: { plan?: Plan; onClose: () => void; onSaved?: (plan: Plan) => void }) {
  const queryClient = useQueryClient();
  const examples = usePlanExamples();
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [startYear, setStartYear] = useState<number | string>(plan?.start_year ?? '');
  const [endYear, setEndYear] = useState<number | string>(plan?.end_year ?? '');
  const [framework, setFramework] = useState<string | null>(plan?.framework ?? null);
  const save = useMutation({
    mutationFn: () => {
      const body = { name, description, start_year: numberOrNull(startYear), end_year: numberOrNull(endYear), framework };
      return plan ? updatePlan(plan.id, body) : createPlan(body);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onSaved?.(saved);
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
        <TextInput label="Name" placeholder={examples.plan} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={byField.name} data-autofocus />
        <Textarea label="Description" description="What the plan sets out to achieve" autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={byField.description} />
        <NumberInput label="Start year" placeholder="2026" min={1960} max={2100} allowDecimal={false} value={startYear} onChange={setStartYear} error={byField.start_year} />
        <NumberInput label="End year" placeholder="2030" min={1960} max={2100} allowDecimal={false} value={endYear} onChange={setEndYear} error={byField.end_year} />
        <Select
          label="Development framework"
          description="The national plan this plan delivers on"
          placeholder="None"
          clearable
          data={FRAMEWORK_OPTIONS}
          value={framework}
          onChange={setFramework}
          error={byField.framework}
        />
        <ModalFooter onCancel={onClose} onSubmit={() => save.mutate()} submitLabel={plan ? 'Save plan' : 'Create plan'} busy={save.isPending} />
      </Stack>
    </form>
  );
}
