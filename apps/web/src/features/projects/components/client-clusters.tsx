import type { ProjectMapPoint } from '@oversight/shared/projects/projects.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import Supercluster, {
  type AnyProps,
  type ClusterFeature,
  type ClusterProperties,
  type PointFeature,
} from 'supercluster';
import { clusterMarker, pointMarker, PointPopup } from './map-markers';
import { clusterZoom } from './map-view';

// Its own chunk: only the project page's few places are clustered in the browser (the discover map is clustered on
// the server), so the discover page does not load supercluster.
type PointProps = { public_id: string; name: string; status: string };
type MapFeature = ClusterFeature<AnyProps> | PointFeature<PointProps>;

/**
 * Points clustered in the browser (a project's own places), by supercluster for the visible area only; single
 * projects are drawn on one canvas. The discover map's country of projects is clustered on the server instead.
 */
export default function ClientClusters({ points }: { points: ProjectMapPoint[] }) {
  const map = useMap();
  const index = useMemo(() => {
    const cluster = new Supercluster<PointProps>({ radius: 56, extent: 256, maxZoom: 16, minPoints: 3 });
    cluster.load(
      points.map((p) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
        properties: { public_id: p.public_id, name: p.name, status: p.status },
      })),
    );
    return cluster;
  }, [points]);

  const [features, setFeatures] = useState<MapFeature[]>([]);
  const [selected, setSelected] = useState<ProjectMapPoint | null>(null);

  const refresh = () => {
    const bounds = map.getBounds().pad(0.25);
    const bbox: [number, number, number, number] = [
      bounds.getWest(),
      bounds.getSouth(),
      bounds.getEast(),
      bounds.getNorth(),
    ];
    setFeatures(index.getClusters(bbox, clusterZoom(map.getZoom())));
  };
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => refreshRef.current(), [index]);
  useMapEvents({ moveend: () => refreshRef.current() });

  return (
    <>
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties) {
          const { cluster_id: id, point_count: count } = feature.properties as ClusterProperties;
          return clusterMarker(`c${id}`, lat, lng, count, () =>
            map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18), { duration: 0.4 }),
          );
        }
        const { properties } = feature as PointFeature<PointProps>;
        const point = { ...properties, lat, lng };
        return pointMarker(point, () => setSelected(point));
      })}
      {selected ? <PointPopup point={selected} onClose={() => setSelected(null)} /> : null}
    </>
  );
}
