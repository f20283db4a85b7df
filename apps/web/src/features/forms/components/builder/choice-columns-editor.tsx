import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { renameField } from '@oversight/shared/surveys/expressions';
import {
  CHOICE_COLUMN_MAX,
  choiceColumnProblem,
  choiceColumnsOf,
} from '@oversight/shared/surveys/question-options';
import type { QuestionOptionInput } from '@oversight/shared/surveys/questions.schemas';
import { useState } from 'react';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';
import { choiceName } from './translations-editor';

/** Why `name` cannot be a column of these choices (`current` is the column being renamed), or null. */
function columnProblem(name: string, columns: string[], current?: string): string | null {
  const problem = choiceColumnProblem(name);
  if (problem) return problem;
  return name !== current && columns.includes(name) ? `Another filter column is named ${name}.` : null;
}

/** A choice's value for a column ('' when it has none; never one of Object's own names). */
const valueOf = (option: QuestionOptionInput, column: string) =>
  option.filters && Object.hasOwn(option.filters, column) ? option.filters[column]! : '';

/** The filters with one column renamed where it stands (the choices sheet keeps its column order). */
const renameKey = (filters: Record<string, string>, from: string, to: string) =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key === from ? to : key, value]));

function ColumnBlock({
  question,
  column,
  index,
  columns,
  setOptions,
}: {
  question: DraftQuestion;
  column: string;
  index: number;
  columns: string[];
  setOptions: (options: QuestionOptionInput[], choiceFilter?: string) => void;
}) {
  const [text, setText] = useState(column);
  const [shown, setShown] = useState(column);
  // The column renamed or removed elsewhere: the box follows it.
  if (shown !== column) {
    setShown(column);
    setText(column);
  }
  const problem = text === column ? null : columnProblem(text, columns, column);
  const rename = (next: string) => {
    setText(next);
    if (next === column || columnProblem(next, columns, column)) return;
    setShown(next);
    // The choice_filter reads the column by name: it follows the rename.
    setOptions(
      question.options.map((option) =>
        option.filters && Object.hasOwn(option.filters, column)
          ? { ...option, filters: renameKey(option.filters, column, next) }
          : option,
      ),
      renameField(question.choice_filter, column, next),
    );
  };
  const remove = () =>
    setOptions(
      question.options.map((option) => {
        if (!option.filters || !Object.hasOwn(option.filters, column)) return option;
        const { [column]: _removed, ...rest } = option.filters;
        const { filters: _old, ...others } = option;
        return Object.keys(rest).length ? { ...others, filters: rest } : others;
      }),
    );
  const setValue = (at: number, value: string) =>
    setOptions(
      question.options.map((option, i) =>
        i === at ? { ...option, filters: { ...option.filters, [column]: value } } : option,
      ),
    );

  return (
    <Stack
      gap={6}
      role="group"
      aria-label={`Filter column ${index + 1}`}
      pl="sm"
      style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
    >
      <TextInput
        label={`Name of filter column ${index + 1}`}
        maxLength={CHOICE_COLUMN_MAX}
        value={text}
        error={problem ? `${problem} It stays ${column} until then.` : undefined}
        onChange={(event) => rename(event.currentTarget.value.replace(/\s+/g, '_'))}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
        {question.options.map((option, at) => (
          <TextInput
            key={option.id ?? at}
            label={`${column} of ${choiceName(option, at).replace(/^C/, 'c')}`}
            maxLength={200}
            value={valueOf(option, column)}
            onChange={(event) => setValue(at, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Button variant="subtle" color="red" size="xs" style={{ alignSelf: 'flex-start' }} onClick={remove}>
        Remove column {column}
      </Button>
    </Stack>
  );
}

/**
 * The choices sheet's extra columns (XLSForm): each choice's value for each, which the choice filter reads by name,
 * e.g. a state column on a list of LGAs with the filter state = ${state}.
 */
export function ChoiceColumnsEditor({ question, error }: { question: DraftQuestion; error?: string }) {
  const { dispatch } = useBuilderApi();
  const [adding, setAdding] = useState('');
  const [tried, setTried] = useState(false);
  const columns = choiceColumnsOf(question.options);
  const setOptions = (options: QuestionOptionInput[], choiceFilter?: string) =>
    dispatch({
      type: 'updateQuestion',
      key: question.key,
      patch: choiceFilter === undefined ? { options } : { options, choice_filter: choiceFilter },
    });
  const name = adding.trim();
  const problem = name || tried ? columnProblem(name, columns) : null;
  const add = () => {
    setTried(true);
    if (columnProblem(name, columns)) return;
    // Every choice holds the new column (empty until given) so it stays listed; empty values are not saved.
    setOptions(
      question.options.map((option) => ({
        ...option,
        filters: { ...option.filters, [name]: valueOf(option, name) },
      })),
    );
    setAdding('');
    setTried(false);
  };

  return (
    <Stack gap="xs" role="group" aria-label="Filter columns">
      <div>
        <Text size="sm" fw={500}>
          Filter columns
        </Text>
        <Text size="xs" c="gray.7">
          Extra values on each choice that the choice filter reads by name, e.g. a state column on a list of
          LGAs.
        </Text>
      </div>
      {columns.map((column, index) => (
        <ColumnBlock
          key={index}
          question={question}
          column={column}
          index={index}
          columns={columns}
          setOptions={setOptions}
        />
      ))}
      {question.options.length ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Add a filter column"
            description="Letters, digits and _, e.g. state."
            maxLength={CHOICE_COLUMN_MAX}
            value={adding}
            error={problem ?? undefined}
            onChange={(event) => setAdding(event.currentTarget.value.replace(/\s+/g, '_'))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button variant="light" onClick={add}>
            Add column
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          Add choices first: each choice gets a value for each column.
        </Text>
      )}
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
