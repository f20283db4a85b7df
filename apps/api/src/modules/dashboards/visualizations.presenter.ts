import type {
  AggregationFunction,
  GroupByField,
  ValueField,
  Visualization,
  VisualizationType,
} from '@oversight/shared/dashboards/visualizations.schemas';
import type { VisualizationRow } from './visualizations.repository.js';
import { isoTimestamp } from '../../platform/timestamps.js';

export function presentVisualization(row: VisualizationRow): Visualization {
  return {
    id: row.id,
    dashboard_id: row.dashboard_id,
    name: row.name,
    visualization_type: row.visualization_type as VisualizationType,
    data_source_id: row.data_source_id,
    group_by: row.group_by ? (row.group_by as GroupByField) : null,
    aggregation_function: row.aggregation_function as AggregationFunction,
    value_field: (row.value_field as ValueField | null) ?? null,
    position: row.position,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
  };
}
