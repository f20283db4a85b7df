import { Box, Group, Progress, Stepper, Text } from '@mantine/core';
import { SIGNUP_STEP_COUNT, SIGNUP_STEP_SHORT, SIGNUP_STEPS } from './signup-store';

/** A Stepper on wide screens; "Step n of 7" and a bar on phones and in the modal. */
export function SignupProgress({ step, compact }: { step: number; compact?: boolean }) {
  const label = SIGNUP_STEPS[step - 1] ?? '';
  const mobile = (
    <Box>
      <Group justify="space-between" mb={6} gap="xs">
        <Text size="sm" fw={600}>
          Step {step} of {SIGNUP_STEP_COUNT}
        </Text>
        <Text size="sm" c="gray.7">
          {label}
        </Text>
      </Group>
      <Progress
        value={(step / SIGNUP_STEP_COUNT) * 100}
        size="sm"
        aria-label={`Step ${step} of ${SIGNUP_STEP_COUNT}: ${label}`}
      />
    </Box>
  );
  if (compact) return mobile;
  return (
    <>
      <Box hiddenFrom="md">{mobile}</Box>
      <Box visibleFrom="md" aria-label={`Step ${step} of ${SIGNUP_STEP_COUNT}: ${label}`} role="group">
        <Stepper
          active={step - 1}
          size="xs"
          iconSize={28}
          allowNextStepsSelect={false}
          wrap={false}
          // Mantine's default gaps (16 px each side of a separator) make seven steps wider than the card.
          styles={{ separator: { marginInline: 6 }, stepBody: { marginInlineStart: 6 } }}
        >
          {SIGNUP_STEP_SHORT.map((title, i) => (
            <Stepper.Step key={title} label={title} aria-label={SIGNUP_STEPS[i]} allowStepSelect={false} />
          ))}
        </Stepper>
      </Box>
    </>
  );
}
