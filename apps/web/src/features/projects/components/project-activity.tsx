import type { ProjectActivity } from '@oversight/shared/projects/projects.schemas';
import { EMPTY_VALUE, formatDate, formatMoney, NOT_GIVEN } from '../../../lib/format';
import { statusLabel } from './status';

const ACTIONS: Record<string, string> = {
  created: 'Project created',
  updated: 'Project updated',
  published: 'Project published',
  unpublished: 'Project unpublished',
  status_changed: 'Status changed',
  imported: 'Imported from a spreadsheet',
};

const FIELD_LABELS: Record<string, string> = {
  status: 'status',
  percentage_completed: 'completion',
  total_project_cost: 'total cost',
  total_amount_released: 'amount released',
  total_amount_spent: 'amount spent',
  end_date: 'planned end',
  start_date: 'start date',
  name: 'name',
  description: 'description',
};

const MONEY_FIELDS = /^(total_|amount_|appropriation)/;

function show(field: string, value: unknown): string {
  // Spec section 8: "_" for empty money only; any other empty value is "Not given".
  if (value === null || value === undefined || value === '') return MONEY_FIELDS.test(field) ? EMPTY_VALUE : NOT_GIVEN;
  if (field === 'status') return statusLabel(String(value));
  if (field === 'percentage_completed') return `${Math.round(Number(value))}%`;
  if (field.endsWith('_date') || field === 'date_awarded') return formatDate(String(value));
  if (MONEY_FIELDS.test(field)) return formatMoney(value, { abbreviate: false });
  if (Array.isArray(value)) return value.join(', ') || NOT_GIVEN;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One line per changed field; what the title already says (created, published) is not repeated. */
export function describeActivity(activity: ProjectActivity): string[] {
  if (activity.action === 'created') return [];
  return Object.entries(activity.changes ?? {})
    .filter(([field]) => field !== 'is_published')
    .map(([field, change]) => {
      const label = FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
      if (field === 'description') return 'description edited';
      return `${label}: ${show(field, change.before)} → ${show(field, change.after)}`;
    });
}

export const activityTitle = (activity: ProjectActivity) => ACTIONS[activity.action] ?? activity.action.replace(/_/g, ' ');
