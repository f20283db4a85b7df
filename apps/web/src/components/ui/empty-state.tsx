import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** An icon element (Tabler) shown in a soft circle. */
  icon?: ReactNode;
  /** An illustration; takes the place of the icon. */
  image?: { src: string; alt: string };
  action?: ReactNode;
  /** Heading level for the title, so the page outline stays right. */
  order?: 1 | 2 | 3 | 4;
}

export function EmptyState({ title, text, icon, image, action, order = 2 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" maw={520} mx="auto">
      {image ? (
        <img src={image.src} alt={image.alt} width={160} height={160} style={{ objectFit: 'contain' }} />
      ) : icon ? (
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      ) : null}
      <Title order={order} size="h3">
        {title}
      </Title>
      {text ? (
        <Text c="gray.7" size="sm">
          {text}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
