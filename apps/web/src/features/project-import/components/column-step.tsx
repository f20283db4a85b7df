import { Alert, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  IMPORT_COLUMN_BY_KEY,
  IMPORT_COLUMNS,
  type ImportColumnKey,
} from '@oversight/shared/projects/import-columns';
import type { MatchColumnsResponse } from '@oversight/shared/projects/project-import.schemas';

export type ColumnChoice = Record<string, ImportColumnKey | null>;

const OPTIONS = [
  { value: '', label: 'Do not import' },
  ...IMPORT_COLUMNS.map((c) => ({ value: c.key, label: `${c.label}${c.compulsory ? ' *' : ''}` })),
];

export interface ColumnStepProps {
  match: MatchColumnsResponse;
  choice: ColumnChoice;
  busy: boolean;
  onChange: (header: string, column: ImportColumnKey | null) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: each header of the sheet and the column it feeds, matched automatically; the user corrects any. */
export function ColumnStep({ match, choice, busy, onChange, onBack, onContinue }: ColumnStepProps) {
  const used = new Map<ImportColumnKey, number>();
  Object.values(choice).forEach((key) => key && used.set(key, (used.get(key) ?? 0) + 1));
  const duplicates = [...used].filter(([, n]) => n > 1).map(([key]) => IMPORT_COLUMN_BY_KEY[key].label);
  const missing = IMPORT_COLUMNS.filter((c) => !used.has(c.key));
  const missingCompulsory = missing.filter((c) => c.compulsory);

  return (
    <Stack gap="md">
      <Text>
        We matched the {match.matches.length} headers of your sheet ({match.rows_count ?? 0} rows) to our
        columns. Check each match and change any that is wrong.
      </Text>
      <Stack gap={0} role="list" aria-label="Headers of your sheet">
        {match.matches.map((m, index) => (
          <Group
            key={`${m.header}-${index}`}
            role="listitem"
            justify="space-between"
            gap="xs"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap="xs" miw={160} style={{ flex: '1 1 160px' }}>
              <Text size="sm" fw={500}>
                {m.header || <em>(no header)</em>}
              </Text>
              {m.column && choice[m.header] === m.column && m.score < 1 && (
                <Badge size="xs" variant="light" color="yellow">
                  closest match
                </Badge>
              )}
            </Group>
            <Select
              style={{ flex: '1 1 220px' }}
              aria-label={`Column for "${m.header}"`}
              data={OPTIONS}
              value={choice[m.header] ?? ''}
              onChange={(value) => onChange(m.header, (value || null) as ImportColumnKey | null)}
              allowDeselect={false}
              searchable
            />
          </Group>
        ))}
      </Stack>
      {duplicates.length > 0 && (
        <Alert color="red" role="alert">
          {duplicates.join(', ')} {duplicates.length > 1 ? 'are' : 'is'} chosen for two headers: choose one.
        </Alert>
      )}
      {missingCompulsory.length > 0 && (
        <Alert color="red" role="alert">
          No header is matched to {missingCompulsory.map((c) => c.label).join(' and ')}: these are compulsory.
        </Alert>
      )}
      {missing.length > missingCompulsory.length && (
        <Alert color="yellow">
          Not in your sheet:{' '}
          {missing
            .filter((c) => !c.compulsory)
            .map((c) => c.label)
            .join(', ')}
          . Those fields stay empty (or unchanged for projects you imported before).
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Choose another file
        </Button>
        <Button
          onClick={onContinue}
          loading={busy}
          disabled={duplicates.length > 0 || missingCompulsory.length > 0}
        >
          Check the rows
        </Button>
      </Group>
    </Stack>
  );
}
