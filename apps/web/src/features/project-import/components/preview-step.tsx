import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IMPORT_COLUMN_BY_KEY, IMPORT_COLUMNS } from '@oversight/shared/projects/import-columns';
import type { ContractorSuggestion } from '@oversight/shared/projects/project-import.schemas';
import { useMemo, useState } from 'react';
import {
  cellIssues,
  errorCount,
  readyPercent,
  rowsNotImported,
  rowsWithIssues,
  warningCount,
  type CellRef,
  type PreviewState,
} from '../preview-state';
import { InviteContractorForm } from './invite-contractor-form';
import { PreviewTable } from './preview-table';

export interface PreviewStepProps {
  state: PreviewState;
  checking: boolean;
  importing: boolean;
  onFocus: (cell: CellRef | null) => void;
  onEdit: (cell: CellRef, value: string) => void;
  onAccept: (suggestion: ContractorSuggestion, choice: ContractorSuggestion['suggestions'][number]) => void;
  onBack: () => void;
  onImport: () => void;
}

/** Step 3 (docs/spec/product-spec.md section 4): counts, the share of rows ready, the rows with problems highlighted and fixable. */
export function PreviewStep({
  state,
  checking,
  importing,
  onFocus,
  onEdit,
  onAccept,
  onBack,
  onImport,
}: PreviewStepProps) {
  const { report } = state;
  const percent = readyPercent(state);
  const errors = errorCount(report);
  const warnings = warningCount(report);
  const issues = useMemo(() => cellIssues(report), [report]);
  const troubled = useMemo(() => new Set(rowsWithIssues(report)), [report]);
  const [filter, setFilter] = useState<'issues' | 'all'>('issues');
  // With no row in trouble the list shows every row: so does the control (never "problems (0)" over all rows).
  const shown = troubled.size ? filter : 'all';
  // Code and name first, then the columns with problems (so they are seen without scrolling), then the rest.
  const columns = useMemo(() => {
    const withIssues = new Set([...issues.keys()].map((key) => key.slice(key.indexOf(':') + 1)));
    const filled = IMPORT_COLUMNS.map((c) => c.key).filter(
      (key) =>
        key === 'project_code' ||
        key === 'project_name' ||
        withIssues.has(key) ||
        state.rows.some((row) => row.values[key]),
    );
    const rank = (key: string) =>
      key === 'project_code' ? 0 : key === 'project_name' ? 1 : withIssues.has(key) ? 2 : 3;
    return filled.sort((a, b) => rank(a) - rank(b));
  }, [state.rows, issues]);
  const rows = shown === 'issues' ? state.rows.filter((row) => troubled.has(row.row)) : state.rows;
  const missingRows = new Set(report.errors.missing_compulsory_fields.map((f) => f.row)).size;
  const skippedRows = useMemo(() => rowsNotImported(report).length, [report]);
  const unreadableRows = skippedRows - missingRows;

  if (state.loading) {
    return (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" />
        <Text>Checking every row… 100%</Text>
      </Group>
    );
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="xs">
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Ready
          </Text>
          <Text size="xl" fw={700} data-testid="ready-percent">
            {percent}%
          </Text>
          <Progress
            value={percent}
            color={percent === 100 ? 'green' : 'yellow'}
            aria-label={`${percent}% of rows ready`}
            mt={4}
          />
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Errors
          </Text>
          <Text size="xl" fw={700} c={errors ? 'red.8' : undefined} data-testid="error-count">
            {errors}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            missing columns and compulsory fields
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Warnings
          </Text>
          <Text size="xl" fw={700} c={warnings ? 'yellow.9' : undefined} data-testid="warning-count">
            {warnings}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            invalid formats and contractor suggestions
          </Text>
        </Paper>
      </SimpleGrid>

      {report.errors.missing_columns.length > 0 && (
        <Alert
          color="red"
          title="Compulsory columns not in the sheet"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {report.errors.missing_columns.map((key) => IMPORT_COLUMN_BY_KEY[key].label).join(', ')}. Add them
          to the sheet to import it.
        </Alert>
      )}

      {report.warnings.missing_optional_columns.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="optional-columns-note">
          Not in the sheet, left empty:{' '}
          {report.warnings.missing_optional_columns.map((key) => IMPORT_COLUMN_BY_KEY[key].label).join(', ')}.
        </Text>
      )}

      {report.warnings.contractor_suggestions.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Text fw={600}>Contractors not on the platform</Text>
          <Text size="sm" c="dimmed" mb="xs">
            Choose the contractor you meant, or invite a new one by e-mail. Otherwise the row is imported
            without it and the name is listed in the sheet of rejected cells.
          </Text>
          <Stack gap="xs">
            {report.warnings.contractor_suggestions.map((suggestion) => (
              <Group key={`${suggestion.row}-${suggestion.name}`} gap="xs">
                <Text size="sm">
                  Row {suggestion.row}: “{suggestion.name}”
                  {suggestion.suggestions.length ? ' — did you mean' : ' — no close match on the platform.'}
                </Text>
                {suggestion.suggestions.map((choice) => (
                  <Button
                    key={choice.public_id}
                    size="compact-sm"
                    variant="light"
                    onClick={() => onAccept(suggestion, choice)}
                  >
                    {choice.name}
                    {choice.rc_number ? ` (${choice.rc_number})` : ''}
                  </Button>
                ))}
                <InviteContractorForm
                  suggestion={suggestion}
                  onInvited={(choice) => onAccept(suggestion, choice)}
                />
              </Group>
            ))}
          </Stack>
        </Paper>
      )}

      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={shown}
          onChange={(value) => setFilter(value as 'issues' | 'all')}
          data={[
            { value: 'issues', label: `Rows with problems (${troubled.size})`, disabled: !troubled.size },
            { value: 'all', label: `All rows (${state.rows.length})` },
          ]}
          aria-label="Rows to show"
        />
        <Group gap="xs">
          {checking && <Loader size="xs" aria-label="Checking edited rows" />}
          {state.edited.length > 0 && (
            <Badge variant="light" color="blue">
              {state.edited.length} edited
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Click a highlighted cell to fix it. Red cells are required. Yellow ones could not be read: they are
        left out unless fixed, and a status or percentage that cannot be read keeps its whole row out.
      </Text>
      <PreviewTable
        rows={rows}
        columns={columns}
        issues={issues}
        focused={state.focused}
        onFocus={onFocus}
        onEdit={onEdit}
      />

      {missingRows > 0 && (
        <Alert color="red">
          {missingRows} {missingRows === 1 ? 'row misses' : 'rows miss'} a project name or code and will not
          be imported unless fixed.
        </Alert>
      )}
      {unreadableRows > 0 && (
        <Alert color="yellow">
          {unreadableRows} {unreadableRows === 1 ? 'row has' : 'rows have'} a status or percentage that cannot
          be read and will not be imported unless fixed.
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back to columns
        </Button>
        <Button onClick={onImport} loading={importing} disabled={checking}>
          Import {state.rows.length - skippedRows}{' '}
          {state.rows.length - skippedRows === 1 ? 'project' : 'projects'}
        </Button>
      </Group>
    </Stack>
  );
}
