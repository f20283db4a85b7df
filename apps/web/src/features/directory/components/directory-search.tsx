import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** A name filter that follows typing (debounced), for directories. */
export function DirectorySearch({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const emit = useDebouncedCallback((next: string) => onChange(next.trim()), 300);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        emit(e.currentTarget.value);
      }}
      maw={420}
      miw={240}
      style={{ flex: '1 1 240px' }}
    />
  );
}
