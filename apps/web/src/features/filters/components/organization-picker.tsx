import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { organizationOptionsQuery, type OrganizationKind } from '../api/organization-options';

export interface OrganizationPickerProps {
  kind: OrganizationKind;
  label: string;
  /** Shown while nothing is chosen ("Any ministry"). */
  placeholder: string;
  /** Usernames. */
  value: string[];
  onChange: (usernames: string[]) => void;
}

/** Pick ministries, agencies or contractors by name; the filter keeps their usernames. */
export function OrganizationPicker({ kind, label, placeholder, value, onChange }: OrganizationPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const options = useQuery(organizationOptionsQuery(kind, debounced));

  const data = useMemo(() => {
    const items = new Map<string, string>();
    for (const org of options.data ?? []) items.set(org.username, org.name);
    for (const username of value) if (!items.has(username)) items.set(username, username);
    return [...items].map(([username, name]) => ({ value: username, label: name }));
  }, [options.data, value]);

  return (
    <MultiSelect
      aria-label={label}
      placeholder={value.length ? undefined : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? t('filters.searching') : t('filters.nothingFound')}
      comboboxProps={{ withinPortal: false }}
      clearable
      maxDropdownHeight={240}
    />
  );
}
