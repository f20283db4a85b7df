import { Box, Group, Progress, Stepper, Text } from '@mantine/core';
import { useTranslation, type MessageKey } from '../../../i18n';
import { SIGNUP_STEP_COUNT } from './signup-store';

// The steps of SIGNUP_STEPS, and the same in one or two words for the desktop Stepper.
const STEPS: MessageKey[] = [
  'auth.step1',
  'auth.step2',
  'auth.step3',
  'auth.step4',
  'auth.step5',
  'auth.step6',
  'auth.step7',
];
const SHORT: MessageKey[] = [
  'auth.short1',
  'auth.short2',
  'auth.short3',
  'auth.short4',
  'auth.short5',
  'auth.short6',
  'auth.short7',
];

/** A Stepper on wide screens; "Step n of 7" and a bar on phones and in the modal. */
export function SignupProgress({ step, compact }: { step: number; compact?: boolean }) {
  const { t } = useTranslation();
  const label = STEPS[step - 1] ? t(STEPS[step - 1]!) : '';
  const stepOf = t('auth.stepOfLabel', { step, count: SIGNUP_STEP_COUNT, label });
  const mobile = (
    <Box>
      <Group justify="space-between" mb={6} gap="xs">
        <Text size="sm" fw={600}>
          {t('auth.stepOf', { step, count: SIGNUP_STEP_COUNT })}
        </Text>
        <Text size="sm" c="gray.7">
          {label}
        </Text>
      </Group>
      <Progress value={(step / SIGNUP_STEP_COUNT) * 100} size="sm" aria-label={stepOf} />
    </Box>
  );
  if (compact) return mobile;
  return (
    <>
      <Box hiddenFrom="md">{mobile}</Box>
      <Box visibleFrom="md" aria-label={stepOf} role="group">
        <Stepper
          active={step - 1}
          size="xs"
          iconSize={28}
          allowNextStepsSelect={false}
          wrap={false}
          // Mantine's default gaps (16 px each side of a separator) make seven steps wider than the card.
          styles={{ separator: { marginInline: 6 }, stepBody: { marginInlineStart: 6 } }}
        >
          {SHORT.map((short, i) => (
            <Stepper.Step key={short} label={t(short)} aria-label={t(STEPS[i]!)} allowStepSelect={false} />
          ))}
        </Stepper>
      </Box>
    </>
  );
}
