import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Box, Button, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { BuilderContext } from './builder-context';
import { BuilderPreview } from './builder-preview';
import type { DraftSection } from './builder-state';
import { SectionCard } from './section-card';
import { useSortableList } from './sortable';
import type { FormBuilderState } from './use-form-builder';

const titleOf = (sections: DraftSection[], key: string) => {
  const index = sections.findIndex((section) => section.key === key);
  const name = sections[index]?.name.trim();
  return `section ${index + 1}${name ? ` "${name.slice(0, 60)}"` : ''}`;
};

// Enter in a one-line box inside the create page's <form> would send the whole form.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

/**
 * The structure of a form: sections holding questions, with a live preview (a side panel on wide screens, a tab on
 * phones) and a sticky bar carrying `actions` (Save form and the like).
 */
export function FormBuilder({
  builder,
  actions,
  notice,
}: {
  builder: FormBuilderState;
  actions?: ReactNode;
  notice?: ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 62em)');
  const [preview, setPreview] = useState(false);
  const { api } = builder;
  const { sections, dispatch, errors } = api;
  const keys = sections.map((section) => section.key);
  const sortable = useSortableList({
    keys,
    noun: 'section',
    titleOf: (key) => titleOf(sections, key),
    onMove: (key, to) => dispatch({ type: 'moveSection', key, to }),
  });

  const editor = (
    <Stack gap="md">
      {sections.length === 0 ? (
        <Text size="sm" c="gray.7">
          This form has no sections yet. Add one to start asking questions.
        </Text>
      ) : null}
      <DndContext {...sortable}>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          {sections.map((section, index) => (
            <SectionCard key={section.key} section={section} index={index} />
          ))}
        </SortableContext>
      </DndContext>
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => dispatch({ type: 'addSection' })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add section
      </Button>
    </Stack>
  );

  return (
    <BuilderContext.Provider value={api}>
      <Stack gap="md" onKeyDown={keepEnter}>
        {errors.other.length ? (
          <Alert color="red" title="The form was not saved">
            {errors.other.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {notice}
        {wide ? (
          preview ? (
            <SimpleGrid cols={2} spacing="md" style={{ alignItems: 'start' }}>
              {editor}
              <Box
                style={{
                  position: 'sticky',
                  top: 'calc(var(--app-shell-header-offset, 0px) + 16px)',
                  maxHeight: 'calc(100vh - 120px)',
                  overflow: 'auto',
                }}
              >
                <BuilderPreview />
              </Box>
            </SimpleGrid>
          ) : (
            editor
          )
        ) : preview ? (
          <BuilderPreview />
        ) : (
          editor
        )}
        <Group
          justify="space-between"
          gap="sm"
          wrap="wrap"
          role="toolbar"
          aria-label="Form builder"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 'var(--app-shell-footer-offset, 0px)',
            zIndex: 3,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {wide ? (
            <Switch
              label="Show preview"
              checked={preview}
              onChange={(event) => setPreview(event.currentTarget.checked)}
            />
          ) : (
            <SegmentedControl
              size="xs"
              aria-label="Build or preview"
              data={[
                { value: 'build', label: 'Build' },
                { value: 'preview', label: 'Preview' },
              ]}
              value={preview ? 'preview' : 'build'}
              onChange={(value) => setPreview(value === 'preview')}
            />
          )}
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        </Group>
      </Stack>
    </BuilderContext.Provider>
  );
}
