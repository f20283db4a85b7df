import { Badge, Button, Divider, Drawer, Group, MultiSelect, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { GEOPOLITICAL_ZONES } from '@oversight/shared/reference/zones';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_YEARS, activeFilterCount, type FilterArea, type TimePeriodKey } from '../filter-state';
import { useFilterStore } from '../filter-store';
import { useFilterState } from '../use-area-filters';
import { filterYearsQuery } from '../api/filter-years';
import { ActiveFilters } from './active-filters';
import { AmountRange } from './amount-range';
import { ChipToggle } from './chip-toggle';
import { OrganisationPicker } from './organisation-picker';

export type FilterSection = 'location' | 'status' | 'cost' | 'budget' | 'period' | 'years' | 'ministries' | 'agencies' | 'contractors';

export const DEFAULT_SECTIONS: FilterSection[] = ['location', 'status', 'cost', 'budget', 'period', 'years', 'ministries', 'agencies', 'contractors'];

const STATUS_CHIPS = (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).map((value) => ({ value, label: PROJECT_STATUSES[value].label }));
const ZONE_CHIPS = GEOPOLITICAL_ZONES.map((z) => ({ value: z.code, label: z.name }));
const PERIODS: { value: TimePeriodKey; label: string }[] = [
  { value: 'all', label: 'Any time' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'this_year', label: 'This year' },
  { value: 'last_year', label: 'Last year' },
  { value: 'custom', label: 'Choose dates' },
];

export interface FilterPanelProps {
  area: FilterArea;
  sections?: FilterSection[];
  /** Shown in the drawer's title: "Filter projects". */
  title?: string;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The one filter panel of every catalogue screen: a button with the number of active filters, the active filters as
 * removable chips, and a drawer with every filter the screen uses. Changes apply at once; the area's state is kept.
 */
export function FilterPanel({ area, sections = DEFAULT_SECTIONS, title = 'Filter projects' }: FilterPanelProps) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const state = useFilterState(area);
  const actions = useFilterStore.getState();
  const count = activeFilterCount(state);
  const has = (section: FilterSection) => sections.includes(section);
  const years = useQuery({ ...filterYearsQuery(), enabled: opened && has('years') });

  const zone = state.location.selectedZone;
  const stateChips = NIGERIAN_STATES.filter((s) => !zone || s.zone === zone).map((s) => ({ value: s.filterName, label: s.name }));

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant={count ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={count ? <Badge size="sm" circle aria-hidden>{count}</Badge> : null}
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
        <Stack gap="lg">
          {has('location') ? (
            <Section title="Location">
              <ChipToggle label="Geopolitical zone" options={ZONE_CHIPS} selected={zone ? [zone] : []} onToggle={(z) => actions.selectZone(area, z)} />
              <Divider variant="dashed" />
              <ChipToggle label="States" options={stateChips} selected={state.location.selected} onToggle={(s) => actions.toggleLocation(area, s)} />
            </Section>
          ) : null}
          {has('status') ? (
            <Section title="Status">
              <ChipToggle label="Status" options={STATUS_CHIPS} selected={state.status} onToggle={(s) => actions.toggleStatus(area, s)} />
            </Section>
          ) : null}
          {has('cost') ? (
            <AmountRange
              title="Total cost"
              value={[state.cost.min_total_cost, state.cost.max_total_cost]}
              onChange={(range) => actions.setCost(area, range)}
            />
          ) : null}
          {has('budget') ? (
            <AmountRange
              title="Amount budgeted"
              value={[state.budget.min_amt_budgeted, state.budget.max_amt_budgeted]}
              onChange={(range) => actions.setBudget(area, range)}
            />
          ) : null}
          {has('period') ? (
            <Section title="Time period">
              <Select
                aria-label="Time period"
                data={PERIODS}
                value={state.timePeriod.selected}
                onChange={(value) => actions.setTimePeriod(area, (value as TimePeriodKey | null) ?? 'all')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
              {state.timePeriod.selected === 'custom' ? (
                <Group grow>
                  <TextInput
                    type="date"
                    label="From"
                    value={state.timePeriod.start_date ?? ''}
                    onChange={(e) => actions.setTimePeriod(area, 'custom', { start_date: e.currentTarget.value || null })}
                  />
                  <TextInput
                    type="date"
                    label="To"
                    value={state.timePeriod.end_date ?? ''}
                    onChange={(e) => actions.setTimePeriod(area, 'custom', { end_date: e.currentTarget.value || null })}
                  />
                </Group>
              ) : null}
            </Section>
          ) : null}
          {has('years') ? (
            <Section title="Year">
              <MultiSelect
                aria-label="Years"
                placeholder={state.years.length ? undefined : 'All years'}
                data={[ALL_YEARS, ...(years.data ?? []).map(String)]}
                value={state.years}
                onChange={(values) => actions.setYears(area, values.includes(ALL_YEARS) && !state.years.includes(ALL_YEARS) ? [] : values)}
                comboboxProps={{ withinPortal: false }}
                clearable
              />
            </Section>
          ) : null}
          {has('ministries') ? (
            <Section title="Ministries">
              <OrganisationPicker kind="MINISTRY" label="Ministries" value={state.ministries} onChange={(v) => actions.setList(area, 'ministries', v)} />
            </Section>
          ) : null}
          {has('agencies') ? (
            <Section title="Agencies">
              <OrganisationPicker kind="AGENCY" label="Agencies" value={state.agencies} onChange={(v) => actions.setList(area, 'agencies', v)} />
            </Section>
          ) : null}
          {has('contractors') ? (
            <Section title="Contractors">
              <OrganisationPicker
                kind="CONTRACTOR"
                label="Contractors"
                value={state.mdaContractors}
                onChange={(v) => actions.setList(area, 'mdaContractors', v)}
              />
            </Section>
          ) : null}
        </Stack>
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
          <Button variant="subtle" onClick={() => actions.reset(area)} disabled={!count}>
            Reset filters
          </Button>
          <Button onClick={() => setOpened(false)}>Show results</Button>
        </Group>
      </Drawer>
    </>
  );
}
