import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';

type Point = { latitude: number; longitude: number };
type Bounds = { south: number; west: number; north: number; east: number };

/** GPS answers as dots on a map (a lazy chunk: Leaflet loads only for a form with a location question). */
export default function ResultsMap({
  points,
  bounds,
  label,
}: {
  points: Point[];
  bounds: Bounds;
  label: string;
}) {
  const box = latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);
  return (
    <MapContainer
      bounds={box.pad(0.1)}
      boundsOptions={{ maxZoom: 14 }}
      scrollWheelZoom={false}
      preferCanvas
      style={{ height: 260, width: '100%', borderRadius: 8 }}
      aria-label={label}
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        maxZoom={19}
      />
      {points.map((point, index) => (
        <CircleMarker
          key={index}
          center={[point.latitude, point.longitude]}
          radius={5}
          pathOptions={{ color: '#fff', weight: 1, fillColor: '#008751', fillOpacity: 0.85 }}
        />
      ))}
    </MapContainer>
  );
}
