import { Accordion, Anchor, Highlight, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { FAQS, SUPPORT_EMAIL, type FaqItem } from '../../content';
import { LinkifiedText } from './linkified-text';

function matches(item: FaqItem, words: string[]): boolean {
  const text = `${item.question} ${item.answer}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Searchable list of frequently asked questions; used on /faqs and /settings/faq. */
export function FaqList({ items = FAQS }: { items?: FaqItem[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const words = useMemo(() => deferred.trim().toLowerCase().split(/\s+/).filter(Boolean), [deferred]);
  const visible = useMemo(
    () => (words.length ? items.filter((item) => matches(item, words)) : items),
    [items, words],
  );

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label="Search questions"
        placeholder="e.g. eyemark, password, photos"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {words.length ? `${visible.length} of ${items.length} questions match` : `${items.length} questions`}
      </Text>
      {visible.length === 0 ? (
        <Text>
          No question matches “{deferred.trim()}”. Write to{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> and we will help.
        </Text>
      ) : (
        <Accordion variant="separated" radius="md">
          {visible.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>
                <Highlight highlight={words} fw={500} component="span">
                  {item.question}
                </Highlight>
              </Accordion.Control>
              <Accordion.Panel>
                {words.length ? (
                  <Highlight highlight={words} lh={1.7}>
                    {item.answer}
                  </Highlight>
                ) : (
                  <Text lh={1.7}>
                    <LinkifiedText text={item.answer} />
                  </Text>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
