import { Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type Field = { label: string; error?: string; registration: UseFormRegisterReturn };

/**
 * A new password with its strength meter under it, then the same typed again: the sign-up, password reset and
 * change-password forms. `value` is the password typed so far (for the meter).
 */
export function NewPasswordFields({
  password,
  confirm,
  value,
}: {
  password: Field;
  confirm: Field;
  value: string;
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
        <PasswordStrengthMeter password={value} />
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
