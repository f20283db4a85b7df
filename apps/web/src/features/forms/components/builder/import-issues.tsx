import { Alert, CloseButton, Group, List, Text } from '@mantine/core';
import type { XlsFormIssue } from '@oversight/shared/surveys/surveys.schemas';

/** The router state that carries an import's issues to the new form's page. */
export const importIssuesState = (issues: XlsFormIssue[]) => ({ importIssues: issues });

export function importIssuesOf(state: unknown): XlsFormIssue[] | null {
  const issues = (state as { importIssues?: unknown } | null)?.importIssues;
  return Array.isArray(issues) ? (issues as XlsFormIssue[]) : null;
}

const place = (issue: XlsFormIssue) =>
  [
    issue.sheet && `sheet ${issue.sheet}`,
    issue.row != null && `row ${issue.row}`,
    issue.column && `column ${issue.column}`,
  ]
    .filter(Boolean)
    .join(', ');

/** What the XLSForm import could not carry, row by row, so nothing is dropped silently. */
export function ImportIssues({ issues, onClose }: { issues: XlsFormIssue[]; onClose: () => void }) {
  return (
    // The title keeps the body's colour: yellow and green light shades fall under WCAG AA on their backgrounds.
    <Alert
      color={issues.length ? 'yellow' : 'oversight'}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={
        issues.length
          ? `Imported, with ${issues.length === 1 ? '1 row' : `${issues.length} rows`} to check`
          : 'Imported: every row was carried over'
      }
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {issues.length ? (
          <List size="sm" spacing={4}>
            {issues.map((issue, index) => (
              <List.Item key={index}>
                <Text span size="sm" fw={600}>
                  {place(issue) || 'Form'}:
                </Text>{' '}
                {issue.message}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">Check the questions below, then publish the form when it is ready.</Text>
        )}
        <CloseButton aria-label="Dismiss the import notes" onClick={onClose} />
      </Group>
    </Alert>
  );
}
