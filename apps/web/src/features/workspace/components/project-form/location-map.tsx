import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';

const NIGERIA: [number, number] = [9.082, 8.6753];

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({
    click: (event) =>
      onPick(Math.round(event.latlng.lat * 1e6) / 1e6, Math.round(event.latlng.lng * 1e6) / 1e6),
  });
  return null;
}

function FollowFocus({ focus }: { focus: { lat: number; lng: number; zoom: number } | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], focus.zoom);
  }, [map, focus]);
  return null;
}

/** The map picker: a click puts the project's point there; chosen points are shown. Loaded only on the location step. */
export default function LocationMap({
  points,
  focus,
  onPick,
}: {
  points: { lat: number; lng: number }[];
  focus: { lat: number; lng: number; zoom: number } | null;
  onPick: (lat: number, lng: number) => void;
}) {
  return (
    <div role="region" aria-label="Map: click to place the project">
      <MapContainer center={NIGERIA} zoom={6} style={{ height: 320, borderRadius: 8 }}>
        <TileLayer
          attribution="&copy; OpenStreetMap contributors"
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        />
        <ClickToPick onPick={onPick} />
        <FollowFocus focus={focus} />
        {points.map((point, index) => (
          <CircleMarker
            key={index}
            center={[point.lat, point.lng]}
            radius={9}
            pathOptions={{ color: '#0b6e4f', fillOpacity: 0.7 }}
          />
        ))}
      </MapContainer>
    </div>
  );
}
