import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ProjectFilter, whereClause, fromClause } from './project-filter.repository.js';

/** SQL of the map answer of the project catalogue. */

/** Above this many points the map answer is cut (the discover map shows every published project). */
export const MAP_POINT_CAP = 100_000;

/**
 * Every matching project as a compact point, built as JSON text by PostgreSQL in one query (the discover map needs
 * the whole country; going through row objects would cost more than the query).
 */
export async function projectMapJson(
  db: DbOrTx,
  f: ProjectFilter,
  shape: 'map' | 'geojson',
): Promise<string> {
  const { with: withClause, from } = fromClause(f);
  const statusName = sql`(ARRAY['NOT_STARTED','ON_GOING','COMPLETED','ON_HOLD','CANCELED','ABANDONED'])[p.status + 1]`;
  const item =
    shape === 'map'
      ? sql`json_build_object('public_id', p.public_id, 'name', p.name, 'status', ${statusName}, 'lat', p.latitude, 'lng', p.longitude)`
      : sql`json_build_object('type', 'Feature', 'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(p.longitude, p.latitude)),
              'properties', json_build_object('public_id', p.public_id, 'name', p.name, 'status', ${statusName}))`;
  const result = await db.execute<{ body: string }>(sql`${withClause}
    SELECT coalesce(json_agg(x.item), '[]'::json)::text AS body FROM (
      SELECT ${item} AS item FROM ${from}
       WHERE ${whereClause(f)} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
       LIMIT ${MAP_POINT_CAP}) x`);
  const points = result.rows[0]!.body;
  return shape === 'map' ? points : `{"type":"FeatureCollection","features":${points}}`;
}
