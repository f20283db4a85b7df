import { Button, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n';
import type { FilterArea } from '../filter-state';
import { useFilterStore } from '../filter-store';
import FilterDrawerBody from './filter-drawer-body';
import type { FilterSection } from './filter-sections';

export interface FilterDrawerProps {
  area: FilterArea;
  sections: FilterSection[];
  title: string;
  opened: boolean;
  activeCount: number;
  onClose: () => void;
}

/** The drawer of the filter panel with every filter the screen uses; loaded when the panel is first opened. */
export default function FilterDrawer({
  area,
  sections,
  title,
  opened,
  activeCount,
  onClose,
}: FilterDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const reset = useFilterStore((s) => s.reset);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{title}</Text>}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '92%' : 420}
      padding="md"
      styles={{ body: { paddingBottom: 88 } }}
    >
      <FilterDrawerBody area={area} sections={sections} />
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
        <Button variant="subtle" onClick={() => reset(area)} disabled={!activeCount}>
          {t('filters.reset')}
        </Button>
        <Button onClick={onClose}>{t('filters.showResults')}</Button>
      </Group>
    </Drawer>
  );
}
