import { Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { ProjectActivity } from '@oversight/shared/projects/projects.schemas';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate, formatMoney, formatRelative } from '../../../lib/format';
import { ACTIVITY_PAGE_SIZE, projectActivitiesQuery } from '../api/project-activities';
import emptyActivity from '../assets/empty-activity.svg';
import { LoadError } from './project-list';
import { statusLabel } from './status';

const ACTIONS: Record<string, string> = {
  created: 'Project created',
  updated: 'Project updated',
  published: 'Project published',
  unpublished: 'Project unpublished',
  status_changed: 'Status changed',
  imported: 'Imported from a spreadsheet',
};

const FIELD_LABELS: Record<string, string> = {
  status: 'status',
  percentage_completed: 'completion',
  total_project_cost: 'total cost',
  total_amount_released: 'amount released',
  total_amount_spent: 'amount spent',
  end_date: 'planned end',
  start_date: 'start date',
  name: 'name',
  description: 'description',
};

const MONEY_FIELDS = /^(total_|amount_|appropriation)/;

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '_';
  if (field === 'status') return statusLabel(String(value));
  if (field === 'percentage_completed') return `${Math.round(Number(value))}%`;
  if (field.endsWith('_date') || field === 'date_awarded') return formatDate(String(value));
  if (MONEY_FIELDS.test(field)) return formatMoney(value, { abbreviate: false });
  if (Array.isArray(value)) return value.join(', ') || '_';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One line per changed field; what the title already says (created, published) is not repeated. */
export function describeActivity(activity: ProjectActivity): string[] {
  if (activity.action === 'created') return [];
  return Object.entries(activity.changes ?? {})
    .filter(([field]) => field !== 'is_published')
    .map(([field, change]) => {
      const label = FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
      if (field === 'description') return 'description edited';
      return `${label}: ${show(field, change.before)} → ${show(field, change.after)}`;
    });
}

export const activityTitle = (activity: ProjectActivity) => ACTIONS[activity.action] ?? activity.action.replace(/_/g, ' ');

/** The Activity tab: the project's history of changes. */
export function ProjectActivityList({ projectId }: { projectId: string }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(projectActivitiesQuery(projectId, offset));
  if (query.error && !query.data)
    return <LoadError what="the history" onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading history">
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  }
  const page = query.data;
  if (!page.results.length) {
    return (
      <EmptyState
        image={{ src: emptyActivity, alt: '' }}
        title="No activity yet"
        text="Changes to this project (status, money, dates) will be listed here as they are published."
        order={2}
      />
    );
  }
  return (
    <Stack gap="md">
      <Timeline bulletSize={22} lineWidth={2} active={page.results.length}>
        {page.results.map((activity) => (
          <Timeline.Item
            key={activity.id}
            bullet={<IconHistory size={12} aria-hidden />}
            title={activityTitle(activity)}
          >
            {describeActivity(activity).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="xs" c="gray.7" mt={4}>
              <time dateTime={activity.created} title={formatDate(activity.created, 'D MMM YYYY HH:mm')}>
                {formatRelative(activity.created)}
              </time>
              {activity.actor ? ` · ${activity.actor.display_name || activity.actor.username}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="space-between">
        <Button
          variant="default"
          size="xs"
          disabled={!page.previous}
          onClick={() => setOffset(Math.max(0, offset - ACTIVITY_PAGE_SIZE))}
        >
          Newer
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={!page.next}
          onClick={() => setOffset(offset + ACTIVITY_PAGE_SIZE)}
        >
          Older
        </Button>
      </Group>
    </Stack>
  );
}
