import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { PLAN_FRAMEWORK_LABELS, PLAN_FRAMEWORKS } from '@oversight/shared/reference/enums';
import {
  createPlanBodySchema,
  YEAR_MAX,
  YEAR_MIN,
  type CreatePlanBody,
  type CreatePlanInput,
  type Plan,
} from '@oversight/shared/plans/plans.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { planKeys } from '../api/keys';
import { createPlan, updatePlan } from '../api/plans';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { applyFormErrors } from '../../../lib/form-errors';
import { numberOrNull } from './form-errors';

const FIELDS = ['name', 'description', 'start_year', 'end_year', 'framework'] as const;
const FRAMEWORK_OPTIONS = PLAN_FRAMEWORKS.map((value) => ({
  value,
  label: `${value}: ${PLAN_FRAMEWORK_LABELS[value]}`,
}));

/** Creates a plan (no `plan`) or edits one. */
export function PlanFormModal({
  opened,
  onClose,
  plan,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  plan?: Plan;
  onSaved?: (plan: Plan) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={plan ? 'Edit plan' : 'New plan'} size="lg">
      {opened ? <PlanForm plan={plan} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function PlanForm({
  plan,
  onClose,
  onSaved,
}: {
  plan?: Plan;
  onClose: () => void;
  onSaved?: (plan: Plan) => void;
}) {
  const queryClient = useQueryClient();
  const examples = usePlanExamples();
  const [other, setOther] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreatePlanInput, unknown, CreatePlanBody>({
    resolver: zodResolver(createPlanBodySchema),
    defaultValues: {
      name: plan?.name ?? '',
      description: plan?.description ?? '',
      start_year: plan?.start_year ?? null,
      end_year: plan?.end_year ?? null,
      framework: plan?.framework ?? null,
    },
  });
  const submit = handleSubmit(async (values) => {
    setOther([]);
    try {
      const saved = plan ? await updatePlan(plan.id, values) : await createPlan(values);
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setOther(applyFormErrors(error, setError, FIELDS));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        <FormErrorAlert messages={other} />
        <TextInput
          label="Name"
          placeholder={examples.plan}
          required
          {...register('name')}
          error={errors.name?.message}
          data-autofocus
        />
        <Textarea
          label="Description"
          description="What the plan sets out to achieve"
          autosize
          minRows={2}
          {...register('description')}
          error={errors.description?.message}
        />
        <YearField control={control} name="start_year" label="Start year" placeholder="2026" />
        <YearField control={control} name="end_year" label="End year" placeholder="2030" />
        <Controller
          control={control}
          name="framework"
          render={({ field, fieldState }) => (
            <Select
              label="Development framework"
              description="The national plan this plan delivers on"
              placeholder="None"
              clearable
              data={FRAMEWORK_OPTIONS}
              value={field.value == null ? null : String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => void submit()}
          submitLabel={plan ? 'Save plan' : 'Create plan'}
          busy={isSubmitting}
        />
      </Stack>
    </form>
  );
}

/** A year of the plan: empty is null. */
function YearField({
  control,
  name,
  label,
  placeholder,
}: {
  control: Control<CreatePlanInput>;
  name: 'start_year' | 'end_year';
  label: string;
  placeholder: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          placeholder={placeholder}
          min={YEAR_MIN}
          max={YEAR_MAX}
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(numberOrNull(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
