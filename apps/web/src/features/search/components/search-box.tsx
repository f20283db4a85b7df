import { ActionIcon, Anchor, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconClock, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { track } from '../../../lib/analytics';

export interface SearchBoxProps {
  /** The search in force. */
  value: string;
  onSearch: (text: string) => void;
  recent: readonly string[];
  onRemoveRecent: (text: string) => void;
  onClearRecent: () => void;
  placeholder?: string;
}

/** The search field, with the recent searches (newest first) offered while it is empty or focused. */
export function SearchBox({
  value,
  onSearch,
  recent,
  onRemoveRecent,
  onClearRecent,
  placeholder,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setText(value), [value]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSearch(text);
    // Not the words themselves: they may name a person.
    track('Search submitted', { length: text.trim().length });
    // The results take the screen (and a phone's keyboard goes away).
    input.current?.blur();
  };
  const showRecent = recent.length > 0 && (focused || !value);

  return (
    <Stack gap="xs">
      <form role="search" onSubmit={submit}>
        <TextInput
          size="md"
          type="search"
          aria-label={t('search.searchLabel')}
          placeholder={placeholder ?? t('search.placeholder')}
          ref={input}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setTimeout(() => setFocused(false), 150)}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSectionWidth={40}
          rightSection={
            <ActionIcon type="submit" variant="filled" aria-label={t('search.title')} size="md">
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
      {showRecent ? (
        <Paper withBorder p="xs" radius="md" component="section" aria-label={t('search.recent')}>
          <Group justify="space-between" mb={4}>
            <Text size="xs" fw={700} c="gray.7" tt="uppercase">
              {t('search.recent')}
            </Text>
            <Anchor component="button" type="button" size="xs" onClick={onClearRecent}>
              {t('search.clearAll')}
            </Anchor>
          </Group>
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {recent.map((item) => (
              <Group key={item} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <UnstyledButton
                  onClick={() => {
                    onSearch(item);
                    track('Search submitted', { length: item.trim().length, recent: true });
                    input.current?.blur();
                  }}
                  py={6}
                  px={4}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <IconClock size={14} aria-hidden />
                    <Text size="sm" truncate>
                      {item}
                    </Text>
                  </Group>
                </UnstyledButton>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('search.removeRecent', { item })}
                  onClick={() => onRemoveRecent(item)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
