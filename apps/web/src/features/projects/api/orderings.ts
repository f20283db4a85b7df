/** The sort orders a project list offers (values of the API's `ordering`). */
export const PROJECT_ORDERINGS = [
  { value: '-created', label: 'Newest' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-total_project_cost', label: 'Highest cost' },
  { value: 'total_project_cost', label: 'Lowest cost' },
  { value: '-percentage_completed', label: 'Most complete' },
  { value: 'percentage_completed', label: 'Least complete' },
  { value: '-views', label: 'Most viewed' },
];

export const DEFAULT_ORDERING = '-created';

export function orderingOf(value: string | null): string {
  return PROJECT_ORDERINGS.some((o) => o.value === value) ? value! : DEFAULT_ORDERING;
}
