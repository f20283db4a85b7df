import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useBuilderApi } from './builder-context';
import { blankQuestion, type DraftQuestion } from './builder-state';
import { QuestionCard } from './question-card';
import { useSortableList } from './sortable';

const titleOf = (questions: DraftQuestion[], id: string | number) => {
  const index = questions.findIndex((question) => question.key === id);
  const text = questions[index]?.text.trim();
  return `question ${index + 1}${text ? ` "${text.slice(0, 60)}"` : ''}`;
};

/** The questions of a group or repeat, inside its editor: this list again, passed down rather than imported. */
const innerQuestions = (question: DraftQuestion) => (
  <QuestionList
    container={question.key}
    questions={question.questions ?? []}
    where={question.question_type === 'repeat' ? 'in this repeat' : 'in this group'}
  />
);

/**
 * The questions of a section, group or repeat: sortable by drag and by keyboard (space to pick up, arrows to move,
 * space to drop, with screen-reader announcements), each a QuestionCard; "Add question" adds a short-text one.
 */
export function QuestionList({
  container,
  questions,
  where,
}: {
  container: string;
  questions: DraftQuestion[];
  where: string;
}) {
  const { dispatch, setOpen } = useBuilderApi();
  const sortable = useSortableList({
    keys: questions.map((question) => question.key),
    noun: 'question',
    titleOf: (key) => titleOf(questions, key),
    onMove: (key, index) => dispatch({ type: 'moveQuestion', key, container, index }),
  });

  function add() {
    const question = blankQuestion();
    dispatch({ type: 'addQuestion', container, question });
    setOpen(question.key, true);
    // The new question's text box takes the focus, ready to type.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-question-text="${question.key}"]`)?.focus(),
    );
  }

  return (
    <Stack gap="sm">
      {questions.length === 0 ? (
        <Text size="sm" c="gray.7">
          No questions {where} yet. Add one: it starts as short text, and you can change its type.
        </Text>
      ) : (
        <DndContext {...sortable}>
          <SortableContext
            items={questions.map((question) => question.key)}
            strategy={verticalListSortingStrategy}
          >
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {questions.map((question, index) => (
                <QuestionCard
                  key={question.key}
                  question={question}
                  index={index}
                  container={container}
                  count={questions.length}
                  innerQuestions={innerQuestions}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={add}
        style={{ alignSelf: 'flex-start' }}
      >
        {where === 'in this section' ? 'Add question' : `Add question ${where}`}
      </Button>
    </Stack>
  );
}
