import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  CHART_TITLE_MAX,
  CHART_TYPE_LABELS,
  createChartBodySchema,
  type AvailableField,
  type CreateChartBody,
} from '@oversight/shared/surveys/results.schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../../components/ui/modal-footer';
import { applyFormErrors } from '../../../../lib/form-errors';
import { useCreateChart } from '../api/create-chart';
import { fieldOptions, perEntryNote } from './field-options';

const FIELDS = ['title', 'chart_type', 'question'] as const;

/** Save a chart of one question; the chart types offered are those the question's kind allows. */
export function ChartFormModal({
  formId,
  fields,
  onClose,
}: {
  formId: string;
  fields: AvailableField[];
  onClose: () => void;
}) {
  const create = useCreateChart(formId);
  const [other, setOther] = useState<string[]>([]);
  const first = fields[0];
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateChartBody>({
    resolver: zodResolver(createChartBodySchema),
    defaultValues: {
      title: first ? first.text || first.name : '',
      question: first?.name ?? '',
      chart_type: first?.chart_types[0] ?? 'bar',
    },
  });
  const question = fields.find((field) => field.name === watch('question'));
  const submit = handleSubmit(async (values) => {
    setOther([]);
    try {
      await create.mutateAsync(values);
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
    <Modal opened onClose={onClose} title="Add a chart">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormErrorAlert messages={other} />
          <Controller
            control={control}
            name="question"
            render={({ field }) => (
              <Select
                label="Question"
                required
                searchable
                data={fieldOptions(fields)}
                description={question ? perEntryNote(question.repeat) : undefined}
                value={field.value}
                onChange={(value) => {
                  const chosen = fields.find((item) => item.name === value);
                  field.onChange(value ?? '');
                  if (chosen) {
                    setValue('title', chosen.text || chosen.name);
                    setValue('chart_type', chosen.chart_types[0] ?? 'table');
                  }
                }}
                error={errors.question?.message}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="chart_type"
            render={({ field }) => (
              <Select
                label="Chart"
                required
                data={(question?.chart_types ?? []).map((type) => ({
                  value: type,
                  label: CHART_TYPE_LABELS[type],
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'bar')}
                error={errors.chart_type?.message}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label="Title"
            required
            maxLength={CHART_TITLE_MAX}
            {...register('title')}
            error={errors.title?.message}
          />
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void submit()}
            submitLabel="Save chart"
            busy={isSubmitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
