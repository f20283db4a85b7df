import { Skeleton } from '@mantine/core';
import { eachQuestion, type Question, type Section } from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { asGeoShape, geoPoints } from '@oversight/shared/surveys/geo-answers';
import { lazy, Suspense } from 'react';
import type { MapPoint } from './response-map';

// Leaflet stays out of the responses table's load: it arrives with the first response that has a location.
const ResponseMapImpl = lazy(() => import('./response-map'));

const isPoint = (value: unknown): value is { latitude: number; longitude: number } =>
  Boolean(
    value &&
    typeof value === 'object' &&
    typeof (value as { latitude?: unknown }).latitude === 'number' &&
    typeof (value as { longitude?: unknown }).longitude === 'number',
  );

/** The location, line and area answers of a response (those inside repeats too), labelled by their question. */
export function locationPoints(sections: readonly Section[], answers: Answers): MapPoint[] {
  const points: MapPoint[] = [];
  for (const { question, parents } of eachQuestion<Question>(sections)) {
    const type = question.question_type;
    if (type !== 'location' && type !== 'geotrace' && type !== 'geoshape') continue;
    const repeat = parents.findLast((parent) => parent.question_type === 'repeat');
    const items = repeat
      ? Array.isArray(answers[repeat.name])
        ? (answers[repeat.name] as (Answers | null)[])
        : []
      : [answers];
    items.forEach((item, index) => {
      const value = item?.[question.name];
      const label = `${question.text || question.name}${repeat ? ` (${index + 1})` : ''}`;
      const shape = asGeoShape(value);
      if (shape) {
        const path = geoPoints(shape).map(([lng, lat]) => [lat, lng] as [number, number]);
        if (path.length)
          points.push({ lat: path[0]![0], lng: path[0]![1], label, path, area: shape.type === 'Polygon' });
      } else if (isPoint(value)) points.push({ lat: value.latitude, lng: value.longitude, label });
    });
  }
  return points;
}

export function LazyResponseMap({ points, label }: { points: MapPoint[]; label: string }) {
  if (!points.length) return null;
  return (
    <div style={{ height: 220, position: 'relative' }} role="region" aria-label={label}>
      <Suspense fallback={<Skeleton height="100%" radius="md" role="status" aria-label="Loading map" />}>
        <ResponseMapImpl points={points} label={label} />
      </Suspense>
    </div>
  );
}
