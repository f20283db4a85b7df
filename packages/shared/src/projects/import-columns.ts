/**
 * The 25 columns of a project import sheet (docs/spec/product-spec.md section 3 "Project import columns") and how a sheet's own
 * headers are matched to them. Shared so the API and the web preview agree on every name.
 */

export const IMPORT_COLUMN_KEYS = [
  'project_code',
  'parent_ministry',
  'parent_ministry_code',
  'agency',
  'agency_code',
  'project_name',
  'sectors',
  'appropriation',
  'description',
  'location_description',
  'status',
  'total_project_cost',
  'amount_spent',
  'amount_released',
  'total_financial_commitment',
  'start_date',
  'end_date',
  'contractor_name',
  'contractor_rc_numbers',
  'percentage_completed',
  'states',
  'lgas',
  'geolocations',
  'project_category',
  'currency',
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMN_KEYS)[number];

export type ImportColumn = {
  key: ImportColumnKey;
  /** The header the template uses. */
  label: string;
  compulsory: boolean;
  /** Several values in one cell, separated by semicolons (or commas where values never hold one). */
  multiple: boolean;
  /** What a good value looks like: shown in the template and in invalid-format warnings. */
  hint: string;
  example: string;
  /** Other headers people use for it (compared after normalising case, spacing and punctuation). */
  synonyms: string[];
};

const column = (
  key: ImportColumnKey,
  label: string,
  hint: string,
  example: string,
  synonyms: string[] = [],
  options: { compulsory?: boolean; multiple?: boolean } = {},
): ImportColumn => ({
  key,
  label,
  hint,
  example,
  synonyms,
  compulsory: !!options.compulsory,
  multiple: !!options.multiple,
});

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  column(
    'project_code',
    'Project Code',
    'the project code, unique in your organisation',
    'FMW-2024-0001',
    ['code', 'project id', 'project no', 'project number', 'ref', 'reference', 'erp code', 'project ref'],
    { compulsory: true },
  ),
  column(
    'parent_ministry',
    'Parent Ministry',
    'the name of a ministry on the platform',
    'Federal Ministry of Works',
    ['ministry', 'mda', 'ministry name', 'parent mda'],
  ),
  column(
    'parent_ministry_code',
    'Parent Ministry Code',
    'the ministry code (its username on the platform)',
    'fmw',
    ['ministry code', 'mda code'],
  ),
  column('agency', 'Agency', 'the name of an agency on the platform', 'Federal Roads Maintenance Agency', [
    'agency name',
    'implementing agency',
    'executing agency',
  ]),
  column('agency_code', 'Agency Code', 'the agency code (its username on the platform)', 'ferma', [
    'agency id',
  ]),
  column(
    'project_name',
    'Project Name',
    'the project name',
    'Rehabilitation of Lokoja-Abuja Road',
    ['name', 'title', 'project title', 'project'],
    { compulsory: true },
  ),
  column(
    'sectors',
    'Sectors',
    'sector names separated by semicolons',
    'Transport; Works and Housing',
    ['sector', 'project sector', 'sub sector'],
    { multiple: true },
  ),
  column('appropriation', 'Appropriation', 'an amount, e.g. 1,500,000.00', '₦1,500,000,000', [
    'budget',
    'amount budgeted',
    'appropriated amount',
    'appropriation amount',
    'budgeted amount',
    'allocation',
  ]),
  column('description', 'Description', 'free text', 'Dualisation and rehabilitation of 120 km of highway.', [
    'project description',
    'details',
    'summary',
  ]),
  column(
    'location_description',
    'Location Description',
    'free text',
    'Km 20 to Km 140, Lokoja-Abuja highway',
    ['location', 'site', 'address', 'site location', 'project location'],
  ),
  column(
    'status',
    'Status',
    'one of Not Started, Ongoing, Completed, On Hold, Canceled or Abandoned',
    'Ongoing',
    ['project status', 'state of project', 'stage'],
  ),
  column('total_project_cost', 'Total Cost of Project', 'an amount, e.g. 1,500,000.00', '12,500,000,000.00', [
    'total cost',
    'project cost',
    'cost',
    'contract sum',
    'contract amount',
    'total project cost',
    'contract value',
  ]),
  column('amount_spent', 'Amount Spent So Far (Utilized)', 'an amount, e.g. 1,500,000.00', '4,000,000,000', [
    'amount spent',
    'amount utilized',
    'amount utilised',
    'utilized',
    'utilised',
    'spent',
    'expenditure',
    'total amount spent',
  ]),
  column(
    'amount_released',
    'Amount Released (Current Year)',
    'an amount, e.g. 1,500,000.00',
    '2,000,000,000',
    ['amount released', 'released', 'releases', 'total amount released', 'release'],
  ),
  column(
    'total_financial_commitment',
    'Total Financial Commitment Since Inception',
    'an amount, e.g. 1,500,000.00',
    '6,000,000,000',
    ['financial commitment', 'total commitment', 'commitment', 'total financial commitment'],
  ),
  column('start_date', 'Start Date', 'a date like 2024-03-31 or 31/03/2024', '2024-01-15', [
    'commencement date',
    'date started',
    'start',
    'date of commencement',
    'award date',
  ]),
  column(
    'end_date',
    'End Date',
    'a date like 2024-03-31 or 31/03/2024, on or after the start date',
    '2026-06-30',
    ['completion date', 'end', 'expected completion date', 'date completed', 'finish date'],
  ),
  column(
    'contractor_name',
    'Contractor Name',
    'contractor names separated by semicolons',
    'Julius Berger Nigeria Plc',
    ['contractor', 'contractors', 'contractor names', 'company', 'vendor'],
    { multiple: true },
  ),
  column(
    'contractor_rc_numbers',
    'Contractor RC Numbers',
    'RC numbers separated by semicolons, in the order of the names',
    'RC 6852',
    ['rc number', 'rc numbers', 'rc no', 'contractor rc', 'cac number', 'contractor rc number'],
    { multiple: true },
  ),
  column('percentage_completed', 'Percentage Completed', 'a number from 0 to 100 (e.g. 35 or 35%)', '35', [
    'percentage completion',
    'completion',
    'percent completed',
    'progress',
    '% completed',
    'completion percentage',
    'level of completion',
  ]),
  column(
    'states',
    'States',
    'Nigerian state names separated by semicolons',
    'Kogi; FCT',
    ['state', 'location state', 'project state'],
    { multiple: true },
  ),
  column(
    'lgas',
    'LGAs',
    'local government areas of those states, separated by semicolons',
    'Lokoja; Abaji',
    ['lga', 'local government', 'local government area', 'local governments', 'lgas covered'],
    { multiple: true },
  ),
  column(
    'geolocations',
    'Geolocations',
    'latitude,longitude pairs separated by semicolons',
    '7.8023,6.7333; 8.4667,6.9500',
    ['geolocation', 'coordinates', 'gps', 'gps coordinates', 'lat lng', 'location coordinates'],
    { multiple: true },
  ),
  column(
    'project_category',
    'Project Category',
    'category names separated by semicolons',
    'Capital',
    ['category', 'categories', 'project type', 'type'],
    { multiple: true },
  ),
  column('currency', 'Currency', 'a currency code such as NGN or USD', 'NGN', ['currency code', 'ccy']),
];

export const IMPORT_COLUMN_BY_KEY: Readonly<Record<ImportColumnKey, ImportColumn>> = Object.fromEntries(
  IMPORT_COLUMNS.map((c) => [c.key, c]),
) as Record<ImportColumnKey, ImportColumn>;

export const COMPULSORY_IMPORT_COLUMNS: readonly ImportColumnKey[] = IMPORT_COLUMNS.filter(
  (c) => c.compulsory,
).map((c) => c.key);

export const isImportColumnKey = (value: string): value is ImportColumnKey =>
  (IMPORT_COLUMN_KEYS as readonly string[]).includes(value);

/** 'Amount Spent So Far (Utilized) ' -> 'amount spent so far utilized'. */
export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/%/g, ' percent ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** Similarity in [0, 1] from the edit distance (a swap of two neighbouring letters counts as one edit). */
export function textSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return 1 - rows[a.length]![b.length]! / Math.max(a.length, b.length);
}

const NAMES_BY_COLUMN: ReadonlyMap<ImportColumnKey, string[]> = new Map(
  IMPORT_COLUMNS.map((c) => [c.key, [c.label, c.key, ...c.synonyms].map(normalizeHeader)]),
);

/** Below this a header is left unmatched: the user chooses. */
export const HEADER_MATCH_THRESHOLD = 0.75;

export type HeaderMatch = { header: string; column: ImportColumnKey | null; score: number };

/**
 * Matches a sheet's headers to the import columns: exact names and synonyms first (case, spacing and punctuation
 * ignored), then the closest name by edit distance (typos). Each column is given to one header at most, the best first.
 */
export function matchHeaders(headers: readonly string[]): HeaderMatch[] {
  const candidates: { index: number; column: ImportColumnKey; score: number }[] = [];
  headers.forEach((header, index) => {
    const normal = normalizeHeader(header);
    if (!normal) return;
    const scored = [...NAMES_BY_COLUMN].map(([key, names]) => ({
      index,
      column: key,
      score: Math.max(...names.map((name) => textSimilarity(normal, name))),
    }));
    // A header only competes for its closest columns: a second "Project Code" must not fall to "Project Cost".
    const best = Math.max(...scored.map((c) => c.score));
    candidates.push(...scored.filter((c) => c.score >= HEADER_MATCH_THRESHOLD && c.score === best));
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const matches: HeaderMatch[] = headers.map((header) => ({ header, column: null, score: 0 }));
  const taken = new Set<ImportColumnKey>();
  for (const candidate of candidates) {
    const match = matches[candidate.index]!;
    if (match.column || taken.has(candidate.column)) continue;
    match.column = candidate.column;
    match.score = Math.round(candidate.score * 100) / 100;
    taken.add(candidate.column);
  }
  return matches;
}

/** The import columns that no header is matched to. */
export function missingColumns(columnByHeader: readonly (ImportColumnKey | null)[]): ImportColumnKey[] {
  const present = new Set(columnByHeader.filter(Boolean));
  return IMPORT_COLUMN_KEYS.filter((key) => !present.has(key));
}

/**
 * The absent columns split by weight: a missing compulsory column is an error (nothing can be imported), a missing
 * optional one only a warning (its cells stay empty).
 */
export function missingColumnsByWeight(columnByHeader: readonly (ImportColumnKey | null)[]): {
  compulsory: ImportColumnKey[];
  optional: ImportColumnKey[];
} {
  const missing = missingColumns(columnByHeader);
  return {
    compulsory: missing.filter((key) => IMPORT_COLUMN_BY_KEY[key].compulsory),
    optional: missing.filter((key) => !IMPORT_COLUMN_BY_KEY[key].compulsory),
  };
}
