import { sql, type SQL } from 'drizzle-orm';
import {
  COLUMN_FILTER_PATTERN,
  type DashboardFilters,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { stateLabel, type FieldDef, type SourceCatalog } from './data-source-fields.js';
import type { ChartSpec, Planned, ScopedSource } from './chart-plan.js';

/** Filters: the dashboard's and a chart's, in words and as a chart's conditions. */

/** The dashboard's filters this source has a field for, in words (exports print them). */
export function describeFilters(
  catalog: SourceCatalog,
  filters: DashboardFilters,
  sourceId: string | null,
): string[] {
  const words: string[] = [];
  const { filterFields } = catalog;
  if (filterFields.date && (filters.date_from || filters.date_to))
    words.push(`Dates ${filters.date_from ?? 'any'} to ${filters.date_to ?? 'any'}`);
  if (filterFields.state && filters.state?.length)
    words.push(`State: ${filters.state.map(stateLabel).join(', ')}`);
  if (filterFields.status && filters.status?.length) {
    const labelOf = catalog.fields.find((entry) => entry.key === filterFields.status)?.labelOf ?? String;
    words.push(`Status: ${filters.status.map(labelOf).join(', ')}`);
  }
  if (filterFields.sector && filters.sector?.length) {
    const labelOf = catalog.fields.find((entry) => entry.key === filterFields.sector)?.labelOf ?? String;
    words.push(`Sector: ${filters.sector.map(labelOf).join(', ')}`);
  }
  for (const column of columnFilters(filters, sourceId)) {
    const definition = catalog.fields.find((entry) => entry.key === column.field);
    if (definition) words.push(`${definition.label}: ${definition.labelOf?.(column.value) ?? column.value}`);
  }
  return words;
}

export function columnFilters(
  filters: DashboardFilters,
  sourceId: string | null,
): { field: string; value: string }[] {
  if (!sourceId || !filters.col) return [];
  const all = Array.isArray(filters.col) ? filters.col : [filters.col];
  return all.flatMap((entry) => {
    const match = COLUMN_FILTER_PATTERN.exec(entry);
    return match && match[1]!.toLowerCase() === sourceId.toLowerCase()
      ? [{ field: match[2]!, value: match[3]! }]
      : [];
  });
}

/** Records whose field holds `value` (one of its values, for lists); a field with its own id set is asked there. */
function equals(definition: FieldDef, column: SQL, value: string): SQL {
  const state = definition.type === 'state';
  if (definition.holding)
    return definition.holding(state ? sql`ARRAY[upper(${value}::text)]` : sql`ARRAY[${value}::text]`);
  return definition.many
    ? sql`${value}::text = ANY(${column})`
    : state
      ? sql`upper((${column})::text) = upper(${value}::text)`
      : sql`(${column})::text = ${value}::text`;
}
function oneOf(definition: FieldDef, column: SQL, values: string[]): SQL {
  if (definition.holding) return definition.holding(sql`${sql.param(values)}::text[]`);
  return definition.many
    ? sql`${column} && ${sql.param(values)}::text[]`
    : sql`(${column})::text = ANY(${sql.param(values)}::text[])`;
}

/**
 * A chart's conditions over its source's FROM (besides the scope): the dashboard's dates (not for a number, which
 * compares its period with the one before), states, statuses, sectors and column filters, the chart's own filters,
 * and the source's conditions for the fields in use.
 */
export function chartConditions(
  source: ScopedSource,
  spec: ChartSpec,
  filters: DashboardFilters,
  chartFilters: Planned['filters'],
): SQL[] {
  const { catalog } = source;
  const byKey = new Map(catalog.fields.map((entry) => [entry.key, entry]));
  const conditions: SQL[] = [];
  const dateDefinition = catalog.filterFields.date ? byKey.get(catalog.filterFields.date) : undefined;
  if (dateDefinition && spec.type !== 'number') {
    if (filters.date_from) conditions.push(sql`${dateDefinition.column} >= ${filters.date_from}::date`);
    if (filters.date_to) conditions.push(sql`${dateDefinition.column} <= ${filters.date_to}::date`);
  }
  const listFilter = (key: string | undefined, values: string[] | undefined) => {
    const definition = key ? byKey.get(key) : undefined;
    if (definition && values?.length)
      conditions.push(
        oneOf(
          definition,
          definition.column,
          definition.type === 'state' ? values.map((value) => value.toUpperCase()) : values,
        ),
      );
  };
  listFilter(catalog.filterFields.state, filters.state);
  listFilter(catalog.filterFields.status, filters.status);
  listFilter(catalog.filterFields.sector, filters.sector);
  for (const column of columnFilters(filters, source.id)) {
    const definition = byKey.get(column.field);
    if (definition) conditions.push(equals(definition, definition.column, column.value));
  }
  for (const entry of chartFilters)
    conditions.push(equals(entry.definition, entry.definition.column, entry.mapping.filter_value ?? ''));
  const usedKeys = new Set([
    ...spec.mappings.map((mapping) => mapping.field),
    ...columnFilters(filters, source.id).map((column) => column.field),
  ]);
  if (source.scopeFor) conditions.push(source.scopeFor(usedKeys));
  return conditions;
}
