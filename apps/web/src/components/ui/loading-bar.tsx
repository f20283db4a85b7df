import { useNetwork } from '@mantine/hooks';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { useMapLoading } from '../../lib/map-loading';
import classes from './loading-bar.module.css';

/** A thin bar at the top while data loads, the map loads or the route changes; hidden offline (nothing will finish). */
export function LoadingBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const mapLoading = useMapLoading((s) => s.loading);
  const { online } = useNetwork();

  const busy = fetching > 0 || mutating > 0 || navigation.state !== 'idle' || mapLoading;
  if (!online || !busy) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label="Loading" aria-busy="true">
      <div className={classes.runner} />
    </div>
  );
}
