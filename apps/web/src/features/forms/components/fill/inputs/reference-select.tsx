import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { answerReferencesQuery, type AnswerReference } from '../../../api/answer-references';
import { asString, type FieldProps } from './field-props';

/** Project and ministry/agency questions: a search over the server's lists; the answer is the public id. */
export function ReferenceAnswer({
  question,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: FieldProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The label of the chosen item, kept so it still shows once the search moves on.
  const [chosen, setChosen] = useState<AnswerReference | null>(null);
  const {
    data = [],
    isFetching,
    isError,
  } = useQuery({
    ...answerReferencesQuery(question.question_type === 'project' ? 'project' : 'mda', debounced),
    enabled: !disabled,
  });
  const current = asString(value);
  const options = [...data];
  if (current && !options.some((option) => option.value === current)) {
    options.unshift(chosen?.value === current ? chosen : { value: current, label: 'The item chosen before' });
  }
  const what = question.question_type === 'project' ? 'project' : 'ministry or agency';
  return (
    <Select
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={
        error ??
        (isError
          ? `The ${what} list could not be loaded. Check your connection and search again.`
          : undefined)
      }
      disabled={disabled}
      data={options}
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      placeholder={`Search for a ${what}`}
      nothingFoundMessage={isFetching ? 'Searching…' : `No ${what} matches`}
      value={current || null}
      onChange={(next, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(next);
      }}
    />
  );
}
