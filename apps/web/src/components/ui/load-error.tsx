import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';

/**
 * Says something could not load, with a retry: the one error state of lists and pages.
 * `title` in the reader's language (`text` replaces the "check your connection" line); `what` (English, organisation screens) names the thing in English only.
 * `retrying` shows the retry button busy while the request runs again.
 * `order` makes the title a heading of that level: a page whose whole content failed keeps its `h1`.
 */
export function LoadError({
  onRetry,
  what,
  title,
  text,
  retrying,
  order,
}: {
  onRetry?: () => void;
  what?: string;
  title?: string;
  text?: string;
  retrying?: boolean;
  order?: 1 | 2 | 3 | 4;
}) {
  const { t, language } = useTranslation();
  const heading =
    title ??
    (what
      ? language === 'en'
        ? `Could not load ${what}`
        : t('projects.loadErrorAny')
      : t('projects.loadErrorTitle'));
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={
        order ? (
          // Mantine puts the title in a span, where an h1 may not go: the heading role says the same to assistive tech.
          <Text span inherit role="heading" aria-level={order}>
            {heading}
          </Text>
        ) : (
          heading
        )
      }
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text ?? t('projects.loadErrorText')}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            {t('projects.tryAgain')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
