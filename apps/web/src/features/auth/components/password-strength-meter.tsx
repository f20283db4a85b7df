import { Group, Progress, Text } from '@mantine/core';
import { passwordStrength } from '../password-strength';

/** A hint under a new-password field: a bar and a word. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) {
    return (
      <Text size="xs" c="gray.7">
        At least 8 characters, not only numbers. Mixing letters, numbers and symbols makes it stronger.
      </Text>
    );
  }
  const { score, label, color } = passwordStrength(password);
  return (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      <Progress
        value={(score / 4) * 100 || 5}
        color={color}
        size="sm"
        flex={1}
        aria-label="Password strength"
      />
      <Text size="xs" c="gray.7" w={64} ta="right">
        {label}
      </Text>
    </Group>
  );
}
