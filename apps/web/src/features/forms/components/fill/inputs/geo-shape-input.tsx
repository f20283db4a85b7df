import { ActionIcon, Alert, Button, Group, Input, List, NumberInput, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconPlus, IconX } from '@tabler/icons-react';
import {
  asGeoShape,
  formatArea,
  formatLength,
  geoPoints,
  lineLength,
  ringArea,
  type GeoPosition,
  type GeoShapeAnswer,
} from '@oversight/shared/surveys/geo-answers';
import { useState } from 'react';
import { useWords } from '../filler-words';
import type { FieldProps } from './field-props';
import { useDevicePosition } from './use-device-position';

/** The points a person placed: a line's points, or an area's ring without its closing point. */
function placed(value: unknown): GeoPosition[] {
  const shape = asGeoShape(value);
  if (!shape) return [];
  const points = geoPoints(shape);
  return shape.type === 'Polygon' ? points.slice(0, -1) : points;
}

/** The answer for the points: a line of 2 or more, an area of 3 or more (closed here), else no answer yet. */
function shapeOf(area: boolean, points: GeoPosition[]): GeoShapeAnswer | null {
  if (area) return points.length >= 3 ? { type: 'Polygon', coordinates: [[...points, points[0]!]] } : null;
  return points.length >= 2 ? { type: 'LineString', coordinates: points } : null;
}

/**
 * A line (geotrace) or an area (geoshape) as a list of points: each typed in (latitude, longitude) or the device's
 * current position, walked point by point. Shows the count and the length or area so far.
 */
export function GeoShapeAnswerInput({
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
  const area = question.question_type === 'geoshape';
  const [points, setPoints] = useState<GeoPosition[]>(() => placed(value));
  const [latitude, setLatitude] = useState<number | string>('');
  const [longitude, setLongitude] = useState<number | string>('');
  const device = useDevicePosition();
  const { busy, problem } = device;

  const update = (next: GeoPosition[]) => {
    setPoints(next);
    onChange(shapeOf(area, next));
  };
  const lat = Number(latitude);
  const lon = Number(longitude);
  const typedOk =
    latitude !== '' &&
    longitude !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180;
  const addTyped = () => {
    if (!typedOk) return;
    update([...points, [lon, lat]]);
    setLatitude('');
    setLongitude('');
  };
  const addCurrent = () =>
    device.locate(({ latitude: la, longitude: lo, altitude }) =>
      update([...points, altitude != null ? [lo, la, altitude] : [lo, la]]),
    );

  const needed = area ? 3 : 2;
  const measure = area
    ? points.length >= 3
      ? t('filler.geoArea', { area: formatArea(ringArea([...points, points[0]!])) })
      : null
    : points.length >= 2
      ? t('filler.geoLength', { length: formatLength(lineLength(points)) })
      : null;

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
        <Button
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          variant="light"
          loading={busy}
          disabled={disabled}
          onClick={addCurrent}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('filler.geoAddMyPosition')}
        </Button>
        {problem ? (
          <Alert color="orange" variant="light" role="status">
            {problem}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            label={t('filler.latitude')}
            min={-90}
            max={90}
            decimalScale={7}
            disabled={disabled}
            value={latitude}
            onChange={setLatitude}
            style={{ flex: '1 1 9rem' }}
          />
          <NumberInput
            label={t('filler.longitude')}
            min={-180}
            max={180}
            decimalScale={7}
            disabled={disabled}
            value={longitude}
            onChange={setLongitude}
            style={{ flex: '1 1 9rem' }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={disabled || !typedOk}
            onClick={addTyped}
          >
            {t('filler.geoAddPoint')}
          </Button>
        </Group>
        {points.length ? (
          <List type="ordered" size="sm" spacing={2}>
            {points.map(([lo, la], index) => (
              <List.Item key={`${index}-${lo}-${la}`}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">
                    {la.toFixed(6)}, {lo.toFixed(6)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    disabled={disabled}
                    aria-label={t('filler.geoRemovePoint', { number: index + 1 })}
                    onClick={() => update(points.filter((_, i) => i !== index))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        <Text size="sm" aria-live="polite">
          {t('filler.geoPoints', { count: points.length })}
          {measure ? ` · ${measure}` : ''}
          {points.length < needed ? ` · ${t('filler.geoNeedPoints', { count: needed })}` : ''}
        </Text>
        {area && points.length >= 3 ? (
          <Text size="xs" c="dimmed">
            {t('filler.geoAreaClosed')}
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
