import {
  Button,
  Card,
  Collapse,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  COLUMN_FILTER_PATTERN,
  type DashboardFilters,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state.filterName, label: state.name }));
const STATUS_OPTIONS = Object.values(PROJECT_STATUSES).map((status) => ({
  value: String(status.code),
  label: status.label,
}));
const SECTOR_OPTIONS = SECTORS.map((sector) => ({ value: sector.key, label: sector.name }));

/** Filters in words, as exports print them. */
export function filterWords(filters: DashboardFilters): string[] {
  const words: string[] = [];
  if (filters.date_from || filters.date_to)
    words.push(`Dates ${filters.date_from ?? 'any'} to ${filters.date_to ?? 'any'}`);
  const names = (options: { value: string; label: string }[], values?: string[]) =>
    values?.map((value) => options.find((option) => option.value === value)?.label ?? value).join(', ');
  if (filters.state?.length) words.push(`State: ${names(STATE_OPTIONS, filters.state)}`);
  if (filters.status?.length) words.push(`Status: ${names(STATUS_OPTIONS, filters.status)}`);
  if (filters.sector?.length) words.push(`Sector: ${names(SECTOR_OPTIONS, filters.sector)}`);
  const columns = filters.col === undefined ? [] : Array.isArray(filters.col) ? filters.col : [filters.col];
  for (const column of columns) words.push(`Column ${column.replace(/^[0-9a-f-]{36}\./i, '')}`);
  return words;
}

/**
 * The dashboard's filters (dates, states, statuses, sectors, and any column of a source): every chart applies those its
 * data source has a field for. They live in the URL, so a shared or reloaded link keeps them.
 */
export function DashboardFilterBar({
  filters,
  onChange,
  columnChoices = [],
  collapseOnPhone = false,
}: {
  filters: DashboardFilters;
  onChange: (next: DashboardFilters) => void;
  columnChoices?: { value: string; label: string }[];
  /** On a phone the fields hide behind a "Filters" button, so the first screen shows charts, not fields. */
  collapseOnPhone?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [shown, { toggle }] = useDisclosure(false);
  const collapsed = collapseOnPhone && phone;
  const [column, setColumn] = useState<string | null>(null);
  const [columnValue, setColumnValue] = useState('');
  const columns = filters.col === undefined ? [] : Array.isArray(filters.col) ? filters.col : [filters.col];
  const set = (patch: Partial<DashboardFilters>) => {
    const next = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof DashboardFilters)[]) {
      const value = next[key];
      if (value === undefined || value === '' || (Array.isArray(value) && !value.length))
        Reflect.deleteProperty(next, key);
    }
    onChange(next);
  };
  const active = Object.keys(filters).length > 0;
  const activeCount = Object.keys(filters).length;
  return (
    <Card component="section" withBorder radius="md" aria-labelledby="dashboard-filters">
      <Stack gap="sm">
        <Group justify="space-between">
          {collapsed ? (
            <Button
              variant="light"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={toggle}
              aria-expanded={shown}
              aria-controls="dashboard-filter-fields"
              id="dashboard-filters"
            >
              Filters{activeCount ? ` (${activeCount})` : ''}
            </Button>
          ) : (
            <Title order={2} size="h4" id="dashboard-filters">
              Filters
            </Title>
          )}
          {active ? (
            <Button variant="subtle" size="xs" onClick={() => onChange({})}>
              Clear filters
            </Button>
          ) : null}
        </Group>
        <Collapse in={!collapsed || shown} id="dashboard-filter-fields">
          <Stack gap="sm">
            {/* Three across at most: a State pill and the dates stay readable beside the side rails. */}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              <TextInput
                type="date"
                label="From"
                value={filters.date_from ?? ''}
                onChange={(event) => set({ date_from: event.currentTarget.value || undefined })}
              />
              <TextInput
                type="date"
                label="To"
                value={filters.date_to ?? ''}
                onChange={(event) => set({ date_to: event.currentTarget.value || undefined })}
              />
              <MultiSelect
                label="State"
                searchable
                clearable
                data={STATE_OPTIONS}
                value={filters.state ?? []}
                placeholder={filters.state?.length ? undefined : 'Any state'}
                onChange={(value) => set({ state: value })}
              />
              <MultiSelect
                label="Status"
                clearable
                data={STATUS_OPTIONS}
                value={filters.status ?? []}
                placeholder={filters.status?.length ? undefined : 'Any status'}
                onChange={(value) => set({ status: value })}
              />
              <MultiSelect
                label="Sector"
                searchable
                clearable
                data={SECTOR_OPTIONS}
                value={filters.sector ?? []}
                placeholder={filters.sector?.length ? undefined : 'Any sector'}
                onChange={(value) => set({ sector: value })}
              />
            </SimpleGrid>
            {columnChoices.length ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!column || !columnValue.trim()) return;
                  set({
                    col: [
                      ...columns.filter((entry) => !entry.startsWith(`${column}:`)),
                      `${column}:${columnValue.trim()}`,
                    ],
                  });
                  setColumnValue('');
                }}
              >
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <Select
                    label="Any column"
                    w={260}
                    searchable
                    clearable
                    data={columnChoices}
                    value={column}
                    onChange={setColumn}
                  />
                  <TextInput
                    label="equals"
                    w={180}
                    value={columnValue}
                    onChange={(event) => setColumnValue(event.currentTarget.value)}
                  />
                  <Button type="submit" variant="light" disabled={!column || !columnValue.trim()}>
                    Add filter
                  </Button>
                </Group>
              </form>
            ) : null}
            {columns.length ? (
              <Group gap="xs">
                {columns.map((entry) => {
                  // A form's fields are q:<name>: the pattern knows where the field ends and the value starts.
                  const match = COLUMN_FILTER_PATTERN.exec(entry);
                  const field = match ? `${match[1]}.${match[2]}` : entry;
                  const value = match ? match[3]! : '';
                  const label = columnChoices.find((choice) => choice.value === field)?.label ?? field;
                  return (
                    <Button
                      key={entry}
                      size="xs"
                      variant="default"
                      onClick={() => set({ col: columns.filter((other) => other !== entry) })}
                      aria-label={`Remove the filter ${label} equals ${value}`}
                    >
                      {label} = {value} ✕
                    </Button>
                  );
                })}
              </Group>
            ) : null}
            <Text size="xs" c="gray.7">
              Each chart applies the filters its data source has a field for.
            </Text>
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
