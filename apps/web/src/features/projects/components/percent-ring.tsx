import { Text } from '@mantine/core';
import { STATUS_COLORS, statusOf } from './status';
import { t } from '../../../i18n';

export interface PercentRingProps {
  value: number | null | undefined;
  status?: string | null;
  size?: number;
}

/**
 * Percentage completed as a ring, in the colour of the status. A plain SVG: Mantine's RingProgress wraps every
 * section in a tooltip, which brought the popover positioning library into every list's first load.
 */
export function PercentRing({ value, status, size = 64 }: PercentRingProps) {
  const percent = Math.max(0, Math.min(100, Math.round(Number(value) || 0)));
  const thickness = Math.max(4, Math.round(size / 10));
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const color = `var(--mantine-color-${STATUS_COLORS[statusOf(status)]}-filled)`;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };

  return (
    <div
      role="img"
      aria-label={t('projects.percentCompleted', { percent })}
      style={{ position: 'relative', width: size, height: size, flex: 'none' }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden
        style={{ transform: 'rotate(-90deg)' }}
      >
        <circle {...circle} stroke="var(--mantine-color-gray-2)" />
        {percent > 0 ? (
          <circle
            {...circle}
            stroke={color}
            strokeLinecap="round"
            strokeDasharray={`${(circumference * percent) / 100} ${circumference}`}
          />
        ) : null}
      </svg>
      <Text
        ta="center"
        fw={700}
        fz={Math.max(10, Math.round(size * 0.22))}
        lh={1}
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {percent}%
      </Text>
    </div>
  );
}
