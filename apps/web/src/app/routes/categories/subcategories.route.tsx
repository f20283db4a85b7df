import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { LoadError } from '../../../features/projects/components/project-list';

/** Every subcategory of the three groups in one place, with a name filter. */
export function Component() {
  useDocumentTitle('All subcategories · Oversight');
  const [year, setYear, suffix] = useCategoryYear();
  const [text, setText] = useState('');
  const query = useQuery(categoriesQuery(year));
  const match = (title: string) => title.toLowerCase().includes(text.toLowerCase());

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <CategoryBreadcrumbs
        crumbs={[{ label: 'Categories', to: `/categories${suffix}` }, { label: 'All subcategories' }]}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            All subcategories
          </Title>
          <Text size="sm" c="gray.7">
            Every sector, state and ministry, with the budget allocated in {year}.
          </Text>
        </div>
        <YearSelect value={year} onChange={setYear} />
      </Group>
      <DirectorySearch value={text} onChange={setText} label="Find a sector, state or ministry" />
      {query.error && !query.data ? (
        <LoadError what="categories" onRetry={() => void query.refetch()} />
      ) : null}
      {CATEGORY_GROUPS.map((group) => (
        <Stack key={group} gap="sm" component="section" aria-labelledby={`all-${group}`}>
          <Title order={2} size="h3" id={`all-${group}`}>
            {GROUP_LABELS[group].title}
          </Title>
          {query.error && !query.data ? null : (
            <CategoryGrid
              entries={entriesOf(query.data, group).filter((e) => match(e.title))}
              loading={query.isPending}
              skeletons={4}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
