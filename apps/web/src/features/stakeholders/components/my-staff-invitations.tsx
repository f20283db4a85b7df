import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StaffInvitation } from '@oversight/shared/collaboration/staff.schemas';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';

import { showSuccess } from '../../../lib/toasts';
import { myStaffInvitationsQuery, useRespondToStaffInvitation } from '../api/staff-invitations';

/** "Ada Obi of the Ministry" or just "the Ministry" when the organisation's own account sent it. */
const inviterLine = (invitation: StaffInvitation) =>
  !invitation.invited_by || invitation.invited_by.display_name === invitation.organization.name
    ? invitation.organization.name
    : `${invitation.invited_by.display_name} of ${invitation.organization.name}`;

/**
 * Invitations to join an organisation's staff, sent to the signed-in person's verified address:
 * Accept makes them staff with the offered role; an expired one can only be declined until it is sent again.
 * Nothing is shown while there are none.
 */
export function MyStaffInvitations({ highlight }: { highlight?: string | null }) {
  const invitations = useQuery(myStaffInvitationsQuery());
  const answer = useRespondToStaffInvitation();
  const respond = (invitation: StaffInvitation, response: 'accept' | 'decline') =>
    answer.mutate(
      { id: invitation.public_id, response },
      {
        onSuccess: (answered) =>
          showSuccess(
            answered.status === 'accepted'
              ? `You are now staff of ${answered.organization.name}. Work for it from the account menu.`
              : 'Invitation declined.',
          ),
      },
    );
  const rows = invitations.data?.results ?? [];
  if (!rows.length) return null;

  return (
    <section aria-labelledby="my-staff-invitations-heading">
      <Title order={2} size="h4" id="my-staff-invitations-heading" mb="xs">
        Invitations to join a staff
      </Title>
      <Stack>
        {rows.map((invitation) => {
          const busy = answer.isPending && answer.variables.id === invitation.public_id;
          return (
            <Card
              key={invitation.public_id}
              withBorder
              radius="md"
              padding="md"
              data-testid="my-staff-invitation"
              style={
                highlight === invitation.public_id
                  ? { borderColor: 'var(--mantine-color-green-7)', borderWidth: 2 }
                  : undefined
              }
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={700}>{invitation.organization.name}</Text>
                  <Badge variant="light">Staff</Badge>
                </Group>
                <Text size="sm">
                  {inviterLine(invitation)} invites you to join its staff with the role{' '}
                  <b>{invitation.role.name}</b>
                  {invitation.departments.length
                    ? `, in ${invitation.departments.map((department) => department.name).join(', ')}`
                    : ''}
                  .
                </Text>
                {invitation.expired ? (
                  <Alert color="red" variant="light" p="xs">
                    This invitation expired on {formatDate(invitation.expires_at)}: ask{' '}
                    {invitation.organization.name} to send it again.
                  </Alert>
                ) : (
                  <Text size="xs" c="gray.7">
                    Accept by {formatDate(invitation.expires_at)}.
                  </Text>
                )}
                <Group gap="sm">
                  {invitation.expired ? null : (
                    <Button
                      loading={busy && answer.variables.response === 'accept'}
                      disabled={busy}
                      aria-label={`Accept the invitation from ${invitation.organization.name}`}
                      onClick={() => respond(invitation, 'accept')}
                    >
                      Accept
                    </Button>
                  )}
                  <Button
                    variant="default"
                    loading={busy && answer.variables.response === 'decline'}
                    disabled={busy}
                    aria-label={`Decline the invitation from ${invitation.organization.name}`}
                    onClick={() => respond(invitation, 'decline')}
                  >
                    Decline
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </section>
  );
}
