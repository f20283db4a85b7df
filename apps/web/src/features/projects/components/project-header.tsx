import { Group, Stack, Text, Title } from '@mantine/core';
import type { ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { IconEye, IconMessageCircle, IconUsers } from '@tabler/icons-react';
import { formatNumber, stateLabel } from '../../../lib/format';
import { EyemarkButton } from './eyemark-button';
import { PercentRing } from './percent-ring';
import { ShareButton } from './share-button';
import { StatusBadge } from './status-badge';
import { t } from '../../../i18n';

function Counter({ icon: Icon, value, label }: { icon: typeof IconEye; value: number; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">
        <Text span fw={700}>
          {formatNumber(value)}
        </Text>{' '}
        {label}
      </Text>
    </Group>
  );
}

/** Name, status with its ring, where, the counters, and the two actions anyone can take. */
export function ProjectHeader({ project, dataUpdatedAt }: { project: ProjectDetail; dataUpdatedAt: number }) {
  const where = project.states.map(stateLabel).join(', ');
  return (
    <Stack gap="sm">
      <Title order={1} size="h2" lh={1.2}>
        {project.name}
      </Title>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Group gap="md" align="center" wrap="nowrap" style={{ minWidth: 0 }}>
          <PercentRing value={project.percentage_completed} status={project.status} size={72} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <StatusBadge status={project.status} />
              {where ? (
                <Text size="sm" c="gray.7">
                  {where}
                </Text>
              ) : null}
            </Group>
            <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
              <Counter
                icon={IconEye}
                value={project.views}
                label={t('project.views', { count: project.views })}
              />
              <Counter icon={IconUsers} value={project.eyemarked_count} label={t('project.eyemarked')} />
              <Counter
                icon={IconMessageCircle}
                value={project.reviews_count}
                label={t('project.reviews', { count: project.reviews_count })}
              />
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          <EyemarkButton
            publicId={project.public_id}
            eyemarked={project.is_eyemarked}
            dataUpdatedAt={dataUpdatedAt}
            allowed={project.abilities.eyemark}
          />
          <ShareButton
            title={project.name}
            text={project.description.slice(0, 140)}
            path={`/project/${project.public_id}`}
          />
        </Group>
      </Group>
    </Stack>
  );
}
