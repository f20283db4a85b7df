import { useState } from 'react';
import { useSearchParamUpdater } from './use-search-param-updater';

/** A list screen's page: 1-based `page`, the API's `limit` and `offset`, and the number of pages of a count. */
export type Paging = {
  page: number;
  setPage: (page: number) => void;
  limit: number;
  offset: number;
  pages: (count: number | undefined) => number;
};

const paging = (page: number, setPage: (page: number) => void, size: number): Paging => ({
  page,
  setPage,
  limit: size,
  offset: (page - 1) * size,
  pages: (count) => (count ? Math.ceil(count / size) : 0),
});

/**
 * The one paging hook of the list screens. `{ resetKey }`: the page lives in the screen and goes back to 1 whenever
 * the key (the filters) changes. `{ url: true }`: the page is `?page=` (none for page 1), so a link or reload keeps
 * it (each page a step of the history with `history: 'push'`); the screen drops `page` when it writes a filter to
 * the URL, which goes back to page 1.
 */
export function usePaging(
  size: number,
  source: { resetKey: string } | { url: true; history?: 'push' | 'replace' },
): Paging {
  const [state, setState] = useState({ key: 'resetKey' in source ? source.resetKey : '', page: 1 });
  // A screen whose pages are steps of the history (Back goes to the previous page) says history: 'push'.
  const [params, updateParams] = useSearchParamUpdater(
    'url' in source && source.history === 'push' ? {} : { replace: true, preventScrollReset: true },
  );
  if ('url' in source) {
    const page = Math.max(1, Number(params.get('page')) || 1);
    return paging(page, (next) => updateParams({ page: next > 1 ? String(next) : null }), size);
  }
  const page = state.key === source.resetKey ? state.page : 1;
  return paging(page, (next) => setState({ key: source.resetKey, page: next }), size);
}
