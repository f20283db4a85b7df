import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { DepartmentsPanel } from '../../../features/stakeholders/components/departments-panel';
import { RolesPanel } from '../../../features/stakeholders/components/roles-panel';
import { StakeholdersPanel } from '../../../features/stakeholders/components/stakeholders-panel';
import { SubUsersPanel } from '../../../features/stakeholders/components/sub-users-panel';

const TABS = ['stakeholders', 'sub-users', 'roles', 'departments'] as const;
type Tab = (typeof TABS)[number];

export function Component() {
  useDocumentTitle('Stakeholders · Oversight');
  const [params, update] = useSearchParamUpdater();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'stakeholders';
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Stakeholders
        </Title>
        <Text c="gray.7" size="sm">
          Who works on your projects and items, with which rights. Share one project from its page with
          “Invite stakeholders”.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => update({ tab: value === 'stakeholders' ? null : value })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="stakeholders">Stakeholders</Tabs.Tab>
          <Tabs.Tab value="sub-users">Sub-users</Tabs.Tab>
          <Tabs.Tab value="roles">Roles</Tabs.Tab>
          <Tabs.Tab value="departments">Departments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="stakeholders" pt="md">
          <StakeholdersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="sub-users" pt="md">
          <SubUsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RolesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="departments" pt="md">
          <DepartmentsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
