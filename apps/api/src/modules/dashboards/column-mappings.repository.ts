import { sql } from 'drizzle-orm';
import type { AggregationFunction, MappingRole } from '@oversight/shared/dashboards/data-sources.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { ChartMapping } from './chart-query.js';

/**
 * Reading a chart's column mappings: its own file so the charts service and the mappings service share it
 * without importing each other.
 */

export type MappingRow = {
  id: string;
  visualization_id: string;
  field: string;
  role: MappingRole;
  aggregation: AggregationFunction | null;
  filter_value: string | null;
  label: string;
  position: number;
};
export const COLUMNS = sql`id, visualization_id, field, role, aggregation, filter_value, label, position`;

export async function selectMappings(db: DbOrTx, visualizationIds: string[]): Promise<MappingRow[]> {
  if (!visualizationIds.length) return [];
  const result = await db.execute<MappingRow>(
    sql`SELECT ${COLUMNS} FROM dashboard_column_mappings WHERE visualization_id = ANY(${sql.param(visualizationIds)}::uuid[]) ORDER BY visualization_id, position, created_at, id`,
  );
  return result.rows;
}

export const toChartMapping = (row: MappingRow): ChartMapping => ({
  field: row.field,
  role: row.role,
  aggregation: row.aggregation,
  filter_value: row.filter_value,
  label: row.label,
});
