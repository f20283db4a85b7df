import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PLAN_FRAMEWORK_LABELS, PLAN_FRAMEWORKS } from '@oversight/shared/reference/enums';
import { useProjectForm } from './step-props';

const PLAN_DATA = PLAN_FRAMEWORKS.map((plan) => ({
  value: plan,
  label: `${plan}: ${PLAN_FRAMEWORK_LABELS[plan]}`,
}));
const MONEY_LABELS = {
  total_project_cost: 'Total cost of the project (₦)',
  amount_budgeted: 'Amount budgeted (₦)',
  total_amount_released: 'Amount released (₦)',
  total_amount_spent: 'Amount spent so far (₦)',
} as const;

/** Step 4: money in naira (commas allowed) and the appropriation of each year. */
export function BudgetStep() {
  const { register, values, errors, set } = useProjectForm();
  const rows = values.yearly_appropriation;
  const setRow = (index: number, patch: Partial<(typeof rows)[number]>) =>
    set(
      'yearly_appropriation',
      rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(MONEY_LABELS) as (keyof typeof MONEY_LABELS)[]).map((field) => (
          <TextInput
            key={field}
            label={MONEY_LABELS[field]}
            inputMode="decimal"
            {...register(field)}
            error={errors[field]?.message}
          />
        ))}
      </SimpleGrid>
      <Select
        label="Plan"
        data={PLAN_DATA}
        value={values.plan || null}
        clearable
        onChange={(v) => set('plan', v ?? '')}
      />
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Yearly appropriation
        </Text>
        {rows.length === 0 && (
          <Text size="sm" c="gray.7">
            No year yet. Add the amount appropriated for each year of the budget.
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Year"
              w={90}
              inputMode="numeric"
              value={row.year}
              onChange={(e) => setRow(index, { year: e.currentTarget.value })}
            />
            <TextInput
              label="Amount (₦)"
              style={{ flex: 1 }}
              inputMode="decimal"
              value={row.amount}
              onChange={(e) => setRow(index, { amount: e.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove year ${row.year || index + 1}`}
              onClick={() =>
                set(
                  'yearly_appropriation',
                  rows.filter((_, i) => i !== index),
                )
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {errors.yearly_appropriation && (
          <Text size="sm" c="red.8" role="alert">
            {errors.yearly_appropriation.message}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() =>
            set('yearly_appropriation', [...rows, { year: String(new Date().getFullYear()), amount: '' }])
          }
        >
          Add a year
        </Button>
      </Stack>
    </Stack>
  );
}
