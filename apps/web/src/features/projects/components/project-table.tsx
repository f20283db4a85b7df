import { Anchor, Badge, Checkbox, Progress, Skeleton, Table, Text } from '@mantine/core';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { Link } from 'react-router';
import { useTranslation, type MessageKey } from '../../../i18n';
import { formatDate, NOT_GIVEN, stateLabel } from '../../../lib/format';
import { Money } from './money';
import classes from './project-table.module.css';
import { StatusBadge } from './status-badge';

/**
 * The columns, and from which width of the table's container each shows (project-table.module.css): the table fits
 * its space instead of scrolling sideways. In the narrowest, completion and cost sit under the project's name.
 */
type From = 'sm' | 'md' | 'lg' | 'xl';
const hide = (from?: From) => (from ? classes[`from-${from}`] : undefined);
const COLUMNS: { label: MessageKey; from?: From; ta?: 'right' }[] = [
  { label: 'projectlist.colProject' },
  { label: 'projectlist.colStatus' },
  { label: 'projectlist.colCompleted', from: 'sm' },
  { label: 'projectlist.colState', from: 'md' },
  { label: 'projectlist.colMinistry', from: 'lg' },
  { label: 'projectlist.colCost', from: 'sm', ta: 'right' },
  { label: 'projectlist.colStart', from: 'xl' },
  { label: 'projectlist.colEnd', from: 'lg' },
];

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
  const { t } = useTranslation();
  const pageIds = projects?.map((p) => p.public_id) ?? [];
  const allSelected = !!selection && pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  return (
    <div className={classes.fit}>
      <Table.ScrollContainer minWidth={300}>
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
              {COLUMNS.map((column) => (
                <Table.Th key={column.label} scope="col" className={hide(column.from)} ta={column.ta}>
                  {t(column.label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && !projects
              ? Array.from({ length: 8 }, (_, i) => (
                  <Table.Tr key={i} aria-hidden>
                    {COLUMNS.map((column) => (
                      <Table.Td key={column.label} className={hide(column.from)}>
                        <Skeleton height={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : projects?.map((p) => (
                  <Table.Tr
                    key={p.public_id}
                    bg={selection?.selected.has(p.public_id) ? 'var(--mantine-color-blue-light)' : undefined}
                  >
                    {selection && (
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${p.name}`}
                          checked={selection.selected.has(p.public_id)}
                          onChange={() => selection.onToggle(p.public_id)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td miw={180} maw={320}>
                      <Anchor component={Link} to={linkTo(p)} fw={600} size="sm" lineClamp={2}>
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
                      {/* Narrow screens: the hidden columns' essentials under the name. */}
                      <Text size="xs" c="gray.7" className={classes['narrow-only']}>
                        {t('projectlist.done', { percent: Math.round(p.percentage_completed) })} ·{' '}
                        <Money value={p.total_project_cost} currency={p.currency} />
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
                    <Table.Td miw={100} className={hide('sm')}>
                      <Text size="xs">{Math.round(p.percentage_completed)}%</Text>
                      <Progress value={p.percentage_completed} size="xs" aria-hidden />
                    </Table.Td>
                    <Table.Td className={hide('md')}>
                      {p.states.map(stateLabel).join(', ') || NOT_GIVEN}
                    </Table.Td>
                    <Table.Td maw={220} className={hide('lg')}>
                      <Text size="sm" lineClamp={2}>
                        {p.agency?.name ?? p.ministry?.name ?? p.organization?.name ?? NOT_GIVEN}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" className={hide('sm')} style={{ whiteSpace: 'nowrap' }}>
                      <Money value={p.total_project_cost} currency={p.currency} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} className={hide('xl')}>
                      {formatDate(p.start_date)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} className={hide('lg')}>
                      {formatDate(p.end_date)}
                    </Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
