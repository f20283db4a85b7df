import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
}

function Fit({ points }: { points: MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length > 1)
      map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
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
      {points.map((point, index) => (
        <CircleMarker
          key={index}
          center={[point.lat, point.lng]}
          radius={8}
          pathOptions={{ color: '#fff', weight: 2, fillColor: '#008751', fillOpacity: 1 }}
        >
          <Tooltip>{point.label}</Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
