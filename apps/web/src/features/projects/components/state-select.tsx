import { Select } from '@mantine/core';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { t } from '../../../i18n';

const STATE_OPTIONS = NIGERIAN_STATES.map((s) => ({ value: s.filterName, label: s.name }));

/** The state picker of "Around you" (loaded when the visitor picks "In a state": it brings the combobox code). */
export default function StateSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (state: string | null) => void;
}) {
  return (
    <Select
      size="xs"
      aria-label={t('projects.state')}
      placeholder={t('projects.chooseState')}
      data={STATE_OPTIONS}
      value={value}
      onChange={onChange}
      searchable
      clearable
      w={200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
