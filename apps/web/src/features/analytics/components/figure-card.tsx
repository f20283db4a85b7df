import { Button, Card, Group, Table, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { SideScroller } from '../../../components/ui/side-scroller';

export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** The numbers behind a chart: a real table (shown in Table view, otherwise for screen readers only). */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  scroll = true,
}: {
  caption: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  minWidth?: number;
  /** False inside a visually hidden box: no focusable scroll region nobody can see. */
  scroll?: boolean;
}) {
  const table = (
    <Table striped fz="sm" withTableBorder miw={scroll ? minWidth : undefined}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={column.label} scope="col" ta={column.numeric && index > 0 ? 'right' : undefined}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <Table.Th key={column.label} scope="row" fw={500}>
                  {column.value(row)}
                </Table.Th>
              ) : (
                <Table.Td key={column.label} ta={column.numeric ? 'right' : undefined}>
                  {column.value(row)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return scroll ? (
    <SideScroller label={caption} minWidth={minWidth}>
      {table}
    </SideScroller>
  ) : (
    table
  );
}

/** A titled card: a chart (or the table in Table view), its table for screen readers, and a CSV download. */
export function FigureCard({
  id,
  title,
  view,
  chart,
  table,
  onDownload,
  extra,
}: {
  id: string;
  title: string;
  view: 'chart' | 'table';
  chart: ReactNode;
  /** The figures as a table; `scroll` is false when it is only for screen readers. */
  table: (scroll: boolean) => ReactNode;
  onDownload?: () => Promise<void>;
  extra?: ReactNode;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap" align="flex-start">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        {onDownload ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            aria-label={`Download ${title.toLowerCase()} as CSV`}
          >
            CSV
          </Button>
        ) : null}
      </Group>
      {extra}
      {view === 'table' ? (
        table(true)
      ) : (
        <>
          {chart}
          <VisuallyHidden>{table(false)}</VisuallyHidden>
        </>
      )}
    </Card>
  );
}
