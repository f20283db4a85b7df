import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polygon, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
  /** A line (geotrace) or an area's ring (geoshape) as [lat, lng] pairs; lat/lng is then its first point. */
  path?: [number, number][];
  area?: boolean;
}

const cornersOf = (points: MapPoint[]): [number, number][] =>
  points.flatMap((p) => p.path ?? [[p.lat, p.lng] as [number, number]]);

function Fit({ points }: { points: MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const corners = cornersOf(points);
    if (corners.length > 1)
      map.fitBounds(latLngBounds(corners), {
        maxZoom: 15,
        padding: [24, 24],
      });
  }, [map, points]);
  return null;
}

/** A response's GPS answers on a small map (loaded only when a response with a location is opened). */
export default function ResponseMap({ points, label }: { points: MapPoint[]; label: string }) {
  const first = points[0]!;
  return (
    <MapContainer
      center={[first.lat, first.lng]}
      zoom={14}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%', borderRadius: 8 }}
      aria-label={label}
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        maxZoom={19}
      />
      <Fit points={points} />
      {points.map((point, index) =>
        point.path ? (
          point.area ? (
            <Polygon key={index} positions={point.path} pathOptions={{ color: '#008751', weight: 3 }}>
              <Tooltip>{point.label}</Tooltip>
            </Polygon>
          ) : (
            <Polyline key={index} positions={point.path} pathOptions={{ color: '#008751', weight: 4 }}>
              <Tooltip>{point.label}</Tooltip>
            </Polyline>
          )
        ) : (
          <CircleMarker
            key={index}
            center={[point.lat, point.lng]}
            radius={8}
            pathOptions={{ color: '#fff', weight: 2, fillColor: '#008751', fillOpacity: 1 }}
          >
            <Tooltip>{point.label}</Tooltip>
          </CircleMarker>
        ),
      )}
    </MapContainer>
  );
}
