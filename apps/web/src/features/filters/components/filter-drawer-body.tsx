import { Checkbox, Divider, Group, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { GEOPOLITICAL_ZONE_CODES } from '@oversight/shared/reference/zones';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { filterYearsQuery } from '../api/filter-years';
import { useTranslation, type MessageKey } from '../../../i18n';
import { ALL_YEARS, type FilterArea, type TimePeriodKey } from '../filter-state';
import { useFilterStore } from '../filter-store';
import { useFilterState } from '../use-area-filters';
import { AmountRange } from './amount-range';
import { ChipToggle } from './chip-toggle';
import type { FilterSection } from './filter-sections';
import { OrganizationPicker } from './organization-picker';

const STATUSES = Object.keys(PROJECT_STATUSES) as ProjectStatus[];
const PERIODS: { value: TimePeriodKey; key: MessageKey }[] = [
  { value: 'all', key: 'filters.anyTime' },
  { value: 'last_30_days', key: 'filters.last30' },
  { value: 'this_year', key: 'filters.thisYear' },
  { value: 'last_year', key: 'filters.lastYear' },
  { value: 'custom', key: 'filters.chooseDates' },
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
  const { t } = useTranslation();
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
        <Section title={t('filters.location')}>
          <ChipToggle
            label={t('filters.zone')}
            options={GEOPOLITICAL_ZONE_CODES.map((code) => ({
              value: code,
              label: t(`filters.zone${code}`),
            }))}
            selected={zone ? [zone] : []}
            onToggle={(z) => actions.selectZone(area, z)}
          />
          <Divider variant="dashed" />
          <ChipToggle
            label={t('filters.states')}
            options={stateChips}
            selected={state.location.selected}
            onToggle={(s) => actions.toggleLocation(area, s)}
          />
        </Section>
      ) : null}
      {has('status') ? (
        <Section title={t('filters.status')}>
          <ChipToggle
            label={t('filters.status')}
            options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            selected={state.status}
            onToggle={(s) => actions.toggleStatus(area, s)}
          />
        </Section>
      ) : null}
      {has('cost') ? (
        <AmountRange
          title={t('filters.totalCost')}
          value={[state.cost.min_total_cost, state.cost.max_total_cost]}
          onChange={(range) => actions.setCost(area, range)}
        />
      ) : null}
      {has('budget') ? (
        <AmountRange
          title={t('filters.amountBudgeted')}
          value={[state.budget.min_amt_budgeted, state.budget.max_amt_budgeted]}
          onChange={(range) => actions.setBudget(area, range)}
        />
      ) : null}
      {has('citizens') ? (
        <Section title={t('filters.citizensView')}>
          <Checkbox
            label={t('filters.citizensDisagree')}
            description={t('filters.citizensDisagreeHint')}
            checked={state.citizensDisagree ?? false}
            onChange={(event) => actions.setCitizensDisagree(area, event.currentTarget.checked)}
          />
        </Section>
      ) : null}
      {has('period') ? (
        <Section title={t('filters.timePeriod')}>
          <Select
            aria-label={t('filters.timePeriod')}
            data={PERIODS.map(({ value, key }) => ({ value, label: t(key) }))}
            value={state.timePeriod.selected}
            onChange={(value) => actions.setTimePeriod(area, (value as TimePeriodKey | null) ?? 'all')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {state.timePeriod.selected === 'custom' ? (
            <Group grow>
              <TextInput
                type="date"
                label={t('filters.dateFrom')}
                value={state.timePeriod.start_date ?? ''}
                onChange={(e) =>
                  actions.setTimePeriod(area, 'custom', { start_date: e.currentTarget.value || null })
                }
              />
              <TextInput
                type="date"
                label={t('filters.dateTo')}
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
        <Section title={t('filters.year')}>
          <MultiSelect
            aria-label={t('filters.years')}
            placeholder={state.years.length ? undefined : t('filters.allYears')}
            data={[
              { value: ALL_YEARS, label: t('filters.allYearsOption') },
              ...(years.data ?? []).map(String),
            ]}
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
        <Section title={t('filters.ministries')}>
          <OrganizationPicker
            kind="MINISTRY"
            label={t('filters.ministries')}
            placeholder={t('filters.anyMinistry')}
            value={state.ministries}
            onChange={(v) => actions.setList(area, 'ministries', v)}
          />
        </Section>
      ) : null}
      {has('agencies') ? (
        <Section title={t('filters.agencies')}>
          <OrganizationPicker
            kind="AGENCY"
            label={t('filters.agencies')}
            placeholder={t('filters.anyAgency')}
            value={state.agencies}
            onChange={(v) => actions.setList(area, 'agencies', v)}
          />
        </Section>
      ) : null}
      {has('contractors') ? (
        <Section title={t('filters.contractors')}>
          <OrganizationPicker
            kind="CONTRACTOR"
            label={t('filters.contractors')}
            placeholder={t('filters.anyContractor')}
            value={state.mdaContractors}
            onChange={(v) => actions.setList(area, 'mdaContractors', v)}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
