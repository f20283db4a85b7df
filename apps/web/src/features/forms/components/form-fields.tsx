import { Button, Group, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  SURVEY_TYPE_LABELS,
  SURVEY_TYPES,
  type Survey,
  type SurveyType,
} from '@oversight/shared/surveys/surveys.schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { formErrors } from '../../../lib/form-errors';

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

type Errors = Partial<Record<keyof FormValues | 'non_field_errors', string>>;

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [other, setOther] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!values.name.trim()) found.name = 'Enter the form name.';
    if (
      values.publish_date &&
      values.expire_date &&
      Date.parse(values.expire_date) <= Date.parse(values.publish_date)
    )
      found.expire_date = 'The closing date must be after the opening date.';
    setErrors(found);
    setOther([]);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit({ ...values, name: values.name.trim(), description: values.description.trim() });
    } catch (error) {
      const answer = formErrors(error, Object.keys(valuesOf()));
      setErrors(answer.byField);
      setOther(answer.other);
    } finally {
      setBusy(false);
    }
  }

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
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          description="What the form is for and who should fill it in."
          autosize
          minRows={3}
          maxLength={5000}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            type="datetime-local"
            label="Opens"
            description="Optional"
            value={toLocalInput(values.publish_date)}
            error={errors.publish_date}
            onChange={(event) => set('publish_date', fromLocalInput(event.currentTarget.value))}
            miw={200}
          />
          <TextInput
            type="datetime-local"
            label="Closes"
            description="Optional"
            value={toLocalInput(values.expire_date)}
            error={errors.expire_date}
            onChange={(event) => set('expire_date', fromLocalInput(event.currentTarget.value))}
            miw={200}
          />
        </Group>
        <Select
          label="Type"
          data={SURVEY_TYPES.map((type) => ({ value: type, label: SURVEY_TYPE_LABELS[type] }))}
          value={values.survey_type}
          allowDeselect={false}
          error={errors.survey_type}
          onChange={(value) => value && set('survey_type', value as SurveyType)}
        />
        <Switch
          label="Accepting responses"
          description="Turn off to stop new answers without unpublishing the form."
          checked={values.accepting_responses}
          onChange={(event) => set('accepting_responses', event.currentTarget.checked)}
        />
        {children ? children(actions) : actions}
      </Stack>
    </form>
  );
}
