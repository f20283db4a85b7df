import { zodResolver } from '@hookform/resolvers/zod';
import {
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  indicatorNoteBodySchema,
  periodName,
  periodStart,
  type IndicatorNoteInput,
} from '@oversight/shared/plans/indicator-values';
import type { Indicator } from '@oversight/shared/plans/plans.schemas';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { useAddIndicatorNotes } from '../api/indicators';
import { applyFormErrors } from '../../../lib/form-errors';

/** The note's body with, when the actual is split by a disaggregation, one value per option (each sent as its own note). */
const enterActualSchema = indicatorNoteBodySchema.extend({
  period: z
    .string()
    .trim()
    .min(4, 'Name the period: 2026, 2026-Q2, 2026-05 or a date in it.')
    .max(10, 'Name the period: 2026, 2026-Q2, 2026-05 or a date in it.'),
  split_by: z.string().nullable(),
  split: z.record(z.string(), z.number().nullable()),
});
type Input = z.input<typeof enterActualSchema>;
type Output = z.output<typeof enterActualSchema>;

const FIELDS = ['note', 'value_change', 'period', 'option_id'] as const;

/** Today's period of the indicator's frequency ("2026-Q4"). */
export const currentPeriod = (indicator: Pick<Indicator, 'frequency'>, now = new Date()) =>
  periodName(periodStart(now.toISOString().slice(0, 10), indicator.frequency)!, indicator.frequency);

/** "Enter actual": a period's value with its explanation, optionally split by one of the indicator's disaggregations. */
export function EnterActualModal({
  opened,
  onClose,
  indicator,
}: {
  opened: boolean;
  onClose: () => void;
  indicator: Indicator;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Enter actual" size="lg">
      {opened ? <EnterActualForm indicator={indicator} onClose={onClose} /> : null}
    </Modal>
  );
}

function EnterActualForm({ indicator, onClose }: { indicator: Indicator; onClose: () => void }) {
  const addNotes = useAddIndicatorNotes();
  const [other, setOther] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(enterActualSchema),
    defaultValues: {
      period: currentPeriod(indicator),
      value_change: null,
      note: '',
      option_id: null,
      split_by: null,
      split: {},
    },
  });
  const splitBy = useWatch({ control, name: 'split_by' });
  const category = indicator.disaggregations.find((entry) => entry.id === splitBy);
  const periods = [
    ...new Set([currentPeriod(indicator), ...indicator.periods.map((period) => period.period)]),
  ];

  const submit = handleSubmit(async (values) => {
    setOther([]);
    try {
      if (category) {
        const parts = category.options.filter(
          (option) => values.split[option.id] !== null && values.split[option.id] !== undefined,
        );
        if (!parts.length) {
          setOther([`Enter the value of at least one ${category.name.toLowerCase()} option.`]);
          return;
        }
        await addNotes.mutateAsync({
          id: indicator.id,
          notes: parts.map((option) => ({
            note: values.note,
            period: values.period,
            option_id: option.id,
            value_change: values.split[option.id] ?? null,
          })),
        });
      } else {
        const body: IndicatorNoteInput = {
          note: values.note,
          period: values.period,
          value_change: values.value_change,
          option_id: null,
        };
        await addNotes.mutateAsync({ id: indicator.id, notes: [body] });
      }
      onClose();
    } catch (error) {
      setOther(applyFormErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Enter actual">
      <Stack>
        <FormErrorAlert messages={other} />
        {indicator.measure ? (
          <Text size="sm" c="gray.7">
            This indicator is measured from the form “{indicator.measure.survey_name}”: a value entered here
            is replaced the next time the form’s answers are counted.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Period"
            description={`For example ${periods[0]}`}
            list="indicator-periods"
            required
            {...register('period')}
            error={errors.period?.message}
            data-autofocus
          />
          {category ? null : (
            <Controller
              control={control}
              name="value_change"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={`Actual${indicator.unit ? ` (${indicator.unit})` : ''}`}
                  description="Leave empty to add a note alone"
                  thousandSeparator=","
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
        </SimpleGrid>
        <datalist id="indicator-periods">
          {periods.map((period) => (
            <option key={period} value={period} />
          ))}
        </datalist>
        {indicator.disaggregations.length ? (
          <Stack gap="xs">
            <Switch
              label="Split the actual by a disaggregation"
              checked={Boolean(splitBy)}
              onChange={(event) =>
                setValue('split_by', event.currentTarget.checked ? indicator.disaggregations[0]!.id : null)
              }
            />
            {splitBy ? (
              <>
                {indicator.disaggregations.length > 1 ? (
                  <Controller
                    control={control}
                    name="split_by"
                    render={({ field }) => (
                      <Select
                        label="Split by"
                        allowDeselect={false}
                        data={indicator.disaggregations.map((entry) => ({
                          value: entry.id,
                          label: entry.name,
                        }))}
                        value={field.value ?? null}
                        onChange={field.onChange}
                      />
                    )}
                  />
                ) : null}
                <SimpleGrid cols={{ base: 2, xs: 3 }}>
                  {category?.options.map((option) => (
                    <Controller
                      key={option.id}
                      control={control}
                      name={`split.${option.id}`}
                      render={({ field }) => (
                        <NumberInput
                          label={option.name}
                          thousandSeparator=","
                          value={field.value ?? ''}
                          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
                <Text size="xs" c="gray.7">
                  The period’s total is {indicator.aggregation === 'sum' ? 'the sum' : 'the average'} of the
                  options entered.
                </Text>
              </>
            ) : null}
          </Stack>
        ) : null}
        <Textarea
          label="Note"
          description="What changed and why: shown in the indicator’s history"
          required
          autosize
          minRows={2}
          {...register('note')}
          error={errors.note?.message}
        />
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => void submit()}
          submitLabel="Save actual"
          busy={isSubmitting}
        />
      </Stack>
    </form>
  );
}
