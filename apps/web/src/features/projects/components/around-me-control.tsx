import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { formatDistance } from '../../../lib/format';

const StateSelect = lazy(() => import('./state-select'));

export interface AroundMeValue {
  source: 'location' | 'state' | 'all';
  dist: number;
  point: { lat: number; lng: number } | null;
  state: string | null;
}

export interface AroundMeControlProps {
  value: AroundMeValue;
  onChange: (patch: Partial<AroundMeValue>) => void;
  distances: readonly number[];
}

function reason(error: GeolocationPositionError | null): string {
  if (!error) return t('projects.geoUnsupported');
  if (error.code === error.PERMISSION_DENIED) return t('projects.geoDenied');
  if (error.code === error.TIMEOUT) return t('projects.geoTimeout');
  return t('projects.geoFailed');
}

/**
 * "Around you": projects within 10, 20 or 50 km of the browser's position; when the position is refused or
 * unavailable, a state is chosen instead (the discover page's "source: location or state"); or all of Nigeria.
 */
export function AroundMeControl({ value, onChange, distances }: AroundMeControlProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setProblem(reason(null));
      onChange({ source: 'state' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setProblem(null);
        onChange({
          source: 'location',
          point: { lat: position.coords.latitude, lng: position.coords.longitude },
        });
      },
      (error) => {
        setLocating(false);
        setProblem(reason(error));
        onChange({ source: 'state', point: null });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60 * 1000 },
    );
  }, [onChange]);

  // Ask again on arrival only when the visitor has already allowed it: no prompt out of the blue.
  const needsPosition = value.source === 'location' && !value.point;
  useEffect(() => {
    // Absent in some browsers (and in jsdom) although the DOM types declare it.
    if (!needsPosition || !(navigator.permissions as Permissions | undefined)) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [needsPosition, locate]);

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="center">
        <SegmentedControl
          size="xs"
          aria-label={t('projects.showProjects')}
          value={value.source}
          onChange={(source) => {
            if (source === 'location') {
              onChange({ source: 'location' });
              if (!value.point) locate();
            } else onChange({ source: source as 'state' | 'all' });
          }}
          data={[
            { value: 'location', label: t('projects.nearMe') },
            { value: 'state', label: t('projects.inAState') },
            { value: 'all', label: t('projects.allNigeria') },
          ]}
        />
        {value.source === 'location' ? (
          value.point ? (
            <SegmentedControl
              size="xs"
              aria-label={t('projects.distance')}
              value={String(value.dist)}
              onChange={(dist) => onChange({ dist: Number(dist) })}
              data={distances.map((d) => ({ value: String(d), label: formatDistance(d) }))}
            />
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCurrentLocation size={16} aria-hidden />}
              loading={locating}
              onClick={locate}
            >
              {t('projects.useMyLocation')}
            </Button>
          )
        ) : value.source === 'state' ? (
          <Suspense
            fallback={
              <Skeleton width={200} height={30} role="status" aria-label={t('projects.loadingStates')} />
            }
          >
            <StateSelect value={value.state} onChange={(state) => onChange({ state })} />
          </Suspense>
        ) : null}
      </Group>
      {problem && value.source === 'state' ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={16} aria-hidden />} p="xs">
          <Text size="xs">
            {problem} Choose a state to see its projects, or allow location access and pick “Near me”.
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
