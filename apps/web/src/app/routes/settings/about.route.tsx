import { Card, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ABOUT } from '../../../content';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('About · Settings · Oversight');
  return (
    <SettingsPage title={ABOUT.title}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          {ABOUT.paragraphs.map((paragraph, i) => (
            <Text key={i} lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Card>
    </SettingsPage>
  );
}
