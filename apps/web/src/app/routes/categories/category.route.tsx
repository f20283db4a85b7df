import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  GROUP_LABELS,
  categoriesQuery,
  entriesOf,
  isCategoryGroup,
} from '../../../features/categories/api/categories';
import { CategoryBreadcrumbs } from '../../../features/categories/components/category-breadcrumbs';
import { CategoryGrid } from '../../../features/categories/components/category-grid';
import { YearSelect } from '../../../features/categories/components/year-select';
import { useCategoryYear } from '../../../features/categories/hooks/use-category-year';
import { DirectorySearch } from '../../../features/directory/components/directory-search';
import { LoadError } from '../../../features/projects/components/project-list';
import { Component as NotFound } from '../errors/not-found.route';

/** Every sector, state or ministry with its allocated budget and active projects. */
export function Component() {
  const { category } = useParams();
  const [year, setYear, suffix] = useCategoryYear();
  const [text, setText] = useState('');
  const group = isCategoryGroup(category) ? category : null;
  useDocumentTitle(`${group ? GROUP_LABELS[group].title : 'Categories'} · Oversight`);
  const query = useQuery({ ...categoriesQuery(year), enabled: Boolean(group) });
  if (!group) return <NotFound />;
  const label = GROUP_LABELS[group];
  const entries = entriesOf(query.data, group).filter((e) =>
    e.title.toLowerCase().includes(text.toLowerCase()),
  );

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <CategoryBreadcrumbs
        crumbs={[{ label: 'Categories', to: `/categories${suffix}` }, { label: label.title }]}
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {label.title}
          </Title>
          <Text size="sm" c="gray.7">
            Allocated budget and active projects per {label.one} in {year}. Open one to see its projects.
          </Text>
        </div>
        <YearSelect value={year} onChange={setYear} />
      </Group>
      <DirectorySearch value={text} onChange={setText} label={`Find a ${label.one}`} />
      {query.error && !query.data ? (
        <LoadError what={label.title.toLowerCase()} onRetry={() => void query.refetch()} />
      ) : (
        <CategoryGrid entries={entries} loading={query.isPending} headingLevel={2} />
      )}
    </Stack>
  );
}
