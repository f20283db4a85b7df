import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { ReportData, ResolvedBlock } from '@oversight/shared/surveys/reports.schemas';
import { perEntryNote } from '../../results/components/field-options';
import { QuestionChart } from '../../results/components/question-chart';

/** Under a repeat question's block: what its numbers count ("Counted per entry of Rooms: 5 entries"). */
function EntriesNote({ repeat, entries }: { repeat: { name: string; text: string }[]; entries: number }) {
  const note = perEntryNote(repeat);
  return note ? (
    <Text size="xs" c="gray.7">
      {note}: {entries} {entries === 1 ? 'entry' : 'entries'}.
    </Text>
  ) : null;
}

function CrossTabTable({ block }: { block: Extract<ResolvedBlock, { type: 'cross_tab' }> }) {
  const table = block.cross_tab!;
  const cell = (value: { count: number; row_percent: number; column_percent: number }) =>
    block.percent === 'row'
      ? `${value.count} (${value.row_percent}%)`
      : block.percent === 'column'
        ? `${value.count} (${value.column_percent}%)`
        : String(value.count);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder withColumnBorders striped>
        <Table.Caption>
          {block.title || `${table.row_question.text} by ${table.column_question.text}`}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{table.row_question.text}</Table.Th>
            {table.columns.map((column) => (
              <Table.Th key={column.value} scope="col">
                {column.label}
              </Table.Th>
            ))}
            <Table.Th scope="col">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr key={row.value}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {table.columns.map((column, j) => (
                <Table.Td key={column.value}>{cell(table.cells[i]![j]!)}</Table.Td>
              ))}
              <Table.Td>{row.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Block({ block }: { block: ResolvedBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Title order={block.level === 1 ? 3 : 4} style={{ overflowWrap: 'anywhere' }}>
          {block.text}
        </Title>
      );
    case 'text':
      return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{block.text}</Text>;
    case 'chart':
    case 'map': {
      const title = block.title || block.summary?.text || (block.type === 'map' ? 'Map' : 'Chart');
      return (
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          {block.summary?.unit === 'entries' ? (
            <EntriesNote repeat={block.repeat ?? []} entries={block.summary.responses} />
          ) : null}
          {block.summary ? (
            <QuestionChart
              summary={block.summary}
              type={block.type === 'map' ? 'map' : block.chart_type}
              title={title}
            />
          ) : (
            <Text size="sm" c="red.8">
              {block.error}
            </Text>
          )}
        </Stack>
      );
    }
    case 'cross_tab':
      return block.cross_tab ? (
        <Stack gap={4}>
          {block.cross_tab.unit === 'entries' ? (
            <EntriesNote repeat={block.cross_tab.repeat} entries={block.cross_tab.total} />
          ) : null}
          <CrossTabTable block={block} />
        </Stack>
      ) : (
        <Text size="sm" c="red.8">
          {block.error}
        </Text>
      );
    case 'table':
      return (
        <Stack gap={4}>
          <Text fw={600}>{block.title || 'Responses'}</Text>
          {block.error ? (
            <Text size="sm" c="red.8">
              {block.error}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            The newest {block.rows.length} of {block.total} responses.
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Submitted</Table.Th>
                  {block.columns.map((column) => (
                    <Table.Th key={column.name} scope="col">
                      {column.text}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {block.rows.map((row, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{row.submitted?.slice(0, 10) ?? ''}</Table.Td>
                    {row.cells.map((cell, column) => (
                      <Table.Td key={column}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      );
  }
}

/** The report as it will read, with the form's real numbers (the PDF and DOCX draw the same data). */
export function ReportPreview({ data }: { data: ReportData }) {
  return (
    <Stack gap="md">
      <Alert variant="light" color="blue">
        {data.responses} responses in this range. This is the report with real data; the PDF and DOCX show the
        same numbers.
      </Alert>
      {data.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
