import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_STATUSES,
  createActivityBodySchema,
  type Activity,
  type CreateActivityBody,
  type CreateActivityInput,
} from '@oversight/shared/plans/activities.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormModal, ModalForm } from '../../../components/ui/form-modal';
import {
  departmentsQuery,
  linkableProjectsQuery,
  useCreateActivity,
  useUpdateActivity,
} from '../api/activities';
import { useModalForm } from '../../../lib/use-modal-form';

const FIELDS = [
  'name',
  'description',
  'start_date',
  'end_date',
  'budget',
  'department_id',
  'status',
  'project_ids',
] as const;

/** Adds an activity to an outcome (`outcomeId`) or edits one: dates, budget, department, status and linked projects. */
export function ActivityFormModal({
  opened,
  onClose,
  outcomeId,
  activity,
}: {
  opened: boolean;
  onClose: () => void;
  outcomeId: string;
  activity?: Activity;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={activity ? 'Edit activity' : 'New activity'}>
      <ActivityForm outcomeId={outcomeId} activity={activity} onClose={onClose} />
    </FormModal>
  );
}

function ActivityForm({
  outcomeId,
  activity,
  onClose,
}: {
  outcomeId: string;
  activity?: Activity;
  onClose: () => void;
}) {
  const departments = useQuery(departmentsQuery());
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const projects = useQuery(linkableProjectsQuery(debounced));
  // Names of the projects chosen so far, so the picker shows them whatever the search.
  const [known, setKnown] = useState<Record<string, string>>(() =>
    Object.fromEntries((activity?.projects ?? []).map((project) => [project.public_id, project.name])),
  );
  const createActivity = useCreateActivity();
  const updateActivity = useUpdateActivity();
  const { form, submit, other, busy } = useModalForm<CreateActivityInput, CreateActivityBody>(
    {
      resolver: zodResolver(createActivityBodySchema),
      defaultValues: {
        outcome_id: outcomeId,
        name: activity?.name ?? '',
        description: activity?.description ?? '',
        start_date: activity?.start_date ?? null,
        end_date: activity?.end_date ?? null,
        budget: activity?.budget ?? null,
        department_id: activity?.department?.id ?? null,
        status: activity?.status ?? 'not_started',
        project_ids: activity?.projects.map((project) => project.public_id) ?? [],
      },
    },
    {
      fields: FIELDS,
      save: async (values) => {
        if (activity) {
          const { outcome_id: _outcome, ...body } = values;
          // Without "view outcome financials" the budget is not shown, so it is not sent back either.
          await updateActivity.mutateAsync({
            id: activity.id,
            body: activity.abilities.view_financials ? body : { ...body, budget: undefined },
          });
        } else await createActivity.mutateAsync(values);
        onClose();
      },
    },
  );
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const found = (projects.data?.results ?? []).map((project) => ({
    value: project.public_id,
    label: project.name,
  }));
  const options = [
    ...found,
    ...Object.entries(known)
      .filter(([id]) => !found.some((entry) => entry.value === id))
      .map(([value, label]) => ({ value, label })),
  ];
  const date = { setValueAs: (value: string) => value || null };
  return (
    <ModalForm
      submit={submit}
      onCancel={onClose}
      submitLabel={activity ? 'Save activity' : 'Add activity'}
      busy={busy}
      other={other}
      label={activity ? 'Edit activity' : 'New activity'}
    >
      <TextInput
        label="Activity"
        placeholder="Train 2,000 midwives"
        required
        {...register('name')}
        error={errors.name?.message}
        data-autofocus
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        {...register('description')}
        error={errors.description?.message}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Start date"
          type="date"
          {...register('start_date', date)}
          error={errors.start_date?.message}
        />
        <TextInput
          label="End date"
          type="date"
          {...register('end_date', date)}
          error={errors.end_date?.message}
        />
        {!activity || activity.abilities.view_financials ? (
          <TextInput
            label="Budget (₦)"
            inputMode="decimal"
            placeholder="1500000.00"
            {...register('budget', date)}
            error={errors.budget?.message}
          />
        ) : null}
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <Select
              label="Status"
              allowDeselect={false}
              data={ACTIVITY_STATUSES.map((value) => ({ value, label: ACTIVITY_STATUS_LABELS[value] }))}
              value={field.value ?? 'not_started'}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="department_id"
          render={({ field, fieldState }) => (
            <Select
              label="Responsible department"
              placeholder={departments.data?.results.length ? 'Choose a department' : 'No departments yet'}
              clearable
              data={(departments.data?.results ?? []).map((department) => ({
                value: department.public_id,
                label: department.name,
              }))}
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="project_ids"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Linked projects"
            description="Projects of the catalogue this activity delivers: their progress and money show beside it"
            placeholder="Search your projects"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: list }) => list}
            nothingFoundMessage={projects.isFetching ? 'Searching…' : 'No project found'}
            data={options}
            value={field.value ?? []}
            onChange={(ids) => {
              setKnown((current) => ({
                ...current,
                ...Object.fromEntries(
                  options
                    .filter((option) => ids.includes(option.value))
                    .map((option) => [option.value, option.label]),
                ),
              }));
              field.onChange(ids);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
    </ModalForm>
  );
}
