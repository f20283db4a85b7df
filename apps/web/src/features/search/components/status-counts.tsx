import { Chip, Group } from '@mantine/core';
import type { StatusCount } from '@oversight/shared/projects/projects.schemas';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { useTranslation } from '../../../i18n';
import { formatNumber } from '../../../lib/format';

export interface StatusCountsProps {
  counts: StatusCount;
  selected: readonly ProjectStatus[];
  onToggle: (status: ProjectStatus) => void;
}

/** How many matching projects are in each status; each one toggles that status filter. */
export function StatusCounts({ counts, selected, onToggle }: StatusCountsProps) {
  const { t } = useTranslation();
  const statuses = (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).filter(
    (status) => counts[PROJECT_STATUSES[status].countKey] > 0 || selected.includes(status),
  );
  if (!statuses.length) return null;
  return (
    <Group gap={6} role="group" aria-label={t('search.byStatus')}>
      {statuses.map((status) => (
        <Chip
          key={status}
          size="xs"
          variant="light"
          checked={selected.includes(status)}
          onChange={() => onToggle(status)}
        >
          {t(`status.${status}`)} · {formatNumber(counts[PROJECT_STATUSES[status].countKey])}
        </Chip>
      ))}
    </Group>
  );
}
