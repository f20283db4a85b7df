import 'leaflet/dist/leaflet.css';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import type {
  ProjectClusters,
  ProjectMapCluster,
  ProjectMapPoint,
} from '@oversight/shared/projects/projects.schemas';
import { latLngBounds, type LatLngBoundsExpression, type Map as LeafletMap } from 'leaflet';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Circle, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from '../../../i18n';
import { useMapLoading } from '../../../lib/map-loading';
import { coveringView, mapViewOf, neighbourViews, stateView, type MapView } from './map-view';
import { MapInView, type VisibleBounds } from './map-in-view';
import { ClusterPopup, clusterMarker, pointMarker, PointPopup } from './map-markers';
import classes from './project-map.module.css';

export const NIGERIA_CENTER: [number, number] = [9.082, 8.6753];
export const NIGERIA_ZOOM = 6;
/** The whole country, south-west to north-east: the first view fits it (at zoom 6 a short map cut off the north). */
export const NIGERIA_BOUNDS: LatLngBoundsExpression = [
  [4.27, 2.67],
  [13.89, 14.68],
];
const NIGERIA_FIT = { padding: [8, 8] as [number, number] };

/** Clusters made on the server for the view the map reports (the discover map: the whole country's projects). */
export interface ServerClusters {
  data: ProjectClusters | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onViewChange: (view: MapView) => void;
  /** Asks for a view ahead of time (the next zoom step in and out), so that step shows at once. */
  onPrefetch?: (view: MapView) => void;
}

export interface ProjectMapProps {
  /** Points clustered in the browser: a few (a project's own places). */
  points?: ProjectMapPoint[];
  /** Or clusters from the server, one view at a time. */
  server?: ServerClusters;
  /** "Around you": the circle searched, and where the map centres. */
  around?: { lat: number; lng: number; dist: number } | null;
  /** Centre on a place when there is no circle (a chosen state). */
  focus?: { lat: number; lng: number; zoom: number } | null;
  /** Fit the view to the points once they arrive (a project's own locations). */
  fitToPoints?: boolean;
  label: string;
  /** The map's height (the list of the view's projects goes below it). */
  height: number | string;
}

const ClientClusters = lazy(() => import('./client-clusters'));

const zoomForDistance = (metres: number) => (metres <= 10_000 ? 11 : metres <= 20_000 ? 10 : 9);

// Leaflet ends a move many times in a row while someone drags or taps zoom: ask once they pause.
const VIEW_DEBOUNCE_MS = 120;

/**
 * The server's clusters for the view: the view is reported when the map is ready and after each move (debounced);
 * the markers of the last answer stay on the map while the next one loads. Once a view has its answer, the views one
 * zoom step in and out are asked for ahead: a move they hold is reported at once, and its answer is already here.
 */
function ServerClusterLayer({
  data,
  onViewChange,
  onPrefetch,
  onBounds,
}: Pick<ServerClusters, 'data' | 'onViewChange' | 'onPrefetch'> & {
  onBounds: (bounds: VisibleBounds) => void;
}) {
  const map = useMap();
  const asked = useRef<MapView | null>(null);
  // The views asked for or fetched ahead, newest first (a few: each is one small cached answer).
  const known = useRef<MapView[]>([]);
  const remember = (view: MapView) => {
    known.current = [view, ...known.current.filter((other) => other !== view)].slice(0, 12);
  };
  const visible = () => {
    const b = map.getBounds();
    return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
  };
  /** Reports a view already known to hold the screen; false when a new one must be asked for. */
  const reportKnown = () => {
    const held = coveringView(known.current, visible(), map.getZoom());
    if (!held) return false;
    if (held !== asked.current) {
      asked.current = held;
      remember(held);
      onViewChange(held);
    }
    return true;
  };
  const report = () => {
    if (reportKnown()) return;
    asked.current = mapViewOf(visible(), map.getZoom());
    remember(asked.current);
    onViewChange(asked.current);
  };
  const reportRef = useRef({ report, reportKnown, onBounds });
  reportRef.current = { report, reportKnown, onBounds };
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    reportRef.current.report();
    reportRef.current.onBounds(visible());
    return () => window.clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useMapEvents({
    moveend: () => {
      reportRef.current.onBounds(visible());
      window.clearTimeout(timer.current);
      if (reportRef.current.reportKnown()) return;
      timer.current = window.setTimeout(() => reportRef.current.report(), VIEW_DEBOUNCE_MS);
    },
  });
  useEffect(() => {
    if (!data || !onPrefetch) return;
    for (const view of neighbourViews(visible(), map.getZoom())) {
      if (
        coveringView(
          known.current,
          { west: view.bbox[0], south: view.bbox[1], east: view.bbox[2], north: view.bbox[3] },
          view.zoom,
        )
      )
        continue;
      remember(view);
      onPrefetch(view);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  const [selected, setSelected] = useState<ProjectMapPoint | null>(null);
  const [listed, setListed] = useState<ProjectMapCluster | null>(null);
  // The last markers stay when a view fails to load (the note over the map offers to try again).
  const last = useRef(data);
  if (data) last.current = data;
  const shown = data ?? last.current;
  return (
    <>
      {shown?.clusters.map((cluster) =>
        clusterMarker(
          `c${cluster.lat},${cluster.lng},${cluster.count}`,
          cluster.lat,
          cluster.lng,
          cluster.count,
          () => (cluster.projects ? setListed(cluster) : zoomToCluster(map, cluster)),
          Boolean(cluster.projects),
        ),
      )}
      {shown?.points.map((point) => pointMarker(point, () => setSelected(point)))}
      {selected ? <PointPopup point={selected} onClose={() => setSelected(null)} /> : null}
      {listed ? <ClusterPopup cluster={listed} onClose={() => setListed(null)} /> : null}
    </>
  );
}

/** A cluster too big to list: zoom to where it splits. */
function zoomToCluster(map: LeafletMap, cluster: ProjectMapCluster) {
  map.flyTo([cluster.lat, cluster.lng], Math.min(cluster.expansion_zoom, 18), { duration: 0.4 });
}

/** Loading and failure of the server's clusters, over the map's top edge. */
function ServerStatus({ loading, error, onRetry }: Pick<ServerClusters, 'loading' | 'error' | 'onRetry'>) {
  const { t } = useTranslation();
  if (error)
    return (
      <Paper className={classes.status} shadow="sm" px="sm" py={6} role="alert">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t('discover.mapFailed')}</Text>
          <Button size="compact-sm" variant="light" onClick={onRetry} style={{ flexShrink: 0 }}>
            {t('projects.tryAgain')}
          </Button>
        </Group>
      </Paper>
    );
  if (!loading) return null;
  return (
    <Paper className={classes.status} shadow="sm" px="sm" py={4} role="status">
      <Group gap={6} wrap="nowrap">
        <Loader size={14} color="oversight" />
        <Text size="xs">{t('projects.loadingProjects')}…</Text>
      </Group>
    </Paper>
  );
}

/** Moves the view when the place asked for changes (a chosen state: to its projects once they arrive). */
function View({
  around,
  focus,
  fit,
  points,
  data,
  loading,
}: {
  around: ProjectMapProps['around'];
  focus: ProjectMapProps['focus'];
  fit: boolean;
  points: ProjectMapPoint[];
  data?: ProjectClusters;
  loading?: boolean;
}) {
  const map = useMap();
  // A state was just chosen: its clusters are awaited, then the map zooms to them (not one bubble left to tap).
  const fitState = useRef(false);
  const aroundKey = around ? `${around.lat},${around.lng},${around.dist}` : '';
  const focusKey = focus ? `${focus.lat},${focus.lng},${focus.zoom}` : '';
  useEffect(() => {
    if (around) map.setView([around.lat, around.lng], zoomForDistance(around.dist));
    else if (focus) {
      map.setView([focus.lat, focus.lng], focus.zoom);
      fitState.current = true;
    }
    // Back to all of Nigeria (a project's own places are fitted below instead).
    else if (!fit) map.fitBounds(NIGERIA_BOUNDS, NIGERIA_FIT);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aroundKey, focusKey, map]);
  useEffect(() => {
    if (!fitState.current || loading || !data) return;
    fitState.current = false;
    const view = stateView(data);
    if (!view) return;
    if ('bounds' in view) map.fitBounds(latLngBounds(view.bounds), { maxZoom: 11, padding: [24, 24] });
    else map.flyTo(view.center, view.zoom, { duration: 0.4 });
  }, [data, loading, map]);
  useEffect(() => {
    if (!fit || !points.length) return;
    const bounds = latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { maxZoom: 13, padding: [24, 24] });
  }, [fit, points, map]);
  return null;
}

/** The map's box changes with the layout (side bars, rotation), not only the window: tell Leaflet. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Tiles loading shows the app's loading bar. */
function TileLoading() {
  const setLoading = useMapLoading((s) => s.setLoading);
  useEffect(() => () => setLoading(false), [setLoading]);
  return (
    <TileLayer
      url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      maxZoom={19}
      eventHandlers={{ loading: () => setLoading(true), load: () => setLoading(false) }}
    />
  );
}

const NO_POINTS: ProjectMapPoint[] = [];

export default function ProjectMap({
  points = NO_POINTS,
  server,
  around,
  focus,
  fitToPoints = false,
  label,
  height,
}: ProjectMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [bounds, setBounds] = useState<VisibleBounds | null>(null);
  const place = around
    ? { center: [around.lat, around.lng] as [number, number], zoom: zoomForDistance(around.dist) }
    : focus
      ? { center: [focus.lat, focus.lng] as [number, number], zoom: focus.zoom }
      : fitToPoints
        ? { center: NIGERIA_CENTER, zoom: NIGERIA_ZOOM }
        : { bounds: NIGERIA_BOUNDS, boundsOptions: NIGERIA_FIT };
  return (
    <>
      <div style={{ height, position: 'relative' }}>
        <MapContainer
          ref={setMap}
          {...place}
          minZoom={5}
          // Half steps: the whole country fits a phone's map at 5.5 (whole steps gave 5, or 6 with the north cut off).
          zoomSnap={0.5}
          preferCanvas
          scrollWheelZoom={false}
          className={classes.map}
          attributionControl
          aria-label={label}
        >
          <TileLoading />
          <FollowSize />
          <View
            around={around}
            focus={focus}
            fit={fitToPoints}
            points={points}
            data={server?.data}
            loading={server?.loading}
          />
          {around ? (
            <Circle
              center={[around.lat, around.lng]}
              radius={around.dist}
              pathOptions={{ color: '#008751', weight: 1, fillOpacity: 0.06 }}
            />
          ) : null}
          {server ? (
            <ServerClusterLayer
              data={server.data}
              onViewChange={server.onViewChange}
              onPrefetch={server.onPrefetch}
              onBounds={setBounds}
            />
          ) : (
            <Suspense fallback={null}>
              <ClientClusters points={points} />
            </Suspense>
          )}
        </MapContainer>
        {server ? (
          <ServerStatus loading={server.loading} error={server.error} onRetry={server.onRetry} />
        ) : null}
      </div>
      {server ? (
        <MapInView
          data={server.data}
          bounds={bounds}
          onZoomTo={(cluster) => map && zoomToCluster(map, cluster)}
        />
      ) : null}
    </>
  );
}
