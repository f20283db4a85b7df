import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CONTAINER_TYPES,
  NO_ANSWER_TYPES,
  type QuestionType,
} from '@oversight/shared/surveys/questions.schemas';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useBuilderApi } from './builder-context';
import { flatDrafts, type DraftQuestion } from './builder-state';
import {
  choicesOf,
  OPERATORS,
  operatorsFor,
  parseConditions,
  takesValue,
  toExpression,
  type Condition,
  type ConditionSet,
} from './conditions';
import { ExpressionField } from './expression-field';

const complete = (condition: Condition) =>
  !!condition.question &&
  (!takesValue(condition.operator) || condition.value.some((value) => value.trim() !== ''));

/**
 * Skip logic ("relevant") or validation ("constraint") built by picking an earlier question, an operator that fits
 * its type and a value, joined by all/any; it writes the XLSForm expression. "Write the expression by hand" switches
 * to a checked text box; an expression the picker cannot show opens there.
 */
export function ConditionEditor({
  question,
  field,
  label,
  error,
}: {
  question: DraftQuestion;
  field: 'relevant' | 'constraint';
  label: string;
  error?: string;
}) {
  const { sections, dispatch, names } = useBuilderApi();
  const expression = question[field];
  const [set, setSet] = useState<ConditionSet>(
    () => parseConditions(expression) ?? { join: 'and', conditions: [] },
  );
  const [byHand, setByHand] = useState(() => parseConditions(expression) === null);
  const write = (value: string) =>
    dispatch({ type: 'updateQuestion', key: question.key, patch: { [field]: value } });

  // Earlier questions that take an answer (and, for validation, the answer itself as ".").
  const subjects = useMemo(() => {
    const flat = flatDrafts(sections).map((entry) => entry.question);
    const before = flat.slice(
      0,
      Math.max(
        0,
        flat.findIndex((q) => q.key === question.key),
      ),
    );
    const list = before
      .filter((q) => !NO_ANSWER_TYPES.includes(q.question_type) && !CONTAINER_TYPES.includes(q.question_type))
      .map((q) => ({
        name: names.get(q.key) ?? '',
        draft: q,
        label: q.text.trim() || names.get(q.key) || 'Untitled question',
      }));
    return field === 'constraint' ? [{ name: '.', draft: question, label: 'This answer' }, ...list] : list;
  }, [sections, names, question, field]);
  const subjectOf = (name: string) => subjects.find((subject) => subject.name === name);
  const typeOf = (name: string): QuestionType | undefined => subjectOf(name)?.draft.question_type;

  function update(next: ConditionSet) {
    setSet(next);
    write(toExpression({ ...next, conditions: next.conditions.filter(complete) }, typeOf));
  }
  const change = (index: number, patch: Partial<Condition>) =>
    update({
      ...set,
      conditions: set.conditions.map((condition, i) =>
        i === index ? { ...condition, ...patch } : condition,
      ),
    });

  function pick(index: number, name: string) {
    const subject = subjectOf(name);
    // The skip logic reads the question by name: a generated name is kept so it does not change with the text.
    if (subject?.draft && subject.name !== '.' && !subject.draft.name)
      dispatch({ type: 'updateQuestion', key: subject.draft.key, patch: { name } });
    const operator = operatorsFor(subject?.draft.question_type ?? 'text')[0]!;
    change(index, { question: name, operator, value: [] });
  }

  const parsed = byHand ? parseConditions(expression) : set;
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Switch
          size="xs"
          label="Write the expression by hand"
          checked={byHand}
          disabled={byHand && parsed === null}
          onChange={(event) => {
            const hand = event.currentTarget.checked;
            if (!hand) setSet(parseConditions(expression) ?? { join: 'and', conditions: [] });
            setByHand(hand);
          }}
        />
      </Group>
      {byHand ? (
        <>
          <ExpressionField
            question={question}
            label="Expression"
            value={expression}
            error={error}
            onChange={write}
            selfAllowed={field === 'constraint'}
          />
          {parsed === null && expression.trim() ? (
            <Text size="xs" c="gray.7">
              The picker cannot show this expression; edit it here, or clear it to pick conditions.
            </Text>
          ) : null}
        </>
      ) : (
        <>
          {set.conditions.length > 1 ? (
            <SegmentedControl
              size="xs"
              aria-label="Join the conditions"
              data={[
                { value: 'and', label: 'All of these' },
                { value: 'or', label: 'Any of these' },
              ]}
              value={set.join}
              onChange={(value) => update({ ...set, join: value as 'and' | 'or' })}
              style={{ alignSelf: 'flex-start' }}
            />
          ) : null}
          {set.conditions.map((condition, index) => {
            const subject = subjectOf(condition.question);
            const type = subject?.draft.question_type ?? 'text';
            const choices = subject?.draft ? choicesOf(type, subject.draft.options) : null;
            const n = index + 1;
            return (
              <Group key={index} gap={6} align="flex-end" wrap="wrap">
                <Select
                  label="When"
                  aria-label={`Condition ${n}: question`}
                  placeholder={subjects.length ? 'Pick a question' : 'No earlier question'}
                  data={subjects.map((s) => ({ value: s.name, label: s.label }))}
                  value={condition.question || null}
                  onChange={(value) => value && pick(index, value)}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                  style={{ flex: '2 1 180px' }}
                />
                <Select
                  label="Check"
                  aria-label={`Condition ${n}: operator`}
                  data={operatorsFor(type).map((op) => ({ value: op, label: OPERATORS[op] }))}
                  value={condition.operator}
                  allowDeselect={false}
                  disabled={!condition.question}
                  onChange={(value) =>
                    value &&
                    change(index, {
                      operator: value as Condition['operator'],
                      value: condition.value.slice(0, 1),
                    })
                  }
                  comboboxProps={{ withinPortal: true }}
                  style={{ flex: '1 1 130px' }}
                />
                {!takesValue(condition.operator) ? null : choices && condition.operator === 'in' ? (
                  <MultiSelect
                    label="Values"
                    aria-label={`Condition ${n}: values`}
                    data={choices.map((c) => ({ value: c.value, label: c.label || c.value }))}
                    value={condition.value}
                    onChange={(value) => change(index, { value })}
                    comboboxProps={{ withinPortal: true }}
                    style={{ flex: '2 1 160px' }}
                  />
                ) : choices ? (
                  <Select
                    label="Value"
                    aria-label={`Condition ${n}: value`}
                    data={choices.map((c) => ({ value: c.value, label: c.label || c.value }))}
                    value={condition.value[0] ?? null}
                    onChange={(value) => change(index, { value: value ? [value] : [] })}
                    comboboxProps={{ withinPortal: true }}
                    style={{ flex: '2 1 160px' }}
                  />
                ) : (
                  <TextInput
                    label="Value"
                    aria-label={`Condition ${n}: value`}
                    type={['date', 'time'].includes(type) ? type : 'text'}
                    value={condition.value[0] ?? ''}
                    onChange={(event) => change(index, { value: [event.currentTarget.value] })}
                    style={{ flex: '2 1 140px' }}
                  />
                )}
                {condition.question && !subject ? (
                  <Text size="xs" c="red.8" w="100%">
                    {`\${${condition.question}}`} is not an earlier question any more: pick another one or
                    remove this condition.
                  </Text>
                ) : null}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={`Remove condition ${n}`}
                  onClick={() => update({ ...set, conditions: set.conditions.filter((_, i) => i !== index) })}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          {error ? (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          ) : null}
          {subjects.length === 0 ? (
            <Text size="xs" c="gray.7">
              {field === 'relevant'
                ? 'Conditions use the answers to earlier questions: add one above this question first.'
                : 'No conditions yet.'}
            </Text>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                update({
                  ...set,
                  conditions: [...set.conditions, { question: '', operator: 'eq', value: [] }],
                })
              }
              style={{ alignSelf: 'flex-start' }}
            >
              Add a condition
            </Button>
          )}
          {expression ? (
            <Text size="xs" c="gray.7" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {expression}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
