import { Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../components/ui/user-avatar';
import { api } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import type { OrganizationSummary } from '@oversight/shared/accounts/accounts.schemas';
import { applyOrganizations, enterWorkspace, isStaffMembership } from '../../lib/workspace';

const ACCOUNT_LABELS: Record<string, string> = {
  CITIZEN: 'Citizen',
  CSO: 'Civil society',
  CONTRACTOR: 'Contractor',
  MINISTRY: 'Ministry',
  AGENCY: 'Agency',
  DEPARTMENT: 'Department',
  ADMIN: 'Administration',
};

export function organizationLabel(organization: OrganizationSummary): string {
  return organization.is_personal
    ? 'Personal'
    : (ACCOUNT_LABELS[organization.account_type] ?? organization.account_type);
}

/** Every organisation of the signed-in user, staff memberships apart; choosing one also picks the mode. */
export function OrganizationSwitcher() {
  const organizations = useAuthStore((s) => s.organizations);
  const current = useAuthStore((s) => s.currentOrganization);
  const staffMode = useAuthStore((s) => s.staffMode);
  const navigate = useNavigate();
  if (organizations.length === 0) return null;

  // Memberships change while signed in (added as staff elsewhere): list every organisation afresh on each opening.
  const refresh = () => {
    api
      .get('GET /users/profiles/my-organizations/', {
        silent: true,
        withoutOrganization: true,
      })
      .then((fresh) => {
        if (Array.isArray(fresh) && fresh.length) applyOrganizations(fresh);
      })
      .catch(() => undefined);
  };

  const choose = (organization: OrganizationSummary) => navigate(enterWorkspace(organization));
  const own = organizations.filter((o) => !isStaffMembership(o));
  const staff = organizations.filter(isStaffMembership);

  const item = (organization: OrganizationSummary) => {
    const selected = organization.public_id === current?.public_id;
    return (
      <Menu.Item
        key={organization.public_id}
        onClick={() => void choose(organization)}
        leftSection={<UserAvatar name={organization.name} src={organization.avatar} size={24} decorative />}
        rightSection={selected ? <IconCheck size={16} aria-label="current" /> : null}
        aria-current={selected || undefined}
      >
        <Text size="sm" truncate>
          {organization.name}
        </Text>
        <Text size="xs" c="gray.7">
          {organizationLabel(organization)}
          {isStaffMembership(organization) ? ` · ${organization.role.name}` : ''}
        </Text>
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-start" width="target" withinPortal shadow="md" onOpen={refresh}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Organisation: ${current?.name ?? 'none chosen'}${staffMode ? ' (staff mode)' : ''}. Switch organisation`}
          p="xs"
          w="100%"
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={current?.name} src={current?.avatar} size={32} decorative />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {current?.name ?? 'Choose organisation'}
              </Text>
              {current ? (
                <Group gap={4} wrap="nowrap">
                  {staffMode ? (
                    <Badge size="xs" color="#9c3b0b" variant="filled" style={{ flexShrink: 0 }}>
                      Staff
                    </Badge>
                  ) : null}
                  <Text size="xs" c="gray.7" truncate>
                    {organizationLabel(current)}
                    {` · ${current.role.name}`}
                  </Text>
                </Group>
              ) : null}
            </div>
            <IconSelector size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your organisations</Menu.Label>
        {own.map(item)}
        {staff.length ? (
          <>
            <Menu.Divider />
            <Menu.Label>Work as staff of</Menu.Label>
            {staff.map(item)}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
