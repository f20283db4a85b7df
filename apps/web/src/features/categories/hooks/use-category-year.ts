import { useSearchParams } from 'react-router';
import { DEFAULT_CATEGORY_YEAR } from '../api/categories';

/** The year of the category figures, kept in the URL (`?year=`), 2025 by default. */
export function useCategoryYear(): [number, (year: number) => void, string] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('year'));
  const year = Number.isInteger(raw) && raw >= 1960 && raw <= 2100 ? raw : DEFAULT_CATEGORY_YEAR;
  const setYear = (next: number) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        if (next === DEFAULT_CATEGORY_YEAR) copy.delete('year');
        else copy.set('year', String(next));
        return copy;
      },
      { replace: true },
    );
  const suffix = year === DEFAULT_CATEGORY_YEAR ? '' : `?year=${year}`;
  return [year, setYear, suffix];
}
