import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting';
import { NotFoundPage, ServerErrorPage } from './error-pages';

const RELOAD_KEY = 'oversight-chunk-reload';

// After a deployment the old page asks for chunks that no longer exist: one reload fetches the new ones.
function isStaleChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

function reloadOnceForStaleChunk(error: unknown): boolean {
  if (!isStaleChunk(error)) return false;
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 10_000) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** Uncaught render and loading errors: the 500 page, and a report (docs/spec/product-spec.md section 8). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound || reloadOnceForStaleChunk(error)) return;
    reportError(error, { source: 'route-error-boundary', path: window.location.pathname });
  }, [error, notFound]);

  return notFound ? <NotFoundPage /> : <ServerErrorPage />;
}
