import { Table } from '@mantine/core';
import { formatMoney, formatNumber } from '../../../lib/format';
import { STATUS_SERIES, totalOf, type AnalysisRow } from '../api/analysis';

/** The figures behind the charts, readable by screen readers and copyable. */
export function AnalysisTable({ rows, nameLabel }: { rows: AnalysisRow[]; nameLabel: string }) {
  return (
    // A scrolling region must be reachable by keyboard: it takes focus and says what it is.
    <div role="region" aria-label="Figures" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped fz="sm" withTableBorder miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameLabel}</Table.Th>
            {STATUS_SERIES.map((s) => (
              <Table.Th key={s.key} scope="col" ta="right">
                {s.label}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Budget
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              {STATUS_SERIES.map((s) => (
                <Table.Td key={s.key} ta="right">
                  {formatNumber(row[s.key])}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {formatNumber(totalOf(row))}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(row.Budget)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
