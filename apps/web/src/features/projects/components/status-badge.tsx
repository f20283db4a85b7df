import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLORS, statusLabel, statusOf } from './status';
import { useTranslation } from '../../../i18n';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: string | null | undefined;
}

export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  useTranslation(); // re-render with the language
  return (
    <Badge color={STATUS_COLORS[statusOf(status)]} variant="dot" radius="sm" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
