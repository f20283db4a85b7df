import { DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  BLOCK_TYPE_LABELS,
  BLOCK_TYPES,
  createTemplateBodySchema,
  type BlockType,
  type ReportBlockInput,
  type ReportTemplate,
} from '@oversight/shared/surveys/reports.schemas';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, errorMessages } from '../../../../lib/api-client';
import { applyServerErrors, badRequestBody } from '../../../../lib/form-errors';
import { showSuccess } from '../../../../lib/toasts';
import { useSortableList } from '../../components/builder/sortable';
import { availableFieldsQuery } from '../../results/api/available-fields';
import { previewQuery } from '../api/preview';
import { useSaveTemplate } from '../api/save-template';
import { BlockFields } from './block-fields';
import { ReportPreview } from './report-preview';

export type EditorValues = {
  survey_id: string;
  name: string;
  description: string;
  blocks: ReportBlockInput[];
};

const NEW_BLOCKS: Record<BlockType, ReportBlockInput> = {
  heading: { type: 'heading', text: '{{form_name}}', level: 1 },
  text: { type: 'text', text: '' },
  chart: { type: 'chart', question: '', chart_type: 'bar', title: '' },
  cross_tab: { type: 'cross_tab', row: '', column: '', percent: 'row', title: '' },
  table: { type: 'table', columns: [], limit: 20, title: '' },
  map: { type: 'map', question: '', title: '' },
};

function BlockCard({
  id,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  id: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const sortable = useSortable({ id });
  const label = `block ${index + 1}`;
  return (
    <Card
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={`Block ${index + 1} of ${count}`}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              ref={sortable.setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Move ${label} (drag, or press space and use the arrow keys)`}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...sortable.attributes}
              {...sortable.listeners}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
              Block {index + 1} of {count}
            </Text>
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Move ${label} up`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Move ${label} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove ${label}`}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The template editor: name, blocks (add, reorder by drag or the up/down buttons, remove) and a preview with real data. */
export function TemplateEditor({ formId, template }: { formId: string; template: ReportTemplate | null }) {
  const navigate = useNavigate();
  const save = useSaveTemplate(formId);
  const fieldsQuery = useQuery(availableFieldsQuery(formId));
  const form = useForm<EditorValues, unknown, EditorValues>({
    resolver: zodResolver(createTemplateBodySchema) as never,
    defaultValues: template
      ? { survey_id: formId, name: template.name, description: template.description, blocks: template.blocks }
      : {
          survey_id: formId,
          name: '',
          description: '',
          blocks: [
            NEW_BLOCKS.heading,
            {
              type: 'text',
              text: 'This report covers {{response_count}} responses from {{date_from}} to {{date_to}}.',
            },
          ],
        },
  });
  const blocks = useFieldArray({ control: form.control, name: 'blocks' });
  const [previewBody, setPreviewBody] = useState<EditorValues | null>(null);
  const preview = useQuery({
    ...previewQuery({
      survey_id: formId,
      blocks: (previewBody?.blocks ?? []) as never,
      from: null,
      to: null,
    }),
    enabled: !!previewBody,
  });
  const keys = blocks.fields.map((field) => field.id);
  const sortable = useSortableList({
    keys,
    noun: 'block',
    titleOf: (key) => `block ${keys.indexOf(key) + 1}`,
    onMove: (key, to) => blocks.move(keys.indexOf(key), to),
  });

  const onSaved = (saved: { id: string }) => {
    showSuccess('Template saved');
    if (!template)
      void navigate(`/forms/${encodeURIComponent(formId)}/reports/templates/${saved.id}`, {
        replace: true,
      });
  };
  const onSaveError = (error: Error) => {
    // The server names a block's problems `blocks.<i>.<field>`: every key of its 400 but the form-wide ones is a field.
    const fields = Object.keys(badRequestBody(error) ?? {}).filter(
      (key) => key !== 'non_field_errors' && key !== 'detail',
    ) as Path<EditorValues>[];
    applyServerErrors(error, form.setError, fields);
  };
  const saveError =
    save.error instanceof ApiError
      ? save.error.status === 400
        ? 'Some blocks need fixing: see the messages on them.'
        : save.error.status >= 500
          ? save.error.message
          : errorMessages(save.error.status, save.error.body).join(' ')
      : null;
  const previewError =
    preview.error instanceof ApiError
      ? preview.error.status === 400
        ? 'Fix the blocks marked in red, then preview again.'
        : preview.error.message
      : null;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            save.mutate(
              { id: template?.id, body: values as never },
              { onSuccess: onSaved, onError: onSaveError },
            ),
          )(event)
        }
        noValidate
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <TextInput
              label="Template name"
              withAsterisk
              {...form.register('name')}
              error={form.formState.errors.name?.message}
            />
            <Textarea
              label="Description"
              autosize
              minRows={1}
              {...form.register('description')}
              error={form.formState.errors.description?.message}
            />
            <Title order={2} size="h4">
              Blocks
            </Title>
            {form.formState.errors.blocks?.message ? (
              <Text size="sm" c="red.8" role="alert">
                {form.formState.errors.blocks.message}
              </Text>
            ) : null}
            {fieldsQuery.isPending ? <Loader size="sm" aria-label="Loading the form's questions" /> : null}
            <DndContext {...sortable}>
              <SortableContext items={keys} strategy={verticalListSortingStrategy}>
                <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                  {blocks.fields.map((field, index) => (
                    <BlockCard
                      key={field.id}
                      id={field.id}
                      index={index}
                      count={blocks.fields.length}
                      onMove={(to) => blocks.move(index, to)}
                      onRemove={() => blocks.remove(index)}
                    >
                      <Text size="sm" fw={600}>
                        {BLOCK_TYPE_LABELS[field.type]}
                      </Text>
                      <BlockFields index={index} fields={fieldsQuery.data?.fields ?? []} />
                    </BlockCard>
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add block
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {BLOCK_TYPES.map((type) => (
                  <Menu.Item key={type} onClick={() => blocks.append(NEW_BLOCKS[type])}>
                    {BLOCK_TYPE_LABELS[type]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            {saveError ? (
              <Alert color="red" role="alert">
                {saveError}
              </Alert>
            ) : null}
            <Group
              gap="sm"
              style={{
                position: 'sticky',
                bottom: 0,
                background: 'var(--mantine-color-body)',
                paddingBlock: 8,
              }}
            >
              <Button type="submit" loading={save.isPending}>
                Save template
              </Button>
              <Button
                variant="default"
                onClick={() => setPreviewBody(form.getValues())}
                loading={preview.isFetching}
              >
                Preview with real data
              </Button>
            </Group>
          </Stack>
          <Stack gap="sm" component="section" aria-label="Preview">
            <Title order={2} size="h4">
              Preview
            </Title>
            {!previewBody ? (
              <Text size="sm" c="gray.7">
                Choose "Preview with real data" to see the report with this form's responses.
              </Text>
            ) : previewError ? (
              <Alert color="red">{previewError}</Alert>
            ) : preview.data ? (
              <ReportPreview data={preview.data} />
            ) : (
              <Loader size="sm" aria-label="Drawing the preview" />
            )}
          </Stack>
        </SimpleGrid>
      </form>
    </FormProvider>
  );
}
