import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ProjectMapCluster, ProjectMapPoint } from '@oversight/shared/projects/projects.schemas';
import { IconArrowRight } from '@tabler/icons-react';
import { divIcon, type DivIcon } from 'leaflet';
import { CircleMarker, Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { t } from '../../../i18n';
import { formatCompactNumber, formatNumber } from '../../../lib/format';
import { STATUS_HEX, statusOf } from './status';
import { StatusBadge } from './status-badge';
import classes from './project-map.module.css';

const clusterIcons = new Map<number, DivIcon>();
function clusterIcon(count: number): DivIcon {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 44 : 52;
  const label = formatCompactNumber(count);
  const key = size * 100_000 + count;
  let icon = clusterIcons.get(key);
  if (!icon) {
    icon = divIcon({ html: `<span>${label}</span>`, className: classes.cluster, iconSize: [size, size] });
    clusterIcons.set(key, icon);
  }
  return icon;
}

export function clusterMarker(
  key: string,
  lat: number,
  lng: number,
  count: number,
  onClick: () => void,
  listed = false,
) {
  return (
    <Marker
      key={key}
      position={[lat, lng]}
      icon={clusterIcon(count)}
      title={t(listed ? 'discover.markerList' : 'discover.markerZoom', { count })}
      alt={t('discover.markerAlt', { count })}
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

const projectPath = (point: ProjectMapPoint) => `/project/${encodeURIComponent(point.public_id)}`;

/** A project on the map: a small card with its name, status and a link that says where it goes. */
export function PointPopup({ point, onClose }: { point: ProjectMapPoint; onClose: () => void }) {
  return (
    <Popup
      position={[point.lat, point.lng]}
      eventHandlers={{ remove: onClose }}
      className={classes.popup}
      minWidth={220}
      maxWidth={280}
    >
      <Stack gap={8}>
        <Text fw={700} size="sm" lh={1.3}>
          {point.name}
        </Text>
        <StatusBadge status={point.status} size="sm" />
        <Anchor component={Link} to={projectPath(point)} size="sm" fw={600} className={classes.popupLink}>
          {t('discover.openProject')}{' '}
          <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          <VisuallyHidden>: {point.name}</VisuallyHidden>
        </Anchor>
      </Stack>
    </Popup>
  );
}

/** A small cluster (or projects at one place): its projects as a list of links, rather than another zoom step. */
export function ClusterPopup({ cluster, onClose }: { cluster: ProjectMapCluster; onClose: () => void }) {
  const projects = cluster.projects ?? [];
  return (
    <Popup
      position={[cluster.lat, cluster.lng]}
      eventHandlers={{ remove: onClose }}
      className={classes.popup}
      minWidth={240}
      maxWidth={300}
    >
      <Text fw={700} size="sm" mb={6}>
        {t('discover.clusterAround', { count: cluster.count, place: cluster.place })}
      </Text>
      <ul className={classes.popupList}>
        {projects.map((point) => (
          <li key={point.public_id}>
            <Anchor component={Link} to={projectPath(point)} size="sm" fw={600} className={classes.popupLink}>
              {point.name}
            </Anchor>
            <StatusBadge status={point.status} size="xs" />
          </li>
        ))}
      </ul>
      {cluster.count > projects.length ? (
        <Text size="xs" c="gray.7" mt={6}>
          {t('discover.clusterMore', { count: formatNumber(cluster.count - projects.length) })}
        </Text>
      ) : null}
    </Popup>
  );
}
