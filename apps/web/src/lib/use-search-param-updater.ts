import { useCallback } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/** A value for a search param: null, undefined, '' or an empty list removes it; a list repeats the param. */
export type ParamValue = string | readonly string[] | null | undefined;

/**
 * `previous` with each of `entries` set (or removed when empty; a list as the param repeated) and the `reset` params
 * removed (e.g. 'page').
 */
export function withParams(
  previous: URLSearchParams,
  entries: Record<string, ParamValue>,
  reset: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === 'string' && value) next.set(key, value);
    else next.delete(key);
    if (typeof value === 'object') value?.forEach((entry) => next.append(key, entry));
  }
  for (const key of reset) if (!(key in entries)) next.delete(key);
  return next;
}

/**
 * The page's search params and one updater for them: `update({ status: 'ongoing' }, ['page'])` sets or removes params
 * and drops the `reset` ones not set in the same call. `options` are the navigation's (by default it replaces the
 * history entry, as filters and tabs do).
 */
export function useSearchParamUpdater(options: NavigateOptions = { replace: true }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { replace, preventScrollReset } = options;
  // Under the browser's router the window shows this screen's path as it renders. Showing another when an update is
  // asked, the visitor has left (a link followed while an effect of this screen was still to finish, as discover's
  // filters arriving late on a slow phone): the write would put this screen's params on the next screen's address
  // (the router applies a search to the current location), so it is dropped.
  const followsWindow = typeof window !== 'undefined' && window.location.pathname === pathname;
  const update = useCallback(
    (entries: Record<string, ParamValue>, reset: readonly string[] = []) => {
      if (followsWindow && window.location.pathname !== pathname) return;
      setParams((previous) => withParams(previous, entries, reset), { replace, preventScrollReset });
    },
    [setParams, replace, preventScrollReset, followsWindow, pathname],
  );
  return [params, update] as const;
}
