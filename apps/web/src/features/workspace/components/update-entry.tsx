import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ProjectUpdateEntry } from '@oversight/shared/projects/organization-projects.schemas';
import { Link } from 'react-router';
import { formatRelative } from '../../../lib/format-relative';

const ACTIONS: Record<string, string> = {
  created: 'created',
  updated: 'changed',
  published: 'published',
  unpublished: 'took back from the public',
  image_updated: 'changed the image of',
  imported: 'imported',
};

/** Field names as people say them ("total_project_cost" -> "Total project cost"). */
export const fieldLabel = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');

export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(showValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One change of one project: who, when, what; with `detailed`, each field before and after. */
export function UpdateEntry({ entry, detailed }: { entry: ProjectUpdateEntry; detailed?: boolean }) {
  const fields = Object.entries(entry.changes);
  const hidden = fields.every(([, change]) => change.before === null && change.after === null);
  return (
    <Card withBorder padding="sm" component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            {entry.actor ? (
              <>
                <Text span fw={600}>
                  {entry.actor.display_name || entry.actor.username}
                </Text>{' '}
                {ACTIONS[entry.action] ?? entry.action}{' '}
              </>
            ) : (
              // History with no account behind it (recorded by the system, or by an account since removed).
              <>Change recorded: </>
            )}
            <Anchor component={Link} to={`/mda/project/${entry.project.public_id}`}>
              {entry.project.name}
            </Anchor>
          </Text>
          <Text size="xs" c="gray.7">
            <time dateTime={entry.created}>{formatRelative(entry.created)}</time>
          </Text>
        </Group>
        {detailed && fields.length > 0 && !hidden ? (
          <Table.ScrollContainer minWidth={420}>
            <Table fz="xs" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map(([field, change]) => (
                  <Table.Tr key={field}>
                    <Table.Td>{fieldLabel(field)}</Table.Td>
                    <Table.Td>{showValue(change.before)}</Table.Td>
                    <Table.Td>{showValue(change.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : fields.length > 0 ? (
          <Text size="xs" c="gray.7">
            {fields.map(([field]) => fieldLabel(field)).join(', ')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
