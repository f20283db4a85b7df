import { Select } from '@mantine/core';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { useSearchParams } from 'react-router';

const OPTIONS = SECTORS.map((sector) => ({ value: sector.key, label: sector.name }));

/** The sector filter of the analytics pages, kept in the URL (`sector`), so every page and link shares it. */
export function useSectorParam(): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const sector = params.get('sector');
  const set = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('sector', value);
        else next.delete('sector');
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [sector && OPTIONS.some((o) => o.value === sector) ? sector : null, set];
}

export function SectorSelect() {
  const [sector, setSector] = useSectorParam();
  return (
    <Select
      label="Sector"
      placeholder="All sectors"
      data={OPTIONS}
      value={sector}
      onChange={setSector}
      clearable
      searchable
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
