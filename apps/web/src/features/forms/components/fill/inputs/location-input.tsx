import { Alert, Button, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import type { LocationAnswer } from '@oversight/shared/surveys/responses.schemas';
import { useState } from 'react';
import { useWords } from '../filler-words';
import type { FieldProps } from './field-props';
import { useDevicePosition } from './use-device-position';

const isLocation = (value: unknown): value is LocationAnswer =>
  !!value && typeof value === 'object' && 'latitude' in value && 'longitude' in value;

/** A GPS point from the device ("Use my location"), or typed by hand when there is no GPS or it was refused. */
export function LocationAnswerInput({
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
  const point = isLocation(value) ? value : null;
  const device = useDevicePosition();
  const { busy, problem } = device;
  const [manual, setManual] = useState(false);

  const locate = () =>
    device.locate(
      ({ latitude, longitude, accuracy, altitude }) => {
        setTyped({ latitude, longitude });
        onChange({
          latitude,
          longitude,
          accuracy: Math.round(accuracy * 10) / 10,
          ...(altitude != null ? { altitude } : {}),
        });
      },
      () => setManual(true),
    );

  // Typed coordinates live here (as typed: "9." is not a number yet) until both are numbers: half a point is no answer.
  const [typed, setTyped] = useState<{ latitude: number | string; longitude: number | string }>({
    latitude: point?.latitude ?? '',
    longitude: point?.longitude ?? '',
  });
  const setPart = (part: 'latitude' | 'longitude', next: string | number) => {
    const parts = { ...typed, [part]: next };
    setTyped(parts);
    const latitude = Number(parts.latitude);
    const longitude = Number(parts.longitude);
    const complete =
      parts.latitude !== '' &&
      parts.longitude !== '' &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude);
    onChange(complete ? { latitude, longitude } : null);
  };
  const maxAccuracy = question.settings.max_accuracy;

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      description={description}
      withAsterisk={required}
      error={error}
    >
      <Stack gap="xs" mt="xs" role="group" aria-label={label}>
        <Group gap="xs">
          <Button
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            variant="light"
            loading={busy}
            disabled={disabled}
            onClick={locate}
          >
            {t('filler.useMyLocation')}
          </Button>
          {!manual ? (
            <Button variant="subtle" disabled={disabled} onClick={() => setManual(true)}>
              {t('filler.typeInstead')}
            </Button>
          ) : null}
          {point ? (
            <Button
              variant="subtle"
              color="gray"
              disabled={disabled}
              onClick={() => {
                setTyped({ latitude: '', longitude: '' });
                onChange(null);
              }}
            >
              {t('filler.clear')}
            </Button>
          ) : null}
        </Group>
        {problem ? (
          <Alert color="orange" variant="light" role="status">
            {problem}
          </Alert>
        ) : null}
        {point ? (
          <Text size="sm" aria-live="polite">
            {point.latitude.toFixed(6)}, {point.longitude.toFixed(6)}
            {point.accuracy !== undefined
              ? ` ${t('filler.withinMetres', { metres: Math.round(point.accuracy) })}`
              : ''}
            {maxAccuracy && point.accuracy !== undefined && point.accuracy > maxAccuracy
              ? `. ${t('filler.notPrecise', { max: maxAccuracy })}`
              : ''}
          </Text>
        ) : null}
        {manual ? (
          <Group grow>
            <NumberInput
              label={t('filler.latitude')}
              min={-90}
              max={90}
              decimalScale={7}
              disabled={disabled}
              value={typed.latitude}
              onChange={(next) => setPart('latitude', next)}
            />
            <NumberInput
              label={t('filler.longitude')}
              min={-180}
              max={180}
              decimalScale={7}
              disabled={disabled}
              value={typed.longitude}
              onChange={(next) => setPart('longitude', next)}
            />
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
