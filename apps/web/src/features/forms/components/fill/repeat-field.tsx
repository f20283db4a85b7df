import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Question } from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import type { ReactNode } from 'react';
import { newRepeatItem } from './defaults';
import { evaluateExpression, repeatItemView, toNumber } from './engine';
import type { FillContext, RepeatPlace } from './fill-context';
import { useWords } from './filler-words';
import { answerKey, fieldId } from './paths';
import { hintOf, textOf } from './translate';

/** The number of entries `repeat_count` sets (a number or an expression over earlier answers), or null. */
export function fixedRepeatCount(question: Question, answers: Answers, around?: RepeatPlace): number | null {
  const expression = question.settings.repeat_count?.trim();
  if (!expression) return null;
  try {
    // Inside another repeat, its item is in scope (as the server counts it).
    const count = toNumber(
      evaluateExpression(expression, { answers, repeatItem: around?.view, repeatIndex: around?.index }),
    );
    return Number.isInteger(count) && count >= 0 ? Math.min(count, 500) : null;
  } catch {
    // An expression the form check let through but cannot run (an older form): entries are added by hand.
    return null;
  }
}

/**
 * A repeated group: one fieldset per item, with "Add another" and "Remove" within its bounds. `around` is the item
 * of the repeat this one sits in, when it is nested (rooms of each school, children of each household).
 */
export function RepeatField({
  question,
  ctx,
  around,
  itemQuestions,
}: {
  question: Question;
  ctx: FillContext;
  around?: RepeatPlace;
  /** The questions of one entry (the question list, which holds this field: passed down, not imported). */
  itemQuestions: (place: RepeatPlace) => ReactNode;
}) {
  const t = useWords();
  const raw = (around ? around.item : ctx.answers)[question.name];
  const items: Answers[] = Array.isArray(raw)
    ? (raw as unknown[]).filter(
        (item): item is Answers => !!item && typeof item === 'object' && !Array.isArray(item),
      )
    : [];
  const fixed = fixedRepeatCount(question, ctx.answers, around);
  const key = answerKey(question.name, around);
  const min = fixed ?? question.settings.min_repeats ?? 0;
  const max = fixed ?? question.settings.max_repeats ?? 500;
  const name = textOf(question, ctx.language);
  const error = ctx.errors[key]?.join(' ');
  // A count given by the form (or an earlier answer) sets the number of items; a minimum shows that many at once.
  const shown = Array.from(
    { length: fixed ?? Math.max(items.length, min) },
    (_, index) => items[index] ?? {},
  );

  return (
    <Stack
      gap="sm"
      id={fieldId(key)}
      role="group"
      aria-label={around ? t('filler.repeatOf', { name, parent: around.label }) : name}
    >
      <Text fw={600}>{name}</Text>
      {hintOf(question, ctx.language) ? (
        <Text size="sm" c="dimmed">
          {hintOf(question, ctx.language)}
        </Text>
      ) : null}
      {shown.map((item, index) => (
        <Paper key={index} withBorder p="md" radius="md" component="fieldset" style={{ margin: 0 }}>
          <legend style={{ fontWeight: 600, padding: '0 4px' }}>
            {t('filler.repeatItem', { name, number: index + 1 })}
          </legend>
          {itemQuestions({
            name: question.name,
            index,
            item,
            view: repeatItemView(question, item),
            parent: around,
            label: around
              ? t('filler.repeatItemOf', { name, number: index + 1, parent: around.label })
              : t('filler.repeatItem', { name, number: index + 1 }),
          })}
          {fixed === null && shown.length > min ? (
            <Group justify="flex-end" mt="sm">
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={ctx.disabled}
                onClick={() =>
                  ctx.setItems(
                    question,
                    shown.filter((_, at) => at !== index),
                    around,
                  )
                }
              >
                {t('filler.removeItem', {
                  item: around
                    ? t('filler.repeatItemOf', { name, number: index + 1, parent: around.label })
                    : t('filler.repeatItem', { name, number: index + 1 }),
                })}
              </Button>
            </Group>
          ) : null}
        </Paper>
      ))}
      {!shown.length ? (
        <Text size="sm" c="dimmed">
          {t('filler.noneAdded')}
        </Text>
      ) : null}
      {fixed === null && shown.length < max ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={ctx.disabled}
          onClick={() => ctx.setItems(question, [...shown, newRepeatItem(question)], around)}
          style={{ alignSelf: 'flex-start' }}
        >
          {shown.length ? t('filler.addAnother', { name }) : t('filler.addFirst', { name })}
        </Button>
      ) : null}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
