import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { suggestionsQuery, type SuggestionKind } from '../api/suggestions';

const MIN_CHARS = 3;
const SHOWN = 5;

/**
 * While a new outcome or indicator is typed, the near titles already in the caller's plans (the API's word
 * similarity), so an existing wording is reused rather than duplicated: "Use this" takes its title, "Keep mine" hides
 * the list until the text changes again. Announced politely; nothing shows for fewer than 3 characters.
 */
export function SimilarTitles({
  kind,
  text,
  onUse,
}: {
  kind: SuggestionKind;
  text: string;
  onUse: (title: string) => void;
}) {
  const [debounced] = useDebouncedValue(text.trim(), 400);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const wanted = debounced.length >= MIN_CHARS && debounced !== dismissed;
  const found = useQuery({ ...suggestionsQuery(kind, debounced), enabled: wanted });
  const near = (found.data?.results ?? [])
    .filter((item) => item.title.trim().toLowerCase() !== debounced.toLowerCase())
    .slice(0, SHOWN);
  const label = kind === 'outcome' ? 'Similar outcomes in your plans' : 'Similar indicators in your plans';
  const shown = wanted && near.length > 0;
  return (
    <div aria-live="polite">
      {shown ? (
        <Paper withBorder radius="md" p="sm" component="section" aria-label={label}>
          <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setDismissed(debounced)}>
              Keep mine
            </Button>
          </Group>
          <Stack component="ul" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {near.map((item) => (
              <li key={item.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {item.title}
                    </Text>
                    <Text size="xs" c="gray.7">
                      in {item.plan.name}
                    </Text>
                  </div>
                  <Button
                    size="compact-sm"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    aria-label={`Use this: ${item.title}`}
                    onClick={() => {
                      onUse(item.title);
                      setDismissed(item.title.trim());
                    }}
                  >
                    Use this
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </div>
  );
}
