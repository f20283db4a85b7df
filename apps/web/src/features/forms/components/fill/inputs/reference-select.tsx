import { Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { answerReferencesQuery, type AnswerReference } from '../../../api/answer-references';
import { useWords } from '../filler-words';
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
  const t = useWords();
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
    options.unshift(chosen?.value === current ? chosen : { value: current, label: t('filler.chosenBefore') });
  }
  const isProject = question.question_type === 'project';
  return (
    <Select
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={
        error ?? (isError ? t(isProject ? 'filler.projectListFailed' : 'filler.mdaListFailed') : undefined)
      }
      disabled={disabled}
      data={options}
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      placeholder={t(isProject ? 'filler.searchProject' : 'filler.searchMda')}
      nothingFoundMessage={
        isFetching ? t('filler.searching') : t(isProject ? 'filler.noProjectMatches' : 'filler.noMdaMatches')
      }
      value={current || null}
      // Mantine types the option as always there, but clearing the field passes none.
      onChange={(next, option: ComboboxItem | null) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(next);
      }}
    />
  );
}
