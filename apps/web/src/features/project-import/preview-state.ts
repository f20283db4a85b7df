import {
  IMPORT_COLUMN_BY_KEY,
  IMPORT_COLUMNS,
  type ImportColumnKey,
} from '@oversight/shared/projects/import-columns';
import {
  normalizeRcNumber,
  readImportRow,
  ROW_REJECTING_COLUMNS,
  rowRejectedBecause,
  splitValues,
} from '@oversight/shared/projects/import-cells';
import type {
  ContractorSuggestion,
  ImportIssueReport,
  ImportRow,
  ValidateFileResponse,
} from '@oversight/shared/projects/project-import.schemas';

/**
 * The import preview (docs/spec/product-spec.md section 4): the rows as read, the issue report kept in step with edits, the
 * focused cell, the error and warning counts and the share of rows ready. Pure: the screen holds it in a reducer.
 */

export type CellRef = { row: number; column: ImportColumnKey };

export type PreviewState = {
  loading: boolean;
  rows: ImportRow[];
  report: ImportIssueReport;
  /** Rows changed since the server last checked them (contractors, ministries and codes need the server). */
  edited: number[];
  focused: CellRef | null;
};

export const EMPTY_REPORT: ImportIssueReport = {
  errors: { missing_columns: [], missing_compulsory_fields: [] },
  warnings: { invalid_format: [], contractor_suggestions: [], missing_optional_columns: [] },
};

export const initialPreview: PreviewState = {
  loading: true,
  rows: [],
  report: EMPTY_REPORT,
  edited: [],
  focused: null,
};

export type PreviewAction =
  | { type: 'reset' }
  | { type: 'loaded'; response: ValidateFileResponse }
  | { type: 'focus'; cell: CellRef | null }
  | { type: 'edit'; cell: CellRef; value: string }
  | { type: 'rechecked'; rows: number[]; report: ImportIssueReport }
  | {
      type: 'accept-suggestion';
      suggestion: ContractorSuggestion;
      choice: ContractorSuggestion['suggestions'][number];
    };

/** docs/spec/product-spec.md section 4: errors are missing columns plus missing compulsory fields. */
export const errorCount = (report: ImportIssueReport) =>
  report.errors.missing_columns.length + report.errors.missing_compulsory_fields.length;

/** docs/spec/product-spec.md section 4: warnings are invalid formats plus contractor suggestions. */
export const warningCount = (report: ImportIssueReport) =>
  report.warnings.invalid_format.length + report.warnings.contractor_suggestions.length;

/** Rows with no issue, as a whole percentage; 100 while loading and for an empty sheet (spec: it starts at 100). */
export function readyPercent(state: PreviewState): number {
  if (state.loading || state.rows.length === 0) return 100;
  const troubled = new Set(rowsWithIssues(state.report));
  return Math.floor((100 * (state.rows.length - troubled.size)) / state.rows.length);
}

export function rowsWithIssues(report: ImportIssueReport): number[] {
  const rows = new Set<number>();
  report.errors.missing_compulsory_fields.forEach((f) => rows.add(f.row));
  report.warnings.invalid_format.forEach((f) => rows.add(f.row));
  report.warnings.contractor_suggestions.forEach((f) => rows.add(f.row));
  return [...rows].sort((a, b) => a - b);
}

/** Rows the import will not write as they stand: a compulsory field missing, or a status or percentage it cannot read. */
export function rowsNotImported(report: ImportIssueReport): number[] {
  const rows = new Set(report.errors.missing_compulsory_fields.map((f) => f.row));
  report.warnings.invalid_format.forEach((f) => {
    if (ROW_REJECTING_COLUMNS.includes(f.column)) rows.add(f.row);
  });
  return [...rows].sort((a, b) => a - b);
}

export type CellIssue = { level: 'error' | 'warning'; message: string };
export const cellKey = (row: number, column: ImportColumnKey) => `${row}:${column}`;

/** What is wrong with each cell, for highlighting and for screen readers. */
export function cellIssues(report: ImportIssueReport): Map<string, CellIssue[]> {
  const issues = new Map<string, CellIssue[]>();
  const add = (row: number, column: ImportColumnKey, issue: CellIssue) => {
    const key = cellKey(row, column);
    issues.set(key, [...(issues.get(key) ?? []), issue]);
  };
  for (const f of report.errors.missing_compulsory_fields)
    add(f.row, f.column, { level: 'error', message: `${IMPORT_COLUMN_BY_KEY[f.column].label} is required.` });
  for (const f of report.warnings.invalid_format) {
    const message = ROW_REJECTING_COLUMNS.includes(f.column)
      ? rowRejectedBecause(f)
      : `"${f.value}": expected ${f.expected}.`;
    add(f.row, f.column, { level: 'warning', message });
  }
  for (const s of report.warnings.contractor_suggestions) {
    const names = s.suggestions.map((c) => c.name).join(', ');
    add(s.row, 'contractor_name', {
      level: 'warning',
      message: `"${s.name}" is not on the platform${names ? `. Did you mean ${names}?` : '.'}`,
    });
  }
  return issues;
}

/** Issues the browser can check itself (formats, compulsory fields); the rest waits for the server. */
function localIssues(row: ImportRow) {
  const read = readImportRow(row.values);
  return {
    missing: read.missing.map((column) => ({ row: row.row, column })),
    formats: read.problems.map((p) => ({
      row: row.row,
      column: p.column,
      value: p.value,
      expected: p.expected,
    })),
  };
}

function replaceRowIssues(
  report: ImportIssueReport,
  rowNumbers: Set<number>,
  fresh: ImportIssueReport,
): ImportIssueReport {
  const keep = <T extends { row: number }>(list: T[]) => list.filter((item) => !rowNumbers.has(item.row));
  const byRow = <T extends { row: number }>(list: T[]) => [...list].sort((a, b) => a.row - b.row);
  return {
    errors: {
      missing_columns: report.errors.missing_columns,
      missing_compulsory_fields: byRow([
        ...keep(report.errors.missing_compulsory_fields),
        ...fresh.errors.missing_compulsory_fields,
      ]),
    },
    warnings: {
      invalid_format: byRow([...keep(report.warnings.invalid_format), ...fresh.warnings.invalid_format]),
      contractor_suggestions: byRow([
        ...keep(report.warnings.contractor_suggestions),
        ...fresh.warnings.contractor_suggestions,
      ]),
      // A sheet-wide fact: a row's re-check does not change it.
      missing_optional_columns: report.warnings.missing_optional_columns,
    },
  };
}

function setCell(rows: ImportRow[], cell: CellRef, value: string): ImportRow[] {
  return rows.map((row) =>
    row.row === cell.row ? { ...row, values: { ...row.values, [cell.column]: value } } : row,
  );
}

export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'reset':
      return initialPreview;
    case 'loaded':
      return {
        loading: false,
        rows: action.response.rows,
        report: action.response,
        edited: [],
        focused: null,
      };
    case 'focus':
      return { ...state, focused: action.cell };
    case 'edit': {
      const rows = setCell(state.rows, action.cell, action.value.trim());
      const row = rows.find((r) => r.row === action.cell.row);
      if (!row) return state;
      const local = localIssues(row);
      // Server-only warnings stay until the server re-checks the row (a contractor's, unless that cell changed).
      const serverFormats = state.report.warnings.invalid_format.filter(
        (f) =>
          f.row === row.row &&
          f.column !== action.cell.column &&
          !local.formats.some((l) => l.column === f.column && l.value === f.value) &&
          isServerOnly(f.column, f.expected),
      );
      const suggestions = state.report.warnings.contractor_suggestions.filter(
        (s) => s.row === row.row && action.cell.column !== 'contractor_name',
      );
      const report = replaceRowIssues(state.report, new Set([row.row]), {
        errors: { missing_columns: [], missing_compulsory_fields: local.missing },
        warnings: {
          invalid_format: [...local.formats, ...serverFormats],
          contractor_suggestions: suggestions,
          missing_optional_columns: [],
        },
      });
      return {
        ...state,
        rows,
        report,
        edited: state.edited.includes(row.row) ? state.edited : [...state.edited, row.row],
      };
    }
    case 'rechecked': {
      const checked = new Set(action.rows);
      return {
        ...state,
        report: replaceRowIssues(state.report, checked, action.report),
        edited: state.edited.filter((row) => !checked.has(row)),
      };
    }
    case 'accept-suggestion': {
      const { suggestion, choice } = action;
      const row = state.rows.find((r) => r.row === suggestion.row);
      if (!row) return state;
      const names = splitValues(row.values.contractor_name ?? '', false);
      const rcs = splitValues(row.values.contractor_rc_numbers ?? '');
      const index = Math.max(
        0,
        names.findIndex((name) => name === suggestion.name),
      );
      names[index] = choice.name;
      while (rcs.length < names.length) rcs.push('');
      rcs[index] = choice.rc_number ? normalizeRcNumber(choice.rc_number) : (rcs[index] ?? '');
      const hasRc = rcs.some(Boolean);
      const values = {
        ...row.values,
        contractor_name: names.join('; '),
        ...(hasRc ? { contractor_rc_numbers: rcs.map((rc) => rc || '-').join('; ') } : {}),
      };
      const rows = state.rows.map((r) => (r.row === row.row ? { ...r, values } : r));
      const report: ImportIssueReport = {
        ...state.report,
        warnings: {
          ...state.report.warnings,
          contractor_suggestions: state.report.warnings.contractor_suggestions.filter(
            (s) => s !== suggestion,
          ),
        },
      };
      return { ...state, rows, report };
    }
  }
}

/** Warnings only the server can give: another organisation's code, an unknown ministry, agency or RC number. */
const isServerOnly = (column: ImportColumnKey, expected: string) =>
  /on the platform|another organisation|your own organisation|already used on row/.test(expected) ||
  column === 'contractor_rc_numbers';

const csvCell = (value: string) =>
  /[",\n\r;]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The rows as a csv with the template's headers, and the row numbers they came from (for upload and re-checks). */
export function rowsToCsv(rows: ImportRow[]): { csv: string; rowNumbers: number[] } {
  const header = IMPORT_COLUMNS.map((c) => csvCell(c.label)).join(',');
  const lines = rows.map((row) => IMPORT_COLUMNS.map((c) => csvCell(row.values[c.key] ?? '')).join(','));
  return { csv: [header, ...lines].join('\r\n'), rowNumbers: rows.map((row) => row.row) };
}
