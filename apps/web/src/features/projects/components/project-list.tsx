import { Card, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { ProjectCard, type CardProject } from './project-card';
import classes from './project-card.module.css';
import { useTranslation, type MessageKey } from '../../../i18n';
import { formatNumber } from '../../../lib/format';

const PAGE_CONTROLS: Record<'first' | 'previous' | 'next' | 'last', MessageKey> = {
  first: 'projects.pageFirst',
  previous: 'projects.pagePrevious',
  next: 'projects.pageNext',
  last: 'projects.pageLast',
};

export interface ProjectListProps {
  projects: CardProject[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** What to say when nothing matches, and what to do about it. */
  empty?: { title: string; text?: ReactNode; action?: ReactNode };
  headingLevel?: 2 | 3 | 4;
  skeletons?: number;
  compact?: boolean;
}

// Columns follow the width the list is given (beside a map, between side bars), not the window's.
export const GRID_COLS = { base: 1, '520px': 2, '800px': 3, '1100px': 4 };

export function ProjectCardSkeleton({ compact }: { compact?: boolean }) {
  return (
    <Card withBorder padding="sm" radius="md" aria-hidden>
      {compact ? null : (
        <Card.Section>
          <Skeleton height={112} radius={0} />
        </Card.Section>
      )}
      <Skeleton height={18} width={70} mt="sm" />
      <Skeleton height={14} mt="xs" />
      <Skeleton height={14} width="70%" mt={6} />
      <Skeleton height={12} width="50%" mt="md" />
    </Card>
  );
}

/** Kept here for the screens that import it with the project list. */
export { LoadError };

/** A grid of project cards with loading, empty and error states. */
export function ProjectList({
  projects,
  loading,
  error,
  onRetry,
  empty,
  headingLevel = 3,
  skeletons = 6,
  compact,
}: ProjectListProps) {
  const { t } = useTranslation();
  if (error && !projects) return <LoadError onRetry={onRetry} />;
  if (loading && !projects) {
    return (
      <SimpleGrid
        type="container"
        cols={GRID_COLS}
        spacing="md"
        aria-busy="true"
        aria-label={t('projects.loadingProjects')}
      >
        {Array.from({ length: skeletons }, (_, i) => (
          <ProjectCardSkeleton key={i} compact={compact} />
        ))}
      </SimpleGrid>
    );
  }
  if (!projects?.length) {
    return (
      <EmptyState
        icon={<IconMapSearch size={36} stroke={1.5} />}
        title={empty?.title ?? t('projects.noMatchTitle')}
        text={empty?.text ?? t('projects.noMatchText')}
        action={empty?.action}
        order={3}
      />
    );
  }
  return (
    <SimpleGrid
      type="container"
      cols={GRID_COLS}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {projects.map((project) => (
        <li key={project.public_id}>
          <ProjectCard project={project} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** A horizontal, scrollable row of cards (most discussed, nearing completion). */
export function ProjectRail({
  projects,
  loading,
  error,
  onRetry,
  label,
  emptyText,
}: {
  projects: CardProject[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  label: string;
  emptyText: string;
}) {
  if (error && !projects) return <LoadError onRetry={onRetry} />;
  if (loading && !projects) {
    return (
      <div className={classes.rail} aria-busy="true" aria-label={`Loading ${label}`}>
        {Array.from({ length: 4 }, (_, i) => (
          <ProjectCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!projects?.length) {
    return (
      <Text size="sm" c="gray.7">
        {emptyText}
      </Text>
    );
  }
  return (
    <ul className={classes.rail} aria-label={label} style={{ listStyle: 'none', margin: 0 }}>
      {projects.map((project) => (
        <li key={project.public_id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

/** Page numbers under a list; `page` is 1-based. Hidden when everything fits on one page. */
export function ListPagination({
  total,
  pageSize,
  page,
  onChange,
  label,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Stack align="center" gap={4} mt="lg">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROLS[control]) })}
        getItemProps={(item) => ({ 'aria-label': t('projects.pageN', { page: formatNumber(item) }) })}
        aria-label={label ?? t('projects.pages')}
      />
      <Text size="xs" c="gray.7">
        {t('projects.rangeOf', {
          from: formatNumber((page - 1) * pageSize + 1),
          to: formatNumber(Math.min(page * pageSize, total)),
          total: formatNumber(total),
        })}
      </Text>
    </Stack>
  );
}
