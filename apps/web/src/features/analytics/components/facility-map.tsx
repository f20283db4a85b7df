import 'leaflet/dist/leaflet.css';
import { FACILITY_TYPES, type FacilityPoints } from '@oversight/shared/analytics/analytics.schemas';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';

const COLORS = new Map<string, string>(FACILITY_TYPES.map((t) => [t.key, t.color]));
const NAMES = new Map<string, string>(FACILITY_TYPES.map((t) => [t.key, t.one]));
// Nigeria's extent: the map opens on the whole country.
const NIGERIA: [[number, number], [number, number]] = [
  [4.2, 2.6],
  [13.9, 14.7],
];

/** The located facilities as dots coloured by type (loaded only with the facilities page; the table lists them all). */
export default function FacilityMap({ points, label }: { points: FacilityPoints['points']; label: string }) {
  return (
    <MapContainer
      bounds={NIGERIA}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%', borderRadius: 8 }}
      aria-label={label}
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        maxZoom={19}
      />
      {points.map((point) => (
        <CircleMarker
          key={point.public_id}
          center={[point.lat, point.lng]}
          radius={6}
          pathOptions={{
            color: '#fff',
            weight: 1,
            fillColor: COLORS.get(point.type) ?? '#495057',
            fillOpacity: 0.9,
          }}
        >
          <Tooltip>
            {point.name} ({NAMES.get(point.type)})
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
