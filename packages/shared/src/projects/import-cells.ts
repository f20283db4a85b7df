import { parseProjectStatus, PROJECT_STATUSES } from '../reference/enums.js';
import { findLgaByName, NIGERIAN_LGAS, type Lga } from '../reference/lgas.js';
import { findSector } from '../reference/sectors.js';
import { findStateByName, NIGERIAN_STATES } from '../reference/states.js';
import { IMPORT_COLUMN_BY_KEY, type ImportColumnKey } from './import-columns.js';

/**
 * Reading one import row's cells into project fields (the API imports with it; the web preview re-checks an edited
 * cell with it at once). A cell that cannot be read is reported, never dropped without a word.
 */

export type ImportCells = Partial<Record<ImportColumnKey, string>>;

export type Geolocation = { latitude: number; longitude: number };

export type ImportedProject = {
  code: string;
  name: string;
  description: string | null;
  locationDescription: string | null;
  status: number | null;
  sectors: string[] | null;
  categories: string[] | null;
  appropriation: string | null;
  totalProjectCost: string | null;
  totalAmountSpent: string | null;
  totalAmountReleased: string | null;
  totalFinancialCommitment: string | null;
  startDate: string | null;
  endDate: string | null;
  percentageCompleted: string | null;
  states: string[] | null;
  lgas: { state: string; lga: string }[] | null;
  geolocations: Geolocation[] | null;
  currency: string | null;
  ministry: { name: string; code: string } | null;
  agency: { name: string; code: string } | null;
  contractors: { name: string; rcNumber: string }[] | null;
};

export type CellProblem = { column: ImportColumnKey; value: string; expected: string };

/**
 * Columns whose unreadable cell rejects the whole row: a project always has a status and a percentage, so leaving the
 * cell out would write a made-up value (Not Started, 0%) on a new project. The row is imported once the cell is fixed.
 */
export const ROW_REJECTING_COLUMNS: readonly ImportColumnKey[] = ['status', 'percentage_completed'];

/** Why a row with an unreadable status or percentage is not imported (the preview's cell warning and the import's reason). */
export const rowRejectedBecause = (problem: Pick<CellProblem, 'column' | 'value' | 'expected'>) =>
  `${IMPORT_COLUMN_BY_KEY[problem.column].label} "${problem.value}" is not ${problem.expected}: the row is not imported until it is fixed.`;

export type ReadRow = { project: ImportedProject; missing: ImportColumnKey[]; problems: CellProblem[] };

/** The largest amount numeric(20, 2) holds. */
const MAX_AMOUNT_DIGITS = 18;

const clean = (value: string | undefined) => (value ?? '').replace(/\u00a0/g, ' ').trim();

/** Splits a cell holding several values. Commas split too unless the values may contain one (names). */
export function splitValues(cell: string, allowCommas = true): string[] {
  const separators = allowCommas ? /[;,\n|]+/ : /[;\n|]+/;
  return cell
    .split(separators)
    .map((part) => part.trim())
    .filter(Boolean);
}

const SUFFIXES: Record<string, number> = {
  k: 3,
  thousand: 3,
  m: 6,
  mn: 6,
  million: 6,
  b: 9,
  bn: 9,
  billion: 9,
  t: 12,
  tn: 12,
  trillion: 12,
};

/**
 * '₦1,500,000.50', 'NGN 2.5m', '1 200 000', 'N300k' -> a decimal string with two places, or null.
 * Negative amounts and text are refused.
 */
export function parseAmount(input: string): string | null {
  let text = input
    .trim()
    .toLowerCase()
    .replace(/\u00a0/g, ' ');
  text = text.replace(/^(₦|ngn|naira|n(?=\s*\d))\s*/, '').replace(/\s*(naira|ngn)$/, '');
  text = text.replace(/[,\s_]/g, '');
  const match = /^(\d+)(?:\.(\d+))?([a-z]+)?$/.exec(text) ?? /^\.(\d+)()([a-z]+)?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  let fraction = match[2] ?? '';
  const suffix = match[3];
  let digits = whole;
  if (suffix) {
    const shift = SUFFIXES[suffix];
    if (shift === undefined) return null;
    const moved = fraction.padEnd(shift, '0');
    digits = whole + moved.slice(0, shift);
    fraction = moved.slice(shift);
  }
  digits = digits.replace(/^0+(?=\d)/, '');
  // Round half up to two places on the digits themselves: no float ever holds the amount.
  let cents = BigInt(digits + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const text2 = cents.toString().padStart(3, '0');
  const result = `${text2.slice(0, -2)}.${text2.slice(-2)}`;
  return text2.length - 2 > MAX_AMOUNT_DIGITS ? null : result;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const isoDate = (year: number, month: number, day: number): string | null => {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * '2024-03-31', '2024/03/31', '31/03/2024' (day first, as written in Nigeria), '31-03-2024', '31.03.2024',
 * '31 Mar 2024', 'March 31, 2024', 'Mar 2024' (the first of the month), an Excel serial day number (45382)
 * -> 'YYYY-MM-DD', or null.
 */
export function parseDate(input: string): string | null {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  let m =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ t]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?$/.exec(
      text,
    );
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]+([a-z]+)\.?[\s,-]+(\d{4})$/.exec(text);
  if (m && MONTHS[m[2]!]) return isoDate(Number(m[3]), MONTHS[m[2]!]!, Number(m[1]));
  m = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m && MONTHS[m[1]!]) return isoDate(Number(m[3]), MONTHS[m[1]!]!, Number(m[2]));
  m = /^([a-z]+)\.?[\s,-]+(\d{4})$/.exec(text);
  if (m && MONTHS[m[1]!]) return isoDate(Number(m[2]), MONTHS[m[1]!]!, 1);
  m = /^(\d{5})(?:\.0+)?$/.exec(text);
  if (m) {
    const serial = Number(m[1]);
    if (serial < 20000 || serial > 80000) return null;
    const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
    return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  return null;
}

/** '45', '45%', '45.5 %' -> '45.50'; outside 0-100 or not a number -> null. */
export function parsePercentage(input: string): string | null {
  const m = /^(\d+(?:\.\d+)?)\s*%?$/.exec(input.trim());
  if (!m) return null;
  const value = Number(m[1]);
  return value >= 0 && value <= 100 ? value.toFixed(2) : null;
}

const CURRENCY_SIGNS: Record<string, string> = {
  '₦': 'NGN',
  naira: 'NGN',
  n: 'NGN',
  $: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  '£': 'GBP',
  '€': 'EUR',
  euro: 'EUR',
  euros: 'EUR',
};

export function parseCurrency(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (CURRENCY_SIGNS[text]) return CURRENCY_SIGNS[text];
  return /^[a-z]{3}$/.test(text) ? text.toUpperCase() : null;
}

/** One 'lat,lng' (or 'lat lng') pair inside Nigeria's bounding box (with a margin). */
export function parseGeolocation(input: string): Geolocation | null {
  const m = /^\(?\s*(-?\d+(?:\.\d+)?)\s*[,\s]\s*(-?\d+(?:\.\d+)?)\s*\)?$/.exec(input.trim());
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (latitude < 3.5 || latitude > 14.5 || longitude < 2.5 || longitude > 15) return null;
  return { latitude, longitude };
}

/** Geolocation cells are split on semicolons only: the comma belongs to the pair. */
const splitPairs = (cell: string) =>
  cell
    .split(/[;\n|]+/)
    .map((p) => p.trim())
    .filter(Boolean);

const lgasByKey = (() => {
  const map = new Map<string, Lga[]>();
  for (const lga of NIGERIAN_LGAS) {
    const key = lga.name.toLowerCase().replace(/[^a-z0-9]/g, '');
    map.set(key, [...(map.get(key) ?? []), lga]);
  }
  return map;
})();

/** An LGA of one of the row's states; with no states given, an LGA whose name is unique in the country. */
function findLga(name: string, stateIds: number[]): { state: string; lga: string; stateId: number } | null {
  for (const stateId of stateIds) {
    const lga = findLgaByName(stateId, name);
    if (lga) return { state: stateFilterName(stateId), lga: lga.name, stateId };
  }
  if (stateIds.length) return null;
  const candidates =
    lgasByKey.get(
      name
        .toLowerCase()
        .replace(/\s+(lga|local government area)$/, '')
        .replace(/[^a-z0-9]/g, ''),
    ) ?? [];
  if (candidates.length !== 1) return null;
  const only = candidates[0]!;
  return { state: stateFilterName(only.stateId), lga: only.name, stateId: only.stateId };
}

const stateFilterName = (id: number) => NIGERIAN_STATES.find((s) => s.id === id)?.filterName ?? '';

const STATUS_HINT = IMPORT_COLUMN_BY_KEY.status.hint;

/** Reads one row. Empty cells are null (a re-import leaves those fields as they are). */
export function readImportRow(cells: ImportCells): ReadRow {
  const problems: CellProblem[] = [];
  const missing: ImportColumnKey[] = [];
  const text = (key: ImportColumnKey) => clean(cells[key]);
  const problem = (column: ImportColumnKey, value: string, expected = IMPORT_COLUMN_BY_KEY[column].hint) =>
    problems.push({ column, value, expected });
  const optional = (key: ImportColumnKey) => text(key) || null;

  const code = text('project_code');
  const name = text('project_name');
  if (!code) missing.push('project_code');
  if (!name) missing.push('project_name');
  if (code.length > 100) problem('project_code', code, 'a project code of at most 100 characters');
  if (name.length > 500)
    problem('project_name', name.slice(0, 60), 'a project name of at most 500 characters');

  const amount = (key: ImportColumnKey) => {
    const value = text(key);
    if (!value) return null;
    const parsed = parseAmount(value);
    if (parsed === null) problem(key, value);
    return parsed;
  };
  const date = (key: ImportColumnKey) => {
    const value = text(key);
    if (!value) return null;
    const parsed = parseDate(value);
    if (parsed === null) problem(key, value);
    return parsed;
  };

  let status: number | null = null;
  if (text('status')) {
    const parsed = parseProjectStatus(text('status'));
    if (parsed) status = PROJECT_STATUSES[parsed].code;
    else problem('status', text('status'), STATUS_HINT);
  }

  const many = <T>(
    key: ImportColumnKey,
    read: (part: string) => T | null,
    allowCommas = true,
  ): T[] | null => {
    const value = text(key);
    if (!value) return null;
    const found: T[] = [];
    for (const part of splitValues(value, allowCommas)) {
      const parsed = read(part);
      if (parsed === null) problem(key, part);
      else found.push(parsed);
    }
    return found;
  };

  const sectors = many('sectors', (part) => findSector(part)?.key ?? null);
  const stateRows = many('states', (part) => findStateByName(part));
  const states = stateRows ? [...new Set(stateRows.map((s) => s.filterName))] : null;
  const stateIds = stateRows?.map((s) => s.id) ?? [];
  const lgas = many('lgas', (part) => findLga(part, stateIds));
  const withLgaStates = lgas && !states ? [...new Set(lgas.map((l) => l.state))] : states;

  let geolocations: Geolocation[] | null = null;
  if (text('geolocations')) {
    geolocations = [];
    for (const part of splitPairs(text('geolocations'))) {
      const parsed = parseGeolocation(part);
      if (parsed) geolocations.push(parsed);
      else problem('geolocations', part, 'latitude,longitude inside Nigeria, e.g. 9.0765,7.3986');
    }
  }

  let percentageCompleted: string | null = null;
  if (text('percentage_completed')) {
    percentageCompleted = parsePercentage(text('percentage_completed'));
    if (percentageCompleted === null) problem('percentage_completed', text('percentage_completed'));
  }

  let currency: string | null = null;
  if (text('currency')) {
    currency = parseCurrency(text('currency'));
    if (currency === null) problem('currency', text('currency'));
  }

  const startDate = date('start_date');
  let endDate = date('end_date');
  if (startDate && endDate && endDate < startDate) {
    problem('end_date', text('end_date'), `a date on or after the start date (${startDate})`);
    endDate = null;
  }

  const contractorNames = text('contractor_name') ? splitValues(text('contractor_name'), false) : [];
  const rcNumbers = text('contractor_rc_numbers') ? splitValues(text('contractor_rc_numbers')) : [];
  if (rcNumbers.length > contractorNames.length && contractorNames.length > 0) {
    problem(
      'contractor_rc_numbers',
      text('contractor_rc_numbers'),
      'one RC number per contractor name, in the same order',
    );
  }
  const contractorCount = Math.max(contractorNames.length, rcNumbers.length);
  const contractors = contractorCount
    ? Array.from({ length: contractorCount }, (_, i) => ({
        name: contractorNames[i] ?? '',
        rcNumber: normalizeRcNumber(rcNumbers[i] ?? ''),
      }))
    : null;

  const organization = (nameKey: ImportColumnKey, codeKey: ImportColumnKey) =>
    text(nameKey) || text(codeKey) ? { name: text(nameKey), code: text(codeKey) } : null;

  return {
    missing,
    problems,
    project: {
      code,
      name,
      description: optional('description'),
      locationDescription: optional('location_description'),
      status,
      sectors,
      categories: text('project_category') ? splitValues(text('project_category'), false) : null,
      appropriation: amount('appropriation'),
      totalProjectCost: amount('total_project_cost'),
      totalAmountSpent: amount('amount_spent'),
      totalAmountReleased: amount('amount_released'),
      totalFinancialCommitment: amount('total_financial_commitment'),
      startDate,
      endDate,
      percentageCompleted,
      states: withLgaStates,
      lgas: lgas?.map(({ state, lga }) => ({ state, lga })) ?? null,
      geolocations,
      currency,
      ministry: organization('parent_ministry', 'parent_ministry_code'),
      agency: organization('agency', 'agency_code'),
      contractors,
    },
  };
}

/** 'RC 123456', 'rc-123456', '123456' -> '123456'; other text is kept upper-cased. */
export function normalizeRcNumber(input: string): string {
  const text = input.trim().toUpperCase().replace(/\s+/g, ' ');
  // A dash holds the place of a contractor without an RC number.
  if (/^[-–—]$/.test(text)) return '';
  const m = /^(?:RC|BN|IT)?[\s.:#-]*(\d+)$/.exec(text);
  return m ? m[1]! : text;
}
