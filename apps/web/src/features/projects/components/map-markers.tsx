import type { ProjectMapPoint } from '@oversight/shared/projects/projects.schemas';
import { divIcon, type DivIcon } from 'leaflet';
import { CircleMarker, Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { STATUS_HEX, statusLabel, statusOf } from './status';
import classes from './project-map.module.css';

const clusterIcons = new Map<number, DivIcon>();
function clusterIcon(count: number): DivIcon {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 44 : 52;
  const label = count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count);
  const key = size * 100_000 + count;
  let icon = clusterIcons.get(key);
  if (!icon) {
    icon = divIcon({ html: `<span>${label}</span>`, className: classes.cluster, iconSize: [size, size] });
    clusterIcons.set(key, icon);
  }
  return icon;
}

export function clusterMarker(key: string, lat: number, lng: number, count: number, onClick: () => void) {
  return (
    <Marker
      key={key}
      position={[lat, lng]}
      icon={clusterIcon(count)}
      title={`${count} projects: zoom in`}
      alt={`${count} projects`}
      eventHandlers={{ click: onClick }}
    />
  );
}

export function pointMarker(point: ProjectMapPoint, onClick: () => void) {
  return (
    <CircleMarker
      key={point.public_id}
      center={[point.lat, point.lng]}
      radius={7}
      pathOptions={{
        color: '#fff',
        weight: 2,
        fillColor: STATUS_HEX[statusOf(point.status)],
        fillOpacity: 1,
      }}
      eventHandlers={{ click: onClick }}
    />
  );
}

export function PointPopup({ point, onClose }: { point: ProjectMapPoint; onClose: () => void }) {
  return (
    <Popup position={[point.lat, point.lng]} eventHandlers={{ remove: onClose }}>
      <Link className={classes.popupLink} to={`/project/${encodeURIComponent(point.public_id)}`}>
        {point.name}
      </Link>
      <br />
      {statusLabel(point.status)}
    </Popup>
  );
}

