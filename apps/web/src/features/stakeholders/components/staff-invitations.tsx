import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffInvitation } from '@oversight/shared/collaboration/staff.schemas';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import {
  staffInvitationsQuery,
  useCancelStaffInvitation,
  useResendStaffInvitation,
} from '../api/staff-invitations';

/** "Ada Obi (ada@x.org)" when the organisation gave a name, else the address alone. */
export const inviteeLabel = (invitation: Pick<StaffInvitation, 'email' | 'first_name' | 'last_name'>) => {
  const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ');
  return name ? `${name} (${invitation.email})` : invitation.email;
};

/** "Expires 12 Mar 2026" or "Expired 12 Mar 2026". */
export const expiryLabel = (invitation: Pick<StaffInvitation, 'expired' | 'expires_at'>) =>
  `${invitation.expired ? 'Expired' : 'Expires'} ${formatDate(invitation.expires_at)}`;

/**
 * The organisation's staff invitations waiting for an answer, each with Resend (another full period, at most once an
 * hour unless expired) and Cancel. Nothing is shown while there are none.
 */
export function StaffInvitationsList() {
  const invitations = useQuery(staffInvitationsQuery());
  const resend = useResendStaffInvitation();
  const cancel = useCancelStaffInvitation();
  const rows = invitations.data?.results ?? [];
  if (!rows.length) return null;

  return (
    <section aria-labelledby="staff-invitations-heading">
      <Title order={2} size="h4" id="staff-invitations-heading" mb="xs">
        Invitations waiting for an answer ({invitations.data?.count ?? rows.length})
      </Title>
      <Stack gap="xs">
        {rows.map((invitation) => {
          const who = inviteeLabel(invitation);
          const busy =
            (resend.isPending && resend.variables === invitation.public_id) ||
            (cancel.isPending && cancel.variables === invitation.public_id);
          return (
            <Paper key={invitation.public_id} withBorder radius="md" p="sm" data-testid="staff-invitation">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {who}
                  </Text>
                  <Text size="xs" c="gray.7">
                    Role: {invitation.role.name}
                    {invitation.departments.length
                      ? ` · ${invitation.departments.map((department) => department.name).join(', ')}`
                      : ''}
                  </Text>
                  <Group gap={6}>
                    {invitation.expired ? (
                      <Badge size="sm" color="red" variant="light">
                        {expiryLabel(invitation)}
                      </Badge>
                    ) : (
                      <Text size="xs" c="gray.7">
                        {expiryLabel(invitation)}
                      </Text>
                    )}
                  </Group>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconMailForward size={14} />}
                    aria-label={`Resend the invitation to ${invitation.email}`}
                    loading={resend.isPending && resend.variables === invitation.public_id}
                    disabled={busy}
                    onClick={() =>
                      resend.mutate(invitation.public_id, {
                        onSuccess: (sent) =>
                          showSuccess(
                            `Invitation sent again to ${sent.email}. It can be accepted until ${formatDate(sent.expires_at)}.`,
                          ),
                      })
                    }
                  >
                    Resend
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconX size={14} />}
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                    loading={cancel.isPending && cancel.variables === invitation.public_id}
                    disabled={busy}
                    onClick={() =>
                      cancel.mutate(invitation.public_id, {
                        onSuccess: () => showSuccess(`Invitation to ${invitation.email} cancelled.`),
                      })
                    }
                  >
                    Cancel
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
