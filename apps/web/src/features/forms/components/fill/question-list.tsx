import { Stack, Text, TextInput, Title } from '@mantine/core';
import type { Question } from '@oversight/shared/surveys/questions.schemas';
import { answerText, isRelevant, OTHER_VALUE } from './engine';
import { useWords } from './filler-words';
import type { FillContext, RepeatPlace } from './fill-context';
import { answerKey, fieldId } from './paths';
import { QuestionField } from './question-field';
import { QuestionImages } from './question-images';
import { RepeatField } from './repeat-field';
import { hintOf, textOf } from './translate';

/** The questions of a section, a group or one repeat item, those whose skip logic is false left out. */
export function QuestionList({
  questions,
  ctx,
  repeat,
}: {
  questions: readonly Question[];
  ctx: FillContext;
  repeat?: RepeatPlace;
}) {
  return (
    <Stack gap="lg">
      {questions.map((question) => {
        if (!isRelevant(question, ctx.answers, repeat?.view, repeat?.index)) return null;
        return <OneQuestion key={question.id} question={question} ctx={ctx} repeat={repeat} />;
      })}
    </Stack>
  );
}

function OneQuestion({
  question,
  ctx,
  repeat,
}: {
  question: Question;
  ctx: FillContext;
  repeat?: RepeatPlace;
}) {
  const t = useWords();
  const source = repeat ? repeat.item : ctx.answers;
  const key = answerKey(question.name, repeat);
  switch (question.question_type) {
    case 'group':
      return (
        <fieldset
          id={fieldId(key)}
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            padding: 'var(--mantine-spacing-md)',
            margin: 0,
          }}
        >
          <legend style={{ fontWeight: 600, padding: '0 4px' }}>{textOf(question, ctx.language)}</legend>
          {hintOf(question, ctx.language) ? (
            <Text size="sm" c="dimmed" mb="sm">
              {hintOf(question, ctx.language)}
            </Text>
          ) : null}
          <QuestionImages question={question} />
          <QuestionList questions={question.questions ?? []} ctx={ctx} repeat={repeat} />
        </fieldset>
      );
    case 'repeat':
      return (
        <RepeatField
          question={question}
          ctx={ctx}
          around={repeat}
          itemQuestions={(place) => (
            <QuestionList questions={question.questions ?? []} ctx={ctx} repeat={place} />
          )}
        />
      );
    case 'hidden':
      // Never shown: its value is its default, kept with the answers.
      return null;
    case 'note':
      return (
        <div id={fieldId(key)}>
          {question.text ? (
            <Title order={3} size="h5">
              {textOf(question, ctx.language)}
            </Title>
          ) : null}
          {hintOf(question, ctx.language) ? <Text size="sm">{hintOf(question, ctx.language)}</Text> : null}
          <QuestionImages question={question} />
        </div>
      );
    default: {
      const value = source[question.name];
      const otherName = `${question.name}_other`;
      const choseOther =
        question.settings.or_other &&
        (value === OTHER_VALUE || (Array.isArray(value) && (value as unknown[]).includes(OTHER_VALUE)));
      const otherKey = answerKey(otherName, repeat);
      return (
        <Stack gap="xs" id={fieldId(key)}>
          <QuestionField
            question={question}
            value={value}
            id={`${fieldId(key)}-input`}
            error={ctx.errors[key]?.join(' ')}
            onChange={(next) => ctx.setAnswer(question.name, next, repeat)}
            ctx={ctx}
            repeat={repeat}
            calculatedText={question.question_type === 'calculate' ? answerText(question, value ?? null) : ''}
          />
          {choseOther ? (
            <TextInput
              id={fieldId(otherKey)}
              label={t('filler.otherSayWhich', { question: textOf(question, ctx.language) })}
              withAsterisk
              error={ctx.errors[otherKey]?.join(' ')}
              disabled={ctx.disabled}
              value={typeof source[otherName] === 'string' ? source[otherName] : ''}
              onChange={(event) => ctx.setAnswer(otherName, event.currentTarget.value || null, repeat)}
            />
          ) : null}
        </Stack>
      );
    }
  }
}
