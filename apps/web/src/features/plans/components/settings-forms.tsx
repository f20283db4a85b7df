import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  createDisaggregationCategoryBodySchema,
  createIndicatorGroupBodySchema,
  createUnitBodySchema,
  DISAGGREGATION_PRESET_KEYS,
  DISAGGREGATION_PRESETS,
  PLAN_UNIT_KIND_LABELS,
  PLAN_UNIT_KINDS,
  type CreateDisaggregationCategoryInput,
  type CreateIndicatorGroupBody,
  type CreateUnitBody,
  type DisaggregationCategory,
  type IndicatorGroup,
  type Unit,
} from '@oversight/shared/plans/plan-settings.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { planKeys } from '../api/keys';
import {
  createDisaggregation,
  createIndicatorGroup,
  createUnit,
  updateDisaggregation,
  updateIndicatorGroup,
  updateUnit,
} from '../api/plan-settings';
import { applyFormErrors } from '../../../lib/form-errors';

/** After a settings change: the lists, the indicator form's choices and the indicators showing them are read again. */
function useSaved(onClose: () => void) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: planKeys.all });
    onClose();
  };
}

/** Adds a unit or edits one: name, symbol and kind. */
export function UnitForm({ unit, onClose }: { unit?: Unit; onClose: () => void }) {
  const saved = useSaved(onClose);
  const [other, setOther] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof createUnitBodySchema>, unknown, CreateUnitBody>({
    resolver: zodResolver(createUnitBodySchema),
    defaultValues: { name: unit?.name ?? '', symbol: unit?.symbol ?? '', kind: unit?.kind ?? 'number' },
  });
  const submit = handleSubmit(async (values) => {
    setOther([]);
    try {
      if (unit) await updateUnit(unit.id, values);
      else await createUnit(values);
      saved();
    } catch (error) {
      setOther(applyFormErrors(error, setError, ['name', 'symbol', 'kind']));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={unit ? 'Edit unit' : 'New unit'}>
      <Stack>
        <FormErrorAlert messages={other} />
        <TextInput
          label="Name"
          placeholder="Percent"
          required
          {...register('name')}
          error={errors.name?.message}
          data-autofocus
        />
        <SimpleGrid cols={2}>
          <TextInput label="Symbol" placeholder="%" {...register('symbol')} error={errors.symbol?.message} />
          <Controller
            control={control}
            name="kind"
            render={({ field, fieldState }) => (
              <Select
                label="Kind"
                allowDeselect={false}
                data={PLAN_UNIT_KINDS.map((value) => ({ value, label: PLAN_UNIT_KIND_LABELS[value] }))}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => void submit()}
          submitLabel={unit ? 'Save unit' : 'Add unit'}
          busy={isSubmitting}
        />
      </Stack>
    </form>
  );
}

/** Adds an indicator group or edits one. */
export function GroupForm({ group, onClose }: { group?: IndicatorGroup; onClose: () => void }) {
  const saved = useSaved(onClose);
  const [other, setOther] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof createIndicatorGroupBodySchema>, unknown, CreateIndicatorGroupBody>({
    resolver: zodResolver(createIndicatorGroupBodySchema),
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    setOther([]);
    try {
      if (group) await updateIndicatorGroup(group.id, values);
      else await createIndicatorGroup(values);
      saved();
    } catch (error) {
      setOther(applyFormErrors(error, setError, ['name', 'description']));
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={group ? 'Edit indicator group' : 'New indicator group'}
    >
      <Stack>
        <FormErrorAlert messages={other} />
        <TextInput
          label="Name"
          placeholder="Maternal health"
          required
          {...register('name')}
          error={errors.name?.message}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          {...register('description')}
          error={errors.description?.message}
        />
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => void submit()}
          submitLabel={group ? 'Save group' : 'Add group'}
          busy={isSubmitting}
        />
      </Stack>
    </form>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The category form: a ready-made category (preset) or a name with options one a line, checked by the shared schema.
 * Options keep their id when their name stays, so the values entered for them stay too.
 */
const categoryFormSchema = (existing?: DisaggregationCategory) =>
  z
    .object({ preset: z.enum(DISAGGREGATION_PRESET_KEYS).nullable(), name: z.string(), options: z.string() })
    .transform(({ preset, name, options }): CreateDisaggregationCategoryInput => {
      const body: CreateDisaggregationCategoryInput = {};
      if (preset && !existing) body.preset = preset;
      if (name.trim() || !body.preset) body.name = name;
      if (!body.preset)
        body.options = lines(options).map((option) => {
          const id = existing?.options.find((entry) => entry.name.toLowerCase() === option.toLowerCase())?.id;
          return id ? { id, name: option } : { name: option };
        });
      return body;
    })
    .pipe(createDisaggregationCategoryBodySchema);
type CategoryValues = {
  preset: (typeof DISAGGREGATION_PRESET_KEYS)[number] | null;
  name: string;
  options: string;
};

/** Adds a disaggregation category (from a preset or by hand) or edits one. */
export function CategoryForm({
  category,
  onClose,
}: {
  category?: DisaggregationCategory;
  onClose: () => void;
}) {
  const saved = useSaved(onClose);
  const [other, setOther] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryValues, unknown, z.output<ReturnType<typeof categoryFormSchema>>>({
    resolver: zodResolver(categoryFormSchema(category)),
    defaultValues: {
      preset: category ? null : 'sex',
      name: category?.name ?? '',
      options: category?.options.map((option) => option.name).join('\n') ?? '',
    },
  });
  const preset = useWatch({ control, name: 'preset' });
  const submit = handleSubmit(async (values) => {
    setOther([]);
    try {
      if (category) await updateDisaggregation(category.id, values);
      else await createDisaggregation(values);
      saved();
    } catch (error) {
      setOther(applyFormErrors(error, setError, ['name', 'options']));
    }
  });
  const optionsError =
    errors.options?.message ??
    (errors.options as unknown as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={category ? 'Edit disaggregation category' : 'New disaggregation category'}
    >
      <Stack>
        <FormErrorAlert messages={other} />
        {category ? null : (
          <Controller
            control={control}
            name="preset"
            render={({ field }) => (
              <Select
                label="Start from"
                allowDeselect={false}
                data={[
                  ...DISAGGREGATION_PRESET_KEYS.map((key) => ({
                    value: key,
                    label: `${DISAGGREGATION_PRESETS[key].name} (${DISAGGREGATION_PRESETS[key].options.length} options, ready-made)`,
                  })),
                  { value: 'custom', label: 'My own category' },
                ]}
                value={field.value ?? 'custom'}
                onChange={(value) => field.onChange(value === 'custom' ? null : value)}
              />
            )}
          />
        )}
        <TextInput
          label="Name"
          placeholder={preset ? DISAGGREGATION_PRESETS[preset].name : 'Location type'}
          description={preset ? 'Leave empty to keep the ready-made name' : undefined}
          required={!preset}
          {...register('name')}
          error={errors.name?.message}
        />
        {preset && !category ? (
          <Text size="sm" c="gray.7">
            Options: {DISAGGREGATION_PRESETS[preset].options.slice(0, 8).join(', ')}
            {DISAGGREGATION_PRESETS[preset].options.length > 8
              ? ` and ${DISAGGREGATION_PRESETS[preset].options.length - 8} more`
              : ''}
            .
          </Text>
        ) : (
          <Textarea
            label="Options"
            description="One a line. Removing an option removes the values entered for it."
            required
            autosize
            minRows={3}
            maxRows={12}
            {...register('options')}
            error={optionsError}
          />
        )}
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => void submit()}
          submitLabel={category ? 'Save category' : 'Add category'}
          busy={isSubmitting}
        />
      </Stack>
    </form>
  );
}
