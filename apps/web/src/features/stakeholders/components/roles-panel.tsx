import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { ROLE_BUILDER_GROUPS, SHARING_BUILDER_GROUPS } from '@oversight/shared/access/permissions';
import {
  createRoleBodySchema,
  type CreateRoleBody,
  type CreateRoleInput,
  type Role,
} from '@oversight/shared/collaboration/roles.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { showSuccess } from '../../../lib/toasts';
import { rolesQuery, useDeleteRole, useSaveRole } from '../api/organization';
import { RoleBuilder } from './role-builder';

const ALWAYS_COUNT = 5;
const TYPE_LABEL = { organization: 'Staff role', stakeholder: 'Stakeholder role' } as const;

function RoleEditor({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const saveRole = useSaveRole();
  const { register, control, handleSubmit, formState } = useForm<CreateRoleInput, unknown, CreateRoleBody>({
    resolver: zodResolver(createRoleBodySchema),
    defaultValues: {
      name: role?.name ?? '',
      role_type: role?.role_type ?? 'stakeholder',
      permissions: role?.permissions ?? [],
    },
  });
  const [name, type = 'stakeholder'] = useWatch({ control, name: ['name', 'role_type'] });
  // A refusal is shown by the api client (a toast), as for the other writes of this screen.
  const submit = handleSubmit(async (body) => {
    try {
      await saveRole.mutateAsync({ id: role?.public_id, body });
    } catch {
      return;
    }
    showSuccess(role ? 'Role saved.' : `Role "${body.name}" created.`);
    onClose();
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        <TextInput
          label="Role name"
          required
          {...register('name')}
          error={formState.errors.name?.message}
          placeholder="Field monitor"
          maxLength={100}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="role-type-label">
            Who holds it
          </Text>
          <Text size="xs" c="gray.7" mb={6}>
            A stakeholder role is given on one project or item; a staff role applies across the organisation.
          </Text>
          <Controller
            control={control}
            name="role_type"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="role-type-label"
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'stakeholder', label: 'Stakeholder role' },
                  { value: 'organization', label: 'Staff role' },
                ]}
                fullWidth
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="permissions"
          render={({ field, fieldState }) => (
            <>
              <RoleBuilder
                value={field.value ?? []}
                onChange={field.onChange}
                groups={type === 'stakeholder' ? SHARING_BUILDER_GROUPS : ROLE_BUILDER_GROUPS}
              />
              {fieldState.error?.message ? (
                <Text size="sm" c="red.8" role="alert">
                  {fieldState.error.message}
                </Text>
              ) : null}
            </>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={!name.trim()}>
            {role ? 'Save role' : 'Create role'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The roles tab: the organisation's roles, the role builder to create and edit them, delete when unused. */
export function RolesPanel() {
  const roles = useQuery(rolesQuery());
  const [editing, setEditing] = useState<Role | null | 'new'>(null);
  const remove = useDeleteRole();

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="gray.7" size="sm" maw={560}>
          A role is a set of permissions. Staff roles apply across the organisation; stakeholder roles are
          given on one project, group or other item.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New role
        </Button>
      </Group>
      {roles.isPending ? (
        <Text c="gray.7">Loading roles…</Text>
      ) : roles.data?.results.length ? (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th>Held by</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.data.results.map((role) => (
                <Table.Tr key={role.public_id}>
                  <Table.Td fw={600}>
                    {role.name} {role.is_owner ? <Badge size="xs">Owner</Badge> : null}
                  </Table.Td>
                  <Table.Td>{TYPE_LABEL[role.role_type]}</Table.Td>
                  <Table.Td>
                    {role.is_owner
                      ? 'All'
                      : `${Math.max(0, role.permissions.length - ALWAYS_COUNT)} + viewing`}
                  </Table.Td>
                  <Table.Td>{role.assigned_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={`Edit ${role.name}`}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${role.name}`}
                          disabled={!role.abilities.edit}
                          onClick={() => setEditing(role)}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip
                        label={
                          role.assigned_count ? 'In use: reassign its holders first' : `Delete ${role.name}`
                        }
                      >
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${role.name}`}
                          disabled={!role.abilities.delete || role.assigned_count > 0}
                          loading={remove.isPending && remove.variables.public_id === role.public_id}
                          onClick={() =>
                            remove.mutate(role, { onSuccess: () => showSuccess('Role deleted.') })
                          }
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <EmptyState
          title="No roles yet"
          text="Create a role to give staff or stakeholders exactly the rights they need."
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New role' : 'Edit role'}
        size="xl"
      >
        {editing !== null ? (
          <RoleEditor role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
