import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { DEFAULT_CATEGORY_YEAR } from '../api/categories';

/** The year of the category figures, kept in the URL (`?year=`), 2025 by default. */
export function useCategoryYear(): [number, (year: number) => void, string] {
  const [params, updateParams] = useSearchParamUpdater();
  const raw = Number(params.get('year'));
  const year = Number.isInteger(raw) && raw >= 1960 && raw <= 2100 ? raw : DEFAULT_CATEGORY_YEAR;
  const setYear = (next: number) =>
    updateParams({ year: next === DEFAULT_CATEGORY_YEAR ? null : String(next) });
  const suffix = year === DEFAULT_CATEGORY_YEAR ? '' : `?year=${year}`;
  return [year, setYear, suffix];
}
