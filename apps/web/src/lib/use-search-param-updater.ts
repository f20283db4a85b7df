import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

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
  const { replace, preventScrollReset } = options;
  const update = useCallback(
    (entries: Record<string, ParamValue>, reset: readonly string[] = []) =>
      setParams((previous) => withParams(previous, entries, reset), { replace, preventScrollReset }),
    [setParams, replace, preventScrollReset],
  );
  return [params, update] as const;
}
