import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { SentimentSummary } from '@oversight/shared/projects/projects.schemas';
import { formatNumber } from '../../../lib/format';
import {
  GROUP_COLORS,
  GROUP_TEXT_COLORS,
  groupLabel,
  SENTIMENT_ICONS,
  sentimentLabel,
} from '../../../components/ui/sentiment';
import { t } from '../../../i18n';

/** What reviewers feel: positive, neutral, negative (in that order), then each feeling. */
export function SentimentSummaryCard({ summary }: { summary: SentimentSummary }) {
  const percent = (count: number) => (summary.total ? Math.round((count / summary.total) * 100) : 0);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="sentiment-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5" id="sentiment-title">
            {t('posts.feelTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('posts.reviewCount', { count: summary.total })}
          </Text>
        </Group>
        {summary.total ? (
          <>
            <Progress.Root size={14} aria-hidden>
              {summary.groups.map((group) => (
                <Progress.Section
                  key={group.name}
                  value={percent(group.count)}
                  color={GROUP_COLORS[group.name]}
                />
              ))}
            </Progress.Root>
            <Group gap="md" wrap="wrap">
              {summary.groups.map((group) => (
                <Text key={group.name} size="sm">
                  <Text span fw={700} c={GROUP_TEXT_COLORS[group.name]}>
                    {groupLabel(group.name)}
                  </Text>{' '}
                  {formatNumber(group.count)} ({percent(group.count)}%)
                </Text>
              ))}
            </Group>
            <Group gap="sm" wrap="wrap">
              {summary.sentiments.map((entry) => {
                const Icon = SENTIMENT_ICONS[entry.name];
                return (
                  <Group key={entry.name} gap={4} wrap="nowrap">
                    <Icon size={16} aria-hidden />
                    <Text size="xs">
                      {sentimentLabel(entry.name)} {formatNumber(entry.count)}
                    </Text>
                  </Group>
                );
              })}
            </Group>
          </>
        ) : (
          <Text size="sm" c="gray.7">
            {t('posts.noFeelings')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
