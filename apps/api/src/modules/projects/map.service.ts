import {
  type ProjectClusters,
  type ProjectMapCluster,
  type ProjectMapPoint,
  MAP_CLUSTER_LIST_LIMIT,
  MAP_CLUSTER_LISTED,
} from '@oversight/shared/projects/projects.schemas';
import { lgasOfState, nearestLga } from '@oversight/shared/reference/lgas';
import { findStateById } from '@oversight/shared/reference/states';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { cachedPublicAnswer } from '../../platform/public-cache.js';
import { withSearchFallback, type ProjectsContext } from './project-filter.js';
import * as repo from './map.repository.js';
import type { ProjectFilter } from './project-filter.repository.js';

/** The catalogue as a map: every matching point (format=map|geojson), or one view's clusters (format=clusters). */

/**
 * The map answers (every published point of the country, ~20 MB of JSON at 100,000 projects, ~1 s to build) are
 * the same for everyone: a shared public answer (platform/public-cache.ts) kept MAP_CACHE_MS, so a burst of visitors
 * costs one query and a write drops it. Drafts (is_published=false) are never shared.
 */
const MAP_CACHE_MS = 15_000;

async function mapJson(
  ctx: ProjectsContext,
  filter: ProjectFilter,
  shape: 'map' | 'geojson',
): Promise<string> {
  const found = await withSearchFallback(ctx.db, filter, async () => {
    const json = await repo.projectMapJson(ctx.db, filter, shape);
    return { json, count: json === '[]' || json.endsWith('"features":[]}') ? 0 : 1 };
  });
  return found.json;
}

export async function cachedMapJson(
  ctx: ProjectsContext,
  filter: ProjectFilter,
  shape: 'map' | 'geojson',
): Promise<string> {
  const build = () => mapJson(ctx, filter, shape);
  if (filter.published !== true) return build();
  return cachedPublicAnswer(
    ctx.db,
    ctx.auth.tenant.id,
    `${shape}:${JSON.stringify(filter)}`,
    build,
    (json) => json.length,
    Date.now,
    MAP_CACHE_MS,
  );
}

/**
 * format=clusters: the map's view clustered here, so a phone downloads what it shows (a few KB) instead of every
 * point (~20 MB at 100,000 projects). The index (supercluster over the tenant and filter's published points, ~1 s
 * and ~40 MB to build at that scale) is a shared public answer: built once per CLUSTER_INDEX_TTL_MS, not per view,
 * and dropped by forgetPublicAnswers after a write. Its points are published only whatever the caller asked.
 */
const CLUSTER_INDEX_TTL_MS = 30_000;
// Above CLUSTER_MAX_ZOOM every project is a point of its own; the same settings the browser clustered with before.
const CLUSTER_MAX_ZOOM = 14;
/** Per cluster, how many of its projects lie in each state (by state id): it is named after the state most are in. */
type StateCounts = { states: Record<number, number> };
type ClusterIndex = { count: number; index: Supercluster<ProjectMapPoint, StateCounts> };

// The state a position lies in, as the nearest LGA headquarters' state, remembered per 0.1° square (~11 km): an index
// of 100,000 projects looks up a few thousand squares, not 774 LGAs per project.
const stateBySquare = new Map<string, number>();
function stateIdAt(lat: number, lng: number): number {
  const key = `${Math.round(lat * 10)},${Math.round(lng * 10)}`;
  let stateId = stateBySquare.get(key);
  if (stateId === undefined) {
    stateId = nearestLga(Math.round(lat * 10) / 10, Math.round(lng * 10) / 10).stateId;
    stateBySquare.set(key, stateId);
  }
  return stateId;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

async function clusterIndex(ctx: ProjectsContext, filter: ProjectFilter): Promise<ClusterIndex> {
  const published: ProjectFilter = { ...filter, published: true };
  return cachedPublicAnswer<ClusterIndex>(
    ctx.db,
    ctx.auth.tenant.id,
    `clusters:${JSON.stringify(published)}`,
    async () => {
      const points = JSON.parse(await mapJson(ctx, published, 'map')) as ProjectMapPoint[];
      // extent 256: radius in the screen pixels of Leaflet's 256 px tiles (at the default 512, clusters 28 px apart overlapped).
      const index = new Supercluster<ProjectMapPoint, StateCounts>({
        radius: 56,
        extent: 256,
        maxZoom: CLUSTER_MAX_ZOOM,
        minPoints: 3,
        map: (point) => ({ states: { [stateIdAt(point.lat, point.lng)]: 1 } }),
        // A new object each time: supercluster's copies are shallow, so changing `states` in place would change a child's.
        reduce: (total, child) => {
          const states = { ...total.states };
          for (const [id, count] of Object.entries(child.states))
            states[Number(id)] = (states[Number(id)] ?? 0) + count;
          total.states = states;
        },
      });
      index.load(
        points.map((point) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
          properties: point,
        })),
      );
      return { count: points.length, index };
    },
    // The points (~200 bytes each with their feature) and the index's arrays (~120 bytes a point).
    (built) => 200 + built.count * 400,
    Date.now,
    CLUSTER_INDEX_TTL_MS,
  );
}

const byName = (a: ProjectMapPoint, b: ProjectMapPoint) => a.name.localeCompare(b.name);

/**
 * Where a cluster is, in words: "LGA, State" when (nearly) all its projects are in one state, the LGA headquarters of
 * that state nearest its centre; otherwise the states most of them are in ("Jigawa, Kano and Bauchi").
 */
function placeOf(lat: number, lng: number, states?: Record<number, number>): string {
  const ranked = states
    ? Object.entries(states)
        .map(([id, count]) => ({ id: Number(id), count }))
        .sort((a, b) => b.count - a.count || a.id - b.id)
    : [{ id: stateIdAt(lat, lng), count: 1 }];
  const total = ranked.reduce((sum, state) => sum + state.count, 0);
  if (ranked.length > 1 && ranked[0]!.count < total * 0.8) {
    const names = ranked.slice(0, 3).map((state) => findStateById(state.id)?.name ?? '');
    return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  const lgas = lgasOfState(ranked[0]!.id);
  const lga = lgas.length
    ? lgas.reduce((best, l) => (squaredDistance(l, lat, lng) < squaredDistance(best, lat, lng) ? l : best))
    : nearestLga(lat, lng);
  return `${lga.name}, ${findStateById(lga.stateId)?.name ?? ''}`.replace(/, $/, '');
}

const squaredDistance = (lga: { latitude: number; longitude: number }, lat: number, lng: number) =>
  (lga.latitude - lat) ** 2 + ((lga.longitude - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;

/**
 * The clusters and single points of one view, as JSON text (ProjectClusters). Small clusters, and those that can
 * split no more, list their projects; projects at one position (minPoints leaves pairs apart, and past the last zoom
 * nothing clusters) become one listed cluster rather than dots drawn on top of each other.
 */
export async function clustersJson(
  ctx: ProjectsContext,
  filter: ProjectFilter,
  bbox: [number, number, number, number],
  zoom: number,
): Promise<string> {
  const { count, index } = await clusterIndex(ctx, filter);
  const clusters: ProjectMapCluster[] = [];
  const atPosition = new Map<string, ProjectMapPoint[]>();
  for (const feature of index.getClusters(bbox, zoom)) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as ProjectMapPoint | ClusterProperties;
    if ('cluster' in props) {
      const expansionZoom = Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1);
      const listed = props.point_count <= MAP_CLUSTER_LISTED || expansionZoom > CLUSTER_MAX_ZOOM;
      clusters.push({
        lat: round6(lat),
        lng: round6(lng),
        count: props.point_count,
        expansion_zoom: expansionZoom,
        place: placeOf(lat, lng, (props as ClusterProperties & StateCounts).states),
        ...(listed
          ? {
              projects: index
                .getLeaves(props.cluster_id, MAP_CLUSTER_LIST_LIMIT)
                .map((leaf) => leaf.properties)
                .sort(byName),
            }
          : {}),
      });
    } else {
      const point = props;
      const key = `${point.lat},${point.lng}`;
      atPosition.set(key, [...(atPosition.get(key) ?? []), point]);
    }
  }
  const points: ProjectMapPoint[] = [];
  for (const group of atPosition.values()) {
    if (group.length === 1) points.push(group[0]!);
    else
      clusters.push({
        lat: group[0]!.lat,
        lng: group[0]!.lng,
        count: group.length,
        expansion_zoom: zoom,
        place: placeOf(group[0]!.lat, group[0]!.lng),
        projects: group.sort(byName).slice(0, MAP_CLUSTER_LIST_LIMIT),
      });
  }
  return JSON.stringify({ count, clusters, points } satisfies ProjectClusters);
}
