import {
  checkPassword,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
} from '@oversight/shared/accounts/password-strength';

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string; color: string; accepted: boolean };

const LABELS: Record<PasswordStrength['score'], [string, string]> = {
  0: ['Too short', 'red'],
  1: ['Weak', 'red'],
  2: ['Fair', 'orange'],
  3: ['Good', 'yellow'],
  4: ['Strong', 'green'],
};

/**
 * The server's own rule (packages/shared password-strength): "Good" and "Strong" are exactly what the API accepts,
 * "Weak" and "Fair" what it refuses; 0 is kept for too short.
 */
export function passwordStrength(password: string, context?: PasswordContext): PasswordStrength {
  const checked = checkPassword(password, context);
  const score = (
    password.length < PASSWORD_MIN_LENGTH ? 0 : Math.max(1, checked.score)
  ) as PasswordStrength['score'];
  const [label, color] = LABELS[score];
  return { score, label, color, accepted: checked.ok };
}

export { PASSWORD_MIN_LENGTH };
