import { Anchor, Badge, Checkbox, Progress, Skeleton, Table, Text } from '@mantine/core';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { Link } from 'react-router';
import { formatDate, stateLabel } from '../../../lib/format';
import { Money } from './money';
import { StatusBadge } from './status-badge';

export interface ProjectTableSelection {
  selected: ReadonlySet<string>;
  onToggle: (publicId: string) => void;
  onTogglePage: (publicIds: string[], select: boolean) => void;
}

/**
 * Projects as rows (wide screens): the figures side by side for comparison. An organisation's list adds row
 * selection, draft badges and links to its own project view (`linkTo`).
 */
export function ProjectTable({
  projects,
  loading,
  selection,
  linkTo = (p) => `/project/${encodeURIComponent(p.public_id)}`,
}: {
  projects: Project[] | undefined;
  loading: boolean;
  selection?: ProjectTableSelection;
  linkTo?: (project: Project) => string;
}) {
  const pageIds = projects?.map((p) => p.public_id) ?? [];
  const allSelected = !!selection && pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-busy={loading && !projects}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th scope="col" w={40}>
                <Checkbox
                  aria-label="Select every project on this page"
                  checked={allSelected}
                  indeterminate={!allSelected && pageIds.some((id) => selection.selected.has(id))}
                  onChange={() => selection.onTogglePage(pageIds, !allSelected)}
                />
              </Table.Th>
            )}
            <Table.Th scope="col">Project</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Completed</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Ministry or agency</Table.Th>
            <Table.Th scope="col" ta="right">
              Total cost
            </Table.Th>
            <Table.Th scope="col">Start</Table.Th>
            <Table.Th scope="col">End</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !projects
            ? Array.from({ length: 8 }, (_, i) => (
                <Table.Tr key={i} aria-hidden>
                  {Array.from({ length: 8 }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : projects?.map((p) => (
                <Table.Tr key={p.public_id} bg={selection?.selected.has(p.public_id) ? 'var(--mantine-color-blue-light)' : undefined}>
                  {selection && (
                    <Table.Td>
                      <Checkbox aria-label={`Select ${p.name}`} checked={selection.selected.has(p.public_id)} onChange={() => selection.onToggle(p.public_id)} />
                    </Table.Td>
                  )}
                  <Table.Td miw={240} maw={320}>
                    <Anchor
                      component={Link}
                      to={linkTo(p)}
                      fw={600}
                      size="sm"
                      lineClamp={2}
                    >
                      {p.name}
                    </Anchor>
                    <Text size="xs" c="gray.7">
                      {p.code}
                      {selection && !p.is_published && (
                        <Badge ml={6} size="xs" color="gray" variant="light">
                          Draft
                        </Badge>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={p.status}
                      size="sm"
                      style={{ overflow: 'visible' }}
                      miw="max-content"
                    />
                  </Table.Td>
                  <Table.Td miw={110}>
                    <Text size="xs">{Math.round(p.percentage_completed)}%</Text>
                    <Progress value={p.percentage_completed} size="xs" aria-hidden />
                  </Table.Td>
                  <Table.Td>{p.states.map(stateLabel).join(', ') || '_'}</Table.Td>
                  <Table.Td maw={220}>
                    <Text size="sm" lineClamp={2}>
                      {p.agency?.name ?? p.ministry?.name ?? '_'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money value={p.total_project_cost} currency={p.currency} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.start_date)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.end_date)}</Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
