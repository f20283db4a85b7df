import type { Indicator, OutcomeWithIndicators } from '@oversight/shared/plans/plans.schemas';

/** One item of the plan in the tree, in reading order (depth first), with what the search left of it. */
export type TreeRow = {
  item: OutcomeWithIndicators;
  depth: number;
  /** Titles of the items above it, first level first (a phone shows them instead of indentation). */
  path: string[];
  /** Its indicators the search kept (all of them without a search or when the item itself matches). */
  indicators: Indicator[];
  /** It has items under it (in the plan, whatever the search). */
  hasChildren: boolean;
};

const matches = (text: string, query: string) => text.toLowerCase().includes(query);

/**
 * The plan's items (a flat list with parent ids) as rows in tree order. `query` keeps the items whose title or
 * description or any indicator matches, with the items above them; `collapsed` hides what is under those items (not
 * while searching: every match shows). An item whose parent is not in the list starts a tree of its own.
 */
export function planTreeRows(
  items: OutcomeWithIndicators[],
  options: { query?: string; collapsed?: ReadonlySet<string> } = {},
): TreeRow[] {
  const query = options.query?.trim().toLowerCase() ?? '';
  const ids = new Set(items.map((item) => item.id));
  const childrenOf = new Map<string | null, OutcomeWithIndicators[]>();
  for (const item of items) {
    const parent = item.parent_id && ids.has(item.parent_id) ? item.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }

  // What the search keeps: an item that matches (with all its indicators), or that has a matching indicator or descendant.
  const kept = new Map<string, Indicator[]>();
  const keep = (item: OutcomeWithIndicators): boolean => {
    const below = (childrenOf.get(item.id) ?? []).map(keep).some(Boolean);
    if (!query) {
      kept.set(item.id, item.indicators);
      return true;
    }
    const self = matches(item.title, query) || matches(item.description, query);
    const indicators = self
      ? item.indicators
      : item.indicators.filter((indicator) => matches(indicator.description, query));
    if (self || indicators.length || below) kept.set(item.id, indicators);
    return self || indicators.length > 0 || below;
  };
  for (const root of childrenOf.get(null) ?? []) keep(root);

  const rows: TreeRow[] = [];
  const walk = (item: OutcomeWithIndicators, depth: number, path: string[]) => {
    const indicators = kept.get(item.id);
    if (!indicators) return;
    const children = childrenOf.get(item.id) ?? [];
    rows.push({ item, depth, path, indicators, hasChildren: children.length > 0 });
    if (!query && options.collapsed?.has(item.id)) return;
    for (const child of children) walk(child, depth + 1, [...path, item.title]);
  };
  for (const root of childrenOf.get(null) ?? []) walk(root, 0, []);
  return rows;
}
