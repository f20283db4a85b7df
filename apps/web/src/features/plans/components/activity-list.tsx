import { ActionIcon, Anchor, Badge, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { Activity } from '@oversight/shared/plans/activities.schemas';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format';

const STATUS_COLORS: Readonly<Record<Activity['status'], string>> = {
  not_started: 'gray.7',
  in_progress: 'blue.8',
  completed: 'teal.9',
  on_hold: 'yellow.9',
  cancelled: 'red.9',
};

const dates = (activity: Activity) =>
  activity.start_date || activity.end_date
    ? `${formatDate(activity.start_date)} – ${formatDate(activity.end_date)}`
    : null;

/** The activities of one item: status, dates, budget, department and the linked projects' progress and money. */
export function ActivityList({
  activities,
  itemTitle,
  onEdit,
  onDelete,
}: {
  activities: Activity[];
  itemTitle: string;
  onEdit: (activity: Activity) => void;
  onDelete: (activity: Activity) => void;
}) {
  if (!activities.length) return null;
  return (
    <Stack gap="xs">
      <Text size="xs" tt="uppercase" fw={700} c="gray.7">
        Activities
      </Text>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={`Activities of ${itemTitle}`}
      >
        {activities.map((activity) => (
          <Paper
            key={activity.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            bg="gray.0"
            aria-label={`Activity: ${activity.name}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {activity.name}
                  </Text>
                  <Group gap={6}>
                    <Badge size="xs" color={STATUS_COLORS[activity.status]}>
                      {activity.status_label}
                    </Badge>
                    <Text size="xs" c="gray.7">
                      {[
                        dates(activity),
                        activity.budget !== null ? `Budget ${formatMoney(activity.budget)}` : null,
                        activity.department?.name,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Group>
                </Stack>
                <Group gap={2} wrap="nowrap">
                  {activity.abilities.edit ? (
                    <Tooltip label="Edit activity">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit activity ${activity.name}`}
                        onClick={() => onEdit(activity)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {activity.abilities.delete ? (
                    <Tooltip label="Delete activity">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete activity ${activity.name}`}
                        onClick={() => onDelete(activity)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Group>
              {activity.projects.map((project) => (
                <Stack key={project.public_id} gap={2}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={`/project/${project.public_id}`}
                      size="xs"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {project.name}
                    </Anchor>
                    <Text size="xs" c="gray.7" style={{ flex: 'none' }}>
                      {project.status_label} · {project.percentage_completed}%
                    </Text>
                  </Group>
                  <Progress
                    value={project.percentage_completed}
                    size="sm"
                    aria-label={`Progress of ${project.name}`}
                  />
                  {project.total_project_cost !== null ? (
                    <Text size="xs" c="gray.7">
                      Cost {formatMoney(project.total_project_cost)} · Released{' '}
                      {formatMoney(project.total_amount_released)} · Spent{' '}
                      {formatMoney(project.total_amount_spent)}
                    </Text>
                  ) : null}
                </Stack>
              ))}
              {activity.hidden_projects_count ? (
                <Text size="xs" c="gray.7">
                  And {activity.hidden_projects_count} project(s) not shared with you.
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
