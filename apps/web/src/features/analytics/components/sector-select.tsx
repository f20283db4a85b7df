import { Select } from '@mantine/core';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';

const OPTIONS = SECTORS.map((sector) => ({ value: sector.key, label: sector.name }));

/** The sector filter of the analytics pages, kept in the URL (`sector`), so every page and link shares it. */
export function useSectorParam(): [string | null, (value: string | null) => void] {
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const sector = params.get('sector');
  const set = (value: string | null) => updateParams({ sector: value }, ['page']);
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
