import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PLAN_LEVELS_MAX,
  updatePlanLevelsBodySchema,
  type UpdatePlanLevelsBody,
} from '@oversight/shared/organizations/organizations.schemas';
import {
  PLAN_UNIT_KIND_LABELS,
  type DisaggregationCategory,
  type IndicatorGroup,
  type Unit,
} from '@oversight/shared/plans/plan-settings.schemas';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { showSuccess } from '../../../lib/toasts';
import { usePlanWrite } from '../api/keys';
import {
  deleteDisaggregation,
  deleteIndicatorGroup,
  deleteUnit,
  disaggregationsQuery,
  indicatorGroupsQuery,
  indicatorMetaQuery,
  settingsListQuery,
  unitsQuery,
  useUpdatePlanLevels,
} from '../api/plan-settings';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { applyFormErrors } from '../../../lib/form-errors';
import { CategoryForm, GroupForm, UnitForm } from './settings-forms';
import { LoadError } from '../../../components/ui/load-error';

const used = (count: number) => (count ? `${count} indicator${count === 1 ? '' : 's'}` : 'Not used');

/** The organisation's plan levels (Pillar › Outcome › Output …): names in order, added, moved, removed. */
function LevelsForm({ levels }: { levels: string[] }) {
  const saveLevels = useUpdatePlanLevels();
  const [other, setOther] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdatePlanLevelsBody>({
    resolver: zodResolver(updatePlanLevelsBodySchema),
    defaultValues: { plan_levels: levels },
  });
  const values = useWatch({ control, name: 'plan_levels' });
  const set = (next: string[]) => setValue('plan_levels', next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    const next = [...values];
    [next[from], next[to]] = [next[to]!, next[from]!];
    set(next);
  };
  const submit = handleSubmit(async (body) => {
    setOther([]);
    try {
      const saved = await saveLevels.mutateAsync(body);
      reset({ plan_levels: saved.plan_levels });
      showSuccess('Plan levels saved');
    } catch (error) {
      setOther(applyFormErrors(error, setError, ['plan_levels']));
    }
  });
  const listError = errors.plan_levels?.message ?? errors.plan_levels?.root?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Plan levels">
      <Stack>
        <Text size="sm" c="gray.7">
          Name the levels of your plans from the top, for example Pillar › Outcome › Output. Each plan’s items
          take their names from these levels; an item can be placed under another down to the last level.
        </Text>
        <FormErrorAlert messages={[...other, ...(listError ? [listError] : [])]} />
        {values.length === 0 ? (
          <Text size="sm">No levels yet: plans have one level of outcomes.</Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {values.map((_, index) => (
              <Group key={index} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  label={`Level ${index + 1}`}
                  style={{ flex: 1 }}
                  {...register(`plan_levels.${index}`)}
                  error={errors.plan_levels?.[index]?.message}
                />
                <Group gap={2} mt={26} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move level ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move level ${index + 1} down`}
                    disabled={index === values.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove level ${index + 1}`}
                    onClick={() => set(values.filter((__, at) => at !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={values.length >= PLAN_LEVELS_MAX}
            onClick={() => set([...values, ''])}
          >
            Add a level
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save levels
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Column<T> = { label: string; render: (item: T) => ReactNode };

/** One kind of setting as a table with add, edit and delete; the form comes from the caller. */
function SettingList<T extends { id: string; name: string; indicators_count: number }>({
  what,
  query,
  columns,
  form,
  remove,
  empty,
}: {
  what: string;
  query: ReturnType<typeof settingsListQuery<T>>;
  columns: Column<T>[];
  form: (item: T | undefined, close: () => void) => ReactNode;
  remove: (id: string) => Promise<void>;
  empty: string;
}) {
  const list = useQuery(query);
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = usePlanWrite(remove);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
          Add {what}
        </Button>
      </Group>
      {list.isPending ? (
        <Skeleton height={120} aria-label={`Loading the ${what}s`} />
      ) : list.isError ? (
        <LoadError title={`The ${what}s could not be loaded`} onRetry={() => void list.refetch()} />
      ) : list.data.results.length ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder aria-label={`${what}s`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                {columns.map((column) => (
                  <Table.Th scope="col" key={column.label}>
                    {column.label}
                  </Table.Th>
                ))}
                <Table.Th scope="col">Used by</Table.Th>
                <Table.Th scope="col">
                  <span
                    className="sr-only"
                    style={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    Actions
                  </span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row">{item.name}</Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>{column.render(item)}</Table.Td>
                  ))}
                  <Table.Td>{used(item.indicators_count)}</Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${what} ${item.name}`}
                        onClick={() => setEditing({ item })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${what} ${item.name}`}
                        onClick={() => {
                          removal.reset();
                          setDeleting(item);
                        }}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? `Edit ${what}` : `New ${what}`}
        size="lg"
      >
        {editing ? form(editing.item, () => setEditing(null)) : null}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={`Delete ${what}?`}
        text={
          deleting
            ? `“${deleting.name}” will be deleted${deleting.indicators_count ? `; the ${used(deleting.indicators_count)} using it lose it` : ''}.`
            : ''
        }
        busy={removal.isPending}
        error={removal.error}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removal.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}

/** /mda/plans/settings: plan levels, units, indicator groups and disaggregation categories of the organisation. */
export function PlanSettings() {
  const meta = useQuery(indicatorMetaQuery());
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/mda/plans" size="sm">
        ← All plans
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>Plan settings</Title>
        <Text c="gray.7">
          What your organisation’s plans and indicators are built from. Changes apply to every plan.
        </Text>
      </Stack>
      <Tabs defaultValue="levels" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="levels">Levels</Tabs.Tab>
          <Tabs.Tab value="units">Units</Tabs.Tab>
          <Tabs.Tab value="groups">Groups</Tabs.Tab>
          <Tabs.Tab value="disaggregations">Disaggregations</Tabs.Tab>
        </Tabs.List>
        <Card withBorder radius="md" mt="md">
          <Tabs.Panel value="levels">
            {meta.isPending ? (
              <Skeleton height={120} aria-label="Loading the levels" />
            ) : meta.isError ? (
              <LoadError title="The levels could not be loaded" onRetry={() => void meta.refetch()} />
            ) : (
              <LevelsForm levels={meta.data.levels} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="units">
            <SettingList<Unit>
              what="unit"
              query={unitsQuery()}
              columns={[
                { label: 'Symbol', render: (unit) => unit.symbol || '–' },
                { label: 'Kind', render: (unit) => PLAN_UNIT_KIND_LABELS[unit.kind] },
              ]}
              form={(unit, close) => <UnitForm unit={unit} onClose={close} />}
              remove={deleteUnit}
              empty="No units yet. Add the units your indicators are counted in: percent, kilometres, naira, schools…"
            />
          </Tabs.Panel>
          <Tabs.Panel value="groups">
            <SettingList<IndicatorGroup>
              what="indicator group"
              query={indicatorGroupsQuery()}
              columns={[{ label: 'Description', render: (group) => group.description || '–' }]}
              form={(group, close) => <GroupForm group={group} onClose={close} />}
              remove={deleteIndicatorGroup}
              empty="No groups yet. Groups gather indicators of a theme across plans, e.g. Maternal health."
            />
          </Tabs.Panel>
          <Tabs.Panel value="disaggregations">
            <SettingList<DisaggregationCategory>
              what="category"
              query={disaggregationsQuery()}
              columns={[
                {
                  label: 'Options',
                  render: (category) => (
                    <Group gap={4}>
                      {category.options.slice(0, 6).map((option) => (
                        <Badge key={option.id} variant="light" color="gray" size="sm">
                          {option.name}
                        </Badge>
                      ))}
                      {category.options.length > 6 ? (
                        <Text size="xs">+{category.options.length - 6} more</Text>
                      ) : null}
                    </Group>
                  ),
                },
              ]}
              form={(category, close) => <CategoryForm category={category} onClose={close} />}
              remove={deleteDisaggregation}
              empty="No disaggregation categories yet. Add Sex, Age or State ready-made, or your own, to split targets and actuals."
            />
          </Tabs.Panel>
        </Card>
      </Tabs>
    </Stack>
  );
}
