import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  createSurveyBodySchema,
  SURVEY_TYPE_LABELS,
  SURVEY_TYPES,
  type CreateSurveyBody,
  type CreateSurveyInput,
  type Survey,
  type SurveyType,
} from '@oversight/shared/surveys/surveys.schemas';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { applyFormErrors } from '../../../lib/form-errors';

/** An optional date and time of the form (opens, closes), in the browser's local time. */
function DateTimeField({
  control,
  name,
  label,
}: {
  control: Control<CreateSurveyInput>;
  name: 'publish_date' | 'expire_date';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          type="datetime-local"
          label={label}
          description="Optional"
          value={toLocalInput(field.value ?? null)}
          error={fieldState.error?.message}
          onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
          onBlur={field.onBlur}
          ref={field.ref}
          miw={200}
        />
      )}
    />
  );
}

export type FormValues = {
  name: string;
  description: string;
  publish_date: string | null;
  expire_date: string | null;
  accepting_responses: boolean;
  survey_type: SurveyType;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO instant -> the local "YYYY-MM-DDTHH:mm" a datetime-local input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

export const valuesOf = (form?: Survey): FormValues => ({
  name: form?.name ?? '',
  description: form?.description ?? '',
  publish_date: form?.publish_date ?? null,
  expire_date: form?.expire_date ?? null,
  accepting_responses: form?.accepting_responses ?? true,
  survey_type: form?.survey_type ?? 'survey',
});

const FIELDS = [
  'name',
  'description',
  'publish_date',
  'expire_date',
  'accepting_responses',
  'survey_type',
] as const;

/**
 * A form's details (name, description, opening and closing dates, taking responses, type), for creating one and for
 * editing it. Checks what it can before sending and shows the server's field errors under their fields.
 */
export function FormFields({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  initial: FormValues;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** More of the same form after the details (the builder), given the Cancel and submit buttons to place. */
  children?: (actions: ReactNode) => ReactNode;
}) {
  const [other, setOther] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<CreateSurveyInput, unknown, CreateSurveyBody>({
    resolver: zodResolver(createSurveyBodySchema),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (body) => {
    setOther([]);
    try {
      await onSubmit({
        name: body.name,
        description: body.description,
        publish_date: body.publish_date ?? null,
        expire_date: body.expire_date ?? null,
        accepting_responses: body.accepting_responses,
        survey_type: body.survey_type,
      });
    } catch (error) {
      setOther(applyFormErrors(error, setError, FIELDS));
    }
  });

  const actions = (
    <Group justify="flex-end" gap="xs">
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert messages={other} />
        <TextInput
          label="Form name"
          required
          maxLength={200}
          {...register('name')}
          error={errors.name?.message}
        />
        <Textarea
          label="Description"
          description="What the form is for and who should fill it in."
          autosize
          minRows={3}
          maxLength={5000}
          {...register('description')}
          error={errors.description?.message}
        />
        <Group grow wrap="wrap" align="flex-start">
          <DateTimeField control={control} name="publish_date" label="Opens" />
          <DateTimeField control={control} name="expire_date" label="Closes" />
        </Group>
        <Controller
          control={control}
          name="survey_type"
          render={({ field, fieldState }) => (
            <Select
              label="Type"
              data={SURVEY_TYPES.map((type) => ({ value: type, label: SURVEY_TYPE_LABELS[type] }))}
              value={field.value ?? null}
              allowDeselect={false}
              error={fieldState.error?.message}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="accepting_responses"
          render={({ field }) => (
            <Switch
              label="Accepting responses"
              description="Turn off to stop new answers without unpublishing the form."
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        {children ? children(actions) : actions}
      </Stack>
    </form>
  );
}
