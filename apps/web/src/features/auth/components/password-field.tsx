import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/** Mantine's PasswordInput, plus what it leaves out: aria-invalid on error and a named show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    return (
      <PasswordInput
        ref={ref}
        aria-invalid={props.error ? true : undefined}
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
        {...props}
      />
    );
  },
);
