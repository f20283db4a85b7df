import { Group, RangeSlider, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { AMOUNT_MAX, AMOUNT_MIN } from '../filter-state';

const STEP = 1_000_000;
const label = (value: number, end: 'min' | 'max') =>
  value <= AMOUNT_MIN && end === 'min'
    ? '₦0'
    : value >= AMOUNT_MAX && end === 'max'
      ? `${formatMoney(AMOUNT_MAX)}+`
      : formatMoney(value);

export interface AmountRangeProps {
  title: string;
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/** A 0..500,000,000 range; the store (and the query) change when the thumb is let go, not on every pixel. */
export function AmountRange({ title, value, onChange }: AmountRangeProps) {
  const [local, setLocal] = useState<[number, number]>(value);
  const [min, max] = value;
  useEffect(() => setLocal([min, max]), [min, max]);
  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600} id={`${title}-label`}>
          {title}
        </Text>
        <Text size="xs" c="gray.7" aria-live="polite">
          {label(local[0], 'min')} – {label(local[1], 'max')}
        </Text>
      </Group>
      <RangeSlider
        min={AMOUNT_MIN}
        max={AMOUNT_MAX}
        step={STEP}
        minRange={STEP}
        value={local}
        onChange={setLocal}
        onChangeEnd={onChange}
        label={(v) => (formatMoney(v) === '_' ? '₦0' : formatMoney(v))}
        thumbFromLabel={`${title}: lowest`}
        thumbToLabel={`${title}: highest`}
        mx={8}
      />
    </div>
  );
}
