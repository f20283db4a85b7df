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
import { useConfirmSignOut } from '../../../components/ui/confirm-sign-out';
import { useTranslation, type MessageKey } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { formatDate } from '../../../lib/format';

const ACCOUNT_TYPES: Record<string, MessageKey> = {
  CITIZEN: 'settings.typeCITIZEN',
  CSO: 'settings.typeCSO',
  CONTRACTOR: 'settings.typeCONTRACTOR',
  MINISTRY: 'settings.typeMINISTRY',
  AGENCY: 'settings.typeAGENCY',
  DEPARTMENT: 'settings.typeDEPARTMENT',
  ADMIN: 'settings.typeADMIN',
};

const LINKS: {
  to: string;
  label: MessageKey;
  description: MessageKey;
  icon: typeof IconLock;
  danger?: boolean;
}[] = [
  {
    to: '/settings/profile',
    label: 'settings.editProfile',
    description: 'settings.editProfileHint',
    icon: IconUserEdit,
  },
  {
    to: '/settings/change-password',
    label: 'settings.changePassword',
    description: 'settings.changePasswordHint',
    icon: IconLock,
  },
  {
    to: '/settings/interests',
    label: 'settings.interests',
    description: 'settings.interestsHint',
    icon: IconHeart,
  },
  {
    to: '/settings/privacy',
    label: 'settings.privacy',
    description: 'settings.privacyHint',
    icon: IconShieldLock,
  },
  {
    to: '/settings/delete-account',
    label: 'settings.deleteAccount',
    description: 'settings.deleteAccountHint',
    icon: IconTrash,
    danger: true,
  },
];

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
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('auth.verifyForm')} centered>
      {opened && <VerifyBody email={email} onVerified={onVerified} />}
    </Modal>
  );
}

function VerifyBody({ email, onVerified }: { email: string; onVerified: () => void }) {
  const state = useVerifyCode({ onVerified, sendOnMount: true });
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm">{tRich('settings.verifySent', { email: <strong>{email}</strong> })}</Text>
      <VerifyCodeFields state={state} />
      <Button
        onClick={() => void state.submit()}
        loading={state.verifying}
        disabled={state.code.length !== 6}
        fullWidth
      >
        {t('auth.verify')}
      </Button>
    </Stack>
  );
}

export function AccountOverview() {
  const { t } = useTranslation();
  const signOut = useConfirmSignOut(useLeaveAndSignOut());
  const { data: account, isPending, refetch } = useAccount();
  const [verifyOpened, verify] = useDisclosure(false);

  if (isPending || !account) {
    return <Skeleton h={260} radius="md" />;
  }

  const name = account.display_name || account.company_name || account.username;
  // The stored user shown while the account loads may predate the field: then neither badge shows.
  const verified = account.email_verified as boolean | undefined;

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
        <Row label={t('settings.email')}>
          <Text size="sm" fw={500}>
            {account.email}
          </Text>
          {verified === true && (
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />} mt={2}>
              {t('settings.verified')}
            </Badge>
          )}
          {verified === false && (
            <Group gap={6} justify="flex-end" mt={2}>
              <Badge color="orange" variant="light">
                {t('settings.notVerified')}
              </Badge>
              <Button size="compact-xs" variant="light" onClick={verify.open}>
                {t('settings.verifyNow')}
              </Button>
            </Group>
          )}
        </Row>
        <Row label={t('settings.username')}>
          <Text size="sm">{account.username}</Text>
        </Row>
        <Row label={t('settings.accountType')}>
          <Text size="sm">
            {ACCOUNT_TYPES[account.account_type]
              ? t(ACCOUNT_TYPES[account.account_type]!)
              : account.account_type}
          </Text>
        </Row>
        {account.created && (
          <Row label={t('settings.memberSince')}>
            <Text size="sm">{formatDate(account.created)}</Text>
          </Row>
        )}
      </Card>

      <Card withBorder radius="md" padding={0}>
        <Stack gap={0} component="nav" aria-label={t('settings.accountSettings')}>
          {LINKS.map(({ to, label, description, icon: Icon, danger }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={t(label)}
              description={t(description)}
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
        onClick={signOut.request}
        w={{ base: '100%', sm: 'fit-content' }}
      >
        {t('settings.logOut')}
      </Button>
      {signOut.dialog}

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
