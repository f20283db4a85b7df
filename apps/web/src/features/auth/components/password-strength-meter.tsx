import { Group, Progress, Text } from '@mantine/core';
import type { PasswordContext } from '@oversight/shared/accounts/password-strength';
import { passwordStrength } from '../password-strength';
import { useTranslation } from '../../../i18n';

/** A hint under a new-password field: a bar and a word, by the rule the server applies (the person's own words count). */
export function PasswordStrengthMeter({
  password,
  context,
}: {
  password: string;
  context?: PasswordContext;
}) {
  const { t } = useTranslation();
  if (!password) {
    return (
      <Text size="xs" c="gray.7">
        {t('auth.strengthHint')}
      </Text>
    );
  }
  const { score, color } = passwordStrength(password, context);
  return (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      <Progress
        value={(score / 4) * 100 || 5}
        color={color}
        size="sm"
        flex={1}
        aria-label={t('auth.strength')}
      />
      <Text size="xs" c="gray.7" w={64} ta="right">
        {t(`auth.strength${score}`)}
      </Text>
    </Group>
  );
}
