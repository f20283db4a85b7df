import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { PROJECT_STATUS_NAMES, PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import {
  IconBuildingCommunity,
  IconFileSpreadsheet,
  IconHistory,
  IconList,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatusBadge } from '../../../features/projects/components/status-badge';
import { dashboardUpdatesQuery, mdaDashboardQuery } from '../../../features/workspace/api/dashboard';
import { ContractorCard } from '../../../features/workspace/components/contractor-card';
import { UpdateEntry } from '../../../features/workspace/components/update-entry';
import { useAuthStore } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/format';
import { roleAllows } from '../../../lib/workspace';
import classes from './dashboard.module.css';

const YEARS = Array.from({ length: 8 }, (_, i) => String(new Date().getFullYear() + 1 - i));

/** /mda/dashboard: the organisation's projects by status, contractors, recent projects and updates, quick actions. */
export function Component() {
  useDocumentTitle('Dashboard · Oversight');
  const organization = useAuthStore((s) => s.currentOrganization);
  const [year, setYear] = useState<string | null>(null);
  const dashboard = useQuery(mdaDashboardQuery(year ? Number(year) : null));
  const updates = useQuery(dashboardUpdatesQuery({ limit: 5 }));
  const data = dashboard.data;
  const isBody = organization?.account_type === 'ADMIN' || organization?.account_type === 'MINISTRY';
  // Staff whose role cannot create projects are not offered it.
  const canCreate = roleAllows(organization, PERMISSIONS.CREATE_EDIT_PROJECT);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Dashboard
          </Title>
          <Text size="sm" c="gray.7">
            {organization?.name}: your projects, drafts included{year ? `, active in ${year}` : ''}.
          </Text>
        </div>
        <Select
          aria-label="Year"
          placeholder="All years"
          data={YEARS}
          value={year}
          onChange={setYear}
          clearable
          w={140}
        />
      </Group>

      {/* Phones: two even columns of full-width buttons (the last one alone spans both); a row from tablets up. */}
      <div className={classes.actions} role="group" aria-label="Quick actions">
        {canCreate ? (
          <>
            <Button component={Link} to="/mda/create-project" leftSection={<IconPlus size={16} />}>
              New project
            </Button>
            <Button
              component={Link}
              to="/mda/column-mapping"
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} />}
            >
              Import
              <Text span visibleFrom="sm" inherit>
                &nbsp;a spreadsheet
              </Text>
            </Button>
          </>
        ) : null}
        <Button component={Link} to="/projects-list" variant="default" leftSection={<IconList size={16} />}>
          All projects
        </Button>
        <Button
          component={Link}
          to="/mda/changelogs"
          variant="default"
          leftSection={<IconHistory size={16} />}
        >
          Change log
        </Button>
        {isBody && (
          <Button
            component={Link}
            to="/mda/organisations"
            variant="default"
            leftSection={<IconBuildingCommunity size={16} />}
          >
            Ministries and agencies
          </Button>
        )}
      </div>

      <section aria-labelledby="overview">
        <Title order={2} size="h4" id="overview" mb="xs">
          Projects by status {data ? `(${formatNumber(data.projects.count)})` : ''}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {PROJECT_STATUS_NAMES.map((status) => (
            <Card key={status} withBorder padding="sm">
              <Text size="xs" c="gray.7">
                {PROJECT_STATUSES[status].label}
              </Text>
              {data ? (
                <Text fw={700} fz="xl">
                  {formatNumber(data.projects.status_count[PROJECT_STATUSES[status].countKey])}
                </Text>
              ) : (
                <Skeleton h={28} mt={4} />
              )}
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <section aria-labelledby="recent-projects">
          <Title order={2} size="h4" id="recent-projects" mb="xs">
            Recently changed projects
          </Title>
          {data && data.projects.data.length === 0 ? (
            <EmptyState
              order={3}
              title="No projects yet"
              text={
                canCreate
                  ? 'Add your first project, or import your portfolio from a spreadsheet.'
                  : 'Projects of the organisation will appear here.'
              }
              action={
                canCreate ? (
                  <Button component={Link} to="/mda/create-project">
                    New project
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Stack gap="xs">
              {(data?.projects.data ?? []).slice(0, 6).map((project) => (
                <Card key={project.public_id} withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor
                      component={Link}
                      to={`/mda/project/${project.public_id}`}
                      fw={600}
                      size="sm"
                      lineClamp={2}
                      style={{ flex: 1, minWidth: 0 }}
                    >
                      {project.name}
                    </Anchor>
                    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                      {!project.is_published && (
                        <Badge color="gray" variant="light">
                          Draft
                        </Badge>
                      )}
                      <StatusBadge
                        status={project.status}
                        miw="max-content"
                        style={{ overflow: 'visible' }}
                      />
                    </Group>
                  </Group>
                </Card>
              ))}
              {!data && [0, 1, 2].map((i) => <Skeleton key={i} h={48} />)}
            </Stack>
          )}
        </section>
        <section aria-labelledby="recent-updates">
          <Title order={2} size="h4" id="recent-updates" mb="xs">
            Recent updates
          </Title>
          <Stack gap="xs">
            {updates.data?.results.length === 0 && (
              <Text size="sm" c="gray.7">
                No changes yet. Every edit, import and publication shows here.
              </Text>
            )}
            {updates.data?.results.map((entry) => (
              <UpdateEntry key={entry.id} entry={entry} />
            ))}
            {updates.data && updates.data.count > 5 && (
              <Anchor component={Link} to="/mda/changelogs" size="sm">
                See the whole change log
              </Anchor>
            )}
          </Stack>
        </section>
      </SimpleGrid>

      <section aria-labelledby="contractors">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="contractors">
            Contractors {data ? `(${formatNumber(data.contractors.count)})` : ''}
          </Title>
          <Anchor component={Link} to="/mda/contractors" size="sm">
            <Group gap={4}>
              <IconUsers size={16} aria-hidden /> Manage contractors
            </Group>
          </Anchor>
        </Group>
        {data && data.contractors.data.length === 0 ? (
          <Text size="sm" c="gray.7">
            No contractors yet. Add them to a project, or invite them from the contractors page.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {(data?.contractors.data ?? []).slice(0, 6).map((contractor) => (
              <ContractorCard key={contractor.public_id} contractor={contractor} showContact={false} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
