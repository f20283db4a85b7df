import { useState } from 'react';
import type { MessageKey } from '../../../../../i18n';
import { useWords } from '../filler-words';

const GEO_ERRORS: Record<number, MessageKey> = {
  1: 'filler.geoDenied',
  2: 'filler.geoUnavailable',
  3: 'filler.geoTimeout',
};

/**
 * The device's GPS position for a form answer (a point, or a point of a line or area): `locate` asks once with high
 * accuracy, `busy` while it waits, and `problem` says in the respondent's words why it failed (refused, no signal,
 * too slow, no GPS at all). `onFailed` lets the input offer typing instead.
 */
export function useDevicePosition() {
  const t = useWords();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locate = (onFound: (coords: GeolocationCoordinates) => void, onFailed?: () => void) => {
    if (!('geolocation' in navigator)) {
      setProblem(t('filler.geoNone'));
      onFailed?.();
      return;
    }
    setBusy(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onFound(position.coords);
      },
      (failure) => {
        setBusy(false);
        const known = GEO_ERRORS[failure.code];
        setProblem(known ? t(known) : failure.message);
        onFailed?.();
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 },
    );
  };
  return { busy, problem, locate };
}
