import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SurveyGroup } from '@oversight/shared/surveys/surveys.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import { formsQuery } from '../api/forms';
import { useAddFormsToGroup } from '../api/group-writes';

/** Puts one of the organisation's forms into the group: a search over its forms not in the group yet. */
export function AddFormToGroup({ group }: { group: SurveyGroup }) {
  const addToGroup = useAddFormsToGroup();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 300);
  const [busy, setBusy] = useState(false);
  const candidates = useQuery(
    formsQuery({ access_type: 'owned', ordering: 'name', limit: 25, ...(name ? { name } : {}) }),
  );
  const options = (candidates.data?.results ?? [])
    .filter((form) => !form.groups.some((entry) => entry.id === group.id))
    .map((form) => ({ value: form.id, label: form.name }));

  return (
    <Select
      label="Add a form"
      placeholder="Search your forms"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={null}
      disabled={busy}
      nothingFoundMessage={candidates.isPending ? 'Loading…' : 'No other forms match'}
      onChange={(value) => {
        const form = options.find((option) => option.value === value);
        if (!form) return;
        setBusy(true);
        void addToGroup
          .mutateAsync({ group: group.id, surveys: [form.value] })
          .then(() => {
            setSearch('');
            showSuccess(`Added ${form.label} to ${group.name}`);
          })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
