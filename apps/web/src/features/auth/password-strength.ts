export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string; color: string };

const LABELS: Record<PasswordStrength['score'], [string, string]> = {
  0: ['Too short', 'red'],
  1: ['Weak', 'red'],
  2: ['Fair', 'orange'],
  3: ['Good', 'yellow'],
  4: ['Strong', 'green'],
};

/** A rough hint only; the server has the final word on what it accepts. */
export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) {
    score = 1;
    const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
    if (kinds >= 2) score++;
    if (kinds >= 3 && password.length >= 10) score++;
    if (kinds >= 3 && password.length >= 14) score++;
  }
  const s = Math.min(score, 4) as PasswordStrength['score'];
  const [label, color] = LABELS[s];
  return { score: s, label, color };
}

export const PASSWORD_MIN_LENGTH = 8;
