import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useBuilderApi } from './builder-context';
import { blankQuestion, type DraftQuestion } from './builder-state';
import { QuestionCard } from './question-card';

/**
 * Cards differ in height (an open one is tall): compare top edges when the card moves up and bottom edges when it
 * moves down, so the keyboard's one step reaches the neighbour whatever their sizes (centres and corners do not).
 */
const edgeCollision: CollisionDetection = ({ active, collisionRect, droppableRects, droppableContainers }) => {
  const down = collisionRect.top > (active.rect.current.initial?.top ?? collisionRect.top);
  return droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect) return [];
      const value = down ? Math.abs(rect.bottom - collisionRect.bottom) : Math.abs(rect.top - collisionRect.top);
      return [{ id: container.id, data: { droppableContainer: container, value } }];
    })
    .sort((a, b) => a.data.value - b.data.value);
};

const titleOf = (questions: DraftQuestion[], id: string | number) => {
  const index = questions.findIndex((question) => question.key === id);
  const text = questions[index]?.text.trim();
  return `question ${index + 1}${text ? ` "${text.slice(0, 60)}"` : ''}`;
};

/**
 * The questions of a section, group or repeat: sortable by drag and by keyboard (space to pick up, arrows to move,
 * space to drop, with screen-reader announcements), each a QuestionCard; "Add question" adds a short-text one.
 */
export function QuestionList({ container, questions, where }: { container: string; questions: DraftQuestion[]; where: string }) {
  const { dispatch, setOpen } = useBuilderApi();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => questions.findIndex((question) => question.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(questions, active.id)}. Use the arrow keys to move it, space to drop it, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(questions, active.id)} is over position ${position(over.id)} of ${questions.length}.` : `${titleOf(questions, active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(questions, active.id)} dropped at position ${position(over.id)} of ${questions.length}.` : `${titleOf(questions, active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(questions, active.id)} was cancelled; it is back where it was.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    dispatch({ type: 'moveQuestion', key: String(active.id), container, index: position(over.id) - 1 });
  }

  function add() {
    const question = blankQuestion();
    dispatch({ type: 'addQuestion', container, question });
    setOpen(question.key, true);
    // The new question's text box takes the focus, ready to type.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-question-text="${question.key}"]`)?.focus());
  }

  return (
    <Stack gap="sm">
      {questions.length === 0 ? (
        <Text size="sm" c="gray.7">
          No questions {where} yet. Add one: it starts as short text, and you can change its type.
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={edgeCollision}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: 'To move a question, press space or enter on its handle, use the arrow keys, then press space or enter to drop it. Escape cancels.',
            },
          }}
        >
          <SortableContext items={questions.map((question) => question.key)} strategy={verticalListSortingStrategy}>
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {questions.map((question, index) => (
                <QuestionCard key={question.key} question={question} index={index} container={container} count={questions.length} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} style={{ alignSelf: 'flex-start' }}>
        {where === 'in this section' ? 'Add question' : `Add question ${where}`}
      </Button>
    </Stack>
  );
}
