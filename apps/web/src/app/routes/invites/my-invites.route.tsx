import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { MyInvites } from '../../../features/stakeholders/components/my-invites';
import { MyStaffInvitations } from '../../../features/stakeholders/components/my-staff-invitations';

/** "My invites": where invitation e-mails and notifications land (/invites?invite=<id>). */
export function Component() {
  useDocumentTitle('My invites · Oversight');
  const [params] = useSearchParams();
  return (
    <Stack gap="md" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          My invites
        </Title>
        <Text c="gray.7" size="sm">
          Organisations invite you onto a project or another item with a role, or to join their staff. Accept
          to work with them; decline to refuse.
        </Text>
      </div>
      <MyStaffInvitations highlight={params.get('invite')} />
      <MyInvites highlight={params.get('invite')} />
    </Stack>
  );
}
