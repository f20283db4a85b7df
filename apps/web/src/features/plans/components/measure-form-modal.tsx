import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  MEASURE_METHOD_LABELS,
  MEASURE_METHODS,
  measureInputSchema,
  type MeasureInput,
} from '@oversight/shared/plans/indicator-values';
import type { Indicator } from '@oversight/shared/plans/plans.schemas';
import {
  CHOICE_TYPES,
  NUMERIC_TYPES,
  type MdaFormQuestion,
} from '@oversight/shared/surveys/questions.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { formQuestionsQuery, useSetIndicatorMeasure } from '../api/indicators';
import { formErrors } from '../../../lib/form-errors';
import { LoadError } from '../../../components/ui/load-error';

type Input = z.input<typeof measureInputSchema>;

const isNumeric = (question: MdaFormQuestion) => NUMERIC_TYPES.includes(question.question_type);
const isChoice = (question: MdaFormQuestion) =>
  question.question_type === 'yes-no' || CHOICE_TYPES.includes(question.question_type);
/** A question's choices as values to pick (yes/no questions answer "yes" or "no"). */
export const choicesOf = (question: MdaFormQuestion | undefined) =>
  !question
    ? []
    : question.question_type === 'yes-no' && !question.options.length
      ? [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]
      : question.options.map((option) => ({ value: option.value, label: option.label || option.value }));
const questionLabel = (question: MdaFormQuestion) => question.text || question.name;

/** "Measure from a form": the indicator's actuals computed from a form's answers (count, sum, average or share, filtered). */
export function MeasureFormModal({
  opened,
  onClose,
  indicator,
}: {
  opened: boolean;
  onClose: () => void;
  indicator: Indicator;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Measure from a form" size="lg">
      {opened ? <MeasureForm indicator={indicator} onClose={onClose} /> : null}
    </Modal>
  );
}

function MeasureForm({ indicator, onClose }: { indicator: Indicator; onClose: () => void }) {
  const setMeasure = useSetIndicatorMeasure();
  const questions = useQuery(formQuestionsQuery(''));
  const [other, setOther] = useState<string[]>([]);
  const [stopping, setStopping] = useState(false);
  const current = indicator.measure;
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, MeasureInput>({
    resolver: zodResolver(measureInputSchema),
    defaultValues: {
      survey_id: current?.survey_id ?? '',
      method: current?.method ?? 'count',
      question: current?.question ?? null,
      value: current?.value ?? null,
      filter_question: current?.filter_question ?? null,
      filter_value: current?.filter_value ?? null,
    },
  });
  const [surveyId, method, questionName, filterQuestion] = useWatch({
    control,
    name: ['survey_id', 'method', 'question', 'filter_question'],
  });
  const all = questions.data?.results ?? [];
  const forms = [...new Map(all.map((question) => [question.survey.id, question.survey])).values()];
  const ofForm = all.filter((question) => question.survey.id === surveyId);
  const measured = ofForm.filter((question) =>
    method === 'share' ? isChoice(question) : isNumeric(question),
  );
  const choiceQuestions = ofForm.filter(isChoice);
  const byName = (name: string | null | undefined) => ofForm.find((question) => question.name === name);

  const submit = handleSubmit(async (measure) => {
    setOther([]);
    try {
      await setMeasure.mutateAsync({ id: indicator.id, measure });
      onClose();
    } catch (error) {
      const { byField, other: rest } = formErrors(error, ['measure']);
      if (byField.measure) setError('root', { type: 'server', message: byField.measure });
      setOther(rest);
    }
  });
  const stop = async () => {
    setStopping(true);
    try {
      await setMeasure.mutateAsync({ id: indicator.id, measure: null });
      onClose();
    } catch (error) {
      setOther(formErrors(error, []).other);
    } finally {
      setStopping(false);
    }
  };

  if (questions.isPending) return <Skeleton height={200} aria-label="Loading your forms" />;
  if (questions.isError)
    return <LoadError title="Your forms could not be loaded" onRetry={() => void questions.refetch()} />;
  if (!forms.length)
    return (
      <Stack>
        <Text>
          None of your organisation’s forms has a number or choice question yet. Build a form in{' '}
          <Anchor component={Link} to="/forms">
            Forms
          </Anchor>
          , then come back to measure this indicator by its answers.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );

  const questionPicker = (
    name: 'question' | 'filter_question',
    label: string,
    list: MdaFormQuestion[],
    description?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          placeholder={list.length ? 'Choose a question' : 'No fitting question in this form'}
          clearable={name === 'filter_question'}
          searchable
          data={list.map((question) => ({ value: question.name, label: questionLabel(question) }))}
          value={field.value ?? null}
          onChange={(value) => {
            field.onChange(value);
            setValue(name === 'question' ? 'value' : 'filter_value', null);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const valuePicker = (
    name: 'value' | 'filter_value',
    label: string,
    question: MdaFormQuestion | undefined,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder="Choose an answer"
          data={choicesOf(question)}
          value={field.value ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Measure from a form">
      <Stack>
        <FormErrorAlert messages={[...other, ...(errors.root?.message ? [errors.root.message] : [])]} />
        <Text size="sm" c="gray.7">
          Each period’s actual is computed from the responses submitted in it, and kept up to date as new
          answers arrive.
        </Text>
        <Controller
          control={control}
          name="survey_id"
          render={({ field, fieldState }) => (
            <Select
              label="Form"
              placeholder="Choose a form"
              searchable
              allowDeselect={false}
              data={forms.map((form) => ({
                value: form.id,
                label: form.is_published ? form.name : `${form.name} (not published)`,
              }))}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue('question', null);
                setValue('value', null);
                setValue('filter_question', null);
                setValue('filter_value', null);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="method"
          render={({ field, fieldState }) => (
            <Select
              label="Aggregation"
              allowDeselect={false}
              data={MEASURE_METHODS.map((value) => ({ value, label: MEASURE_METHOD_LABELS[value] }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('question', null);
                setValue('value', null);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {surveyId && method !== 'count' ? (
          <SimpleGrid cols={{ base: 1, xs: method === 'share' ? 2 : 1 }}>
            {questionPicker('question', method === 'share' ? 'Choice question' : 'Number question', measured)}
            {method === 'share' ? valuePicker('value', 'Answer counted', byName(questionName)) : null}
          </SimpleGrid>
        ) : null}
        {surveyId ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {questionPicker(
              'filter_question',
              'Only responses where',
              choiceQuestions,
              'Optional filter by a choice question',
            )}
            {filterQuestion ? valuePicker('filter_value', 'is', byName(filterQuestion)) : null}
          </SimpleGrid>
        ) : null}
        <Group justify="space-between">
          {current ? (
            <Button variant="subtle" color="red" onClick={() => void stop()} loading={stopping}>
              Stop measuring
            </Button>
          ) : (
            <span />
          )}
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void submit()}
            submitLabel="Measure from this form"
            busy={isSubmitting}
          />
        </Group>
      </Stack>
    </form>
  );
}
