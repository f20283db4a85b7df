import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ProjectMapProps } from './project-map';

// Leaflet and the clustering stay out of the first load: they arrive with the first map on screen.
const ProjectMapImpl = lazy(() => import('./project-map'));

export type { ProjectMapProps };

export function ProjectMap(props: ProjectMapProps) {
  return (
    <div role="region" aria-label={props.label}>
      <Suspense
        fallback={<Skeleton height={props.height} radius="md" role="status" aria-label="Loading map" />}
      >
        <ProjectMapImpl {...props} />
      </Suspense>
    </div>
  );
}
