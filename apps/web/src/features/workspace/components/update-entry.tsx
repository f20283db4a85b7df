import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ProjectUpdateEntry } from '@oversight/shared/projects/organization-projects.schemas';
import { Link } from 'react-router';
import { formatFieldValue } from '../../../lib/field-values';
import { formatDate } from '../../../lib/format';
import { formatRelative } from '../../../lib/format-relative';
import classes from './update-entry.module.css';

const ACTIONS: Record<string, string> = {
  created: 'created',
  updated: 'changed',
  published: 'published',
  unpublished: 'took back from the public',
  image_updated: 'changed the image of',
  imported: 'imported',
};

/** Field names as people say them ("total_project_cost" -> "Total project cost"). */
export const fieldLabel = (field: string) =>
  field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');

/** One change of one project: who, when, what; with `detailed`, each field before and after. */
export function UpdateEntry({ entry, detailed }: { entry: ProjectUpdateEntry; detailed?: boolean }) {
  const fields = Object.entries(entry.changes);
  const hidden = fields.every(([, change]) => change.before === null && change.after === null);
  return (
    <Card withBorder padding="sm" component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            <Text span fw={600}>
              {/* History with no account behind it was written by Oversight itself (demo data, jobs) or by an account since removed. */}
              {entry.actor
                ? entry.actor.display_name || entry.actor.username
                : 'Oversight (no account recorded)'}
            </Text>{' '}
            {ACTIONS[entry.action] ?? entry.action}{' '}
            <Anchor component={Link} to={`/mda/project/${entry.project.public_id}`}>
              {entry.project.name}
            </Anchor>
          </Text>
          <Text size="xs" c="gray.7">
            <time dateTime={entry.created} title={formatDate(entry.created, 'minute')}>
              {formatRelative(entry.created)}
            </time>
          </Text>
        </Group>
        {detailed && fields.length > 0 && !hidden ? (
          // Fixed columns: every entry's table lines up with the next, and long values wrap instead of scrolling.
          <Table fz="xs" withTableBorder layout="fixed" className={classes.changes}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Before</Table.Th>
                <Table.Th scope="col">After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map(([field, change]) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" fw={500}>
                    {fieldLabel(field)}
                  </Table.Th>
                  <Table.Td>{formatFieldValue(field, change.before)}</Table.Td>
                  <Table.Td>{formatFieldValue(field, change.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : fields.length > 0 ? (
          <Text size="xs" c="gray.7">
            {fields.map(([field]) => fieldLabel(field)).join(', ')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
