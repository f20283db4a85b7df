import { Anchor, Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { ProjectClusters, ProjectMapCluster } from '@oversight/shared/projects/projects.schemas';
import { IconChevronDown, IconChevronRight, IconZoomIn } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import classes from './project-map.module.css';
import { StatusBadge } from './status-badge';

export type VisibleBounds = { west: number; south: number; east: number; north: number };

const POINTS_SHOWN = 50;

const inside = (b: VisibleBounds, lat: number, lng: number) =>
  lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;

function ListedCluster({ cluster }: { cluster: ProjectMapCluster }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <>
      <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={listId}>
        <Group gap={6} wrap="nowrap">
          <Chevron size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {t('discover.clusterAround', { count: cluster.count, place: cluster.place })}
          </Text>
        </Group>
      </UnstyledButton>
      {open ? (
        <ul id={listId} className={classes.inViewList}>
          {(cluster.projects ?? []).map((point) => (
            <li key={point.public_id}>
              <Anchor
                component={Link}
                to={`/project/${encodeURIComponent(point.public_id)}`}
                size="sm"
                fw={600}
              >
                {point.name}
              </Anchor>
              <StatusBadge status={point.status} size="xs" ml={6} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The map's view as a list: groups (listed, or a button that zooms the map to them) and single projects as links.
 * Keyboard and screen-reader users reach every project this way; the dots themselves are drawn on a canvas.
 */
export function MapInView({
  data,
  bounds,
  onZoomTo,
}: {
  data: ProjectClusters | undefined;
  bounds: VisibleBounds | null;
  onZoomTo: (cluster: ProjectMapCluster) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!data || !bounds) return null;
  const clusters = data.clusters
    .filter((c) => inside(bounds, c.lat, c.lng))
    .sort((a, b) => b.count - a.count);
  const points = data.points
    .filter((p) => inside(bounds, p.lat, p.lng))
    .sort((a, b) => a.name.localeCompare(b.name));
  const total = clusters.reduce((sum, c) => sum + c.count, 0) + points.length;
  const zoomTo = (cluster: ProjectMapCluster) => {
    onZoomTo(cluster);
    // The button goes once the map has zoomed: keep the keyboard in the list.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h6" id={headingId} ref={heading} tabIndex={-1} mt="xs" mb={4}>
        {t('discover.inViewTitle', { count: formatNumber(total) })}
      </Title>
      {total === 0 ? (
        <Text size="sm" c="gray.7">
          {t('discover.inViewEmpty')}
        </Text>
      ) : (
        // Focusable: a keyboard can scroll it (axe scrollable-region-focusable).
        <div className={classes.inView} tabIndex={0} role="region" aria-label={t('discover.inViewListLabel')}>
          <ul className={classes.inViewList}>
            {clusters.map((cluster) => (
              <li key={`c${cluster.lat},${cluster.lng},${cluster.count}`}>
                {cluster.projects ? (
                  <ListedCluster cluster={cluster} />
                ) : (
                  <UnstyledButton onClick={() => zoomTo(cluster)}>
                    <Group gap={6} wrap="nowrap">
                      <IconZoomIn size={16} aria-hidden />
                      <Text size="sm" fw={600}>
                        {t('discover.clusterZoom', { count: cluster.count, place: cluster.place })}
                      </Text>
                    </Group>
                  </UnstyledButton>
                )}
              </li>
            ))}
            {points.slice(0, POINTS_SHOWN).map((point) => (
              <li key={point.public_id}>
                <Anchor
                  component={Link}
                  to={`/project/${encodeURIComponent(point.public_id)}`}
                  size="sm"
                  fw={600}
                >
                  {point.name}
                </Anchor>
                <StatusBadge status={point.status} size="xs" ml={6} />
              </li>
            ))}
          </ul>
          {points.length > POINTS_SHOWN ? (
            <Text size="xs" c="gray.7" px="sm" pb="xs">
              {t('discover.inViewMore', { count: formatNumber(points.length - POINTS_SHOWN) })}
            </Text>
          ) : null}
        </div>
      )}
    </section>
  );
}
