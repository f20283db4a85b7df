import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { Outcome, OutcomeWithIndicators } from '@oversight/shared/plans/plans.schemas';
import {
  IconChecklist,
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconPencil,
  IconPlus,
  IconSubtask,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IndicatorItem } from './indicator-item';
import type { OutcomeActions } from './outcome-card';
import { levelWord } from './outcome-form-modal';
import type { TreeRow } from './plan-tree';
import type { RenderShare } from './share-target';

export type TreeItemActions = OutcomeActions & {
  addChild: (parent: Outcome) => void;
  addActivity: (outcome: Outcome) => void;
};

/**
 * One item of the plan tree: its level, title, indicators and actions. Indented by depth from the small breakpoint; on
 * a phone the tree reads as a list, each item naming the items above it instead.
 */
export function PlanTreeItem({
  row,
  levels,
  expanded,
  onToggle,
  actions,
  share,
  extra,
}: {
  row: TreeRow;
  levels: readonly string[];
  expanded: boolean;
  onToggle: () => void;
  actions: TreeItemActions;
  share?: RenderShare;
  /** More content under the indicators (the item's activities). */
  extra?: (item: OutcomeWithIndicators) => ReactNode;
}) {
  const { item, depth, path, indicators, hasChildren } = row;
  const { abilities } = item;
  const levelName = item.level_name ?? (levels.length ? null : 'Outcome');
  const nextLevel = levels[item.level + 1];
  const canAddChild = abilities.edit && nextLevel !== undefined;
  const headingId = `outcome-${item.id}`;
  const bodyId = `outcome-body-${item.id}`;
  const more = abilities.edit || abilities.delete;
  return (
    <Box component="li" ml={{ base: 0, sm: depth * 28 }} style={{ listStyle: 'none' }}>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby={headingId}
        style={depth ? { borderLeft: '4px solid var(--mantine-color-green-2)' } : undefined}
      >
        <Stack gap="sm">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray.8"
              mt={2}
              onClick={onToggle}
              aria-expanded={expanded}
              aria-controls={bodyId}
              aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.title}`}
            >
              {expanded ? (
                <IconChevronDown size={18} aria-hidden />
              ) : (
                <IconChevronRight size={18} aria-hidden />
              )}
            </ActionIcon>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6}>
                <Text size="xs" tt="uppercase" fw={700} c="gray.7">
                  {levelName ?? `Level ${item.level + 1}`}
                </Text>
                {!expanded && (indicators.length || hasChildren) ? (
                  <Badge size="xs" variant="light" color="gray">
                    {indicators.length} indicator{indicators.length === 1 ? '' : 's'}
                    {hasChildren ? ' + items below' : ''}
                  </Badge>
                ) : null}
              </Group>
              {path.length ? (
                <Text size="xs" c="gray.7" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  Under {path.join(' › ')}
                </Text>
              ) : null}
              <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Title>
              {item.description && expanded ? (
                <Text size="sm" c="gray.8" mt={4}>
                  {item.description}
                </Text>
              ) : null}
            </div>
          </Group>
          {abilities.add_indicator || more || (abilities.manage_stakeholders && share) ? (
            <Group gap="xs">
              {abilities.add_indicator ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => actions.addIndicator(item)}
                  aria-label={`Add indicator to ${item.title}`}
                >
                  Add indicator
                </Button>
              ) : null}
              {abilities.manage_stakeholders && share
                ? share({ type: 'outcome', id: item.id, name: item.title })
                : null}
              {more ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray.8" aria-label={`More actions for ${item.title}`}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {canAddChild ? (
                      <Menu.Item
                        leftSection={<IconSubtask size={16} aria-hidden />}
                        onClick={() => actions.addChild(item)}
                      >
                        Add {levelWord(nextLevel)} under it
                      </Menu.Item>
                    ) : null}
                    {abilities.edit ? (
                      <Menu.Item
                        leftSection={<IconChecklist size={16} aria-hidden />}
                        onClick={() => actions.addActivity(item)}
                      >
                        Add activity
                      </Menu.Item>
                    ) : null}
                    {abilities.edit ? (
                      <Menu.Item
                        leftSection={<IconPencil size={16} aria-hidden />}
                        onClick={() => actions.editOutcome(item)}
                        aria-label={`Edit outcome ${item.title}`}
                      >
                        Edit
                      </Menu.Item>
                    ) : null}
                    {abilities.delete ? (
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        onClick={() => actions.deleteOutcome(item)}
                        aria-label={`Delete outcome ${item.title}`}
                      >
                        Delete
                      </Menu.Item>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          ) : null}
          {expanded ? (
            <Stack gap="sm" id={bodyId}>
              {indicators.length ? (
                <Stack
                  component="ul"
                  gap="xs"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={`Indicators of ${item.title}`}
                >
                  {indicators.map((indicator) => (
                    <IndicatorItem
                      key={indicator.id}
                      indicator={indicator}
                      share={share}
                      onEdit={() => actions.editIndicator(indicator)}
                      onDelete={() => actions.deleteIndicator(indicator)}
                    />
                  ))}
                </Stack>
              ) : item.indicators.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {abilities.add_indicator
                    ? 'No indicators yet. Add one to measure it: a baseline and targets per period.'
                    : 'No indicators yet.'}
                </Text>
              ) : null}
              {extra?.(item)}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
