import { SimpleGrid } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state';
import type { CategoryEntry } from '../api/categories';
import { CategoryCard, CategoryCardSkeleton } from './category-card';

export function CategoryGrid({
  entries,
  loading,
  headingLevel,
  skeletons = 8,
}: {
  entries: CategoryEntry[];
  loading: boolean;
  headingLevel?: 2 | 3 | 4;
  skeletons?: number;
}) {
  if (loading) {
    return (
      <SimpleGrid
        type="container"
        cols={{ base: 1, '420px': 2, '640px': 3, '900px': 4 }}
        aria-busy="true"
        aria-label="Loading"
      >
        {Array.from({ length: skeletons }, (_, i) => (
          <CategoryCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (!entries.length) {
    return (
      <EmptyState
        icon={<IconCategory size={36} stroke={1.5} />}
        title="Nothing here yet"
        text="Try another year, or search for projects by name."
        order={3}
      />
    );
  }
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '420px': 2, '640px': 3, '900px': 4 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {entries.map((entry) => (
        <li key={`${entry.group}-${entry.key}`}>
          <CategoryCard
            entry={entry}
            headingLevel={headingLevel}
            to={`/categories/${entry.group}/${encodeURIComponent(entry.key)}/1`}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
