import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  CATEGORY_GROUPS,
  GROUP_LABELS,
  categoriesQuery,
  entriesOf,
} from '../../../features/categories/api/categories';
import { CategoryBreadcrumbs } from '../../../features/categories/components/category-breadcrumbs';
import { CategoryGrid } from '../../../features/categories/components/category-grid';
import { YearSelect } from '../../../features/categories/components/year-select';
import { useCategoryYear } from '../../../features/categories/hooks/use-category-year';
import { LoadError } from '../../../features/projects/components/project-list';

const PREVIEW = 6;

/** Public money by sector, state and ministry: the busiest of each, with links to all. */
export function Component() {
  useDocumentTitle('Categories · Oversight');
  const [year, setYear, suffix] = useCategoryYear();
  const query = useQuery(categoriesQuery(year));

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <CategoryBreadcrumbs crumbs={[{ label: 'Categories' }]} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Categories
          </Title>
          <Text size="sm" c="gray.7">
            What was allocated in {year} and how many projects are under way, by sector, state and ministry.
          </Text>
        </div>
        <Group gap="sm">
          <Anchor component={Link} to={`/categories/subcategories${suffix}`} size="sm">
            All subcategories
          </Anchor>
          <YearSelect value={year} onChange={setYear} />
        </Group>
      </Group>
      {query.error && !query.data ? (
        <LoadError what="categories" onRetry={() => void query.refetch()} />
      ) : null}
      {CATEGORY_GROUPS.map((group) => {
        const entries = entriesOf(query.data, group);
        return (
          <Stack key={group} gap="sm" component="section" aria-labelledby={`group-${group}`}>
            <Group justify="space-between">
              <Title order={2} size="h3" id={`group-${group}`}>
                {GROUP_LABELS[group].title}
              </Title>
              <Anchor component={Link} to={`/categories/${group}${suffix}`} size="sm">
                See all {query.data ? entries.length : ''} {GROUP_LABELS[group].title.toLowerCase()}
              </Anchor>
            </Group>
            {query.error && !query.data ? null : (
              <CategoryGrid entries={entries.slice(0, PREVIEW)} loading={query.isPending} skeletons={4} />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
