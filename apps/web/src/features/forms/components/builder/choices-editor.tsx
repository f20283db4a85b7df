import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import {
  LIKERT_OPTIONS,
  valueFromLabel,
  type QuestionOptionInput,
} from '@oversight/shared/surveys/questions.schemas';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';

/** A value for a new choice that no other choice of the question uses yet. */
function freshValue(label: string, index: number, taken: Set<string>) {
  const base = valueFromLabel(label, index);
  let value = base;
  for (let n = 2; taken.has(value); n += 1) value = `${base}_${n}`;
  taken.add(value);
  return value;
}

/**
 * A choice question's choices: add, remove, reorder, paste many lines at once; values (what answers store) under
 * "Show choice values"; an "Other" choice for single, multiple and dropdown questions.
 */
export function ChoicesEditor({ question, error }: { question: DraftQuestion; error?: string }) {
  const { dispatch } = useBuilderApi();
  const [showValues, setShowValues] = useState(false);
  const [pasting, setPasting] = useState<string | null>(null);
  const options = question.options;
  const setOptions = (next: QuestionOptionInput[]) =>
    dispatch({ type: 'updateQuestion', key: question.key, patch: { options: next } });
  const change = (index: number, patch: Partial<QuestionOptionInput>) =>
    setOptions(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  // A new choice's value follows its label until it is saved or typed by hand (answers are stored by value).
  const relabel = (index: number, label: string) => {
    const option = options[index]!;
    const auto = !option.id && (!option.value || option.value === valueFromLabel(option.label, index));
    if (!auto) {
      change(index, { label });
      return;
    }
    const taken = new Set(
      options
        .filter((_, i) => i !== index)
        .map((o) => o.value)
        .filter((v): v is string => !!v),
    );
    change(index, { label, value: label.trim() ? freshValue(label, index, taken) : undefined });
  };
  const move = (index: number, to: number) => {
    const next = [...options];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    setOptions(next);
  };
  const add = (labels: string[]) => {
    const taken = new Set(options.map((option) => option.value).filter((value): value is string => !!value));
    setOptions([
      ...options,
      ...labels.map((label, i) => ({ label, value: freshValue(label, options.length + i, taken) })),
    ]);
  };
  const name = (index: number) =>
    `choice ${index + 1}${options[index]?.label ? ` (${options[index].label})` : ''}`;

  return (
    <Stack gap="xs" role="group" aria-label="Choices">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          Choices
        </Text>
        <Switch
          size="xs"
          label="Show choice values"
          checked={showValues}
          onChange={(event) => setShowValues(event.currentTarget.checked)}
        />
      </Group>
      {question.question_type === 'likert' && options.length === 0 ? (
        <Text size="sm" c="gray.7">
          Uses the usual scale: {LIKERT_OPTIONS.map((option) => option.label).join(', ')}. Add choices to use
          your own.
        </Text>
      ) : null}
      {options.map((option, index) => (
        <Group key={option.id ?? index} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`Choice ${index + 1}`}
            data-choice={`${question.key}-${index}`}
            placeholder={`Choice ${index + 1}`}
            value={option.label}
            maxLength={500}
            onChange={(event) => relabel(index, event.currentTarget.value)}
            style={{ flex: 2, minWidth: 0 }}
          />
          {showValues ? (
            <TextInput
              aria-label={`Value of choice ${index + 1}`}
              placeholder="value"
              value={option.value ?? ''}
              maxLength={100}
              onChange={(event) =>
                change(index, { value: event.currentTarget.value.replace(/\s+/g, '_') || undefined })
              }
              style={{ flex: 1, minWidth: 0 }}
            />
          ) : null}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Move ${name(index)} up`}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Move ${name(index)} down`}
            disabled={index === options.length - 1}
            onClick={() => move(index, index + 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${name(index)}`}
            onClick={() => setOptions(options.filter((_, i) => i !== index))}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {pasting !== null ? (
        <Stack gap={6}>
          <Textarea
            label="Choices, one a line"
            autosize
            minRows={3}
            maxRows={12}
            value={pasting}
            onChange={(event) => setPasting(event.currentTarget.value)}
            data-autofocus
          />
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() => {
                add(
                  pasting
                    .split(/\r?\n/)
                    .map((line) => line.trim())
                    .filter(Boolean),
                );
                setPasting(null);
              }}
            >
              Add these choices
            </Button>
            <Button size="xs" variant="default" onClick={() => setPasting(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              setOptions([...options, { label: '' }]);
              requestAnimationFrame(() =>
                document
                  .querySelector<HTMLElement>(`[data-choice="${question.key}-${options.length}"]`)
                  ?.focus(),
              );
            }}
          >
            Add choice
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setPasting('')}>
            Paste many lines
          </Button>
        </Group>
      )}
      {['radio', 'select-multiple', 'list'].includes(question.question_type) ? (
        <Switch
          label='Add an "Other" choice with a text box'
          checked={!!question.settings.or_other}
          onChange={(event) =>
            dispatch({
              type: 'updateQuestion',
              key: question.key,
              patch: {
                settings: { ...question.settings, or_other: event.currentTarget.checked || undefined },
              },
            })
          }
        />
      ) : null}
    </Stack>
  );
}
