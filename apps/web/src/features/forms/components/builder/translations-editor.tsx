import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CHOICE_TYPES, type QuestionOptionInput } from '@oversight/shared/surveys/questions.schemas';
import { useMemo, useState } from 'react';
import { languagesOf, questionLanguages } from '../fill/translate';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';

const without = (record: Record<string, string>, language: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== language));

/** How a choice is named in labels: its place, and its text when it has one. */
export const choiceName = (option: QuestionOptionInput, index: number) =>
  `Choice ${index + 1}${option.label.trim() ? ` (${option.label.trim()})` : ''}`;

/**
 * The question's text, hint and choice labels in other languages (XLSForm `label::Hausa (ha)`, on the survey and
 * the choices sheets): the filler offers each language. Languages other questions use are one click away.
 */
export function TranslationsEditor({ question, error }: { question: DraftQuestion; error?: string }) {
  const { dispatch, sections } = useBuilderApi();
  const [adding, setAdding] = useState('');
  const text = question.translations?.text ?? {};
  const hint = question.translations?.hint ?? {};
  const options = question.options;
  const choices = CHOICE_TYPES.includes(question.question_type) && options.length > 0;
  const languages = questionLanguages(question);
  const formLanguages = useMemo(() => languagesOf(sections), [sections]);
  const elsewhere = formLanguages.filter((language) => !languages.includes(language));
  const update = (patch: Partial<DraftQuestion>) =>
    dispatch({ type: 'updateQuestion', key: question.key, patch });
  const save = (nextText: Record<string, string>, nextHint: Record<string, string>) =>
    update({ translations: { text: nextText, hint: nextHint } });
  // An empty choice translation is dropped: the choice shows its own label in that language.
  const translateChoice = (index: number, language: string, value: string) =>
    update({
      options: options.map((option, i) => {
        if (i !== index) return option;
        const next = value
          ? { ...option.translations, [language]: value }
          : without(option.translations ?? {}, language);
        const { translations: _old, ...rest } = option;
        return Object.keys(next).length ? { ...rest, translations: next } : rest;
      }),
    });
  const remove = (language: string) =>
    update({
      translations: { text: without(text, language), hint: without(hint, language) },
      options: options.map((option) => {
        if (!option.translations || !Object.hasOwn(option.translations, language)) return option;
        const next = without(option.translations, language);
        const { translations: _old, ...rest } = option;
        return Object.keys(next).length ? { ...rest, translations: next } : rest;
      }),
    });
  const add = (value: string) => {
    const language = value.trim();
    if (!language || languages.includes(language)) return;
    save({ ...text, [language]: '' }, hint);
    setAdding('');
  };

  return (
    <Stack gap="xs" role="group" aria-label="Translations">
      <Text size="sm" fw={500}>
        Translations
      </Text>
      {languages.map((language) => (
        <Stack
          key={language}
          gap={4}
          role="group"
          aria-label={`In ${language}`}
          pl="sm"
          style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
        >
          <TextInput
            label={`Text in ${language}`}
            maxLength={2000}
            value={text[language] ?? ''}
            onChange={(event) => save({ ...text, [language]: event.currentTarget.value }, hint)}
          />
          <TextInput
            label={`Hint in ${language}`}
            maxLength={2000}
            value={hint[language] ?? ''}
            onChange={(event) => save(text, { ...hint, [language]: event.currentTarget.value })}
          />
          {choices
            ? options.map((option, index) => (
                <TextInput
                  key={option.id ?? index}
                  label={`${choiceName(option, index)} in ${language}`}
                  placeholder={option.label}
                  maxLength={2000}
                  value={option.translations?.[language] ?? ''}
                  onChange={(event) => translateChoice(index, language, event.currentTarget.value)}
                />
              ))
            : null}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => remove(language)}
          >
            Remove {language}
          </Button>
        </Stack>
      ))}
      {elsewhere.length ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="gray.7">
            Other questions use:
          </Text>
          {elsewhere.map((language) => (
            <Button key={language} variant="light" size="xs" onClick={() => add(language)}>
              Add {language}
            </Button>
          ))}
        </Group>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Add a language"
          description="As in XLSForm, e.g. Hausa (ha)."
          maxLength={60}
          value={adding}
          onChange={(event) => setAdding(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(adding);
            }
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="light"
          onClick={() => add(adding)}
          disabled={!adding.trim() || languages.includes(adding.trim())}
        >
          Add
        </Button>
      </Group>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
