import { Anchor, Badge, Card, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ProjectDetail, ProjectOrganization } from '@oversight/shared/projects/projects.schemas';
import { SDGS } from '@oversight/shared/reference/sdgs';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { stateLabel } from '../../../lib/format';
import { organizationPath } from '../../../lib/paths';
import { relatedProjectsQuery } from '../api/related-projects';
import { ProjectMap } from './lazy-project-map';
import { AppropriationTable, MoneyFacts, Timeline } from './project-facts';
import { ProjectList, ProjectRail } from './project-list';
import { t } from '../../../i18n';

const sectorName = (key: string) => SECTORS.find((s) => s.key === key)?.name ?? key;
const sdgName = (id: number) => SDGS.find((s) => s.id === id)?.name ?? `Goal ${id}`;

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Organization({ org, role }: { org: ProjectOrganization; role: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar name={org.name} src={org.avatar} size="md" decorative />
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={organizationPath(org.public_id)} fw={600} size="sm">
          {org.name}
        </Anchor>
        <Text size="xs" c="gray.7">
          {role}
        </Text>
      </div>
    </Group>
  );
}

/** The Overview tab: money, time, who does it, what it serves, where it is, and its parts. */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const related = useQuery(relatedProjectsQuery(project.public_id));
  const points = project.geolocations.map((g, i) => ({
    public_id: `${project.public_id}#${i}`,
    name: [g.lga, g.state].filter(Boolean).join(', ') || project.name,
    status: project.status,
    lat: g.coordinates.latitude,
    lng: g.coordinates.longitude,
  }));
  const places = [...project.lgas, ...project.states.map(stateLabel)];
  const people: { org: ProjectOrganization; role: string }[] = [
    ...(project.ministry ? [{ org: project.ministry, role: t('project.roleMinistry') }] : []),
    ...(project.agency ? [{ org: project.agency, role: t('project.roleAgency') }] : []),
    ...project.contractors.map((org) => ({ org, role: t('project.roleContractor') })),
    ...project.affiliated_organizations.map((org) => ({ org, role: t('project.roleAffiliated') })),
  ];
  // Lists and cards name the owning organisation when no ministry or agency is given: so does this page.
  const owner = project.organization;
  if (
    owner &&
    !project.ministry &&
    !project.agency &&
    !people.some((entry) => entry.org.public_id === owner.public_id)
  )
    people.unshift({ org: owner, role: t('project.roleOwner') });

  return (
    <Stack gap="md">
      <MoneyFacts project={project} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Block title={t('project.about')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {project.description || t('project.noDescription')}
              </Text>
              {project.code ? (
                <Text size="xs" c="gray.7" mt="sm">
                  {t('project.code', { code: project.code })}
                  {project.plan ? ` · ${t('project.plan', { plan: project.plan })}` : ''}
                </Text>
              ) : null}
            </Block>
            <Block title={t('project.timeline')}>
              <Timeline
                start={project.start_date}
                end={project.end_date}
                status={project.status}
                percent={project.percentage_completed}
              />
            </Block>
            <Block title={t('project.appropriation')}>
              <AppropriationTable project={project} />
            </Block>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Block title={t('project.responsible')}>
              {people.length ? (
                <Stack gap="sm">
                  {people.map(({ org, role }) => (
                    <Organization key={`${role}-${org.public_id}`} org={org} role={role} />
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="gray.7">
                  {t('project.noOrganisations')}
                </Text>
              )}
            </Block>
            <Block title={t('project.sectorsGoals')}>
              {project.sectors.length ? (
                <Group gap={6} mb="sm">
                  {project.sectors.map((key) => (
                    <Badge key={key} variant="default" radius="sm" tt="none">
                      {sectorName(key)}
                    </Badge>
                  ))}
                </Group>
              ) : null}
              {project.sdgs.length ? (
                <Stack
                  gap={6}
                  component="ul"
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  aria-label={t('project.sdgs')}
                >
                  {project.sdgs.map((id) => (
                    <Group key={id} component="li" gap="xs" wrap="nowrap">
                      <Badge variant="filled" radius="sm" miw={68} style={{ flexShrink: 0 }}>
                        {t('project.sdgBadge', { id })}
                      </Badge>
                      <Text size="sm">{sdgName(id)}</Text>
                    </Group>
                  ))}
                </Stack>
              ) : null}
              {!project.sectors.length && !project.sdgs.length ? (
                <Text size="sm" c="gray.7">
                  {t('project.notGivenDot')}
                </Text>
              ) : null}
            </Block>
            <Block title={t('project.location')}>
              <Text size="sm" mb="sm">
                {places.length ? places.join(', ') : t('project.locationNotGiven')}
              </Text>
              {points.length ? (
                <ProjectMap
                  height={220}
                  points={points}
                  fitToPoints
                  label={t('project.whereIs', { name: project.name })}
                />
              ) : null}
            </Block>
          </Stack>
        </Grid.Col>
      </Grid>
      {project.child_projects.length ? (
        <Stack gap="xs" component="section" aria-labelledby="child-projects">
          <Title order={2} size="h4" id="child-projects">
            Parts of this project ({project.child_projects.length})
          </Title>
          <ProjectList projects={project.child_projects} loading={false} compact />
        </Stack>
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby="related-projects">
        <Title order={2} size="h4" id="related-projects">
          {t('project.related')}
        </Title>
        <ProjectRail
          label={t('project.related')}
          projects={related.data}
          loading={related.isPending}
          error={related.error}
          onRetry={() => void related.refetch()}
          emptyText={t('project.noRelated')}
        />
      </Stack>
      {project.tags.length ? (
        <List size="xs" c="gray.7" listStyleType="none">
          <List.Item>{t('project.tags', { tags: project.tags.join(', ') })}</List.Item>
        </List>
      ) : null}
    </Stack>
  );
}
