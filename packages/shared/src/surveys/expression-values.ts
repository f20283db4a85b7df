/**
 * XPath values of the form expression language and JavaRosa's conversions between them. Answers are JSON
 * (strings, numbers, lists, location objects, repeat item lists); a `${name}` of a question inside a repeat, read from
 * outside it, is a NodeSet of every item's value (what count() and sum() take).
 */

export class NodeSet {
  constructor(readonly values: readonly unknown[]) {}
}

const NUMBER = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY_MS = 86_400_000;

/** A valid calendar date 'YYYY-MM-DD' (no 2023-02-30). */
export function isDateString(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isDateTimeString(value: string): boolean {
  return DATE_TIME.test(value) && isDateString(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** 'YYYY-MM-DD' of a day count since 1970-01-01 (JavaRosa's date arithmetic). */
export function dateFromDays(days: number): string {
  if (!Number.isFinite(days)) return '';
  const date = new Date(Math.floor(days) * DAY_MS);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The local calendar day of a moment, 'YYYY-MM-DD'. */
export function localDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof NodeSet) return value.values.length === 0;
  return false;
}

/** XPath number(): numeric strings, dates (days since 1970) and date-times (fractional days); anything else NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof NodeSet) return value.values.length ? toNumber(value.values[0]) : NaN;
  if (typeof value === 'string') {
    if (NUMBER.test(value)) return Number(value);
    const text = value.trim();
    if (isDateString(text)) return Date.parse(`${text}T00:00:00Z`) / DAY_MS;
    if (isDateTimeString(text)) return Date.parse(text) / DAY_MS;
  }
  return NaN;
}

function numberText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (Object.is(value, -0)) return '0';
  return String(value);
}

/** XPath string(): a select-multiple list joins with spaces, a location is ODK's 'lat lng alt accuracy'. */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof NodeSet) return value.values.length ? toText(value.values[0]) : '';
  if (Array.isArray(value))
    return value.every((item) => typeof item !== 'object' || item === null)
      ? value.map(toText).join(' ')
      : '';
  if (typeof value === 'object') {
    const point = value as Record<string, unknown>;
    if (typeof point.latitude === 'number' && typeof point.longitude === 'number')
      return [point.latitude, point.longitude, point.altitude ?? 0, point.accuracy ?? 0]
        .map(toText)
        .join(' ');
  }
  return '';
}

/** XPath boolean() as JavaRosa: '' false, any other string true (even 'false'), 0 and NaN false, empty lists false. */
export function toBoolean(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '';
  if (value instanceof NodeSet) return value.values.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The chosen values of a select-multiple (a list, or ODK's space-separated string). */
export function toSelection(value: unknown): string[] {
  if (value instanceof NodeSet) return value.values.flatMap(toSelection);
  if (Array.isArray(value))
    return value.flatMap((item) => (typeof item === 'object' && item !== null ? [] : toSelection(item)));
  return toText(value).split(/\s+/).filter(Boolean);
}

/** The items a count()/sum()/min()/max() runs over. */
export function toItems(value: unknown): unknown[] {
  if (value instanceof NodeSet) return [...value.values];
  if (Array.isArray(value)) return value;
  return isEmptyValue(value) ? [] : [value];
}

type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

function compareScalars(op: Comparison, left: unknown, right: unknown): boolean {
  if (op === '=' || op === '!=') {
    let equal: boolean;
    if (typeof left === 'boolean' || typeof right === 'boolean') equal = toBoolean(left) === toBoolean(right);
    else if (typeof left === 'number' || typeof right === 'number')
      equal = toNumber(left) === toNumber(right);
    else equal = toText(left) === toText(right);
    return op === '=' ? equal : !equal;
  }
  let a: number | string = toNumber(left);
  let b: number | string = toNumber(right);
  // Two texts that are not numbers nor dates (times 'HH:MM', words) compare as text, as JavaRosa does for times.
  if (
    Number.isNaN(a) &&
    Number.isNaN(b) &&
    typeof left === 'string' &&
    typeof right === 'string' &&
    left !== '' &&
    right !== ''
  ) {
    a = left;
    b = right;
  }
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
}

/** XPath comparison: numbers against numeric strings compare as numbers; a NodeSet matches when any item does. */
export function compareValues(op: Comparison, left: unknown, right: unknown): boolean {
  const lefts = left instanceof NodeSet ? left.values : [left];
  const rights = right instanceof NodeSet ? right.values : [right];
  return lefts.some((a) => rights.some((b) => compareScalars(op, a, b)));
}
