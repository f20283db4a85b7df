import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { PLAN_FRAMEWORK_LABELS, PLAN_FRAMEWORKS } from '@oversight/shared/reference/enums';
import {
  createPlanBodySchema,
  YEAR_MAX,
  YEAR_MIN,
  type CreatePlanBody,
  type CreatePlanInput,
  type Plan,
} from '@oversight/shared/plans/plans.schemas';
import { Controller, type Control } from 'react-hook-form';
import { FormModal, ModalForm } from '../../../components/ui/form-modal';
import { useSavePlan } from '../api/plans';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { useModalForm } from '../../../lib/use-modal-form';
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
    <FormModal opened={opened} onClose={onClose} title={plan ? 'Edit plan' : 'New plan'}>
      <PlanForm plan={plan} onClose={onClose} onSaved={onSaved} />
    </FormModal>
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
  const examples = usePlanExamples();
  const savePlan = useSavePlan();
  const { form, submit, other, busy } = useModalForm<CreatePlanInput, CreatePlanBody>(
    {
      resolver: zodResolver(createPlanBodySchema),
      defaultValues: {
        name: plan?.name ?? '',
        description: plan?.description ?? '',
        start_year: plan?.start_year ?? null,
        end_year: plan?.end_year ?? null,
        framework: plan?.framework ?? null,
      },
    },
    {
      fields: FIELDS,
      save: async (values) => {
        const saved = await savePlan.mutateAsync({ id: plan?.id, body: values });
        onSaved?.(saved);
        onClose();
      },
    },
  );
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <ModalForm
      submit={submit}
      onCancel={onClose}
      submitLabel={plan ? 'Save plan' : 'Create plan'}
      busy={busy}
      other={other}
      noValidate={false}
    >
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
    </ModalForm>
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
