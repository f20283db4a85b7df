import { Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IMPORT_COLUMN_BY_KEY, type ImportColumnKey } from '@oversight/shared/projects/import-columns';
import type { ImportRow } from '@oversight/shared/projects/project-import.schemas';
import { useState } from 'react';
import { SideScroller } from '../../../components/ui/side-scroller';
import { cellKey, type CellIssue, type CellRef } from '../preview-state';

const PAGE = 25;
const LEVEL_COLOR = {
  error: 'var(--mantine-color-red-1)',
  warning: 'var(--mantine-color-yellow-1)',
} as const;
const LEVEL_BORDER = {
  error: 'var(--mantine-color-red-7)',
  warning: 'var(--mantine-color-yellow-8)',
} as const;

export interface PreviewTableProps {
  rows: ImportRow[];
  columns: ImportColumnKey[];
  issues: Map<string, CellIssue[]>;
  focused: CellRef | null;
  onFocus: (cell: CellRef | null) => void;
  onEdit: (cell: CellRef, value: string) => void;
}

/** The rows as read, a page at a time; a cell with a problem is highlighted and can be fixed where it is. */
export function PreviewTable({ rows, columns, issues, focused, onFocus, onEdit }: PreviewTableProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE, current * PAGE);

  return (
    <Stack gap="xs">
      <SideScroller label="Rows read from the file" minWidth={columns.length * 150}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" miw={140}>
                  {IMPORT_COLUMN_BY_KEY[column].label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Th scope="row">{row.row}</Table.Th>
                {columns.map((column) => {
                  const cell = { row: row.row, column };
                  const cellIssues = issues.get(cellKey(row.row, column)) ?? [];
                  const level = cellIssues.some((i) => i.level === 'error')
                    ? 'error'
                    : cellIssues.length
                      ? 'warning'
                      : null;
                  const value = row.values[column] ?? '';
                  const label = `Row ${row.row}, ${IMPORT_COLUMN_BY_KEY[column].label}: ${value || 'empty'}${cellIssues.length ? `. ${cellIssues.map((i) => i.message).join(' ')}` : ''}`;
                  const isFocused = focused?.row === row.row && focused.column === column;
                  return (
                    <Table.Td
                      key={column}
                      p={0}
                      style={
                        level
                          ? {
                              background: LEVEL_COLOR[level],
                              boxShadow: `inset 0 0 0 2px ${LEVEL_BORDER[level]}`,
                            }
                          : undefined
                      }
                    >
                      {isFocused ? (
                        <TextInput
                          size="xs"
                          autoFocus
                          defaultValue={value}
                          aria-label={`Fix row ${row.row}, ${IMPORT_COLUMN_BY_KEY[column].label}`}
                          description={cellIssues[0]?.message}
                          onBlur={(event) => {
                            if (event.currentTarget.value !== value) onEdit(cell, event.currentTarget.value);
                            onFocus(null);
                          }}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') event.currentTarget.blur();
                            if (event.key === 'Escape') onFocus(null);
                          }}
                        />
                      ) : (
                        <UnstyledButton
                          w="100%"
                          p={6}
                          mih={32}
                          onClick={() => onFocus(cell)}
                          aria-label={label}
                          title={cellIssues.map((i) => i.message).join(' ') || undefined}
                        >
                          <Text size="sm" lineClamp={2} c={value ? undefined : 'dimmed'}>
                            {value || (level === 'error' ? 'required' : '')}
                          </Text>
                        </UnstyledButton>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SideScroller>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          size="sm"
          aria-label="Pages of rows"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}
