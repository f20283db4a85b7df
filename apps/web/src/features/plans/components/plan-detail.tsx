import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Activity } from '@oversight/shared/plans/activities.schemas';
import type { Plan } from '@oversight/shared/plans/plans.schemas';
import { PLAN_FRAMEWORK_LABELS } from '@oversight/shared/reference/enums';
import {
  IconAlertCircle,
  IconDots,
  IconListCheck,
  IconPencil,
  IconPlus,
  IconSearch,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { planActivitiesQuery } from '../api/activities';
import { planChildrenQuery, planQuery, useDeletePlan } from '../api/plans';
import { ActivityList } from './activity-list';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { StatusRuleHelp } from './indicator-status';
import { levelWord } from './outcome-form-modal';
import { ExportPlanButton } from './export-plan-button';
import { planTreeRows } from './plan-tree';
import { PlanTreeItem } from './plan-tree-item';
import { PlanFormModal } from './plan-form-modal';
import type { RenderShare } from './share-target';
import { usePlanItemActions } from './use-plan-item-actions';
import { LoadError } from '../../../components/ui/load-error';

export const planYears = (plan: Pick<Plan, 'start_year' | 'end_year'>) =>
  plan.start_year && plan.end_year
    ? `${plan.start_year}–${plan.end_year}`
    : plan.start_year
      ? `From ${plan.start_year}`
      : plan.end_year
        ? `Until ${plan.end_year}`
        : null;

/**
 * /mda/plans/{id}: the plan as a tree by the organisation's levels (expand, collapse, search), each indicator with its
 * status and a sparkline of targets vs actuals, with the actions the caller may take.
 */
export function PlanDetail({ planId, share }: { planId: string; share?: RenderShare }) {
  const plan = useQuery(planQuery(planId));
  const children = useQuery(planChildrenQuery(planId));
  const activities = useQuery({ ...planActivitiesQuery(planId), enabled: plan.isSuccess });
  const activitiesOf = useMemo(() => {
    const byOutcome = new Map<string, Activity[]>();
    for (const activity of activities.data?.results ?? [])
      byOutcome.set(activity.outcome_id, [...(byOutcome.get(activity.outcome_id) ?? []), activity]);
    return byOutcome;
  }, [activities.data]);
  const items = usePlanItemActions(planId, plan.data?.levels ?? []);
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(
    () => planTreeRows(children.data?.results ?? [], { query: search, collapsed }),
    [children.data, search, collapsed],
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const remove = useDeletePlan();

  if (plan.isPending) return <Skeleton height={160} radius="md" aria-label="Loading the plan" />;
  if (plan.isError) {
    const status = (plan.error as { status?: number }).status;
    if (status !== 404)
      return <LoadError order={1} title="The plan could not be loaded" onRetry={() => void plan.refetch()} />;
    return (
      <EmptyState
        order={1}
        icon={<IconAlertCircle size={36} />}
        title="This plan is not available"
        text="It may have been deleted, or it is not shared with you. Ask its owner to share it."
        action={
          <Group justify="center">
            <Button component={Link} to={`/mda/plans/${planId}/children`} variant="light">
              See what of it is shared with you
            </Button>
            <Button component={Link} to="/mda/plans" variant="default">
              Back to plans
            </Button>
          </Group>
        }
      />
    );
  }
  const data = plan.data;
  const years = planYears(data);
  const { abilities } = data;
  const firstLevel = levelWord(data.levels[0]);
  const outcomes = children.data?.results ?? [];
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/mda/plans" size="sm">
        ← All plans
      </Anchor>
      <Stack gap="xs">
        <Group gap="xs">
          {years ? <Badge variant="light">{years}</Badge> : null}
          {data.framework ? (
            <Badge variant="outline" title={PLAN_FRAMEWORK_LABELS[data.framework]}>
              {data.framework}
            </Badge>
          ) : null}
          <Text size="sm" c="gray.7">
            {data.organization.name}
          </Text>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Title>
        {data.description ? <Text>{data.description}</Text> : null}
        {data.levels.length ? (
          <Text size="sm" c="gray.7">
            Levels: {data.levels.join(' › ')}
          </Text>
        ) : null}
        <Group gap="xs" mt="xs">
          {abilities.add_outcome ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={items.addOutcome}>
              Add {firstLevel}
            </Button>
          ) : null}
          <ExportPlanButton planId={data.id} />
          {abilities.manage_stakeholders && share
            ? share({ type: 'plan', id: data.id, name: data.name })
            : null}
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label="More plan actions">
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {abilities.edit ? (
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  Edit plan
                </Menu.Item>
              ) : null}
              <Menu.Item
                component={Link}
                to="/mda/plans/settings"
                leftSection={<IconSettings size={16} aria-hidden />}
              >
                Plan settings
              </Menu.Item>
              {abilities.delete ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => {
                    remove.reset();
                    setDeleting(true);
                  }}
                >
                  Delete plan
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="plan-outcomes">
        <Group justify="space-between" gap="xs">
          <Group gap={4}>
            <Title order={2} size="h3" id="plan-outcomes">
              Results framework
            </Title>
            <StatusRuleHelp />
          </Group>
          {outcomes.length ? (
            <Group gap="xs">
              <Button size="compact-sm" variant="subtle" onClick={() => setCollapsed(new Set())}>
                Expand all
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setCollapsed(new Set(outcomes.map((outcome) => outcome.id)))}
              >
                Collapse all
              </Button>
            </Group>
          ) : null}
        </Group>
        {outcomes.length ? (
          <TextInput
            type="search"
            label="Search this plan"
            placeholder="Title or indicator"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        ) : null}
        {children.isPending ? (
          <Skeleton height={120} radius="md" aria-label="Loading the outcomes" />
        ) : children.isError ? (
          <LoadError title="The outcomes could not be loaded" onRetry={() => void children.refetch()} />
        ) : rows.length ? (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label={`Items of ${data.name}`}>
            {rows.map((row) => (
              <PlanTreeItem
                key={row.item.id}
                row={row}
                levels={data.levels}
                expanded={Boolean(search.trim()) || !collapsed.has(row.item.id)}
                onToggle={() => toggle(row.item.id)}
                actions={{ ...items.actions, addChild: items.addChild, addActivity: items.addActivity }}
                share={share}
                extra={(item) => (
                  <ActivityList
                    activities={activitiesOf.get(item.id) ?? []}
                    itemTitle={item.title}
                    onEdit={items.editActivity}
                    onDelete={items.deleteActivity}
                  />
                )}
              />
            ))}
          </Stack>
        ) : outcomes.length ? (
          <Text c="gray.7">Nothing in this plan matches “{search.trim()}”. Try another word.</Text>
        ) : (
          <EmptyState
            order={3}
            icon={<IconListCheck size={36} />}
            title="No outcomes yet"
            text={
              abilities.add_outcome
                ? 'Add the results this plan should bring about, then give each one indicators with a baseline and targets per period.'
                : 'The plan’s owner has not added outcomes yet.'
            }
            action={
              abilities.add_outcome ? (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={items.addOutcome}>
                  Add the first {firstLevel}
                </Button>
              ) : undefined
            }
          />
        )}
      </Stack>
      {items.dialogs}
      <PlanFormModal opened={editing} onClose={() => setEditing(false)} plan={data} />
      <ConfirmDeleteModal
        opened={deleting}
        title="Delete plan?"
        text={`“${data.name}” will be deleted with its ${data.outcomes_count} outcome(s) and ${data.indicators_count} indicator(s); everyone it is shared with loses access.`}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(planId, { onSuccess: () => void navigate('/mda/plans') })}
      />
    </Stack>
  );
}
