import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLORS, statusLabel, statusOf } from './status';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: string | null | undefined;
}

export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge color={STATUS_COLORS[statusOf(status)]} variant="dot" radius="sm" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
