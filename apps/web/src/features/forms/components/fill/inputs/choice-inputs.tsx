import { Checkbox, Group, Input, Radio, Rating, Select, Stack, Text } from '@mantine/core';
import { useWords } from '../filler-words';
import { asList, asNumber, asString, type FieldProps } from './field-props';

export type ChoiceOption = { label: string; value: string };
type ChoiceProps = FieldProps & { options: ChoiceOption[] };

/** Single choice as radios: radio, likert and yes/no (inline when the labels are short). */
export function RadioAnswer({
  options,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: ChoiceProps) {
  const inline = options.length <= 3 && options.every((option) => option.label.length <= 12);
  const Wrap = inline ? Group : Stack;
  return (
    <Radio.Group
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      error={error}
      value={asString(value) || null}
      onChange={(next) => onChange(next)}
    >
      <Wrap mt="xs" gap="sm">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            id={index === 0 ? `${id}-first` : undefined}
            value={option.value}
            label={option.label}
            disabled={disabled}
          />
        ))}
      </Wrap>
    </Radio.Group>
  );
}

/** Dropdowns (list, state, LGA, zone): searchable, so long lists stay quick on a phone. */
export function SelectAnswer({
  options,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: ChoiceProps) {
  const t = useWords();
  return (
    <Select
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error}
      disabled={disabled}
      data={options}
      searchable
      clearable
      nothingFoundMessage={t('filler.noChoiceMatches')}
      placeholder={t('filler.chooseOne')}
      value={asString(value) || null}
      onChange={(next) => onChange(next)}
    />
  );
}

export function MultipleAnswer({
  options,
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
}: ChoiceProps) {
  return (
    <Checkbox.Group
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      error={error}
      value={asList(value)}
      onChange={(next) => onChange(next.length ? next : null)}
    >
      <Stack mt="xs" gap="sm">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} disabled={disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Stars (Mantine Rating is radios inside: arrow keys change it). */
export function RatingAnswer({
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
  const t = useWords();
  const count =
    question.settings.max && question.settings.max >= 2 && question.settings.max <= 10
      ? question.settings.max
      : 5;
  const labelId = `${id}-label`;
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={<span id={labelId}>{label}</span>}
      description={description}
      withAsterisk={required}
      error={error}
    >
      <Rating
        mt="xs"
        size="lg"
        count={count}
        role="radiogroup"
        aria-label={label}
        readOnly={disabled}
        value={asNumber(value) || 0}
        onChange={(next) => onChange(next || null)}
        getSymbolLabel={(index) => t('filler.starOf', { number: index + 1, count })}
      />
    </Input.Wrapper>
  );
}

/** A row of numbered radios between two labelled ends (default 1-5). */
export function LinearScaleAnswer({
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
  const { min = 1, max = 5, step = 1, min_label: minLabel, max_label: maxLabel } = question.settings;
  const points: number[] = [];
  for (let point = min; point <= max && points.length < 101; point += step)
    points.push(Math.round(point * 1e6) / 1e6);
  return (
    <Radio.Group
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      error={error}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(next) => onChange(Number(next))}
    >
      <Group mt="xs" gap="xs" wrap="wrap" align="flex-end">
        {minLabel ? (
          <Text size="sm" c="dimmed">
            {minLabel}
          </Text>
        ) : null}
        {points.map((point) => (
          <Radio
            key={point}
            value={String(point)}
            label={String(point)}
            disabled={disabled}
            styles={{ body: { flexDirection: 'column', alignItems: 'center' } }}
          />
        ))}
        {maxLabel ? (
          <Text size="sm" c="dimmed">
            {maxLabel}
          </Text>
        ) : null}
      </Group>
    </Radio.Group>
  );
}

/** XLSForm's acknowledge: one box, "OK", ticked to agree; the answer is "OK" (ODK's value), cleared when unticked. */
export function AcknowledgeAnswer({
  value,
  onChange,
  id,
  error,
  label,
  description,
  required,
  disabled,
  okLabel,
}: FieldProps & { okLabel: string }) {
  return (
    <Input.Wrapper
      id={`${id}-wrapper`}
      label={label}
      description={description}
      withAsterisk={required}
      error={error}
    >
      <Checkbox
        id={id}
        mt="xs"
        label={okLabel}
        checked={value === 'OK'}
        disabled={disabled}
        aria-describedby={error ? `${id}-wrapper-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked ? 'OK' : null)}
      />
    </Input.Wrapper>
  );
}
