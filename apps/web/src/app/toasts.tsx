import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { useSeen } from '../lib/use-seen';

type LoadHost = () => Promise<{ default: ComponentType }>;

const loadToastsHost: LoadHost = () => import('./toasts-host');

/** Runs `work` once the browser is idle after the first page (a timer where there is no requestIdleCallback). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 2000);
  return () => window.clearTimeout(id);
}

/**
 * Where toasts render. Their component (transitions, portal) stays out of the first load and is fetched once the page
 * is idle, so the first toast shown offline finds it in the module map and the service worker's assets. A toast shown
 * before it is in waits in Mantine's store and shows when it mounts. A failed fetch (offline before the idle one)
 * renders nothing and is tried again with the next toast or when the network returns: a rejected `lazy()` would throw
 * to the error boundary and blank the page.
 */
export function Toasts({ load = loadToastsHost }: { load?: LoadHost }) {
  const { notifications, queue } = useNotifications();
  const wanted = notifications.length + queue.length > 0;
  const seen = useSeen(wanted);
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Host) return;
    let live = true;
    const fetchHost = () =>
      void load().then(
        (module) => {
          if (live) setHost(() => module.default);
        },
        () => undefined,
      );
    if (wanted) fetchHost();
    const cancelIdle = whenIdle(fetchHost);
    window.addEventListener('online', fetchHost);
    return () => {
      live = false;
      cancelIdle();
      window.removeEventListener('online', fetchHost);
    };
  }, [Host, wanted, load]);

  return Host && seen ? <Host /> : null;
}
