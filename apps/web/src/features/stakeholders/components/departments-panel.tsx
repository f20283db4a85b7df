import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { createDepartmentBodySchema } from '@oversight/shared/collaboration/departments.schemas';
import { IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { departmentsQuery, useCreateDepartment, useDeleteDepartment } from '../api/organization';
import { DepartmentMembersDialog, membersLabel } from './department-members';

/** The create body's name: members are added from the department's dialog. */
const departmentNameBody = createDepartmentBodySchema.pick({ name: true });
type DepartmentName = { name: string };

/** The departments tab: a department groups staff and can itself be a stakeholder of an item. */
export function DepartmentsPanel() {
  const departments = useQuery(departmentsQuery());
  const createOne = useCreateDepartment();
  const remove = useDeleteDepartment();
  const { register, control, handleSubmit, reset, formState } = useForm<DepartmentName>({
    resolver: zodResolver(departmentNameBody),
    defaultValues: { name: '' },
  });
  const name = useWatch({ control, name: 'name' });
  // A refusal is shown by the api client (a toast), as for the other writes of this screen.
  const create = handleSubmit(async (body) => {
    try {
      await createOne.mutateAsync(body.name);
    } catch {
      return;
    }
    reset({ name: '' });
  });
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog reads the department from the list, so it shows each change once the list is read again.
  const open = departments.data?.results.find((department) => department.public_id === openId) ?? null;
  return (
    <Stack>
      <form onSubmit={(event) => void create(event)}>
        <Group align="flex-end">
          <TextInput
            label="New department"
            placeholder="Monitoring and evaluation"
            {...register('name')}
            error={formState.errors.name?.message}
            style={{ flex: 1 }}
            miw={220}
          />
          <Button
            type="submit"
            leftSection={<IconPlus size={16} />}
            loading={formState.isSubmitting}
            disabled={!name.trim()}
          >
            Add department
          </Button>
        </Group>
      </form>
      {departments.data?.results.length ? (
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Department</Table.Th>
              <Table.Th>Members</Table.Th>
              <Table.Th>Delete</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {departments.data.results.map((department) => (
              <Table.Tr key={department.public_id}>
                <Table.Td fw={600}>{department.name}</Table.Td>
                <Table.Td>
                  {department.abilities.edit ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconUsers size={16} aria-hidden />}
                      aria-label={`${membersLabel(department.members_count)} in ${department.name}: manage members`}
                      onClick={() => setOpenId(department.public_id)}
                    >
                      {membersLabel(department.members_count)}
                    </Button>
                  ) : (
                    membersLabel(department.members_count)
                  )}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={`Delete ${department.name}`}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${department.name}`}
                      disabled={!department.abilities.delete}
                      onClick={() => remove.mutate(department.public_id)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : departments.isPending ? (
        <Text c="gray.7">Loading departments…</Text>
      ) : (
        <EmptyState
          title="No departments yet"
          text="Departments group your staff; share an item with a whole department at once."
        />
      )}
      {open ? <DepartmentMembersDialog department={open} opened onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}
