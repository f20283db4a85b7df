import type { ProjectActivity } from '@oversight/shared/projects/projects.schemas';
import { valueText } from '@oversight/shared/value-text';
import { EMPTY_VALUE, formatDate, formatMoney, notGiven } from '../../../lib/format';
import { statusLabel } from './status';
import { t, type MessageKey } from '../../../i18n';

const ACTIONS: Record<string, MessageKey> = {
  created: 'activity.created',
  updated: 'activity.updated',
  published: 'activity.published',
  unpublished: 'activity.unpublished',
  status_changed: 'activity.status_changed',
  imported: 'activity.imported',
};

const FIELD_LABELS: Record<string, MessageKey> = {
  status: 'activity.fieldstatus',
  percentage_completed: 'activity.fieldpercentage_completed',
  total_project_cost: 'activity.fieldtotal_project_cost',
  total_amount_released: 'activity.fieldtotal_amount_released',
  total_amount_spent: 'activity.fieldtotal_amount_spent',
  end_date: 'activity.fieldend_date',
  start_date: 'activity.fieldstart_date',
  name: 'activity.fieldname',
};

const MONEY_FIELDS = /^(total_|amount_|appropriation)/;

function show(field: string, value: unknown): string {
  // docs/spec/product-spec.md section 8: "_" for empty money only; any other empty value is "Not given".
  if (value === null || value === undefined || value === '')
    return MONEY_FIELDS.test(field) ? EMPTY_VALUE : notGiven();
  if (field === 'status') return statusLabel(valueText(value));
  if (field === 'percentage_completed') return `${Math.round(Number(value))}%`;
  if (field.endsWith('_date') || field === 'date_awarded') return formatDate(valueText(value));
  if (MONEY_FIELDS.test(field)) return formatMoney(value, { abbreviate: false });
  if (Array.isArray(value)) return value.join(', ') || notGiven();
  return valueText(value);
}

/** One line per changed field; what the title already says (created, published) is not repeated. */
export function describeActivity(activity: ProjectActivity): string[] {
  if (activity.action === 'created') return [];
  return Object.entries(activity.changes)
    .filter(([field]) => field !== 'is_published')
    .map(([field, change]) => {
      if (field === 'description') return t('activity.descriptionEdited');
      const key = FIELD_LABELS[field];
      const label = key ? t(key) : field.replace(/_/g, ' ');
      return t('activity.change', {
        field: label,
        before: show(field, change.before),
        after: show(field, change.after),
      });
    });
}

export const activityTitle = (activity: ProjectActivity) => {
  const key = ACTIONS[activity.action];
  return key ? t(key) : activity.action.replace(/_/g, ' ');
};
