import { Button, Collapse, Group, NativeSelect, Pill, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { answerText, optionsOf } from './answer-format';
import { filterableQuestions, type Column } from './columns';
import type { ResponseFilters as Filters, ResponseOrdering } from './use-response-filters';

const MAX_ANSWER_FILTERS = 10;

/** Search, order, dates and choice filters of the responses list; every change lands in the URL. */
export function ResponseFilters({
  filters,
  questions,
  onChange,
}: {
  filters: Filters;
  questions: readonly Column[];
  onChange: (change: Partial<Filters>) => void;
}) {
  const [text, setText] = useState(filters.search);
  const [search] = useDebouncedValue(text, 350);
  // Typing is sent once it pauses; a change from outside (clear filters, back button) refills the box.
  useEffect(() => {
    if (search.trim() !== filters.search.trim()) onChange({ search });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  useEffect(() => {
    setText((current) => (current.trim() === filters.search.trim() ? current : filters.search));
  }, [filters.search]);

  const choices = filterableQuestions(questions);
  const [questionName, setQuestionName] = useState('');
  const [value, setValue] = useState('');
  const picked = choices.find((question) => question.name === questionName);
  const addFilter = () => {
    if (!picked || !value) return;
    const pair = `${picked.name}:${value}`;
    if (!filters.answer.includes(pair)) onChange({ answer: [...filters.answer, pair] });
    setQuestionName('');
    setValue('');
  };
  const describe = (pair: string) => {
    const [name, ...rest] = pair.split(':');
    const question = questions.find((item) => item.name === name);
    const chosen = rest.join(':');
    return question ? `${question.text || question.name}: ${answerText(question, chosen)}` : pair;
  };

  // Phones show the search and a Filters button, so the responses start on the first screen.
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const active =
    (filters.ordering !== '-submitted' ? 1 : 0) +
    (filters.from ? 1 : 0) +
    (filters.to ? 1 : 0) +
    filters.answer.length;
  const searchBox = (
    <TextInput
      label="Search answers"
      placeholder="A word from any answer"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      type="search"
    />
  );

  return (
    <Stack gap="sm" component="section" aria-label="Filter responses">
      {phone ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>{searchBox}</div>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen((value) => !value)}
          >
            {active ? `Filters (${active})` : 'Filters'}
          </Button>
        </Group>
      ) : null}
      <Collapse in={!phone || open} id={moreId}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {phone ? null : searchBox}
            <NativeSelect
              label="Order"
              value={filters.ordering}
              onChange={(event) => onChange({ ordering: event.currentTarget.value as ResponseOrdering })}
              data={[
                { value: '-submitted', label: 'Newest first' },
                { value: 'submitted', label: 'Oldest first' },
              ]}
            />
            <TextInput
              type="date"
              label="Submitted from"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => onChange({ from: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Submitted to"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ to: event.currentTarget.value })}
            />
          </SimpleGrid>
          {choices.length ? (
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NativeSelect
                label="Filter by answer to"
                value={questionName}
                onChange={(event) => {
                  setQuestionName(event.currentTarget.value);
                  setValue('');
                }}
                data={[
                  { value: '', label: 'Choose a question' },
                  ...choices.map((q) => ({ value: q.name, label: q.text || q.name })),
                ]}
                style={{ flex: '1 1 220px', minWidth: 0 }}
              />
              <NativeSelect
                label="Answer"
                value={value}
                disabled={!picked}
                onChange={(event) => setValue(event.currentTarget.value)}
                data={[
                  { value: '', label: picked ? 'Choose an answer' : 'Choose a question first' },
                  ...(picked ? optionsOf(picked).map((o) => ({ value: o.value, label: o.label })) : []),
                ]}
                style={{ flex: '1 1 180px', minWidth: 0 }}
              />
              <Button
                variant="light"
                leftSection={<IconFilterPlus size={16} aria-hidden />}
                onClick={addFilter}
                disabled={!picked || !value || filters.answer.length >= MAX_ANSWER_FILTERS}
              >
                Add filter
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Collapse>
      {filters.answer.length || filters.search || filters.from || filters.to ? (
        <Group gap="xs" wrap="wrap" role="list" aria-label="Active filters">
          {filters.answer.map((pair) => (
            <Pill
              key={pair}
              role="listitem"
              size="md"
              withRemoveButton
              removeButtonProps={{ 'aria-label': `Remove filter ${describe(pair)}` }}
              onRemove={() => onChange({ answer: filters.answer.filter((other) => other !== pair) })}
            >
              {describe(pair)}
            </Pill>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => {
              setText('');
              onChange({ search: '', from: '', to: '', answer: [] });
            }}
          >
            Clear filters
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
