import { Card, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { useContent } from '../../../content/use-content';
import { useTranslation } from '../../../i18n';

export function Component() {
  const { t } = useTranslation();
  const about = useContent()?.about;
  useDocumentTitle(t('content.aboutDocTitle'));
  if (!about) return <Loader m="xl" aria-label={t('content.loading')} />;
  return (
    <SettingsPage title={about.title}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          {about.paragraphs.map((paragraph, i) => (
            <Text key={i} lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Card>
    </SettingsPage>
  );
}
