import { Divider, Group, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { GEOPOLITICAL_ZONES } from '@oversight/shared/reference/zones';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { filterYearsQuery } from '../api/filter-years';
import { ALL_YEARS, type FilterArea, type TimePeriodKey } from '../filter-state';
import { useFilterStore } from '../filter-store';
import { useFilterState } from '../use-area-filters';
import { AmountRange } from './amount-range';
import { ChipToggle } from './chip-toggle';
import type { FilterSection } from './filter-sections';
import { OrganisationPicker } from './organisation-picker';

const STATUS_CHIPS = (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).map((value) => ({
  value,
  label: PROJECT_STATUSES[value].label,
}));
const ZONE_CHIPS = GEOPOLITICAL_ZONES.map((z) => ({ value: z.code, label: z.name }));
const PERIODS: { value: TimePeriodKey; label: string }[] = [
  { value: 'all', label: 'Any time' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'this_year', label: 'This year' },
  { value: 'last_year', label: 'Last year' },
  { value: 'custom', label: 'Choose dates' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Every filter of the panel (loaded when the panel first opens). */
export default function FilterDrawerBody({
  area,
  sections,
}: {
  area: FilterArea;
  sections: FilterSection[];
}) {
  const state = useFilterState(area);
  const actions = useFilterStore.getState();
  const has = (section: FilterSection) => sections.includes(section);
  const years = useQuery({ ...filterYearsQuery(), enabled: has('years') });
  const zone = state.location.selectedZone;
  const stateChips = NIGERIAN_STATES.filter((s) => !zone || s.zone === zone).map((s) => ({
    value: s.filterName,
    label: s.name,
  }));

  return (
    <Stack gap="lg">
      {has('location') ? (
        <Section title="Location">
          <ChipToggle
            label="Geopolitical zone"
            options={ZONE_CHIPS}
            selected={zone ? [zone] : []}
            onToggle={(z) => actions.selectZone(area, z)}
          />
          <Divider variant="dashed" />
          <ChipToggle
            label="States"
            options={stateChips}
            selected={state.location.selected}
            onToggle={(s) => actions.toggleLocation(area, s)}
          />
        </Section>
      ) : null}
      {has('status') ? (
        <Section title="Status">
          <ChipToggle
            label="Status"
            options={STATUS_CHIPS}
            selected={state.status}
            onToggle={(s) => actions.toggleStatus(area, s)}
          />
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
                onChange={(e) =>
                  actions.setTimePeriod(area, 'custom', { start_date: e.currentTarget.value || null })
                }
              />
              <TextInput
                type="date"
                label="To"
                value={state.timePeriod.end_date ?? ''}
                onChange={(e) =>
                  actions.setTimePeriod(area, 'custom', { end_date: e.currentTarget.value || null })
                }
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
            onChange={(values) =>
              actions.setYears(
                area,
                values.includes(ALL_YEARS) && !state.years.includes(ALL_YEARS) ? [] : values,
              )
            }
            comboboxProps={{ withinPortal: false }}
            clearable
          />
        </Section>
      ) : null}
      {has('ministries') ? (
        <Section title="Ministries">
          <OrganisationPicker
            kind="MINISTRY"
            label="Ministries"
            value={state.ministries}
            onChange={(v) => actions.setList(area, 'ministries', v)}
          />
        </Section>
      ) : null}
      {has('agencies') ? (
        <Section title="Agencies">
          <OrganisationPicker
            kind="AGENCY"
            label="Agencies"
            value={state.agencies}
            onChange={(v) => actions.setList(area, 'agencies', v)}
          />
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
  );
}
