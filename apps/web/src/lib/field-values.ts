import { PROJECT_STATUSES, parseProjectStatus } from '@oversight/shared/reference/enums';
import { valueText } from '@oversight/shared/value-text';
import { formatDate, formatMoney } from './format';

/** What an empty field says in change logs and lists (the underscore is kept for empty money alone, spec 8). */
export const NOT_GIVEN = 'Not given';

const MONEY_FIELDS = /^(total_|amount_|budget)|appropriation/;
const PERCENT_FIELDS = /(^percentage_|_percent(age)?$)/;

/** A project field's value as people read it: money in naira, percentages, dates, statuses, yes or no. */
export function formatFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  if (Array.isArray(value))
    return value.length ? value.map((item) => formatFieldValue(field, item)).join(', ') : NOT_GIVEN;
  if (field === 'is_published' && typeof value === 'boolean') return value ? 'Published' : 'Draft';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'status') {
    const status = parseProjectStatus(valueText(value));
    return status ? PROJECT_STATUSES[status].label : valueText(value);
  }
  const number = Number(value);
  if (PERCENT_FIELDS.test(field) && Number.isFinite(number))
    return `${number.toLocaleString('en-NG', { maximumFractionDigits: 1 })}%`;
  if (MONEY_FIELDS.test(field) && Number.isFinite(number)) return formatMoney(number, { abbreviate: false });
  if (field.endsWith('_date') || field === 'date_awarded') return formatDate(valueText(value));
  // A value per key, such as a yearly appropriation ({"2026": "40000000.00"}): each key with its value read as the field's.
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length
      ? entries.map(([key, item]) => `${key}: ${formatFieldValue(field, item)}`).join('; ')
      : NOT_GIVEN;
  }
  return valueText(value);
}
