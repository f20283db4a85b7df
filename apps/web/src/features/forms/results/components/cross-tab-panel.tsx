import {
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AvailableField, CrossTab } from '@oversight/shared/surveys/results.schemas';
import { IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SideScroller } from '../../../../components/ui/side-scroller';
import { formatNumber } from '../../../../lib/format';
import { availableFieldsQuery } from '../api/available-fields';
import { crossTabQuery, type CrossTabParams } from '../api/cross-tab';
import { LoadError } from '../../../../components/ui/load-error';
import { crossable, fieldOptions, perEntryNote, repeatWords } from './field-options';

type Show = 'count' | 'row_percent' | 'column_percent';
const SHOW_LABELS: Record<Show, string> = {
  count: 'Counts',
  row_percent: 'Row %',
  column_percent: 'Column %',
};
const cellText = (cell: CrossTab['cells'][number][number], show: Show) =>
  show === 'count' ? formatNumber(cell.count) : `${formatNumber(cell[show])}\u00a0%`;

/** What the cross-tab counted: responses, or the entries of a repeated group. */
const countedWhat = (table: CrossTab) =>
  table.unit === 'entries' ? `entries of ${repeatWords(table.repeat)}` : 'responses';

function CrossTable({ table, show }: { table: CrossTab; show: Show }) {
  const caption = `${table.row_question.text || table.row_question.name} by ${table.column_question.text || table.column_question.name}: ${SHOW_LABELS[show].toLowerCase()} of ${formatNumber(table.total)} ${countedWhat(table)}`;
  return (
    <SideScroller label={caption} minWidth={Math.max(320, 140 + table.columns.length * 90)}>
      <Table striped withTableBorder withColumnBorders fz="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{table.row_question.text || table.row_question.name}</Table.Th>
            {table.columns.map((column) => (
              <Table.Th key={column.value} scope="col" ta="right">
                {column.label}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr key={row.value}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {table.columns.map((column, j) => (
                <Table.Td key={column.value} ta="right">
                  {cellText(table.cells[i]![j]!, show)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {formatNumber(row.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            {table.columns.map((column) => (
              <Table.Td key={column.value} ta="right" fw={600}>
                {formatNumber(column.total)}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700}>
              {formatNumber(table.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </SideScroller>
  );
}

function Result({ formId, params, show }: { formId: string; params: CrossTabParams; show: Show }) {
  const query = useQuery(crossTabQuery(formId, params));
  if (query.isPending) return <Skeleton h={160} aria-label="Counting the cross-tab" />;
  if (query.isError)
    return <LoadError title="Could not count this cross-tab" onRetry={() => void query.refetch()} />;
  if (!query.data.total)
    return (
      <Text size="sm">
        No {countedWhat(query.data)} answered both questions
        {params.from || params.to || params.answer ? ' with these filters' : ''}.
      </Text>
    );
  const note = perEntryNote(query.data.repeat);
  return (
    <Stack gap="xs" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {note ? (
        <Text size="sm" c="gray.7">
          {note}: each with its response&apos;s answers outside it.
        </Text>
      ) : null}
      <CrossTable table={query.data} show={show} />
    </Stack>
  );
}

/** One choice question by another, filtered by submission dates and one choice answer. */
export function CrossTabPanel({ formId }: { formId: string }) {
  const fields = useQuery(availableFieldsQuery(formId));
  const choices: AvailableField[] = (fields.data?.fields ?? []).filter((field) => field.cross_tab);
  const [row, setRow] = useState<string | null>(null);
  const [column, setColumn] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [filterQuestion, setFilterQuestion] = useState<string | null>(null);
  const [filterValue, setFilterValue] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('count');

  if (fields.isPending) return <Skeleton h={120} />;
  if (fields.isError)
    return <LoadError title="Could not load the form's questions" onRetry={() => void fields.refetch()} />;
  if (choices.length < 2)
    return (
      <EmptyState
        order={3}
        icon={<IconTable size={32} stroke={1.5} />}
        title="Nothing to cross-tabulate"
        text="A cross-tab counts the answers of one choice question against another. Add at least two choice questions (single or multiple choice, yes/no, lists) to the form."
      />
    );

  const rowName = row ?? choices[0]!.name;
  const rowField = choices.find((field) => field.name === rowName)!;
  // Columns: other choice questions whose answers meet the row's (a repeat's entries do not meet a sibling's).
  const columnChoices = choices.filter((field) => field.name !== rowName && crossable(rowField, field));
  const columnName =
    column && columnChoices.some((field) => field.name === column)
      ? column
      : (columnChoices[0]?.name ?? null);
  // Filters are by questions outside repeats (a response holds one answer to them).
  const filterChoices = choices.filter((field) => !field.repeat.length);
  const filterOptions = filterChoices.map((field) => ({
    value: field.name,
    label: field.text || field.name,
  }));
  const filterField = filterChoices.find((field) => field.name === filterQuestion);
  const datesWrong = !!from && !!to && from > to;
  const params: CrossTabParams = {
    row: rowName,
    column: columnName ?? '',
    from: from || undefined,
    to: to || undefined,
    answer: filterQuestion && filterValue ? [`${filterQuestion}:${filterValue}`] : undefined,
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Cross-tab
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Rows"
          data={fieldOptions(choices)}
          value={rowName}
          onChange={setRow}
          allowDeselect={false}
          searchable
        />
        <Select
          label="Columns"
          data={fieldOptions(columnChoices)}
          value={columnName}
          onChange={setColumn}
          allowDeselect={false}
          searchable
          placeholder={columnChoices.length ? undefined : 'No question to cross with this one'}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput
          type="date"
          label="Submitted from"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Submitted to"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={datesWrong ? 'The end date must be on or after the start date.' : undefined}
        />
        <Select
          label="Only responses where"
          placeholder="Any answer"
          data={filterOptions}
          value={filterQuestion}
          onChange={(value) => {
            setFilterQuestion(value);
            setFilterValue(null);
          }}
          clearable
        />
        <Select
          label="Answer is"
          placeholder={filterField ? 'Choose an answer' : 'Choose a question first'}
          data={(filterField?.options ?? []).map((option) => ({ value: option.value, label: option.label }))}
          value={filterValue}
          onChange={setFilterValue}
          disabled={!filterField || !filterField.options.length}
          clearable
        />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Show in the cells"
          data={(Object.keys(SHOW_LABELS) as Show[]).map((value) => ({ value, label: SHOW_LABELS[value] }))}
          value={show}
          onChange={(value) => setShow(value as Show)}
        />
      </Group>
      {datesWrong || !columnName ? null : <Result formId={formId} params={params} show={show} />}
    </Stack>
  );
}
