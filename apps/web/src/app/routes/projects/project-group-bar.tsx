import { Group, Paper, Text } from '@mantine/core';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { ProjectGroup } from '@oversight/shared/projects/organization-projects.schemas';
import { ShareItemButton } from '../../../features/stakeholders/components/share-dialog';
import { useAuthStore } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/format';
import { roleAllows } from '../../../lib/workspace';

/**
 * The page of one project group (/projects-list?group=id): its name and size, and its Share dialog for those who
 * manage project stakeholders. A grant on the group covers every project in it.
 */
export function ProjectGroupBar({ group }: { group: ProjectGroup }) {
  const organization = useAuthStore((s) => s.currentOrganization);
  const canShare = roleAllows(organization, PERMISSIONS.MANAGE_PROJECT_STAKEHOLDERS);
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label={`Project group ${group.name}`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{group.name}</Text>
          <Text size="sm" c="gray.7">
            {group.projects_count === 1 ? '1 project' : `${formatNumber(group.projects_count)} projects`}
            {canShare ? ' · stakeholders invited to the group reach every project in it' : ''}
          </Text>
        </div>
        {canShare ? (
          <ShareItemButton contentType="project_group" contentId={group.id} itemName={group.name} />
        ) : null}
      </Group>
    </Paper>
  );
}
