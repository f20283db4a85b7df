import { Badge, CloseButton, Group } from '@mantine/core';
import { formatDate, formatMoney, stateLabel } from '../../../lib/format';
import { AMOUNT_MAX, AMOUNT_MIN, ALL_YEARS, type FilterArea } from '../filter-state';
import { useFilterStore } from '../filter-store';
import { useFilterState } from '../use-area-filters';
import { t, type MessageKey } from '../../../i18n';

interface ActiveChip {
  key: string;
  label: string;
  remove: () => void;
}

const PERIOD_LABELS: Record<string, MessageKey> = {
  last_30_days: 'filters.last30',
  this_year: 'filters.thisYear',
  last_year: 'filters.lastYear',
};

const range = (min: number, max: number) =>
  min > AMOUNT_MIN && max < AMOUNT_MAX
    ? `${formatMoney(min)} – ${formatMoney(max)}`
    : min > AMOUNT_MIN
      ? t('filters.from', { amount: formatMoney(min) })
      : t('filters.upTo', { amount: formatMoney(max) });

/** The filters in force, each removable on its own. */
export function ActiveFilters({ area }: { area: FilterArea }) {
  const state = useFilterState(area);
  const a = useFilterStore.getState();
  const chips: ActiveChip[] = [];

  const zone = state.location.selectedZone;
  if (zone)
    chips.push({
      key: `zone-${zone}`,
      label: t(`filters.zone${zone}`),
      remove: () => a.selectZone(area, zone),
    });
  for (const name of state.location.selected)
    chips.push({ key: `state-${name}`, label: stateLabel(name), remove: () => a.toggleLocation(area, name) });
  for (const status of state.status)
    chips.push({
      key: `status-${status}`,
      label: t(`status.${status}`),
      remove: () => a.toggleStatus(area, status),
    });
  if (state.citizensDisagree)
    chips.push({
      key: 'citizens-disagree',
      label: t('filters.citizensDisagreeChip'),
      remove: () => a.setCitizensDisagree(area, false),
    });
  const { min_total_cost: cmin, max_total_cost: cmax } = state.cost;
  if (cmin > AMOUNT_MIN || cmax < AMOUNT_MAX)
    chips.push({
      key: 'cost',
      label: t('filters.cost', { range: range(cmin, cmax) }),
      remove: () => a.setCost(area, [AMOUNT_MIN, AMOUNT_MAX]),
    });
  const { min_amt_budgeted: bmin, max_amt_budgeted: bmax } = state.budget;
  if (bmin > AMOUNT_MIN || bmax < AMOUNT_MAX)
    chips.push({
      key: 'budget',
      label: t('filters.budget', { range: range(bmin, bmax) }),
      remove: () => a.setBudget(area, [AMOUNT_MIN, AMOUNT_MAX]),
    });
  if (state.timePeriod.selected !== 'all') {
    const { start_date, end_date, selected } = state.timePeriod;
    const label =
      (PERIOD_LABELS[selected] ? t(PERIOD_LABELS[selected]) : null) ??
      `${start_date ? formatDate(start_date) : '…'} – ${end_date ? formatDate(end_date) : '…'}`;
    chips.push({ key: 'period', label, remove: () => a.setTimePeriod(area, 'all') });
  }
  const years = state.years.filter((y) => y !== ALL_YEARS);
  if (years.length) chips.push({ key: 'years', label: years.join(', '), remove: () => a.setYears(area, []) });
  for (const [key, values] of [
    ['ministries', state.ministries],
    ['agencies', state.agencies],
    ['mdaContractors', state.mdaContractors],
  ] as const) {
    for (const username of values) {
      chips.push({
        key: `${key}-${username}`,
        label: username,
        remove: () =>
          a.setList(
            area,
            key,
            values.filter((v) => v !== username),
          ),
      });
    }
  }

  if (!chips.length) return null;
  return (
    <Group
      gap={6}
      wrap="wrap"
      component="ul"
      aria-label={t('filters.active')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Badge
            variant="default"
            size="lg"
            radius="xl"
            tt="none"
            fw={500}
            pr={3}
            rightSection={
              <CloseButton
                size="sm"
                radius="xl"
                aria-label={t('filters.remove', { label: chip.label })}
                onClick={chip.remove}
              />
            }
          >
            {chip.label}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
