import {
  COMPULSORY_IMPORT_COLUMNS,
  IMPORT_COLUMN_BY_KEY,
  isImportColumnKey,
  matchHeaders,
  missingColumnsByWeight,
  type ImportColumnKey,
} from '@oversight/shared/projects/import-columns';
import {
  readImportRow,
  ROW_REJECTING_COLUMNS,
  rowRejectedBecause,
  type ImportCells,
  type ReadRow,
} from '@oversight/shared/projects/import-cells';
import type {
  ContractorSuggestion,
  ImportIssueReport,
  ImportRow,
  InvalidFormat,
} from '@oversight/shared/projects/project-import.schemas';
import type { DbOrTx } from '../../db/client.js';
import { fieldError } from '../../platform/errors.js';
import * as repo from './import.repository.js';
import type { SheetText } from './spreadsheet-reader.js';

/** Who imports: the organisation decides which ministry and agency a project falls under. */
export type Importer = {
  tenantId: string;
  userId: string;
  organization: { id: string; accountType: string; parentId: string | null };
};

/** A row as checked against the database: what the import writes, what it leaves out, or why it skips the row. */
export type CheckedRow = {
  row: number;
  read: ReadRow;
  contractorIds: string[] | null;
  ministryId: string | null;
  agencyId: string | null;
  existing: repo.ExistingProject | null;
  skip: string | null;
  notWritten: { column: ImportColumnKey; value: string; reason: string }[];
};

/**
 * Which import column each header of the sheet feeds. `columns` (the user's corrections) maps a header to a column
 * key, or to '' / null to ignore it; headers it does not name are matched automatically.
 */
export function columnsOfSheet(
  headers: string[],
  columns: Record<string, string | null> | undefined,
): (ImportColumnKey | null)[] {
  const automatic = matchHeaders(headers).map((m) => m.column);
  if (!columns) return automatic;
  const chosen = headers.map((header) => {
    if (!(header in columns)) return undefined;
    const key = columns[header];
    if (key === undefined || key === null || key === '') return null;
    if (!isImportColumnKey(key))
      throw fieldError('columns', `"${key}" (for the header "${header}") is not an import column.`);
    return key;
  });
  const explicit = new Set(chosen.filter((key): key is ImportColumnKey => !!key));
  const result = headers.map((_, index) => {
    const own = chosen[index];
    if (own !== undefined) return own;
    const auto = automatic[index] ?? null;
    // A column the user gave to another header is taken from the automatic match.
    return auto && explicit.has(auto) ? null : auto;
  });
  const seen = new Map<ImportColumnKey, string>();
  result.forEach((key, index) => {
    if (!key) return;
    if (seen.has(key)) {
      throw fieldError(
        'columns',
        `"${IMPORT_COLUMN_BY_KEY[key].label}" is chosen for two headers: "${seen.get(key)}" and "${headers[index]}".`,
      );
    }
    seen.set(key, headers[index]!);
  });
  return result;
}

/** The sheet's rows keyed by import column (what the preview shows and the upload keeps). */
export function rowsOfSheet(
  sheet: SheetText,
  columnByIndex: (ImportColumnKey | null)[],
  rowNumbers?: number[],
): ImportRow[] {
  if (rowNumbers && rowNumbers.length !== sheet.rows.length) {
    throw fieldError(
      'row_numbers',
      `Give one row number per data row: the file has ${sheet.rows.length} rows and ${rowNumbers.length} numbers.`,
    );
  }
  return sheet.rows.map((line, index) => {
    const values: ImportCells = {};
    columnByIndex.forEach((key, i) => {
      const cell = line.cells[i];
      if (key && cell) values[key] = cell;
    });
    return { row: rowNumbers?.[index] ?? line.row, values };
  });
}

const lower = (text: string) => text.trim().toLowerCase();

/** Reads every row and checks it against the database in a handful of batched queries. */
export async function checkRows(
  db: DbOrTx,
  importer: Importer,
  rows: ImportRow[],
): Promise<{ checked: CheckedRow[]; suggestions: ContractorSuggestion[] }> {
  const { tenantId, organization } = importer;
  const checked: CheckedRow[] = rows.map((row) => ({
    row: row.row,
    read: readImportRow(row.values),
    contractorIds: null,
    ministryId: null,
    agencyId: null,
    existing: null,
    skip: null,
    notWritten: [],
  }));

  // Codes used twice in the file: the first row wins, later ones are skipped.
  const firstRowOfCode = new Map<string, number>();
  for (const row of checked) {
    const code = lower(row.read.project.code);
    if (!code) continue;
    const first = firstRowOfCode.get(code);
    if (first === undefined) firstRowOfCode.set(code, row.row);
    else {
      row.read.problems.push({
        column: 'project_code',
        value: row.read.project.code,
        expected: `a code not already used on row ${first} of this file`,
      });
      row.skip = `The project code ${row.read.project.code} is also on row ${first}.`;
    }
  }

  const codes = [...firstRowOfCode.keys()];
  const [existing, contractors, mdas] = await Promise.all([
    repo.findProjectsByCodes(db, tenantId, codes),
    repo.findContractors(
      db,
      tenantId,
      [
        ...new Set(
          checked.flatMap((r) => r.read.project.contractors?.map((c) => c.name).filter(Boolean) ?? []),
        ),
      ],
      [
        ...new Set(
          checked.flatMap(
            (r) => r.read.project.contractors?.map((c) => c.rcNumber).filter((rc) => /^\d+$/.test(rc)) ?? [],
          ),
        ),
      ],
    ),
    repo.findMdas(db, tenantId, [
      ...new Set(
        checked.flatMap((r) =>
          [r.read.project.ministry, r.read.project.agency]
            .flatMap((o) => (o ? [o.name, o.code] : []))
            .filter(Boolean),
        ),
      ),
    ]),
  ]);

  const existingByCode = new Map(existing.map((p) => [lower(p.code), p]));
  const contractorByName = new Map(contractors.map((c) => [lower(c.name), c]));
  const contractorByRc = new Map(
    contractors.filter((c) => c.rc_number).map((c) => [c.rc_number!.replace(/[^0-9]/g, ''), c]),
  );
  const mdaByKey = new Map<string, repo.OrganizationRow>();
  for (const mda of mdas) {
    mdaByKey.set(`${mda.account_type}:${lower(mda.name)}`, mda);
    mdaByKey.set(`${mda.account_type}:${lower(mda.username)}`, mda);
  }

  const isAdmin = organization.accountType === 'ADMIN';
  const defaultMinistry =
    organization.accountType === 'MINISTRY'
      ? organization.id
      : organization.accountType === 'AGENCY'
        ? organization.parentId
        : null;
  const defaultAgency = organization.accountType === 'AGENCY' ? organization.id : null;
  // A body names only itself, its parent ministry or the agencies under it (the supervising ADMIN body names any).
  const mayName = (mda: repo.OrganizationRow) =>
    isAdmin ||
    mda.id === organization.id ||
    mda.id === organization.parentId ||
    mda.parent_id === organization.id;

  const unknownContractors: { row: CheckedRow; name: string; rcNumber: string }[] = [];
  for (const row of checked) {
    const project = row.read.project;
    const other = project.code ? existingByCode.get(lower(project.code)) : undefined;
    if (other && !row.skip) {
      const ours = [other.organization_id, other.ministry_id, other.agency_id].includes(organization.id);
      if (ours) row.existing = other;
      else {
        row.read.problems.push({
          column: 'project_code',
          value: project.code,
          expected: "a code that is not another organisation's project",
        });
        row.skip = `The project code ${project.code} belongs to another organisation's project.`;
      }
    }

    for (const [kind, key, nameColumn] of [
      ['MINISTRY', 'ministry', 'parent_ministry'],
      ['AGENCY', 'agency', 'agency'],
    ] as const) {
      const named = project[key];
      if (!named) continue;
      const mda =
        mdaByKey.get(`${kind}:${lower(named.code)}`) ?? mdaByKey.get(`${kind}:${lower(named.name)}`);
      const column: ImportColumnKey = named.name
        ? nameColumn
        : kind === 'MINISTRY'
          ? 'parent_ministry_code'
          : 'agency_code';
      const value = named.name || named.code;
      if (!mda) {
        row.read.problems.push({
          column,
          value,
          expected: `the name or code of a ${kind === 'MINISTRY' ? 'ministry' : 'agency'} on the platform`,
        });
        row.notWritten.push({
          column,
          value,
          reason: `No ${kind.toLowerCase()} on the platform has this name or code.`,
        });
      } else if (!mayName(mda)) {
        row.read.problems.push({
          column,
          value,
          expected: `your own organisation, its parent ministry or an agency under it`,
        });
        row.notWritten.push({
          column,
          value,
          reason: 'Not your organisation, its parent ministry or an agency under it.',
        });
      } else if (kind === 'MINISTRY') row.ministryId = mda.id;
      else {
        row.agencyId = mda.id;
        if (!row.ministryId && mda.parent_id) row.ministryId = mda.parent_id;
      }
    }
    row.ministryId ??= defaultMinistry;
    row.agencyId ??= defaultAgency;

    if (project.contractors) {
      const ids: string[] = [];
      for (const contractor of project.contractors) {
        const found =
          (contractor.rcNumber && contractorByRc.get(contractor.rcNumber)) ||
          (contractor.name && contractorByName.get(lower(contractor.name)));
        if (found) ids.push(found.id);
        else if (contractor.name)
          unknownContractors.push({ row, name: contractor.name, rcNumber: contractor.rcNumber });
        else {
          row.read.problems.push({
            column: 'contractor_rc_numbers',
            value: contractor.rcNumber,
            expected: 'the RC number of a contractor on the platform',
          });
          row.notWritten.push({
            column: 'contractor_rc_numbers',
            value: contractor.rcNumber,
            reason: 'No contractor on the platform has this RC number.',
          });
        }
      }
      row.contractorIds = [...new Set(ids)].sort();
    }
  }

  const suggestionRows = await repo.suggestContractors(db, tenantId, [
    ...new Set(unknownContractors.map((u) => lower(u.name))),
  ]);
  const suggestionsByName = new Map<string, repo.ContractorSuggestionRow[]>();
  for (const s of suggestionRows)
    suggestionsByName.set(s.query, [...(suggestionsByName.get(s.query) ?? []), s]);
  const suggestions: ContractorSuggestion[] = unknownContractors.map(({ row, name, rcNumber }) => {
    row.notWritten.push({
      column: 'contractor_name',
      value: name,
      reason:
        'No contractor on the platform has this name: choose one of the suggestions or invite the contractor.',
    });
    return {
      row: row.row,
      name,
      rc_number: rcNumber,
      suggestions: (suggestionsByName.get(lower(name)) ?? []).map((s) => ({
        public_id: s.id,
        name: s.name,
        rc_number: s.rc_number,
        similarity: s.similarity,
      })),
    };
  });

  for (const row of checked) {
    if (row.read.missing.length && !row.skip) {
      row.skip = `Missing ${row.read.missing.map((key) => IMPORT_COLUMN_BY_KEY[key].label.toLowerCase()).join(' and ')}.`;
    }
    // An unreadable status or percentage would otherwise be written as Not Started or 0%: the row waits for a fix.
    const rejecting = row.read.problems.find((problem) => ROW_REJECTING_COLUMNS.includes(problem.column));
    if (rejecting && !row.skip) row.skip = rowRejectedBecause(rejecting);
    for (const problem of row.read.problems) {
      if (
        problem.column === 'project_code' ||
        row.notWritten.some((n) => n.column === problem.column && n.value === problem.value)
      )
        continue;
      row.notWritten.push({
        column: problem.column,
        value: problem.value,
        reason: `Expected ${problem.expected}.`,
      });
    }
  }
  return { checked, suggestions };
}

/** The issue report of docs/spec/product-spec.md section 3 for checked rows. */
export function issueReport(
  columnByIndex: (ImportColumnKey | null)[] | null,
  checked: CheckedRow[],
  suggestions: ContractorSuggestion[],
): ImportIssueReport {
  const invalidFormat: InvalidFormat[] = checked.flatMap((row) =>
    row.read.problems.map((problem) => ({
      row: row.row,
      column: problem.column,
      value: problem.value,
      expected: problem.expected,
    })),
  );
  const missing = columnByIndex ? missingColumnsByWeight(columnByIndex) : { compulsory: [], optional: [] };
  return {
    errors: {
      missing_columns: missing.compulsory,
      missing_compulsory_fields: checked.flatMap((row) =>
        row.read.missing.map((column) => ({ row: row.row, column })),
      ),
    },
    warnings: {
      invalid_format: invalidFormat,
      contractor_suggestions: suggestions,
      missing_optional_columns: missing.optional,
    },
  };
}

/** Whether the sheet can be imported at all: the compulsory columns are there and some rows are. */
export const canImport = (report: ImportIssueReport, rowsCount: number) =>
  rowsCount > 0 && !COMPULSORY_IMPORT_COLUMNS.some((key) => report.errors.missing_columns.includes(key));
