import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
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
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ModalForm } from '../../../components/ui/form-modal';
import { useSaveDisaggregation, useSaveIndicatorGroup, useSaveUnit } from '../api/plan-settings';
import { useModalForm } from '../../../lib/use-modal-form';

/** Adds a unit or edits one: name, symbol and kind. */
export function UnitForm({ unit, onClose }: { unit?: Unit; onClose: () => void }) {
  const save = useSaveUnit();
  const { form, submit, other, busy } = useModalForm<z.input<typeof createUnitBodySchema>, CreateUnitBody>(
    {
      resolver: zodResolver(createUnitBodySchema),
      defaultValues: { name: unit?.name ?? '', symbol: unit?.symbol ?? '', kind: unit?.kind ?? 'number' },
    },
    {
      fields: ['name', 'symbol', 'kind'],
      save: async (values) => {
        await save.mutateAsync({ id: unit?.id, body: values });
        onClose();
      },
    },
  );
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <ModalForm
      submit={submit}
      onCancel={onClose}
      submitLabel={unit ? 'Save unit' : 'Add unit'}
      busy={busy}
      other={other}
      label={unit ? 'Edit unit' : 'New unit'}
    >
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
    </ModalForm>
  );
}

/** Adds an indicator group or edits one. */
export function GroupForm({ group, onClose }: { group?: IndicatorGroup; onClose: () => void }) {
  const save = useSaveIndicatorGroup();
  const { form, submit, other, busy } = useModalForm<
    z.input<typeof createIndicatorGroupBodySchema>,
    CreateIndicatorGroupBody
  >(
    {
      resolver: zodResolver(createIndicatorGroupBodySchema),
      defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
    },
    {
      fields: ['name', 'description'],
      save: async (values) => {
        await save.mutateAsync({ id: group?.id, body: values });
        onClose();
      },
    },
  );
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <ModalForm
      submit={submit}
      onCancel={onClose}
      submitLabel={group ? 'Save group' : 'Add group'}
      busy={busy}
      other={other}
      label={group ? 'Edit indicator group' : 'New indicator group'}
    >
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
    </ModalForm>
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
  const save = useSaveDisaggregation();
  const { form, submit, other, busy } = useModalForm<
    CategoryValues,
    z.output<ReturnType<typeof categoryFormSchema>>
  >(
    {
      resolver: zodResolver(categoryFormSchema(category)),
      defaultValues: {
        preset: category ? null : 'sex',
        name: category?.name ?? '',
        options: category?.options.map((option) => option.name).join('\n') ?? '',
      },
    },
    {
      fields: ['name', 'options'],
      save: async (values) => {
        await save.mutateAsync({ id: category?.id, body: values });
        onClose();
      },
    },
  );
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const preset = useWatch({ control, name: 'preset' });
  const optionsError =
    errors.options?.message ??
    (errors.options as unknown as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <ModalForm
      submit={submit}
      onCancel={onClose}
      submitLabel={category ? 'Save category' : 'Add category'}
      busy={busy}
      other={other}
      label={category ? 'Edit disaggregation category' : 'New disaggregation category'}
    >
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
    </ModalForm>
  );
}
