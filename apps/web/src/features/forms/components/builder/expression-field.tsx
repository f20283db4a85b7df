import { Textarea } from '@mantine/core';
import { checkExpression } from '@oversight/shared/surveys/expressions';
import { checkChoiceFilter } from '@oversight/shared/surveys/question-options';
import { useMemo } from 'react';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';

/** An XLSForm expression typed by hand, checked as it is typed (the same check the server makes on save). */
export function ExpressionField({
  question,
  label,
  description,
  value,
  error,
  onChange,
  selfAllowed = false,
  choiceColumns,
}: {
  question: DraftQuestion;
  label: string;
  description?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Validation may read the question's own answer; skip logic and calculations may not. */
  selfAllowed?: boolean;
  /** A choice filter: it reads these columns of the choices by bare name (null: the question has no choices yet). */
  choiceColumns?: readonly string[] | null;
}) {
  const { known, names } = useBuilderApi();
  const problem = useMemo(() => {
    if (!value.trim()) return null;
    const own = names.get(question.key);
    const message =
      choiceColumns === undefined
        ? checkExpression(value, known)
        : checkChoiceFilter(value, known, choiceColumns);
    if (message) return message;
    return own && !selfAllowed && value.includes(`\${${own}}`)
      ? `This question cannot use its own answer (\${${own}}).`
      : null;
  }, [value, known, names, question.key, selfAllowed, choiceColumns]);
  return (
    <Textarea
      label={label}
      description={
        description ?? 'Refer to a question by its name, e.g. ${age} >= 18 (names are under Advanced).'
      }
      autosize
      minRows={1}
      maxLength={2000}
      value={value}
      error={problem ?? error}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
