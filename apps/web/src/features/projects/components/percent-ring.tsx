import { RingProgress, Text } from '@mantine/core';
import { STATUS_COLORS, statusOf } from './status';

export interface PercentRingProps {
  value: number | null | undefined;
  status?: string | null;
  size?: number;
}

/** Percentage completed as a ring, in the colour of the status. */
export function PercentRing({ value, status, size = 64 }: PercentRingProps) {
  const percent = Math.max(0, Math.min(100, Math.round(Number(value) || 0)));
  return (
    <RingProgress
      size={size}
      thickness={Math.max(4, Math.round(size / 10))}
      roundCaps
      role="img"
      aria-label={`${percent}% completed`}
      sections={[{ value: percent, color: STATUS_COLORS[statusOf(status)] }]}
      label={
        <Text ta="center" fw={700} fz={Math.max(10, Math.round(size * 0.22))} lh={1} aria-hidden>
          {percent}%
        </Text>
      }
    />
  );
}
