// Minimal stand-in so the auth modal typechecks; the screens engineer replaces this file with the real flow.
import { Text } from '@mantine/core';

export type SignupFlowProps = { inModal?: boolean; startPage?: number; onDone?: () => void };

export function SignupFlow(_props: SignupFlowProps) {
  return <Text>Sign-up is not available yet.</Text>;
}
