import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../components/ui/user-avatar';
import { api } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import { queryClient } from '../../lib/query-client';
import type { Organisation } from '../../lib/session-types';

const ACCOUNT_LABELS: Record<string, string> = {
  CITIZEN: 'Citizen',
  CSO: 'Civil society',
  CONTRACTOR: 'Contractor',
  MINISTRY: 'Ministry',
  AGENCY: 'Agency',
  DEPARTMENT: 'Department',
  ADMIN: 'Administration',
};

export function organisationLabel(organisation: Organisation): string {
  return organisation.is_personal ? 'Personal' : (ACCOUNT_LABELS[organisation.account_type] ?? organisation.account_type);
}

/** Every organisation of the signed-in user; choosing one also picks the matching mode. */
export function OrganisationSwitcher() {
  const organisations = useAuthStore((s) => s.organisations);
  const current = useAuthStore((s) => s.currentOrganisation);
  const navigate = useNavigate();
  if (organisations.length === 0) return null;

  // Memberships change while signed in (added as staff elsewhere): list every organisation afresh on each opening.
  const refresh = () => {
    api
      .get<Organisation[]>('/users/profiles/my-organizations/', { silent: true })
      .then((fresh) => {
        if (Array.isArray(fresh) && fresh.length) useAuthStore.setState({ organisations: fresh });
      })
      .catch(() => undefined);
  };

  const choose = (organisation: Organisation) => {
    const { setCurrentOrganisation, setMode } = useAuthStore.getState();
    const mode = organisation.is_personal ? 'CITIZEN' : 'ORGANISATION';
    setCurrentOrganisation(organisation);
    setMode(mode);
    // Every answer may differ for another organisation (X-Organization-Id).
    void queryClient.invalidateQueries();
    navigate(mode === 'CITIZEN' ? '/citizen/discover' : '/mda/dashboard');
  };

  return (
    <Menu position="bottom-start" width="target" withinPortal shadow="md" onOpen={refresh}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Organisation: ${current?.name ?? 'none chosen'}. Switch organisation`}
          p="xs"
          w="100%"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={current?.name} src={current?.avatar} size={32} decorative />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {current?.name ?? 'Choose organisation'}
              </Text>
              {current ? (
                <Text size="xs" c="gray.7" truncate>
                  {organisationLabel(current)}
                  {current.role ? ` · ${current.role.name}` : ''}
                </Text>
              ) : null}
            </div>
            <IconSelector size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your organisations</Menu.Label>
        {organisations.map((organisation) => {
          const selected = organisation.public_id === current?.public_id;
          return (
            <Menu.Item
              key={organisation.public_id}
              onClick={() => choose(organisation)}
              leftSection={<UserAvatar name={organisation.name} src={organisation.avatar} size={24} decorative />}
              rightSection={selected ? <IconCheck size={16} aria-label="current" /> : null}
              aria-current={selected || undefined}
            >
              <Text size="sm" truncate>
                {organisation.name}
              </Text>
              <Text size="xs" c="gray.7">
                {organisationLabel(organisation)}
              </Text>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
