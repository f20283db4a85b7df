import { Badge, Button, Group, Loader, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSeen } from '../../../lib/use-seen';
import { activeFilterCount, type FilterArea } from '../filter-state';
import { useFilterState } from '../use-area-filters';
import { ActiveFilters } from './active-filters';
import { DEFAULT_SECTIONS, type FilterSection } from './filter-sections';
import { useTranslation } from '../../../i18n';

// The drawer and the filters in it (sliders, pickers) arrive when the panel is first opened, not with the screen.
const FilterDrawer = lazy(() => import('./filter-drawer'));

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
export function FilterPanel({ area, sections = DEFAULT_SECTIONS, title }: FilterPanelProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const mounted = useSeen(opened);
  const state = useFilterState(area);
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
          {t('filters.button')}
          {count ? <VisuallyHidden>{t('filters.activeCount', { count })}</VisuallyHidden> : null}
        </Button>
        <ActiveFilters area={area} />
      </Group>
      {mounted ? (
        <Suspense fallback={<Loader size="sm" aria-label={t('filters.loading')} />}>
          <FilterDrawer
            area={area}
            sections={sections}
            title={title ?? t('filters.title')}
            opened={opened}
            activeCount={count}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
