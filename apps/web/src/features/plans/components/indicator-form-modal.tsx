import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  INDICATOR_AGGREGATION_LABELS,
  INDICATOR_AGGREGATIONS,
  INDICATOR_DIRECTION_LABELS,
  INDICATOR_DIRECTIONS,
  INDICATOR_FREQUENCIES,
  INDICATOR_FREQUENCY_LABELS,
  type PeriodValueInput,
} from '@oversight/shared/plans/indicator-values';
import {
  createIndicatorBodySchema,
  type CreateIndicatorBody,
  type CreateIndicatorInput,
  type Indicator,
} from '@oversight/shared/plans/plans.schemas';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { FormModal, ModalForm } from '../../../components/ui/form-modal';
import { useCreateIndicator, useUpdateIndicator } from '../api/indicators';
import { outcomeActivitiesQuery } from '../api/activities';
import { indicatorMetaQuery } from '../api/plan-settings';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { useModalForm } from '../../../lib/use-modal-form';
import { SimilarTitles } from './similar-titles';

const FIELDS = [
  'description',
  'unit',
  'unit_id',
  'group_id',
  'activity_id',
  'disaggregation_ids',
  'direction',
  'aggregation',
  'frequency',
  'baseline',
  'baseline_date',
  'baseline_year',
  'target',
  'target_year',
  'current_value',
  'targets',
] as const;

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Adds an indicator to an outcome (`outcomeId`) or edits one (`indicator`): what is measured, its scale, baseline and targets. */
export function IndicatorFormModal({
  opened,
  onClose,
  outcomeId,
  indicator,
}: {
  opened: boolean;
  onClose: () => void;
  outcomeId: string;
  indicator?: Indicator;
}) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={indicator ? 'Edit indicator' : 'New indicator'}
      size="xl"
    >
      <IndicatorForm outcomeId={outcomeId} indicator={indicator} onClose={onClose} />
    </FormModal>
  );
}

/**
 * The targets entered, as the form's rows: a period's total, or its targets per disaggregation option (the total of
 * such a period is computed from them, so it is not a row of its own).
 */
const enteredTargets = (indicator?: Indicator): PeriodValueInput[] =>
  (indicator?.periods ?? []).flatMap((period): PeriodValueInput[] => {
    const byOption = Object.entries(period.targets_by_option);
    if (byOption.length)
      return byOption.map(([optionId, value]) => ({ period: period.period, option_id: optionId, value }));
    return period.target === null ? [] : [{ period: period.period, option_id: null, value: period.target }];
  });
const targetKey = (target: { period: string; option_id: string | null }) =>
  `${target.period}|${target.option_id ?? ''}`;

function defaults(outcomeId: string, indicator?: Indicator): CreateIndicatorInput {
  return {
    outcome_id: outcomeId,
    description: indicator?.description ?? '',
    unit: indicator?.unit ?? '',
    unit_id: indicator?.unit_id ?? null,
    group_id: indicator?.group?.id ?? null,
    activity_id: indicator?.activity_id ?? null,
    disaggregation_ids: indicator?.disaggregations.map((category) => category.id) ?? [],
    direction: indicator?.direction ?? 'increase',
    aggregation: indicator?.aggregation ?? 'latest',
    frequency: indicator?.frequency ?? 'quarterly',
    baseline: indicator?.baseline ?? null,
    baseline_date: indicator?.baseline_date ?? null,
    baseline_year: indicator?.baseline_year ?? null,
    target: indicator?.target ?? null,
    target_year: indicator?.target_year ?? null,
    current_value: indicator?.current_value ?? null,
    targets: enteredTargets(indicator),
  };
}

/** A number field of the form: empty is null. */
function NumberField({
  control,
  name,
  label,
  description,
}: {
  control: Control<CreateIndicatorInput>;
  name: 'baseline' | 'baseline_year' | 'target' | 'target_year' | 'current_value';
  label: string;
  description?: string;
}) {
  const year = name.endsWith('year');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          allowDecimal={!year}
          min={year ? 1960 : undefined}
          max={year ? 2100 : undefined}
          thousandSeparator={year ? undefined : ','}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function IndicatorForm({
  outcomeId,
  indicator,
  onClose,
}: {
  outcomeId: string;
  indicator?: Indicator;
  onClose: () => void;
}) {
  const examples = usePlanExamples();
  const meta = useQuery(indicatorMetaQuery());
  const activities = useQuery(outcomeActivitiesQuery(outcomeId));
  const createIndicator = useCreateIndicator();
  const updateIndicator = useUpdateIndicator();
  const { form, submit, other, busy } = useModalForm<CreateIndicatorInput, CreateIndicatorBody>(
    { resolver: zodResolver(createIndicatorBodySchema), defaultValues: defaults(outcomeId, indicator) },
    {
      fields: FIELDS,
      save: async (values) => {
        if (indicator) {
          // Targets left out of the list are removed (a null value); the others are set.
          const kept = new Set(values.targets.map(targetKey));
          const removed: PeriodValueInput[] = enteredTargets(indicator)
            .filter((target) => !kept.has(targetKey(target)))
            .map((target) => ({ ...target, value: null }));
          const { outcome_id: _outcome, actuals: _actuals, measure: _measure, ...body } = values;
          await updateIndicator.mutateAsync({
            id: indicator.id,
            body: { ...body, targets: [...values.targets, ...removed] },
          });
        } else {
          const { actuals: _actuals, measure: _measure, ...body } = values;
          await createIndicator.mutateAsync(body);
        }
        onClose();
      },
    },
  );
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const targets = useFieldArray({ control, name: 'targets' });
  const frequency = useWatch({ control, name: 'frequency' });
  const splitBy = useWatch({ control, name: 'disaggregation_ids' });
  const described = useWatch({ control, name: 'description' });
  // A target may be for one option of a chosen disaggregation (e.g. Female), or for the total.
  const splitOptions = (meta.data?.disaggregation_categories ?? [])
    .filter((category) => (splitBy ?? []).includes(category.id))
    .map((category) => ({
      group: category.name,
      items: category.options.map((option) => ({ value: option.id, label: option.name })),
    }));
  const units = meta.data?.units ?? [];

  const examplePeriod = frequency === 'monthly' ? '2026-05' : frequency === 'yearly' ? '2026' : '2026-Q2';
  return (
    <ModalForm
      submit={submit}
      onCancel={onClose}
      submitLabel={indicator ? 'Save indicator' : 'Add indicator'}
      busy={busy}
      other={other}
      label={indicator ? 'Edit indicator' : 'New indicator'}
    >
      <TextInput
        label="What is measured"
        placeholder={examples.indicator}
        required
        {...register('description')}
        error={errors.description?.message}
        data-autofocus
      />
      {indicator ? null : (
        <SimilarTitles
          kind="indicator"
          text={described}
          onUse={(used) => setValue('description', used, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {units.length ? (
          <Controller
            control={control}
            name="unit_id"
            render={({ field, fieldState }) => (
              <Select
                label="Unit"
                placeholder="Choose a unit"
                clearable
                data={units.map((unit) => ({
                  value: unit.id,
                  label: unit.symbol ? `${unit.name} (${unit.symbol})` : unit.name,
                }))}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value);
                  const unit = units.find((entry) => entry.id === value);
                  setValue('unit', unit ? unit.symbol || unit.name : '');
                }}
                error={fieldState.error?.message ?? errors.unit?.message}
              />
            )}
          />
        ) : (
          <TextInput
            label="Unit"
            description="For example %, km or schools"
            {...register('unit')}
            error={errors.unit?.message}
          />
        )}
        <Controller
          control={control}
          name="group_id"
          render={({ field, fieldState }) => (
            <Select
              label="Indicator group"
              placeholder={meta.data?.groups.length ? 'No group' : 'No groups yet'}
              clearable
              data={(meta.data?.groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {activities.data?.results.length ? (
          <Controller
            control={control}
            name="activity_id"
            render={({ field, fieldState }) => (
              <Select
                label="Measures the activity"
                placeholder="The outcome as a whole"
                clearable
                data={activities.data.results.map((activity) => ({
                  value: activity.id,
                  label: activity.name,
                }))}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="direction"
          render={({ field, fieldState }) => (
            <Select
              label="Direction"
              data={options(INDICATOR_DIRECTIONS, INDICATOR_DIRECTION_LABELS)}
              allowDeselect={false}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="aggregation"
          render={({ field, fieldState }) => (
            <Select
              label="Periods add up as"
              data={options(INDICATOR_AGGREGATIONS, INDICATOR_AGGREGATION_LABELS)}
              allowDeselect={false}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="frequency"
          render={({ field, fieldState }) => (
            <Select
              label="Reporting frequency"
              data={options(INDICATOR_FREQUENCIES, INDICATOR_FREQUENCY_LABELS)}
              allowDeselect={false}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="disaggregation_ids"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Split by"
              description="Disaggregation categories of your organisation"
              placeholder={
                meta.data?.disaggregation_categories.length ? 'Choose categories' : 'No categories yet'
              }
              data={(meta.data?.disaggregation_categories ?? []).map((category) => ({
                value: category.id,
                label: category.name,
              }))}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Text size="xs" c="gray.7">
        Units, groups and disaggregation categories are kept in the{' '}
        {/* Underlined: inside a sentence a link must differ from its text by more than colour. */}
        <Anchor component={Link} to="/mda/plans/settings" size="xs" underline="always">
          plan settings
        </Anchor>
        .
      </Text>

      <Title order={3} size="h5">
        Baseline and targets
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField control={control} name="baseline" label="Baseline" />
        <TextInput
          label="Baseline date"
          type="date"
          {...register('baseline_date', { setValueAs: (value: string) => value || null })}
          error={errors.baseline_date?.message}
        />
        <NumberField control={control} name="baseline_year" label="Baseline year" />
        <NumberField
          control={control}
          name="target"
          label="Target"
          description="The end target (targets per period below)"
        />
        <NumberField control={control} name="target_year" label="Target year" />
        <NumberField
          control={control}
          name="current_value"
          label="Current value"
          description="Used until actuals per period are entered"
        />
      </SimpleGrid>

      <Stack gap="xs" role="group" aria-labelledby="targets-per-period">
        <Text fw={600} size="sm" id="targets-per-period">
          Targets per period
        </Text>
        {splitOptions.length ? (
          <Text size="xs" c="gray.7">
            A target is for the total, or for one option (e.g.{' '}
            {splitOptions[0]!.items[0]?.label ?? 'one group'}): the period’s total is then computed from its
            options.
          </Text>
        ) : null}
        {targets.fields.length === 0 ? (
          <Text size="sm" c="gray.7">
            No targets per period yet. Add one for each{' '}
            {frequency === 'monthly' ? 'month' : frequency === 'yearly' ? 'year' : 'quarter'} you report on.
          </Text>
        ) : null}
        {targets.fields.map((row, index) => (
          <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={`Period ${index + 1}`}
              placeholder={examplePeriod}
              style={{ flex: 1 }}
              {...register(`targets.${index}.period`)}
              error={errors.targets?.[index]?.period?.message}
            />
            {splitOptions.length ? (
              <Controller
                control={control}
                name={`targets.${index}.option_id`}
                render={({ field, fieldState }) => (
                  <Select
                    label={`For ${index + 1}`}
                    placeholder="Total"
                    clearable
                    style={{ flex: 1 }}
                    data={splitOptions}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : null}
            <Controller
              control={control}
              name={`targets.${index}.value`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={`Target ${index + 1}`}
                  style={{ flex: 1 }}
                  thousandSeparator=","
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Remove target ${index + 1}`}
              onClick={() => targets.remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.targets?.message ? (
          <Text size="sm" c="red.8">
            {errors.targets.message}
          </Text>
        ) : null}
        <div>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => targets.append({ period: '', option_id: null, value: null })}
          >
            Add a target
          </Button>
        </div>
      </Stack>
    </ModalForm>
  );
}
