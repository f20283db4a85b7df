import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Menu, Paper, Text, UnstyledButton } from '@mantine/core';
import { QUESTION_TYPE_LABELS } from '@oversight/shared/surveys/questions.schemas';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconDots,
  IconFolderShare,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';
import { QuestionEditor } from './question-editor';
import { itemDomId } from './use-form-builder';

/**
 * One question as a folding card: its handle (drag, or keyboard), its text and type, and a menu (move up, move down,
 * move to another section, duplicate, delete). Open, it shows the QuestionEditor.
 */
export function QuestionCard({
  question,
  index,
  count,
  container,
  innerQuestions,
}: {
  /** The questions of a group or repeat (the question list, passed down to the editor). */
  innerQuestions: (question: DraftQuestion) => ReactNode;
  question: DraftQuestion;
  index: number;
  count: number;
  container: string;
}) {
  const { sections, dispatch, errors, isOpen, setOpen, focusItem } = useBuilderApi();
  const sortable = useSortable({ id: question.key });
  const open = isOpen(question.key);
  const title = question.text.trim() || 'Untitled question';
  const failed = !!errors.questions[question.key];
  const inSection = sections.some((section) => section.key === container);
  const move = (to: number) => {
    dispatch({ type: 'moveQuestion', key: question.key, container, index: to });
    focusItem(question.key);
  };

  return (
    <Paper
      component="li"
      id={itemDomId(question.key)}
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      aria-label={`Question ${index + 1}: ${title}`}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.7 : 1,
        borderColor: failed ? 'var(--mantine-color-red-6)' : undefined,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" p={6} align="center">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Move question ${index + 1}: ${title} (drag, or press space and use the arrow keys)`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <UnstyledButton
          onClick={() => setOpen(question.key, !open)}
          aria-expanded={open}
          aria-controls={`${itemDomId(question.key)}-body`}
          style={{ flex: 1, minWidth: 0, padding: '4px 2px' }}
        >
          <Group gap={6} wrap="nowrap">
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            <Text size="sm" fw={500} truncate="end" c={question.text.trim() ? undefined : 'gray.7'}>
              {index + 1}. {title}
            </Text>
          </Group>
          <Group gap={6} mt={2} ml={22} wrap="wrap">
            <Badge size="xs" variant="light" color="gray">
              {QUESTION_TYPE_LABELS[question.question_type]}
            </Badge>
            {question.required ? (
              <Badge size="xs" variant="light" c="blue.9">
                Required
              </Badge>
            ) : null}
            {question.relevant ? (
              <Badge size="xs" variant="light" color="grape" c="grape.9">
                Skip logic
              </Badge>
            ) : null}
            {failed ? (
              <Badge size="xs" color="red">
                Needs a fix
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Actions for question ${index + 1}`}
              data-item-handle
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconArrowUp size={16} aria-hidden />}
              disabled={index === 0}
              onClick={() => move(index - 1)}
            >
              Move up
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={16} aria-hidden />}
              disabled={index === count - 1}
              onClick={() => move(index + 1)}
            >
              Move down
            </Menu.Item>
            {sections.length > 1 || !inSection ? (
              <>
                <Menu.Label>Move to section</Menu.Label>
                {sections
                  .filter((section) => section.key !== container)
                  .map((section, i) => (
                    <Menu.Item
                      key={section.key}
                      leftSection={<IconFolderShare size={16} aria-hidden />}
                      onClick={() => {
                        dispatch({
                          type: 'moveQuestion',
                          key: question.key,
                          container: section.key,
                          index: section.questions.length,
                        });
                        focusItem(question.key);
                      }}
                    >
                      {section.name.trim() || `Section ${sections.indexOf(section) + 1 || i + 1}`}
                    </Menu.Item>
                  ))}
              </>
            ) : null}
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => dispatch({ type: 'duplicateQuestion', key: question.key })}
            >
              Duplicate
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => dispatch({ type: 'removeQuestion', key: question.key })}
            >
              Delete question
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {open ? (
        <div
          id={`${itemDomId(question.key)}-body`}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <QuestionEditor question={question} innerQuestions={innerQuestions} />
        </div>
      ) : null}
    </Paper>
  );
}
