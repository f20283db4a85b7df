import { Badge, Button, Center, Drawer, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { activeFilterCount, type FilterArea } from '../filter-state';
import { useFilterStore } from '../filter-store';
import { useFilterState } from '../use-area-filters';
import { ActiveFilters } from './active-filters';
import { DEFAULT_SECTIONS, type FilterSection } from './filter-sections';

// The filters themselves (sliders, pickers) arrive when the panel is first opened, not with the screen.
const FilterDrawerBody = lazy(() => import('./filter-drawer-body'));

export interface FilterPanelProps {
  area: FilterArea;
  sections?: FilterSection[];
  /** Shown in the drawer's title: "Filter projects". */
  title?: string;
}

/**
 * The one filter panel of every catalogue screen: a button with the number of active filters, the active filters as
 * removable chips, and a drawer with every filter the screen uses. Changes apply at once; the area's state is kept.
 */
export function FilterPanel({
  area,
  sections = DEFAULT_SECTIONS,
  title = 'Filter projects',
}: FilterPanelProps) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const state = useFilterState(area);
  const reset = useFilterStore((s) => s.reset);
  const count = activeFilterCount(state);

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant={count ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            count ? (
              <Badge size="sm" circle aria-hidden>
                {count}
              </Badge>
            ) : null
          }
          onClick={() => setOpened(true)}
          aria-haspopup="dialog"
        >
          Filters{count ? <VisuallyHidden>, {count} active</VisuallyHidden> : null}
        </Button>
        <ActiveFilters area={area} />
      </Group>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={<Text fw={700}>{title}</Text>}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '92%' : 420}
        padding="md"
        styles={{ body: { paddingBottom: 88 } }}
      >
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading filters" />
            </Center>
          }
        >
          <FilterDrawerBody area={area} sections={sections} />
        </Suspense>
        <Group
          justify="space-between"
          p="md"
          pos="absolute"
          bottom={0}
          left={0}
          right={0}
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button variant="subtle" onClick={() => reset(area)} disabled={!count}>
            Reset filters
          </Button>
          <Button onClick={() => setOpened(false)}>Show results</Button>
        </Group>
      </Drawer>
    </>
  );
}
