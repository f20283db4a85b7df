import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const yearsQuery = () =>
  queryOptions({
    queryKey: ['projects', 'years'] as const,
    queryFn: ({ signal }) => api.get('GET /projects/years/', { signal, silent: true }),
    staleTime: 60 * 60 * 1000,
  });

/** The budget year the figures are for. */
export function YearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const years = useQuery(yearsQuery());
  const options = [...new Set([value, ...(years.data ?? [])])].sort((a, b) => b - a).map(String);
  return (
    <Select
      aria-label="Budget year"
      data={options}
      value={String(value)}
      onChange={(year) => year && onChange(Number(year))}
      allowDeselect={false}
      w={110}
    />
  );
}
