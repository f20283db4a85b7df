import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import type { ContractorSuggestion } from '@oversight/shared/projects/project-import.schemas';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { showSuccess } from '../../../lib/toasts';
import { inviteContractor } from '../api/invite-contractor';

type Choice = ContractorSuggestion['suggestions'][number];

const messagesOf = (error: unknown): string[] => {
  const body = (error as { body?: unknown })?.body;
  if (body && typeof body === 'object') return Object.values(body).flat().map(String);
  return ['The invitation could not be sent. Check your connection and try again.'];
};

/**
 * A contractor named in the sheet that is not on the platform: invite it here (name, e-mail, RC number) without
 * leaving the import. Once invited it exists, so the row's contractor is linked when the sheet is imported.
 */
export function InviteContractorForm({ suggestion, onInvited }: { suggestion: ContractorSuggestion; onInvited: (choice: Choice) => void }) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState(suggestion.name);
  const [email, setEmail] = useState('');
  const [rcNumber, setRcNumber] = useState(suggestion.rc_number);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setErrors([]);
    try {
      const card = await inviteContractor({ name: name.trim(), email: email.trim(), ...(rcNumber.trim() ? { rc_number: rcNumber.trim() } : {}) });
      showSuccess(`Invitation sent to ${card.email ?? card.name}`);
      setOpened(false);
      onInvited({ public_id: card.public_id, name: card.name, rc_number: rcNumber.trim() || null, similarity: 1 });
    } catch (error) {
      setErrors(messagesOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button size="compact-sm" variant="default" onClick={() => setOpened((open) => !open)} aria-label={`Invite “${suggestion.name}” as a new contractor`}>
          Invite as new contractor
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} aria-label={`Invite ${suggestion.name}`}>
          <Stack gap="xs">
            <TextInput label="Contractor name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <TextInput
              label="E-mail"
              description="The invitation to set a password goes here."
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <TextInput label="RC number" value={rcNumber} onChange={(e) => setRcNumber(e.currentTarget.value)} />
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
