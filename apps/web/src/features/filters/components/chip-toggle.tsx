import { Chip, Group } from '@mantine/core';

export interface ChipToggleProps<T extends string> {
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  label: string;
}

/** A row of chips, each one toggled on its own (locations, statuses). */
export function ChipToggle<T extends string>({ options, selected, onToggle, label }: ChipToggleProps<T>) {
  return (
    <Group gap={6} role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value}
          size="xs"
          checked={selected.includes(option.value)}
          onChange={() => onToggle(option.value)}
          variant="outline"
        >
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
