import type { Categories, CategoryCard } from '@oversight/shared/projects/projects.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The product's default category year (docs/spec/product-spec.md section 9). */
export const DEFAULT_CATEGORY_YEAR = 2025;

export const CATEGORY_GROUPS = ['sectors', 'states', 'ministries'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

export const GROUP_LABELS: Record<CategoryGroup, { title: string; one: string }> = {
  sectors: { title: 'Sectors', one: 'sector' },
  states: { title: 'States', one: 'state' },
  ministries: { title: 'Ministries', one: 'ministry' },
};

export const isCategoryGroup = (value: string | undefined): value is CategoryGroup =>
  (CATEGORY_GROUPS as readonly string[]).includes(value ?? '');

/** The project filter a subcategory stands for: sector key, state name or ministry username. */
export function subcategoryFilter(group: CategoryGroup, key: string): Record<string, string> {
  if (group === 'sectors') return { sector: key };
  if (group === 'states') return { state: key };
  return { ministry: key };
}

export type CategoryEntry = CategoryCard & { key: string; group: CategoryGroup };

/** A group's cards, the busiest first (most active projects, then most budget, then by name). */
export function entriesOf(categories: Categories | undefined, group: CategoryGroup): CategoryEntry[] {
  if (!categories) return [];
  return Object.entries(categories[group])
    .map(([key, card]) => ({ ...card, key, group }))
    .sort(
      (a, b) =>
        b.active_projects - a.active_projects ||
        Number(b.allocated_budget) - Number(a.allocated_budget) ||
        a.title.localeCompare(b.title),
    );
}

/** GET /projects/categories/all/?year=: sectors, states and ministries with allocated budget and active projects. */
export const categoriesQuery = (year: number) =>
  queryOptions({
    queryKey: ['categories', year] as const,
    queryFn: ({ signal }) =>
      api.get('GET /projects/categories/all/', { params: { year: String(year) }, signal }),
    staleTime: 10 * 60 * 1000,
  });
