import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import {
  GROUP_LABELS,
  categoriesQuery,
  isCategoryGroup,
  subcategoryFilter,
} from '../../../features/categories/api/categories';
import { CategoryBreadcrumbs } from '../../../features/categories/components/category-breadcrumbs';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterUrlSync, useProjectQuery } from '../../../features/filters/use-area-filters';
import { useCategoryYear } from '../../../features/categories/hooks/use-category-year';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { projectsQuery } from '../../../features/projects/api/projects';
import { ListPagination, ProjectList } from '../../../features/projects/components/project-list';
import { formatMoney, formatNumber } from '../../../lib/format';
import { Component as NotFound } from '../errors/not-found.route';

const AREA = 'categories';

/** The projects of one sector, state or ministry, a page at a time (the page is part of the path). */
export function Component() {
  const { category, subcategory = '', page: pageParam } = useParams();
  const navigate = useNavigate();
  const [year, , suffix] = useCategoryYear();
  useFilterUrlSync(AREA);
  const filters = useProjectQuery(AREA);
  const group = isCategoryGroup(category) ? category : null;
  const page = Math.max(1, Number.parseInt(pageParam ?? '1', 10) || 1);
  const categories = useQuery({ ...categoriesQuery(year), enabled: Boolean(group) });
  const card = group ? categories.data?.[group][subcategory] : undefined;
  const title = card?.title ?? subcategory;
  useDocumentTitle(`${title} · Categories · Oversight`);
  // The path's category narrows the area's filters (docs/spec/product-spec.md section 7: "category pages add sector, state or ministry").
  const scoped = group ? { ...filters, ...subcategoryFilter(group, subcategory) } : filters;
  const list = useQuery({
    ...projectsQuery({ filters: scoped, offset: (page - 1) * PROJECT_PAGE_SIZE }),
    enabled: Boolean(group),
  });
  if (!group) return <NotFound />;
  const base = `/categories/${group}/${encodeURIComponent(subcategory)}`;

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <CategoryBreadcrumbs
        crumbs={[
          { label: 'Categories', to: `/categories${suffix}` },
          { label: GROUP_LABELS[group].title, to: `/categories/${group}${suffix}` },
          { label: title, to: `${base}/1${suffix}` },
          ...(page > 1 ? [{ label: `Page ${page}` }] : []),
        ]}
      />
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
              {GROUP_LABELS[group].one}
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
            {card?.description ? (
              <Text size="sm" c="gray.7">
                {card.description}
              </Text>
            ) : null}
          </div>
          <Group gap="xl" component="dl" m={0}>
            <div>
              <Text component="dt" size="xs" c="gray.7">
                Allocated budget {year}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg">
                {formatMoney(card?.allocated_budget)}
              </Text>
            </div>
            <div>
              <Text component="dt" size="xs" c="gray.7">
                Active projects
              </Text>
              <Text component="dd" m={0} fw={700} size="lg">
                {formatNumber(card?.active_projects)}
              </Text>
            </div>
          </Group>
        </Group>
      </Card>
      <Group justify="space-between">
        <FilterPanel
          area={AREA}
          sections={
            group === 'states'
              ? ['status', 'cost', 'budget', 'period', 'years', 'ministries', 'agencies', 'contractors']
              : undefined
          }
        />
        {list.data ? (
          <Text size="sm" c="gray.7" aria-live="polite">
            {formatNumber(list.data.count)} projects
          </Text>
        ) : null}
      </Group>
      <ProjectList
        headingLevel={2}
        projects={list.data?.results}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={
          page > 1 && (list.data?.count ?? 0) > 0
            ? {
                // New filters can leave fewer pages than the one in the address.
                title: `Page ${page} is past the last page`,
                text: `There are ${formatNumber(list.data?.count)} projects on ${Math.ceil((list.data?.count ?? 0) / PROJECT_PAGE_SIZE)} pages.`,
                action: (
                  <Button component={Link} to={`${base}/1${window.location.search}`} variant="light">
                    Go to the first page
                  </Button>
                ),
              }
            : {
                title: `No projects in ${title} match`,
                text: 'Remove some filters, or look at another category.',
              }
        }
      />
      <ListPagination
        total={list.data?.count ?? 0}
        pageSize={PROJECT_PAGE_SIZE}
        page={page}
        onChange={(next) => void navigate(`${base}/${next}${window.location.search}`)}
      />
    </Stack>
  );
}
