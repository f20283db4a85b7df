import { MultiSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import {
  FILE_KINDS,
  FILE_TYPES,
  MAX_ANSWER_FILE_MB,
  type QuestionSettings as Settings,
} from '@oversight/shared/surveys/questions.schemas';
import { useBuilderApi } from './builder-context';
import type { DraftQuestion } from './builder-state';
import { ExpressionField } from './expression-field';
import type { FieldErrors } from './save-errors';

const FILE_KIND_LABELS: Record<(typeof FILE_KINDS)[number], string> = {
  image: 'Images',
  audio: 'Audio',
  video: 'Video',
  document: 'Documents (PDF, Word)',
  spreadsheet: 'Spreadsheets',
  archive: 'Zip archives',
};

const numberOrUndefined = (value: string | number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The settings of the question's type (numbers' bounds, scale ends, file kinds, repeat counts, accuracy, formula). */
export function QuestionSettings({ question, errors }: { question: DraftQuestion; errors: FieldErrors }) {
  const { dispatch } = useBuilderApi();
  const settings = question.settings;
  const set = (patch: Partial<Settings>) =>
    dispatch({ type: 'updateQuestion', key: question.key, patch: { settings: { ...settings, ...patch } } });
  const number = (
    key: keyof Settings,
    label: string,
    extra: { min?: number; max?: number; allowDecimal?: boolean; placeholder?: string } = {},
  ) => (
    <NumberInput
      label={label}
      value={(settings[key] as number | undefined) ?? ''}
      onChange={(value) => set({ [key]: numberOrUndefined(value) })}
      allowDecimal={extra.allowDecimal ?? true}
      min={extra.min}
      max={extra.max}
      placeholder={extra.placeholder}
    />
  );
  const type = question.question_type;
  const error = errors.settings;

  let body = null;
  if (type === 'text' || type === 'paragraph')
    body = number('max_length', 'Longest answer (characters)', {
      min: 1,
      allowDecimal: false,
      placeholder: 'No limit',
    });
  else if (type === 'integer' || type === 'float' || type === 'appropriation')
    body = (
      <SimpleGrid cols={2}>
        {number('min', 'Smallest answer', { allowDecimal: type !== 'integer', placeholder: 'None' })}
        {number('max', 'Largest answer', { allowDecimal: type !== 'integer', placeholder: 'None' })}
      </SimpleGrid>
    );
  else if (type === 'linear-scale')
    body = (
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {number('min', 'From', { placeholder: '1' })}
        {number('max', 'To', { placeholder: '5' })}
        {number('step', 'Step', { min: 0, placeholder: '1' })}
        <TextInput
          label="Label at the start"
          placeholder="e.g. Very poor"
          maxLength={100}
          value={settings.min_label ?? ''}
          onChange={(event) => set({ min_label: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="Label at the end"
          placeholder="e.g. Excellent"
          maxLength={100}
          value={settings.max_label ?? ''}
          onChange={(event) => set({ max_label: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
    );
  else if (type === 'rating')
    body = number('max', 'Number of stars', { min: 2, max: 10, allowDecimal: false, placeholder: '5' });
  else if (FILE_TYPES.includes(type))
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {type === 'file' ? (
          <MultiSelect
            label="Kinds of file accepted"
            placeholder={settings.accept?.length ? undefined : 'Any kind'}
            data={FILE_KINDS.map((kind) => ({ value: kind, label: FILE_KIND_LABELS[kind] }))}
            value={settings.accept ?? []}
            onChange={(value) => set({ accept: value.length ? (value as Settings['accept']) : undefined })}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {number('max_size_mb', `Largest file (MB, up to ${MAX_ANSWER_FILE_MB})`, {
          min: 0,
          max: MAX_ANSWER_FILE_MB,
          placeholder: String(MAX_ANSWER_FILE_MB),
        })}
      </SimpleGrid>
    );
  else if (type === 'repeat')
    body = (
      <>
        <SimpleGrid cols={2}>
          {number('min_repeats', 'At least (times)', {
            min: 0,
            max: 500,
            allowDecimal: false,
            placeholder: '0',
          })}
          {number('max_repeats', 'At most (times)', {
            min: 1,
            max: 500,
            allowDecimal: false,
            placeholder: 'No limit',
          })}
        </SimpleGrid>
        <ExpressionField
          question={question}
          label="Exactly this many times (optional)"
          description="A number, or an expression such as ${classrooms}."
          value={settings.repeat_count ?? ''}
          onChange={(value) => set({ repeat_count: value || undefined })}
        />
      </>
    );
  else if (type === 'location')
    body = number('max_accuracy', 'Worst accuracy accepted (metres)', { min: 1, placeholder: 'Any' });
  else if (type === 'calculate')
    body = (
      <ExpressionField
        question={question}
        label="Calculation"
        description="An expression over other answers, e.g. ${boys} + ${girls}."
        value={question.calculation}
        error={errors.calculation}
        onChange={(value) =>
          dispatch({ type: 'updateQuestion', key: question.key, patch: { calculation: value } })
        }
      />
    );
  else if (type === 'hidden')
    body = (
      <TextInput
        label="Value"
        description="Kept with every response and never shown to the respondent."
        value={question.default ?? ''}
        error={errors.default}
        onChange={(event) =>
          dispatch({
            type: 'updateQuestion',
            key: question.key,
            patch: { default: event.currentTarget.value || null },
          })
        }
      />
    );
  if (!body) return null;
  return (
    <div role="group" aria-label="Settings of this type">
      {body}
      {error ? (
        <div
          role="alert"
          style={{
            color: 'var(--mantine-color-red-8)',
            fontSize: 'var(--mantine-font-size-sm)',
            marginTop: 4,
          }}
        >
          {error}
        </div>
      ) : null}
    </div>
  );
}
