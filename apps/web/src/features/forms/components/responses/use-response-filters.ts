import { useSearchParams } from 'react-router';
import { withParams, type ParamValue } from '../../../../lib/use-search-param-updater';
import { RESPONSES_PAGE_SIZE, type ResponseListParams } from '../../api/responses';

export type ResponseOrdering = '-submitted' | 'submitted';

/** The responses list's filters, kept in the URL so a filtered view can be shared and survives a reload. */
export interface ResponseFilters {
  search: string;
  from: string;
  to: string;
  /** `name:value` pairs, all required. */
  answer: string[];
  ordering: ResponseOrdering;
  page: number;
  showRemoved: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): ResponseFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    from: DATE.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: DATE.test(params.get('to') ?? '') ? params.get('to')! : '',
    answer: params.getAll('answer').filter((pair) => /^[A-Za-z_][A-Za-z0-9_]*:.+$/.test(pair)),
    ordering: params.get('ordering') === 'submitted' ? 'submitted' : '-submitted',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    showRemoved: params.get('removed') === '1',
  };
}

/** What GET /surveys/{id}/responses/ is asked for these filters. */
export function listParams(filters: ResponseFilters) {
  return {
    search: filters.search.trim() || undefined,
    answer: filters.answer.length ? filters.answer : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    ordering: filters.ordering,
    limit: RESPONSES_PAGE_SIZE,
    offset: (filters.page - 1) * RESPONSES_PAGE_SIZE,
  } satisfies ResponseListParams;
}

export const hasFilters = (filters: ResponseFilters) =>
  Boolean(filters.search.trim() || filters.from || filters.to || filters.answer.length);

type Change = Partial<Omit<ResponseFilters, 'page'>> & { page?: number };

/** Reads the filters from the URL; `update` writes some of them (a filter change goes back to page 1). */
export function useResponseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const update = (change: Change) => {
    const entries: Record<string, ParamValue> = {};
    if (change.search !== undefined) entries.q = change.search.trim() ? change.search : null;
    if (change.from !== undefined) entries.from = change.from;
    if (change.to !== undefined) entries.to = change.to;
    if (change.ordering !== undefined)
      entries.ordering = change.ordering === 'submitted' ? 'submitted' : null;
    if (change.showRemoved !== undefined) entries.removed = change.showRemoved ? '1' : null;
    if (change.answer !== undefined) entries.answer = change.answer;
    const page = change.page ?? (Object.keys(change).some((key) => key !== 'showRemoved') ? 1 : filters.page);
    entries.page = page > 1 ? String(page) : null;
    setParams((previous) => withParams(previous, entries), { replace: true });
  };
  // Opening a response is a step back can undo; closing replaces it.
  const openResponse = (id: string | null) =>
    setParams((previous) => withParams(previous, { response: id }), { replace: !id });
  return { filters, update, openedResponse: params.get('response'), openResponse };
}
