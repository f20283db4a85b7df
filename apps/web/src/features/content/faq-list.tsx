import { Accordion, Anchor, Highlight, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { SUPPORT_EMAIL, type FaqItem } from '../../content';
import { useContent } from '../../content/use-content';
import { useTranslation } from '../../i18n';
import { tRich } from '../../i18n/rich';
import { LinkifiedText } from './linkified-text';

function matches(item: FaqItem, words: string[]): boolean {
  const text = `${item.question} ${item.answer}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Searchable list of frequently asked questions, in the active language; used on /faqs and /settings/faq. */
export function FaqList() {
  const { t } = useTranslation();
  const content = useContent();
  const items = useMemo(() => content?.faqs ?? [], [content]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const words = useMemo(() => deferred.trim().toLowerCase().split(/\s+/).filter(Boolean), [deferred]);
  const visible = useMemo(
    () => (words.length ? items.filter((item) => matches(item, words)) : items),
    [items, words],
  );

  if (!content) return <Loader aria-label={t('content.loading')} />;
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('content.faqSearch')}
        placeholder={t('content.faqPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {words.length
          ? t('content.faqMatches', { count: visible.length, total: items.length })
          : t('content.faqCount', { count: items.length })}
      </Text>
      {visible.length === 0 ? (
        <Text>
          {tRich(
            'content.faqNone',
            { email: <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> },
            { query: deferred.trim() },
          )}
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
