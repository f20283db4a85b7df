import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-oversight-6)" />
      <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="#fff" />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('shell.home')}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={800} size="lg" c="oversight.8">
          Oversight
        </Text>
      </Group>
    </UnstyledButton>
  );
}
