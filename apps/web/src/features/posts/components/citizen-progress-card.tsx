import { Alert, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { citizenProgressQuery } from '../api/posts';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../i18n';

function Bar({ label, value, color, note }: { label: string; value: number; color: string; note?: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={700}>
          {formatNumber(value)}%
        </Text>
      </Group>
      <Progress value={value} color={color} size={10} aria-label={`${label}: ${formatNumber(value)}%`} />
      {note ? (
        <Text size="xs" c="gray.7">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The two views of progress: the official percentage beside the median of what citizens estimated in the last 90
 * days, their reports of work going on or stopped, and a warning when the two diverge.
 */
export function CitizenProgressCard({ projectId }: { projectId: string }) {
  const query = useQuery(citizenProgressQuery(projectId));
  if (query.isPending) return <Skeleton height={160} radius="md" />;
  if (query.isError) return null;
  const { official, citizens, divergence } = query.data;
  const days = citizens.window_days;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="citizen-progress-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="citizen-progress-title">
            {t('posts.progressTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('posts.progressReports', { count: citizens.reports })}
          </Text>
        </Group>
        <Bar
          label={t('posts.progressOfficial')}
          value={official.percentage_completed ?? 0}
          color="oversight"
        />
        {citizens.median_completion !== null ? (
          <Bar
            label={t('posts.progressCitizens', { days })}
            value={citizens.median_completion}
            color={divergence.reasons.includes('percentage') ? 'orange' : 'teal'}
            note={t('posts.progressEstimates', { count: citizens.estimates })}
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t('posts.progressNoEstimates', { days })}
          </Text>
        )}
        {citizens.reports ? (
          <Text size="sm">
            {t('posts.progressWork', {
              yes: formatNumber(citizens.work_happening.yes),
              stopped: formatNumber(citizens.work_happening.stopped),
              unsure: formatNumber(citizens.work_happening.cannot_tell),
            })}
          </Text>
        ) : null}
        {divergence.flagged ? (
          <Alert
            color="orange"
            variant="light"
            title={t('posts.divergenceTitle')}
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            <Stack gap={4}>
              {divergence.reasons.includes('percentage') ? (
                <Text size="sm">
                  {t('posts.divergencePercentage', {
                    citizens: formatNumber(citizens.median_completion ?? 0),
                    official: formatNumber(official.percentage_completed ?? 0),
                  })}
                </Text>
              ) : null}
              {divergence.reasons.includes('stopped') ? (
                <Text size="sm">{t('posts.divergenceStopped')}</Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
