import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDots,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useBuilderApi } from './builder-context';
import { flatDrafts, type DraftSection } from './builder-state';
import { QuestionList } from './question-list';
import { itemDomId } from './use-form-builder';

/**
 * One section: its handle (drag, or keyboard), its name and description, its menu (move, duplicate, delete after a
 * confirmation) and questions.
 */
export function SectionCard({ section, index }: { section: DraftSection; index: number }) {
  const { sections, dispatch, errors, focusItem } = useBuilderApi();
  const [confirming, setConfirming] = useState(false);
  const sortable = useSortable({ id: section.key });
  const fieldErrors = errors.sections[section.key] ?? {};
  const title = section.name.trim() || `Section ${index + 1}`;
  const count = flatDrafts([section]).length;
  const move = (to: number) => {
    dispatch({ type: 'moveSection', key: section.key, to });
    focusItem(section.key);
  };
  const remove = () => dispatch({ type: 'removeSection', key: section.key });

  return (
    <Paper
      component="section"
      id={itemDomId(section.key)}
      ref={sortable.setNodeRef}
      aria-label={`Section ${index + 1}: ${title}`}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg="gray.0"
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.8 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              ref={sortable.setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Move section ${index + 1}: ${title} (drag, or press space and use the arrow keys)`}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...sortable.attributes}
              {...sortable.listeners}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
              Section {index + 1} of {sections.length}
            </Text>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Actions for section ${index + 1}`}
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
                Move section up
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={16} aria-hidden />}
                disabled={index === sections.length - 1}
                onClick={() => move(index + 1)}
              >
                Move section down
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={() => dispatch({ type: 'duplicateSection', key: section.key })}
              >
                Duplicate section
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => (count ? setConfirming(true) : remove())}
              >
                Delete section
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <TextInput
          label="Section name"
          placeholder={`Section ${index + 1}`}
          maxLength={200}
          value={section.name}
          error={fieldErrors.name}
          onChange={(event) =>
            dispatch({ type: 'updateSection', key: section.key, patch: { name: event.currentTarget.value } })
          }
        />
        <Textarea
          label="Section description"
          description="Optional: what this part is about."
          autosize
          minRows={1}
          maxLength={5000}
          value={section.description}
          error={fieldErrors.description}
          onChange={(event) =>
            dispatch({
              type: 'updateSection',
              key: section.key,
              patch: { description: event.currentTarget.value },
            })
          }
        />
        <QuestionList container={section.key} questions={section.questions} where="in this section" />
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Delete “${title}”?`}>
        <Stack gap="md">
          <Text size="sm">
            Its {count === 1 ? 'question goes' : `${count} questions go`} with it. Nothing changes for
            respondents until you save the form.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                remove();
              }}
            >
              Delete section
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
