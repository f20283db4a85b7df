import type { ProjectClusters } from '@oversight/shared/projects/projects.schemas';
/** The part of the map the server clusters for (GET /projects/?format=clusters&bbox=&zoom=). */
export type MapView = { bbox: [number, number, number, number]; zoom: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The whole zoom the server clusters for: the map snaps to halves (Nigeria fits a phone at 5.5), and clusters made for
 * the zoom below keep their spacing on screen (made for the zoom above, they would overlap).
 */
export const clusterZoom = (zoom: number) => Math.floor(zoom + 1e-6);
// Two decimals (about 1 km): a small move asks for the same view again, so it is answered from the cache.
const down = (value: number) => Math.floor(value * 100) / 100;
const up = (value: number) => Math.ceil(value * 100) / 100;

/**
 * The view to ask for: the visible box grown by `pad` of its size on each side (a short pan needs no new answer),
 * rounded outwards and held to the world (Leaflet's longitudes run past ±180 after panning round the globe).
 */
export function mapViewOf(
  bounds: { west: number; south: number; east: number; north: number },
  zoom: number,
  pad = 0.25,
): MapView {
  const width = bounds.east - bounds.west;
  const height = bounds.north - bounds.south;
  const wide = width * (1 + 2 * pad) >= 360;
  return {
    bbox: [
      wide ? -180 : down(clamp(bounds.west - width * pad, -180, 180)),
      down(clamp(bounds.south - height * pad, -90, 90)),
      wide ? 180 : up(clamp(bounds.east + width * pad, -180, 180)),
      up(clamp(bounds.north + height * pad, -90, 90)),
    ],
    zoom: clamp(clusterZoom(zoom), 0, 22),
  };
}

/** The query parameters of a view. */
export const mapViewParams = (view: MapView) => ({ bbox: view.bbox.join(','), zoom: String(view.zoom) });

/** True when the view asked for already holds the visible box at this zoom: a short pan needs no new answer. */
export function viewCovers(
  view: MapView | null,
  bounds: { west: number; south: number; east: number; north: number },
  zoom: number,
): boolean {
  if (!view || view.zoom !== clusterZoom(zoom)) return false;
  const [west, south, east, north] = view.bbox;
  return bounds.west >= west && bounds.south >= south && bounds.east <= east && bounds.north <= north;
}

type Bounds = { west: number; south: number; east: number; north: number };

/**
 * The views one zoom step away, to ask for ahead of time: zooming in about any point of the screen stays inside the
 * visible box; zooming out about its middle doubles it (grown by 0.75 on each side, it also holds a pinch off-centre).
 */
export function neighbourViews(bounds: Bounds, zoom: number): MapView[] {
  const level = clusterZoom(zoom);
  const views: MapView[] = [];
  if (level < 18) views.push(mapViewOf(bounds, level + 1, 0));
  if (level > 5) views.push(mapViewOf(bounds, level - 1, 0.75));
  return views;
}

/** The first of the views already asked for that holds the visible box at this zoom. */
export function coveringView(views: readonly MapView[], bounds: Bounds, zoom: number): MapView | null {
  return views.find((view) => viewCovers(view, bounds, zoom)) ?? null;
}

/**
 * The view that shows all of a state's projects, from the first clusters the server sends for it: one bubble is
 * opened (zoomed to where it splits), several are fitted. Null when there is nothing to show.
 */
export function stateView(
  data: ProjectClusters,
): { center: [number, number]; zoom: number } | { bounds: [number, number][] } | null {
  const places = [
    ...data.clusters.map((cluster) => [cluster.lat, cluster.lng] as [number, number]),
    ...data.points.map((point) => [point.lat, point.lng] as [number, number]),
  ];
  if (!places.length) return null;
  const only = data.clusters.length === 1 && !data.points.length ? data.clusters[0]! : null;
  if (only) return { center: [only.lat, only.lng], zoom: Math.min(only.expansion_zoom, 12) };
  return { bounds: places };
}
