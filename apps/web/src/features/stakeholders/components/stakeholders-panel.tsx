import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTENT_TYPE_LABELS } from '@oversight/shared/collaboration/content';
import {
  OWNERSHIP_FILTERS,
  OWNERSHIP_LABELS,
  type OwnershipFilter,
  type Stakeholder,
  type StakeholderOrdering,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { IconListDetails, IconSearch, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { showSuccess } from '../../../lib/toasts';
import { usePaging } from '../../../lib/use-paging';
import { assignedObjectsQuery, stakeholdersQuery, useRemoveFromOrganization } from '../api/stakeholders';
import { contentPath } from '../content-path';

const KIND_LABEL = {
  team_member: 'Team member',
  visitor: 'Visitor',
  department: 'Department',
  organisation: 'Organisation',
} as const;
const ORDERINGS: { value: StakeholderOrdering; label: string }[] = [
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: '-created', label: 'Newest first' },
  { value: 'created', label: 'Oldest first' },
  { value: '-items_count', label: 'Most items' },
];
const PAGE = 25;

function AssignedObjects({ stakeholder }: { stakeholder: Stakeholder }) {
  const objects = useQuery(assignedObjectsQuery(stakeholder.public_id));
  if (objects.isPending) return <Text c="gray.7">Loading…</Text>;
  if (!objects.data?.results.length)
    return <Text c="gray.7">{stakeholder.name} holds no item of this organisation.</Text>;
  return (
    <Stack gap="xs">
      {objects.data.results.map((object) => {
        const path = contentPath(object.content);
        return (
          <Group
            key={`${object.content.content_type}:${object.content.public_id}`}
            justify="space-between"
            wrap="nowrap"
          >
            <div style={{ minWidth: 0 }}>
              {path ? (
                <Anchor component={Link} to={path} fw={600} display="block" truncate>
                  {object.content.name}
                </Anchor>
              ) : (
                <Text fw={600} truncate>
                  {object.content.name}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                {CONTENT_TYPE_LABELS[object.content.content_type]}
              </Text>
            </div>
            <Badge variant="light">{object.role.name}</Badge>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The stakeholders tab: staff and everyone holding a role on one of the organisation's items. */
export function StakeholdersPanel() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [ownership, setOwnership] = useState<OwnershipFilter>('all');
  const [ordering, setOrdering] = useState<StakeholderOrdering>('name');
  const [type, setType] = useState<string>('any');
  const [open, setOpen] = useState<Stakeholder | null>(null);
  // Back to page 1 whenever the search or a filter changes.
  const { page, setPage, offset, pages } = usePaging(PAGE, {
    resetKey: JSON.stringify([search.trim(), ownership, type, ordering]),
  });
  const params = {
    query,
    ownership,
    ordering,
    stakeholder_type: type === 'any' ? undefined : (Number(type) as 0 | 1),
    offset,
  };
  const list = useQuery(stakeholdersQuery(params));
  const remove = useRemoveFromOrganization();

  return (
    <Stack>
      <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, username or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
          miw={200}
        />
        <Select
          label="Show"
          data={OWNERSHIP_FILTERS.map((value) => ({ value, label: OWNERSHIP_LABELS[value] }))}
          value={ownership}
          onChange={(value) => {
            setOwnership((value ?? 'all') as OwnershipFilter);
          }}
          allowDeselect={false}
          miw={150}
        />
        <Select
          label="Type"
          data={[
            { value: 'any', label: 'Internal and external' },
            { value: '0', label: 'Internal' },
            { value: '1', label: 'External' },
          ]}
          value={type}
          onChange={(value) => setType(value ?? 'any')}
          allowDeselect={false}
          miw={150}
        />
        <Select
          label="Sort"
          data={ORDERINGS}
          value={ordering}
          onChange={(value) => setOrdering((value ?? 'name') as StakeholderOrdering)}
          allowDeselect={false}
          miw={140}
        />
      </Group>
      {list.isPending ? (
        <Text c="gray.7">Loading stakeholders…</Text>
      ) : list.data?.results.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Stakeholder</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Items</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((stakeholder) => (
                <Table.Tr key={stakeholder.public_id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar name={stakeholder.name} src={stakeholder.avatar} size={32} decorative />
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" truncate>
                          {stakeholder.name}
                        </Text>
                        <Text size="xs" c="gray.7" truncate>
                          {stakeholder.email ?? stakeholder.username ?? ''}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light">{KIND_LABEL[stakeholder.kind]}</Badge>
                      {stakeholder.is_sub_user ? <Badge variant="outline">Sub-user</Badge> : null}
                      <Badge variant="dot" color={stakeholder.stakeholder_type === 0 ? 'green' : 'orange'}>
                        {stakeholder.stakeholder_type === 0 ? 'Internal' : 'External'}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>{stakeholder.items_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Items and roles">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Items and roles of ${stakeholder.name}`}
                          onClick={() => setOpen(stakeholder)}
                        >
                          <IconListDetails size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Remove from every item">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${stakeholder.name} from every item`}
                          disabled={stakeholder.items_count === 0}
                          loading={remove.isPending && remove.variables.public_id === stakeholder.public_id}
                          onClick={() =>
                            remove.mutate(stakeholder, { onSuccess: (answer) => showSuccess(answer.detail) })
                          }
                        >
                          <IconUserMinus size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <EmptyState
          title={query || ownership !== 'all' ? 'No stakeholder matches' : 'No stakeholders yet'}
          text={
            query || ownership !== 'all'
              ? 'Try another search or filter.'
              : 'Share a project from its page (Share) or add sub-users to see them here.'
          }
        />
      )}
      {list.data && list.data.count > PAGE ? (
        <Pagination
          total={pages(list.data.count)}
          value={page}
          onChange={setPage}
          aria-label="Stakeholder pages"
        />
      ) : null}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.name}: items and roles` : ''}
      >
        {open ? <AssignedObjects stakeholder={open} /> : null}
      </Modal>
    </Stack>
  );
}
