import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { Question, Section } from '@oversight/shared/surveys/questions.schemas';
import type { AnswerValue, Answers, ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { startingAnswers } from './defaults';
import { computeCalculations, isRelevant, validateAnswers } from './engine';
import type { FillContext, RepeatPlace } from './fill-context';
import {
  answerKey,
  errorsInSections,
  firstErrorSection,
  focusFirstError,
  rootName,
  sectionIndexByName,
  stateQuestionOf,
  withAnswer,
} from './paths';
import { answerMessage, useWordsFor, WordsProvider } from './filler-words';
import { LanguagePicker } from './language-picker';
import { QuestionList } from './question-list';
import { languagesOf } from './translate';
import { hasZoneQuestion, useZoneNames } from './zone-names';

export type FormFillerProps = {
  sections: Section[];
  initialAnswers?: Answers;
  mode: 'respond' | 'preview' | 'edit';
  onSubmit?: (answers: Answers, options: { isDraft: boolean }) => Promise<void>;
  onChange?: (answers: Answers) => void;
  /** Uploads a file answer; `onProgress` (0-1) is optional for callers that cannot report it. */
  uploadFile?: (
    file: File,
    question: Question,
    onProgress?: (fraction: number) => void,
  ) => Promise<ResponseFile>;
  serverErrors?: Record<string, string[]>;
  submitLabel?: string;
  allowDrafts?: boolean;
  /** The form language read (a language of its XLSForm labels), when the caller keeps it; the filler's own otherwise. */
  language?: string | null;
  onLanguageChange?: (language: string | null) => void;
};

type Errors = Record<string, string[]>;

const hasAny = (errors: Errors) => Object.values(errors).some((messages) => messages.length > 0);

/**
 * A form to answer, phone first: one section at a time with Back and Next, skip logic and calculations live, the
 * rules of validateAnswers (the server's too) checked when leaving a section and on submit, errors under each question.
 * Used by the respond page, the builder's preview and the response editor.
 */
export function FormFiller({
  sections,
  initialAnswers,
  mode,
  onSubmit,
  onChange,
  uploadFile,
  serverErrors,
  submitLabel,
  allowDrafts,
  language: givenLanguage,
  onLanguageChange,
}: FormFillerProps) {
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers ?? startingAnswers(sections));
  const [errors, setErrors] = useState<Errors>(serverErrors ?? {});
  const [current, setCurrent] = useState(0);
  const [busy, setBusy] = useState<'submit' | 'draft' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const focusKeys = useRef<string[] | null>(null);
  const focusHeading = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const firstRender = useRef(true);

  const computed = useMemo(() => computeCalculations(sections, answers), [sections, answers]);
  const shown = useMemo(
    () =>
      sections
        .map((_, index) => index)
        .filter((index) => sections[index]!.questions.some((question) => isRelevant(question, computed))),
    [sections, computed],
  );
  // The section on screen; when skip logic hides it, the next one shown (or the last).
  const at = shown.includes(current)
    ? current
    : (shown.find((index) => index > current) ?? shown[shown.length - 1] ?? 0);
  const position = shown.indexOf(at);
  const isLast = position === shown.length - 1;
  const byName = useMemo(() => sectionIndexByName(sections), [sections]);
  const languages = useMemo(() => languagesOf(sections), [sections]);
  const [ownLanguage, setOwnLanguage] = useState<string | null>(null);
  const language = givenLanguage !== undefined ? givenLanguage : ownLanguage;
  const setLanguage = (next: string | null) => {
    setOwnLanguage(next);
    onLanguageChange?.(next);
  };
  const asksZone = useMemo(() => sections.some((section) => hasZoneQuestion(section.questions)), [sections]);
  const shownLanguage = language && languages.includes(language) ? language : null;
  const zoneNames = useZoneNames(shownLanguage, asksZone);
  // The filler's fixed words follow the form language read when we have words in it, else the page's.
  const t = useWordsFor(shownLanguage);
  // Messages of the answer rules (the browser's and the server's, in English) in those words.
  const shownErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).map(([key, messages]) => [
          key,
          messages.map((message) => answerMessage(message, t)),
        ]),
      ),
    [errors, t],
  );

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onChangeRef.current?.(answers);
  }, [answers]);

  // The server's errors (a 400 on submit): shown like the browser's, on the section of the first one.
  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    const first = firstErrorSection(serverErrors, sections);
    if (first !== null) setCurrent(first);
    focusKeys.current = Object.keys(serverErrors);
  }, [serverErrors, sections]);

  useEffect(() => {
    if (focusKeys.current) {
      focusFirstError(focusKeys.current);
      focusKeys.current = null;
    } else if (focusHeading.current) {
      headingRef.current?.focus();
      focusHeading.current = false;
    }
  });

  const setAnswer = (name: string, value: AnswerValue, repeat?: RepeatPlace) => {
    setAnswers((previous) => withAnswer(previous, name, value, repeat));
    const key = answerKey(name, repeat);
    setErrors((previous) => {
      if (!previous[key]) return previous;
      const { [key]: _cleared, ...next } = previous;
      return next;
    });
    setNotice(null);
  };

  const ctx: FillContext = {
    answers: computed,
    errors: shownErrors,
    setAnswer,
    setItems: (question, items, repeat) => {
      setAnswers((previous) => withAnswer(previous, question.name, items, repeat));
      // Item numbers shift when one is removed: its old errors no longer point at the right fields.
      const list = answerKey(question.name, repeat);
      setErrors((previous) =>
        Object.fromEntries(
          Object.entries(previous).filter(([key]) => key !== list && !key.startsWith(`${list}[`)),
        ),
      );
    },
    uploadFile,
    preview: mode === 'preview',
    language: shownLanguage,
    zoneNames,
    stateQuestion: useMemo(() => stateQuestionOf(sections), [sections]),
    disabled: busy !== null,
  };

  const goTo = (index: number) => {
    setCurrent(index);
    focusHeading.current = true;
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  };

  const next = () => {
    const { errors: found } = validateAnswers(sections, answers, { isDraft: false });
    const here = errorsInSections(found, sections, [at]);
    // Errors of other sections stay (the server's may point further on); this section's are now the browser's.
    setErrors((previous) => ({
      ...Object.fromEntries(Object.entries(previous).filter(([key]) => byName.get(rootName(key)) !== at)),
      ...here,
    }));
    if (hasAny(here)) {
      focusKeys.current = Object.keys(here);
      return;
    }
    const following = shown[position + 1];
    if (following !== undefined) goTo(following);
  };

  const submit = async (isDraft: boolean) => {
    setNotice(null);
    const result = validateAnswers(sections, answers, { isDraft });
    if (hasAny(result.errors)) {
      setErrors(result.errors);
      const first = firstErrorSection(result.errors, sections);
      if (first !== null && first !== at) setCurrent(first);
      focusKeys.current = Object.keys(result.errors);
      return;
    }
    setErrors({});
    if (mode === 'preview') {
      setNotice(t('filler.previewPassed'));
      return;
    }
    if (!onSubmit) return;
    setBusy(isDraft ? 'draft' : 'submit');
    try {
      await onSubmit(result.answers, { isDraft });
    } catch {
      // The caller shows what went wrong (serverErrors, or its own message).
    } finally {
      setBusy(null);
    }
  };

  if (!shown.length) {
    return (
      <Alert color="gray" variant="light" title={t('filler.nothingToAnswer')}>
        {sections.some((section) => section.questions.length)
          ? t('filler.noneApplies')
          : t('filler.noQuestions')}
      </Alert>
    );
  }

  const section = sections[at]!;
  const unplaced = Object.entries(shownErrors).filter(
    ([key, messages]) => messages.length && !byName.has(rootName(key)),
  );

  return (
    <WordsProvider value={t}>
      <form
        noValidate
        aria-label={mode === 'preview' ? t('filler.formPreview') : t('filler.answerTheForm')}
        onSubmit={(event) => {
          event.preventDefault();
          if (isLast) void submit(false);
          else next();
        }}
      >
        <Stack gap="lg">
          <LanguagePicker languages={languages} value={language} onChange={setLanguage} />
          {shown.length > 1 ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed" aria-hidden>
                {t('filler.sectionOf', { number: position + 1, total: shown.length })}
              </Text>
              <Progress.Root size="sm">
                <Progress.Section
                  value={((position + 1) / shown.length) * 100}
                  aria-label={t('filler.sectionOf', { number: position + 1, total: shown.length })}
                />
              </Progress.Root>
            </Stack>
          ) : null}
          {section.name || section.description ? (
            <div>
              {section.name ? (
                <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
                  {section.name}
                </Title>
              ) : null}
              {section.description ? <Text c="dimmed">{section.description}</Text> : null}
            </div>
          ) : null}
          {unplaced.length ? (
            <Alert color="red" variant="light" role="alert" title={t('filler.someNotAccepted')}>
              {unplaced.map(([key, messages]) => (
                <Text key={key} size="sm">
                  {key}: {messages.join(' ')}
                </Text>
              ))}
            </Alert>
          ) : null}
          <QuestionList questions={section.questions} ctx={ctx} />
          {notice ? (
            <Alert color="blue" variant="light" role="status">
              {notice}
            </Alert>
          ) : null}
          <Group justify="space-between" wrap="wrap-reverse" gap="sm">
            {position > 0 ? (
              <Button variant="default" onClick={() => goTo(shown[position - 1]!)} disabled={busy !== null}>
                {t('filler.back')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              {allowDrafts && mode === 'respond' ? (
                <Button
                  variant="light"
                  loading={busy === 'draft'}
                  disabled={busy === 'submit'}
                  onClick={() => void submit(true)}
                >
                  {t('filler.saveDraft')}
                </Button>
              ) : null}
              {isLast ? (
                <Button type="submit" loading={busy === 'submit'} disabled={busy === 'draft'}>
                  {submitLabel ?? (mode === 'edit' ? t('filler.saveChanges') : t('filler.submit'))}
                </Button>
              ) : (
                <Button type="submit" disabled={busy !== null}>
                  {t('filler.next')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </WordsProvider>
  );
}
