import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useWords } from '../filler-words';
import { asNumber, asString, useNumberText, type FieldProps } from './field-props';

const TEXT_KINDS: Record<
  string,
  { type: string; inputMode?: 'email' | 'tel' | 'url'; autoComplete?: string }
> = {
  text: { type: 'text' },
  ward: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  link: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  // Native pickers are the easiest on phones.
  date: { type: 'date' },
  time: { type: 'time' },
};

/** Short text, e-mail, phone, link, ward, date and time: one line of text ('' clears the answer). */
export function TextAnswer({
  question,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: FieldProps) {
  const kind = TEXT_KINDS[question.question_type] ?? { type: 'text' };
  return (
    <TextInput
      id={id}
      type={kind.type}
      inputMode={kind.inputMode}
      autoComplete={kind.autoComplete ?? 'off'}
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      disabled={disabled}
      maxLength={question.settings.max_length}
      value={asString(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
    />
  );
}

/** 'YYYY-MM-DDTHH:mm' in the device's time zone <-> an ISO 8601 instant (the answer). */
const pad = (n: number) => String(n).padStart(2, '0');
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function DateTimeAnswer({
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: FieldProps) {
  return (
    <TextInput
      id={id}
      type="datetime-local"
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      disabled={disabled}
      value={typeof value === 'string' ? toLocalInput(value) : ''}
      onChange={(event) => {
        const date = new Date(event.currentTarget.value);
        onChange(event.currentTarget.value && !Number.isNaN(date.getTime()) ? date.toISOString() : null);
      }}
    />
  );
}

export function ParagraphAnswer({
  question,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: FieldProps) {
  return (
    <Textarea
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      disabled={disabled}
      autosize
      minRows={3}
      maxLength={question.settings.max_length}
      value={asString(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
    />
  );
}

/** Whole and decimal numbers, and naira amounts (appropriation). */
export function NumberAnswer({
  question,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: FieldProps) {
  const type = question.question_type;
  const { shown, change } = useNumberText(asNumber(value), onChange);
  return (
    <NumberInput
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      disabled={disabled}
      inputMode={type === 'integer' ? 'numeric' : 'decimal'}
      allowDecimal={type !== 'integer'}
      decimalScale={type === 'appropriation' ? 2 : undefined}
      prefix={type === 'appropriation' ? '₦' : undefined}
      thousandSeparator={type === 'appropriation' ? ',' : undefined}
      min={question.settings.min}
      max={question.settings.max}
      step={question.settings.step}
      value={shown}
      onChange={change}
    />
  );
}

/** A calculated answer: shown as the respondent fills in the rest, never typed. */
export function CalculatedAnswer({
  id,
  label,
  description,
  text,
}: Pick<FieldProps, 'id' | 'label' | 'description'> & { text: string }) {
  const t = useWords();
  return (
    <TextInput
      id={id}
      label={label}
      description={description}
      value={text}
      readOnly
      variant="filled"
      placeholder={t('filler.calculated')}
    />
  );
}
