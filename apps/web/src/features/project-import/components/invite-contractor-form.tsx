import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import {
  inviteContractorBodySchema,
  type InviteContractorBody,
} from '@oversight/shared/collaboration/subordinates.schemas';
import type { ContractorSuggestion } from '@oversight/shared/projects/project-import.schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { applyFormErrors } from '../../../lib/form-errors';
import { showSuccess } from '../../../lib/toasts';
import { inviteContractor } from '../api/invite-contractor';

type Choice = ContractorSuggestion['suggestions'][number];

/**
 * A contractor named in the sheet that is not on the platform: invite it here (name, e-mail, RC number) without
 * leaving the import. Once invited it exists, so the row's contractor is linked when the sheet is imported.
 */
export function InviteContractorForm({
  suggestion,
  onInvited,
}: {
  suggestion: ContractorSuggestion;
  onInvited: (choice: Choice) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors, isSubmitting: sending },
  } = useForm<InviteContractorBody>({
    resolver: zodResolver(inviteContractorBodySchema),
    defaultValues: { name: suggestion.name, email: '', rc_number: suggestion.rc_number },
  });
  const [name, email] = useWatch({ control, name: ['name', 'email'] });

  const submit = handleSubmit(async ({ rc_number, ...values }) => {
    setErrors([]);
    try {
      const card = await inviteContractor({ ...values, ...(rc_number ? { rc_number } : {}) });
      showSuccess(`Invitation sent to ${card.email ?? card.name}`);
      setOpened(false);
      onInvited({ public_id: card.public_id, name: card.name, rc_number: rc_number || null, similarity: 1 });
    } catch (error) {
      setErrors(
        applyFormErrors(
          error,
          setError,
          ['name', 'email', 'rc_number'],
          'The invitation could not be sent. Check your connection and try again.',
        ),
      );
    }
  });

  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setOpened((open) => !open)}
          aria-label={`Invite “${suggestion.name}” as a new contractor`}
        >
          Invite as new contractor
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(event) => void submit(event)} aria-label={`Invite ${suggestion.name}`}>
          <Stack gap="xs">
            <TextInput
              label="Contractor name"
              required
              {...register('name')}
              error={fieldErrors.name?.message}
            />
            <TextInput
              label="E-mail"
              description="The invitation to set a password goes here."
              type="email"
              required
              {...register('email')}
              error={fieldErrors.email?.message}
            />
            <TextInput label="RC number" {...register('rc_number')} error={fieldErrors.rc_number?.message} />
            <FormErrorAlert messages={errors} />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)} disabled={sending}>
                Cancel
              </Button>
              <Button size="xs" type="submit" loading={sending} disabled={!name.trim() || !email.trim()}>
                Send invitation
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
