import { MultiSelect, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { REPORT_PLACEHOLDERS } from '@oversight/shared/surveys/reports.schemas';
import type { AvailableField } from '@oversight/shared/surveys/results.schemas';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { crossable, fieldOptions } from '../../results/components/field-options';
import type { EditorValues } from './template-editor';

const PLACEHOLDER_HINT = `Placeholders: ${Object.keys(REPORT_PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ')}`;

// Questions of a kind, those outside repeats first, then each repeated group's under "Each entry of ..." (their
// numbers count the group's entries, as the Summary tab does).
const optionsOf = (fields: AvailableField[], kinds: string[]) =>
  fieldOptions(fields.filter((field) => kinds.includes(field.kind)));

/** The fields of one block, by its type; errors come from the shared schema or the server (blocks.<i>.<field>). */
export function BlockFields({ index, fields }: { index: number; fields: AvailableField[] }) {
  const { control, register, watch, formState } = useFormContext<EditorValues>();
  const type = watch(`blocks.${index}.type`);
  const row: unknown = watch(`blocks.${index}.row` as Path<EditorValues>);
  const rowField = fields.find((field) => field.name === row);
  const errorOf = (name: string) => {
    const block = (
      formState.errors.blocks as unknown as
        | Record<string, Record<string, { message?: string } | Record<string, { message?: string }>>>
        | undefined
    )?.[index];
    const found = block?.[name] as { message?: string } | undefined;
    return found?.message;
  };
  const select = (
    name: string,
    label: string,
    data: ReturnType<typeof optionsOf>,
    extra: { description?: string } = {},
  ) => (
    <Controller
      control={control}
      name={`blocks.${index}.${name}` as Path<EditorValues>}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={(field.value as string | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? '')}
          error={errorOf(name)}
          allowDeselect={false}
          searchable
          {...extra}
        />
      )}
    />
  );
  const title = (
    <TextInput
      label="Title"
      description="Shown above it in the report (optional)."
      {...register(`blocks.${index}.title` as Path<EditorValues>)}
      error={errorOf('title')}
    />
  );

  switch (type) {
    case 'heading':
      return (
        <Stack gap="xs">
          <TextInput
            label="Heading"
            description={PLACEHOLDER_HINT}
            {...register(`blocks.${index}.text` as Path<EditorValues>)}
            error={errorOf('text')}
          />
          <Controller
            control={control}
            name={`blocks.${index}.level` as Path<EditorValues>}
            render={({ field }) => (
              <Select
                label="Level"
                data={[
                  { value: '1', label: 'Heading' },
                  { value: '2', label: 'Subheading' },
                ]}
                value={String((field.value as number | undefined) ?? 1)}
                onChange={(value) => field.onChange(Number(value ?? 1))}
                allowDeselect={false}
              />
            )}
          />
        </Stack>
      );
    case 'text':
      return (
        <Textarea
          label="Text"
          description={PLACEHOLDER_HINT}
          autosize
          minRows={3}
          {...register(`blocks.${index}.text` as Path<EditorValues>)}
          error={errorOf('text')}
        />
      );
    case 'chart':
      return (
        <Stack gap="xs">
          {select('question', 'Question', optionsOf(fields, ['choice', 'number', 'date', 'text']))}
          {select('chart_type', 'Chart', [
            { value: 'bar', label: 'Bar chart' },
            { value: 'pie', label: 'Pie chart (choice questions)' },
            { value: 'line', label: 'Line' },
          ])}
          {title}
        </Stack>
      );
    case 'cross_tab':
      return (
        <Stack gap="xs">
          {select('row', 'Rows', optionsOf(fields, ['choice']))}
          {select(
            'column',
            'Columns',
            // Two sibling repeats' entries do not meet: only questions that cross the rows' one.
            optionsOf(rowField ? fields.filter((field) => crossable(rowField, field)) : fields, ['choice']),
          )}
          {select('percent', 'Percentages', [
            { value: 'none', label: 'Counts only' },
            { value: 'row', label: 'Row percentages' },
            { value: 'column', label: 'Column percentages' },
          ])}
          {title}
        </Stack>
      );
    case 'table':
      return (
        <Stack gap="xs">
          <Controller
            control={control}
            name={`blocks.${index}.columns` as Path<EditorValues>}
            render={({ field }) => (
              <MultiSelect
                label="Questions to show"
                data={optionsOf(fields, ['choice', 'number', 'date', 'text', 'location', 'other'])}
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                maxValues={8}
                searchable
                error={errorOf('columns')}
              />
            )}
          />
          <Controller
            control={control}
            name={`blocks.${index}.limit` as Path<EditorValues>}
            render={({ field }) => (
              <NumberInput
                label="Newest responses to show"
                min={1}
                max={200}
                value={(field.value as number | undefined) ?? 50}
                onChange={(value) => field.onChange(Number(value) || 1)}
                error={errorOf('limit')}
              />
            )}
          />
          {title}
        </Stack>
      );
    case 'map':
      return (
        <Stack gap="xs">
          {optionsOf(fields, ['location']).length ? (
            select('question', 'Location question', optionsOf(fields, ['location']))
          ) : (
            <Text size="sm" c="gray.7">
              This form asks for no location: a map has nothing to show.
            </Text>
          )}
          {title}
        </Stack>
      );
    default:
      return null;
  }
}
