import type { ValidateFileResponse } from '@oversight/shared/projects/project-import.schemas';
import { describe, expect, it } from 'vitest';
import {
  cellIssues,
  errorCount,
  initialPreview,
  previewReducer,
  readyPercent,
  rowsToCsv,
  warningCount,
} from './preview-state';

const response: ValidateFileResponse = {
  errors: { missing_columns: [], missing_compulsory_fields: [{ row: 3, column: 'project_code' }] },
  warnings: {
    invalid_format: [
      { row: 2, column: 'start_date', value: '31/02/2024', expected: 'a date like 2024-03-31 or 31/03/2024' },
      {
        row: 4,
        column: 'parent_ministry',
        value: 'Ministry of Magic',
        expected: 'the name or code of a ministry on the platform',
      },
    ],
    contractor_suggestions: [
      {
        row: 4,
        name: 'Julius Bergr',
        rc_number: '',
        suggestions: [
          { public_id: 'c1', name: 'Julius Berger Nigeria Plc', rc_number: 'RC 6852', similarity: 0.6 },
        ],
      },
    ],
    missing_optional_columns: ['currency'],
  },
  rows_count: 4,
  can_import: true,
  rows: [
    { row: 2, values: { project_code: 'A-1', project_name: 'One', start_date: '31/02/2024' } },
    { row: 3, values: { project_name: 'Two' } },
    {
      row: 4,
      values: {
        project_code: 'A-3',
        project_name: 'Three',
        parent_ministry: 'Ministry of Magic',
        contractor_name: 'Acme; Julius Bergr',
      },
    },
    { row: 5, values: { project_code: 'A-4', project_name: 'Four' } },
  ],
};

const loaded = previewReducer(initialPreview, { type: 'loaded', response });

describe('import preview', () => {
  it('starts loading at 100 percent, then counts errors and warnings as the spec says', () => {
    expect(initialPreview.loading).toBe(true);
    expect(readyPercent(initialPreview)).toBe(100);
    // One missing compulsory field; the absent optional column (currency) is no error.
    expect(errorCount(loaded.report)).toBe(1);
    // Two invalid formats + one contractor suggestion; the absent optional column is only a note.
    expect(warningCount(loaded.report)).toBe(3);
    expect(readyPercent(loaded)).toBe(25); // only row 5 is clean
  });

  it('highlights each cell with what is wrong', () => {
    const issues = cellIssues(loaded.report);
    expect(issues.get('3:project_code')).toEqual([{ level: 'error', message: 'Project Code is required.' }]);
    expect(issues.get('2:start_date')![0]!.level).toBe('warning');
    expect(issues.get('4:contractor_name')![0]!.message).toMatch(/Did you mean Julius Berger Nigeria Plc/);
  });

  it('focuses a cell, and re-checks an edited row at once, keeping what only the server can say', () => {
    const focused = previewReducer(loaded, { type: 'focus', cell: { row: 3, column: 'project_code' } });
    expect(focused.focused).toEqual({ row: 3, column: 'project_code' });
    const fixed = previewReducer(focused, {
      type: 'edit',
      cell: { row: 3, column: 'project_code' },
      value: ' A-2 ',
    });
    expect(fixed.rows[1]!.values.project_code).toBe('A-2');
    expect(fixed.report.errors.missing_compulsory_fields).toEqual([]);
    expect(fixed.edited).toEqual([3]);
    const date = previewReducer(fixed, {
      type: 'edit',
      cell: { row: 2, column: 'start_date' },
      value: '28/02/2024',
    });
    expect(date.report.warnings.invalid_format.map((f) => f.row)).toEqual([4]);
    const stillWrong = previewReducer(date, {
      type: 'edit',
      cell: { row: 4, column: 'project_name' },
      value: 'Three (renamed)',
    });
    expect(stillWrong.report.warnings.invalid_format).toHaveLength(1); // the unknown ministry stays until the server re-checks
    expect(stillWrong.report.warnings.contractor_suggestions).toHaveLength(1);
    expect(readyPercent(stillWrong)).toBe(75);
  });

  it('replaces the edited rows issues with the server answer', () => {
    const edited = previewReducer(loaded, {
      type: 'edit',
      cell: { row: 4, column: 'parent_ministry' },
      value: 'Ministry of Works',
    });
    const rechecked = previewReducer(edited, {
      type: 'rechecked',
      rows: [4],
      report: {
        errors: { missing_columns: [], missing_compulsory_fields: [] },
        warnings: { invalid_format: [], contractor_suggestions: [], missing_optional_columns: [] },
      },
    });
    expect(rechecked.edited).toEqual([]);
    expect(rechecked.report.warnings.invalid_format.map((f) => f.row)).toEqual([2]);
    expect(rechecked.report.warnings.contractor_suggestions).toEqual([]);
    // A row's re-check keeps the sheet-wide note of absent columns.
    expect(rechecked.report.warnings.missing_optional_columns).toEqual(['currency']);
  });

  it('accepts a suggested contractor in place of the unknown name, with its RC number', () => {
    const suggestion = loaded.report.warnings.contractor_suggestions[0]!;
    const accepted = previewReducer(loaded, {
      type: 'accept-suggestion',
      suggestion,
      choice: suggestion.suggestions[0]!,
    });
    expect(accepted.rows[2]!.values.contractor_name).toBe('Acme; Julius Berger Nigeria Plc');
    expect(accepted.rows[2]!.values.contractor_rc_numbers).toBe('-; 6852');
    expect(warningCount(accepted.report)).toBe(2);
  });

  it('writes the rows as a csv with the template headers and their sheet row numbers', () => {
    const { csv, rowNumbers } = rowsToCsv(loaded.rows.slice(2, 3));
    const [header, line] = csv.split('\r\n');
    expect(header!.startsWith('Project Code,Parent Ministry,')).toBe(true);
    expect(line).toContain('"Acme; Julius Bergr"');
    expect(rowNumbers).toEqual([4]);
  });
});
