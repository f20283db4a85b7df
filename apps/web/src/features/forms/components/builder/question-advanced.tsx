import { Button, Collapse, MultiSelect, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { choiceColumnsOf, optionsOf } from '@oversight/shared/surveys/question-options';
import {
  CHOICE_TYPES,
  NO_ANSWER_TYPES,
  QUESTION_NAME_MAX,
} from '@oversight/shared/surveys/questions.schemas';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';
import { choicesOf } from './conditions';
import { ChoiceColumnsEditor } from './choice-columns-editor';
import { ExpressionField } from './expression-field';
import type { FieldErrors } from './save-errors';
import { TranslationsEditor } from './translations-editor';

const ADVANCED_FIELDS = [
  'name',
  'default',
  'appearance',
  'images',
  'choice_filter',
  'filters',
  'translations',
];

/** The parts most people leave alone: the name answers are stored under, default, appearance, read only, images. */
export function QuestionAdvanced({ question, errors }: { question: DraftQuestion; errors: FieldErrors }) {
  const { dispatch, names } = useBuilderApi();
  const failed = ADVANCED_FIELDS.some((field) => errors[field]);
  const [open, setOpen] = useState(failed);
  const update = (patch: Partial<DraftQuestion>) =>
    dispatch({ type: 'updateQuestion', key: question.key, patch });
  const answers = !NO_ANSWER_TYPES.includes(question.question_type);
  const generated = names.get(question.key);
  const id = `advanced-${question.key}`;
  const choices = choicesOf(question.question_type, question.options)?.map((c) => ({
    value: c.value,
    label: c.label || c.value,
  }));
  const own = CHOICE_TYPES.includes(question.question_type);
  // The columns the choice filter may read: the question's own choices', or those of its fixed list (an LGA's state).
  const listed = own ? question.options : optionsOf({ question_type: question.question_type, options: [] });
  const columns = listed.length ? choiceColumnsOf(listed) : null;
  const several = question.question_type === 'select-multiple' || question.question_type === 'ranking';
  const defaultField = !answers ? null : choices && several ? (
    // XLSForm keeps several default choices as one space-separated value.
    <MultiSelect
      label="Default answer"
      description="Ticked when the form opens."
      data={choices}
      value={(question.default ?? '').split(' ').filter(Boolean)}
      error={errors.default}
      onChange={(value) => update({ default: value.length ? value.join(' ') : null })}
      comboboxProps={{ withinPortal: true }}
    />
  ) : choices ? (
    <Select
      label="Default answer"
      description="Chosen when the form opens."
      data={choices}
      value={question.default || null}
      clearable
      error={errors.default}
      onChange={(value) => update({ default: value || null })}
      comboboxProps={{ withinPortal: true }}
    />
  ) : (
    <TextInput
      label="Default answer"
      description="Filled in when the form opens."
      maxLength={2000}
      value={question.default ?? ''}
      error={errors.default}
      onChange={(event) => update({ default: event.currentTarget.value || null })}
    />
  );

  return (
    <div>
      <Button
        variant="subtle"
        size="xs"
        color={failed ? 'red' : 'gray'}
        px={4}
        leftSection={
          open || failed ? (
            <IconChevronDown size={14} aria-hidden />
          ) : (
            <IconChevronRight size={14} aria-hidden />
          )
        }
        aria-expanded={open || failed}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Advanced
      </Button>
      <Collapse in={open || failed} id={id}>
        <Stack gap="sm" pt="xs">
          <TextInput
            label="Name"
            description={
              question.name
                ? 'Answers and expressions use this name (letters, digits and _). Changing it after answers arrive keeps them under the old name.'
                : `Left empty, it is made from the question text${generated ? `: ${generated}` : ''}.`
            }
            placeholder={generated}
            maxLength={QUESTION_NAME_MAX}
            value={question.name ?? ''}
            error={errors.name}
            onChange={(event) =>
              update({ name: event.currentTarget.value.replace(/\s+/g, '_') || undefined })
            }
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          {defaultField}
          <TextInput
            label="Appearance"
            description="An XLSForm appearance, e.g. minimal, horizontal, multiline, signature."
            maxLength={100}
            value={question.appearance}
            error={errors.appearance}
            onChange={(event) => update({ appearance: event.currentTarget.value })}
          />
          {answers ? (
            <Switch
              label="Read only (shown, not answered)"
              checked={question.read_only}
              onChange={(event) => update({ read_only: event.currentTarget.checked })}
            />
          ) : null}
          {choices ? (
            <ExpressionField
              question={question}
              label="Show only the choices where (choice filter)"
              description={`Each choice stays when this is true: its columns by name (${['name', 'label', ...(columns ?? [])].join(', ')}), earlier answers as \${name}, e.g. state = \${state}.`}
              value={question.choice_filter}
              error={errors.choice_filter}
              choiceColumns={columns}
              onChange={(value) => update({ choice_filter: value })}
            />
          ) : null}
          {own ? <ChoiceColumnsEditor question={question} error={errors.filters} /> : null}
          <TranslationsEditor question={question} error={errors.translations} />
          <Textarea
            label="Images (web addresses, one a line, up to 4)"
            autosize
            minRows={1}
            value={question.images.join('\n')}
            error={errors.images}
            onChange={(event) => update({ images: event.currentTarget.value.split(/\r?\n/).slice(0, 4) })}
          />
        </Stack>
      </Collapse>
    </div>
  );
}
