import type { MessageKey } from '../../../i18n';

/** The sort orders a project list offers (values of the API's `ordering`); `key` names them on the citizen side. */
export const PROJECT_ORDERINGS: { value: string; label: string; key: MessageKey }[] = [
  { value: '-created', label: 'Newest', key: 'projectlist.sortNewest' },
  { value: 'name', label: 'Name, A to Z', key: 'projectlist.sortName' },
  { value: '-total_project_cost', label: 'Highest cost', key: 'projectlist.sortCostHigh' },
  { value: 'total_project_cost', label: 'Lowest cost', key: 'projectlist.sortCostLow' },
  { value: '-percentage_completed', label: 'Most complete', key: 'projectlist.sortMostComplete' },
  { value: 'percentage_completed', label: 'Least complete', key: 'projectlist.sortLeastComplete' },
  { value: '-views', label: 'Most viewed', key: 'projectlist.sortMostViewed' },
];

/** The orders as Select options in the active language. */
export function orderingOptions(t: (key: MessageKey) => string): { value: string; label: string }[] {
  return PROJECT_ORDERINGS.map(({ value, key }) => ({ value, label: t(key) }));
}

export const DEFAULT_ORDERING = '-created';

export function orderingOf(value: string | null): string {
  return PROJECT_ORDERINGS.some((o) => o.value === value) ? value! : DEFAULT_ORDERING;
}
