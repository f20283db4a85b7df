import { Table } from '@mantine/core';
import type { ChartNumbers } from './chart-rows';

const formatValue = (value: number) => value.toLocaleString('en-NG', { maximumFractionDigits: 2 });

/** A chart's numbers as a table: shown for table charts, and read by screen readers beside every chart. */
export function NumbersTable({ numbers, caption }: { numbers: ChartNumbers; caption: string }) {
  const percents = numbers.rows.some((row) => row.percent !== undefined);
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{numbers.categoryLabel}</Table.Th>
          <Table.Th scope="col" ta="right">
            {numbers.valueLabel}
          </Table.Th>
          {percents ? (
            <Table.Th scope="col" ta="right">
              Percent
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {numbers.rows.map((row, index) => (
          <Table.Tr key={`${row.label}-${index}`}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.label}</Table.Td>
            <Table.Td ta="right">{formatValue(row.value)}</Table.Td>
            {percents ? (
              <Table.Td ta="right">
                {row.percent !== undefined ? `${formatValue(row.percent)} %` : ''}
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
