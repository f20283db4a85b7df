import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A settings screen's heading (the layout's h1 is "Settings") and body. */
export function SettingsPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="gray.7" mt={2}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
