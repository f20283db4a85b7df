import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the placeholder comes near the screen or the browser has nothing else to do, whichever
 * is first: parts below the fold (and their code) stay out of a page's first load without waiting for a scroll.
 * Both wait until no data is in flight: while a page waits for its answers its main thread is idle and its skeletons
 * are short (the placeholder looks near the screen), and this code would compete with those answers on the slow
 * connections where that matters.
 */
export function Deferred({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [ready, setReady] = useState(() => typeof IntersectionObserver === 'undefined');
  const waiting = useIsFetching() > 0;

  useEffect(() => {
    if (ready || waiting) return;
    const show = () => setReady(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '600px 0px',
    });
    if (placeholder.current) observer.observe(placeholder.current);
    const idle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: 3000 }) : null;
    const timer = idle === null ? setTimeout(show, 1500) : null;
    return () => {
      observer.disconnect();
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [ready, waiting]);

  return ready ? <>{children}</> : <div ref={placeholder} style={{ minHeight }} aria-hidden />;
}
