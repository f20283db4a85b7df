import { Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PasswordContext } from '@oversight/shared/accounts/password-strength';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type Field = { label: string; error?: string; registration: UseFormRegisterReturn };

/**
 * A new password with its strength meter under it, then the same typed again: the sign-up, password reset and
 * change-password forms. `value` is the password typed so far and `context` the person's own words (for the meter).
 */
export function NewPasswordFields({
  password,
  confirm,
  value,
  context,
}: {
  password: Field;
  confirm: Field;
  value: string;
  context?: PasswordContext;
}) {
  return (
    <>
      <Stack gap={6}>
        <PasswordField
          label={password.label}
          autoComplete="new-password"
          required
          error={password.error}
          {...password.registration}
        />
        <PasswordStrengthMeter password={value} context={context} />
      </Stack>
      <PasswordField
        label={confirm.label}
        autoComplete="new-password"
        required
        error={confirm.error}
        {...confirm.registration}
      />
    </>
  );
}
