import {
  Alert,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../../../lib/toasts';
import { contractorSearchQuery, inviteContractor } from '../../api/people';
import { useProjectForm } from './step-props';

/** Step 3: contractors found by name, or invited by name and e-mail (an account and an e-mail are made for them). */
export function ContractorsStep() {
  const { values, set } = useProjectForm();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const found = useQuery(contractorSearchQuery(debounced));
  const [invite, setInvite] = useState({ name: '', email: '' });
  const [inviting, setInviting] = useState(false);
  const chosen = new Set(values.contractors.map((c) => c.public_id));
  const add = (contractor: { public_id: string; name: string }) => {
    if (!chosen.has(contractor.public_id)) set('contractors', [...values.contractors, contractor]);
  };

  async function sendInvite() {
    setInviting(true);
    try {
      const card = await inviteContractor({ name: invite.name.trim(), email: invite.email.trim() });
      add({ public_id: card.public_id, name: card.name });
      setInvite({ name: '', email: '' });
      showSuccess(`Invitation sent to ${card.email ?? card.name}`);
    } catch {
      // The API client already showed the reason.
    } finally {
      setInviting(false);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap="xs" aria-label="Chosen contractors">
        {values.contractors.length === 0 ? (
          <Text size="sm" c="gray.7">
            No contractor yet. Search below, or invite one who is not on Oversight.
          </Text>
        ) : (
          values.contractors.map((contractor) => (
            <Card key={contractor.public_id} withBorder padding="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {contractor.name}
                </Text>
                <CloseButton
                  aria-label={`Remove ${contractor.name}`}
                  onClick={() =>
                    set(
                      'contractors',
                      values.contractors.filter((c) => c.public_id !== contractor.public_id),
                    )
                  }
                />
              </Group>
            </Card>
          ))
        )}
      </Stack>
      <TextInput
        label="Search contractors"
        leftSection={<IconSearch size={16} />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder="At least two letters of the name"
      />
      {debounced.trim().length >= 2 && found.data && (
        <Stack gap={4} aria-label="Contractors found">
          {found.data.length === 0 ? (
            <Text size="sm" c="gray.7">
              No contractor has this name. Invite them below.
            </Text>
          ) : (
            found.data.map((contractor) => (
              <Group key={contractor.public_id} justify="space-between" wrap="nowrap">
                <Text size="sm">{contractor.name}</Text>
                <Button
                  size="xs"
                  variant="light"
                  disabled={chosen.has(contractor.public_id)}
                  onClick={() => add(contractor)}
                >
                  {chosen.has(contractor.public_id) ? 'Added' : 'Add'}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      )}
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={3} size="h5">
            Invite a contractor
          </Title>
          <Group grow align="flex-end" wrap="wrap">
            <TextInput
              label="Contractor name"
              value={invite.name}
              onChange={(e) => setInvite({ ...invite, name: e.currentTarget.value })}
              miw={180}
            />
            <TextInput
              label="Contractor e-mail"
              type="email"
              value={invite.email}
              onChange={(e) => setInvite({ ...invite, email: e.currentTarget.value })}
              miw={180}
            />
          </Group>
          <Button
            w="fit-content"
            loading={inviting}
            disabled={invite.name.trim().length < 2 || !invite.email.includes('@')}
            onClick={() => void sendInvite()}
          >
            Send invitation
          </Button>
          <Alert variant="light" color="gray" p="xs">
            <Text size="xs">
              They get an e-mail with a link to choose a password, then appear as accepted in your contractors
              list.
            </Text>
          </Alert>
        </Stack>
      </Card>
    </Stack>
  );
}
