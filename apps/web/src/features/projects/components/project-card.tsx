import { Card, Group, Stack, Text } from '@mantine/core';
import type { Project, ProjectBrief } from '@oversight/shared/projects/projects.schemas';
import { IconEye, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDistance, stateLabel } from '../../../lib/format';
import { Money } from './money';
import classes from './project-card.module.css';
import { PercentRing } from './percent-ring';
import { SectorArt } from './sector-art';
import { StatusBadge } from './status-badge';
import { useTranslation } from '../../../i18n';

export type CardProject = ProjectBrief &
  Partial<
    Pick<
      Project,
      'ministry' | 'agency' | 'organization' | 'eyemarked_count' | 'currency' | 'distance' | 'sectors'
    >
  >;

export interface ProjectCardProps {
  project: CardProject;
  /** Heading level of the project name, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  /** No picture (dense lists). */
  compact?: boolean;
}

/** A project in lists, rails and search results; the whole card opens the project. */
export function ProjectCard({ project, headingLevel = 3, compact }: ProjectCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  // The responsible organisation: the agency, else the ministry, else whoever owns the project.
  const owner = project.agency?.name ?? project.ministry?.name ?? project.organization?.name;
  const places = project.states.map(stateLabel).join(', ');
  return (
    <Card withBorder padding="sm" radius="md" className={classes.card} data-testid="project-card">
      {compact ? null : (
        <Card.Section className={classes.media} aria-hidden>
          {project.image ? (
            <img src={project.image} alt="" loading="lazy" />
          ) : (
            <SectorArt sectors={project.sectors} />
          )}
        </Card.Section>
      )}
      <Stack gap={6} mt={compact ? 0 : 'sm'}>
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
          <StatusBadge status={project.status} size="sm" />
          <PercentRing value={project.percentage_completed} status={project.status} size={44} />
        </Group>
        <Text component={Heading} fw={700} size="sm" lh={1.3} m={0} mt={-4} className={classes.clamp2}>
          <Link to={`/project/${encodeURIComponent(project.public_id)}`} className={classes.titleLink}>
            {project.name}
          </Link>
        </Text>
        {owner ? (
          <Text size="xs" c="gray.7" lineClamp={1}>
            {owner}
          </Text>
        ) : null}
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" c="gray.7" truncate>
              {places || t('projects.locationNotGiven')}
              {project.distance != null ? ` · ${formatDistance(project.distance)}` : ''}
            </Text>
          </Group>
          <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
            <Money value={project.total_project_cost} currency={project.currency} />
          </Text>
        </Group>
        {project.eyemarked_count ? (
          <Group gap={4}>
            <IconEye size={14} aria-hidden />
            <Text size="xs" c="gray.7">
              {t('projects.eyemarkedCount', { count: project.eyemarked_count })}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
