import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { CONTENT_TYPE_LABELS } from '@oversight/shared/collaboration/content';
import type { Invite } from '@oversight/shared/collaboration/stakeholders.schemas';
import { IconMailOpened } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { showSuccess } from '../../../lib/toasts';
import { myInvitesQuery, useRespondToInvite } from '../api/invites';
import { contentPath } from '../content-path';

/** "Ada Obi of the Ministry" or just "the Ministry" when the organisation's own account sent it. */
const inviterLine = (invite: Invite) =>
  !invite.invited_by || invite.invited_by.display_name === invite.organization.name
    ? invite.organization.name
    : `${invite.invited_by.display_name} of ${invite.organization.name}`;

/** "My invites": invitations to the user, their address or organisations they manage, to accept or decline. */
export function MyInvites({ highlight }: { highlight?: string | null }) {
  const invites = useQuery(myInvitesQuery());
  const answer = useRespondToInvite();
  const respond = (invite: Invite, response: 'accept' | 'decline') =>
    answer.mutate(
      { id: invite.invite_public_id, response },
      {
        onSuccess: (answered) =>
          showSuccess(
            answered.status === 'accepted'
              ? `You now have the role "${answered.role.name}" on ${answered.content.name}.`
              : 'Invitation declined.',
          ),
      },
    );
  if (invites.isPending) return <Text c="gray.7">Loading your invitations…</Text>;
  if (!invites.data?.results.length) {
    return (
      <EmptyState
        icon={<IconMailOpened size={36} stroke={1.5} />}
        title="No invitations waiting"
        text="When an organisation invites you onto a project or another item, it appears here. An invitation sent to your e-mail shows once your address is verified."
      />
    );
  }
  return (
    <Stack>
      {invites.data.results.map((invite) => {
        const link = contentPath(invite.content);
        const busy = answer.isPending && answer.variables.id === invite.invite_public_id;
        return (
          <Card
            key={invite.invite_public_id}
            withBorder
            radius="md"
            padding="md"
            style={
              highlight === invite.invite_public_id
                ? { borderColor: 'var(--mantine-color-green-7)', borderWidth: 2 }
                : undefined
            }
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={700}>{invite.content.name}</Text>
                <Badge variant="light">{CONTENT_TYPE_LABELS[invite.content.content_type]}</Badge>
              </Group>
              <Text size="sm">
                {inviterLine(invite)} invites{' '}
                {invite.invitee.kind === 'organisation' ? invite.invitee.name : 'you'} with the role{' '}
                <b>{invite.role.name}</b>
                {invite.stakeholder_type === 0 ? ' (internal)' : ' (external)'}.
              </Text>
              {invite.message ? (
                <Text size="sm" c="gray.7" fs="italic">
                  “{invite.message}”
                </Text>
              ) : null}
              <Group gap="sm">
                <Button
                  loading={busy && answer.variables.response === 'accept'}
                  disabled={busy}
                  onClick={() => respond(invite, 'accept')}
                >
                  Accept
                </Button>
                <Button
                  variant="default"
                  loading={busy && answer.variables.response === 'decline'}
                  disabled={busy}
                  onClick={() => respond(invite, 'decline')}
                >
                  Decline
                </Button>
                {link ? (
                  <Button component={Link} to={link} variant="subtle">
                    Open {CONTENT_TYPE_LABELS[invite.content.content_type].toLowerCase()}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
