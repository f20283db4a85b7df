import { Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBriefcase,
  IconDoorExit,
  IconLogout,
  IconMailOpened,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { useConfirmSignOut } from '../../components/ui/confirm-sign-out';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useAuthStore } from '../../lib/auth-store';
import { enterWorkspace, leaveStaffMode, staffMemberships } from '../../lib/workspace';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const organizations = useAuthStore((s) => s.organizations);
  const current = useAuthStore((s) => s.currentOrganization);
  const staffMode = useAuthStore((s) => s.staffMode);
  const navigate = useNavigate();
  const signOut = useConfirmSignOut(() => {
    useAuthStore.getState().logout('user');
    void navigate('/', { replace: true });
  });
  if (!user) return null;
  const staffOf = staffMemberships(organizations).filter(
    (o) => !(staffMode && o.public_id === current?.public_id),
  );
  const name = user.display_name || user.username || user.email;

  return (
    <>
      {/* Without Mantine's initial-focus placeholder: a focusable div inside role="menu" is a child a menu may not
          own (axe aria-required-children); the first item takes focus instead. */}
      <Menu position="bottom-end" shadow="md" width={260} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={t('shell.accountMenu', { name })} style={{ borderRadius: '50%' }}>
            <UserAvatar name={name} src={user.avatar} size={36} decorative />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Divs, not paragraphs: a menu may hold only items, groups and separators (axe aria-required-children). */}
          <Menu.Label>
            <Text component="div" size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {name}
            </Text>
            <Text component="div" size="xs" c="gray.7" truncate>
              {user.email}
            </Text>
          </Menu.Label>
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('nav.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to="/invites" leftSection={<IconMailOpened size={16} aria-hidden />}>
            {t('shell.myInvites')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/settings/account"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('nav.settings')}
          </Menu.Item>
          {staffMode || staffOf.length ? <Menu.Divider /> : null}
          {staffMode && current ? (
            <Menu.Item
              onClick={() => {
                const to = leaveStaffMode();
                if (to) void navigate(to);
              }}
              leftSection={<IconDoorExit size={16} aria-hidden />}
            >
              Leave staff mode
            </Menu.Item>
          ) : null}
          {staffOf.map((organization) => (
            <Menu.Item
              key={organization.public_id}
              onClick={() => void navigate(enterWorkspace(organization))}
              leftSection={<IconBriefcase size={16} aria-hidden />}
            >
              <Text component="span" size="sm" truncate display="block">
                Work as staff of {organization.name}
              </Text>
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            color="red.9"
            // The item's colour is a light red on its label (3.3:1): the label takes the dark red (5.5:1).
            c="red.9"
            onClick={signOut.request}
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {signOut.dialog}
    </>
  );
}
