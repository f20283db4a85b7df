import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { t } from '../../../i18n';

/** Cards in a grid, with skeletons while loading and an empty state that says what to do. */
export function DirectoryGrid<T>({
  items,
  loading,
  render,
  empty,
  keyOf,
}: {
  items: T[] | undefined;
  loading: boolean;
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  empty: { title: string; text: string; action?: ReactNode };
}) {
  if (loading && !items) {
    return (
      <SimpleGrid
        type="container"
        cols={{ base: 1, '480px': 2, '800px': 3 }}
        aria-busy="true"
        aria-label={t('directory.loading')}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} withBorder padding="sm" aria-hidden>
            <Group wrap="nowrap">
              <Skeleton circle height={56} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} />
                <Skeleton height={10} width="60%" />
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (!items?.length) {
    return (
      <EmptyState
        icon={<IconBuildingCommunity size={36} stroke={1.5} />}
        title={empty.title}
        text={empty.text}
        action={empty.action}
        order={2}
      />
    );
  }
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '480px': 2, '800px': 3 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </SimpleGrid>
  );
}
