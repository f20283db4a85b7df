import { Badge, Button, Card, Group, Modal, NavLink, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronRight,
  IconCircleCheck,
  IconHeart,
  IconLock,
  IconLogout,
  IconShieldLock,
  IconTrash,
  IconUserEdit,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { VerifyCodeFields, useVerifyCode } from '../components/verify-code';
import { useAccount } from './use-account';
import { useLeaveAndSignOut } from './use-leave-and-sign-out';

const ACCOUNT_TYPES: Record<string, string> = {
  CITIZEN: 'Citizen',
  CSO: 'Civil-society organisation',
  CONTRACTOR: 'Contractor',
  MINISTRY: 'Ministry',
  AGENCY: 'Agency',
  DEPARTMENT: 'Department',
  ADMIN: 'Administrator',
};

const LINKS = [
  {
    to: '/settings/profile',
    label: 'Edit profile',
    description: 'Name, photo, bio and state',
    icon: IconUserEdit,
  },
  {
    to: '/settings/change-password',
    label: 'Change password',
    description: 'Keep your account safe',
    icon: IconLock,
  },
  {
    to: '/settings/interests',
    label: 'Interests',
    description: 'States, sectors, ministries and goals',
    icon: IconHeart,
  },
  {
    to: '/settings/privacy',
    label: 'Privacy and notifications',
    description: 'What others see, which e-mails you get',
    icon: IconShieldLock,
  },
  {
    to: '/settings/delete-account',
    label: 'Delete account',
    description: 'Remove your personal data',
    icon: IconTrash,
    danger: true,
  },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" py={6}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <div style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Group>
  );
}

function VerifyModal({
  opened,
  onClose,
  email,
  onVerified,
}: {
  opened: boolean;
  onClose: () => void;
  email: string;
  onVerified: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Verify your e-mail address" centered>
      {opened && <VerifyBody email={email} onVerified={onVerified} />}
    </Modal>
  );
}

function VerifyBody({ email, onVerified }: { email: string; onVerified: () => void }) {
  const state = useVerifyCode({ onVerified, sendOnMount: true });
  return (
    <Stack gap="md">
      <Text size="sm">
        We have sent a 6-digit code to <strong>{email}</strong>. Enter it below.
      </Text>
      <VerifyCodeFields state={state} />
      <Button
        onClick={() => void state.submit()}
        loading={state.verifying}
        disabled={state.code.length !== 6}
        fullWidth
      >
        Verify
      </Button>
    </Stack>
  );
}

export function AccountOverview() {
  const leaveAndSignOut = useLeaveAndSignOut();
  const { data: account, isPending, refetch } = useAccount();
  const [verifyOpened, verify] = useDisclosure(false);

  if (isPending || !account) {
    return <Skeleton h={260} radius="md" />;
  }

  const name = account.display_name || account.company_name || account.username;
  const verified = account.email_verified;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group gap="md" wrap="nowrap" mb="md">
          <UserAvatar name={name} src={account.avatar} size={56} decorative />
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" lineClamp={1}>
              {name}
            </Title>
            <Text size="sm" c="gray.7" truncate>
              @{account.username}
            </Text>
          </div>
        </Group>
        <Row label="E-mail">
          <Text size="sm" fw={500}>
            {account.email}
          </Text>
          {verified === true && (
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />} mt={2}>
              Verified
            </Badge>
          )}
          {verified === false && (
            <Group gap={6} justify="flex-end" mt={2}>
              <Badge color="orange" variant="light">
                Not verified
              </Badge>
              <Button size="compact-xs" variant="light" onClick={verify.open}>
                Verify now
              </Button>
            </Group>
          )}
        </Row>
        <Row label="Username">
          <Text size="sm">{account.username}</Text>
        </Row>
        <Row label="Account type">
          <Text size="sm">{ACCOUNT_TYPES[account.account_type] ?? account.account_type}</Text>
        </Row>
        {account.created && (
          <Row label="Member since">
            <Text size="sm">{dateFormat.format(new Date(account.created))}</Text>
          </Row>
        )}
      </Card>

      <Card withBorder radius="md" padding={0}>
        <Stack gap={0} component="nav" aria-label="Account settings">
          {LINKS.map(({ to, label, description, icon: Icon, danger }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              description={description}
              leftSection={<Icon size={20} aria-hidden />}
              rightSection={<IconChevronRight size={16} aria-hidden />}
              c={danger ? 'red.9' : undefined}
              py="sm"
            />
          ))}
        </Stack>
      </Card>

      <Button
        variant="default"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={leaveAndSignOut}
        w={{ base: '100%', sm: 'fit-content' }}
      >
        Log out
      </Button>

      <VerifyModal
        opened={verifyOpened}
        onClose={verify.close}
        email={account.email}
        onVerified={() => {
          verify.close();
          void refetch();
        }}
      />
    </Stack>
  );
}
