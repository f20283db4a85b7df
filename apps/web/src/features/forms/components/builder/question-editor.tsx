import { Alert, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import {
  CHOICE_TYPES,
  CONTAINER_TYPES,
  NO_ANSWER_TYPES,
  type QuestionType,
} from '@oversight/shared/surveys/questions.schemas';
import type { ReactNode } from 'react';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';
import { ChoicesEditor } from './choices-editor';
import { ConditionEditor } from './condition-editor';
import { QuestionAdvanced } from './question-advanced';
import { QuestionSettings } from './question-settings';
import { QUESTION_TYPE_GROUPS } from './question-types';

// Fields shown in place; any other field a save refuses is listed at the top of the card.
const SHOWN = new Set([
  'text',
  'hint',
  'question_type',
  'required_message',
  'relevant',
  'constraint',
  'constraint_message',
  'name',
  'options',
  'calculation',
  'default',
  'appearance',
  'settings',
  'images',
  'choice_filter',
  'filters',
  'translations',
]);

/** Everything about one question: text, hint, type, required, the type's settings, logic and the advanced part. */
export function QuestionEditor({
  question,
  innerQuestions,
}: {
  question: DraftQuestion;
  /** The questions of a group or repeat: the question list, which holds this editor (passed down, not imported). */
  innerQuestions: (question: DraftQuestion) => ReactNode;
}) {
  const { dispatch, errors } = useBuilderApi();
  const fieldErrors = errors.questions[question.key] ?? {};
  const update = (patch: Partial<DraftQuestion>) =>
    dispatch({ type: 'updateQuestion', key: question.key, patch });
  const type = question.question_type;
  const answers = !NO_ANSWER_TYPES.includes(type);
  const container = CONTAINER_TYPES.includes(type);
  const others = Object.entries(fieldErrors).filter(([field]) => !SHOWN.has(field));

  return (
    <Stack gap="sm" p={{ base: 'sm', sm: 'md' }}>
      {others.length ? (
        <Alert color="red" title="This question needs a fix">
          {others.map(([field, message]) => (
            <Text key={field} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Textarea
        label="Question"
        description={type === 'note' ? 'The text people read (a note takes no answer).' : undefined}
        autosize
        minRows={1}
        maxLength={2000}
        value={question.text}
        error={fieldErrors.text}
        data-question-text={question.key}
        onChange={(event) => update({ text: event.currentTarget.value })}
      />
      <Select
        label="Question type"
        data={QUESTION_TYPE_GROUPS}
        value={type}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        error={fieldErrors.question_type}
        onChange={(value) => value && update({ question_type: value as QuestionType })}
      />
      <TextInput
        label="Hint"
        description="Shown under the question, e.g. what to count or where to look."
        maxLength={2000}
        value={question.hint}
        error={fieldErrors.hint}
        onChange={(event) => update({ hint: event.currentTarget.value })}
      />
      {answers ? (
        <>
          <Switch
            label="Required"
            checked={question.required}
            onChange={(event) => update({ required: event.currentTarget.checked })}
          />
          {question.required ? (
            <TextInput
              label="Message when it is left empty"
              placeholder="This question is required."
              maxLength={300}
              value={question.required_message}
              error={fieldErrors.required_message}
              onChange={(event) => update({ required_message: event.currentTarget.value })}
            />
          ) : null}
        </>
      ) : null}
      {CHOICE_TYPES.includes(type) ? <ChoicesEditor question={question} error={fieldErrors.options} /> : null}
      <QuestionSettings question={question} errors={fieldErrors} />
      {container ? (
        <Stack gap="xs" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" fw={600}>
            {type === 'repeat' ? 'Questions answered each time' : 'Questions in this group'}
          </Text>
          {innerQuestions(question)}
        </Stack>
      ) : null}
      <ConditionEditor
        question={question}
        field="relevant"
        label="Show this question only when…"
        error={fieldErrors.relevant}
      />
      {answers && type !== 'repeat' ? (
        <>
          <ConditionEditor
            question={question}
            field="constraint"
            label="Accept the answer only when…"
            error={fieldErrors.constraint}
          />
          {question.constraint ? (
            <TextInput
              label="Message when the answer is not accepted"
              maxLength={300}
              value={question.constraint_message}
              error={fieldErrors.constraint_message}
              onChange={(event) => update({ constraint_message: event.currentTarget.value })}
            />
          ) : null}
        </>
      ) : null}
      <QuestionAdvanced question={question} errors={fieldErrors} />
    </Stack>
  );
}
