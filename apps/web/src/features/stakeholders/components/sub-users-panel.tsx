import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { newSubUserSchema } from '@oversight/shared/collaboration/staff.schemas';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState } from '../../../components/ui/empty-state';
import { showSuccess } from '../../../lib/toasts';
import {
  rolesQuery,
  subordinatesQuery,
  subUsersQuery,
  useAddSubUser,
  useAssignMdas,
  useRemoveSubUser,
  useUpdateSubUser,
} from '../api/organization';
import { StaffInvitationsList } from './staff-invitations';

/** The invitation's e-mail and role, checked as the API checks each person it adds. */
const inviteeSchema = newSubUserSchema.pick({ email: true, role_id: true });
type Invitee = z.infer<typeof inviteeSchema>;

/**
 * The sub-users tab: the organisation's staff and its invitations. Adding by e-mail with a role sends an invitation
 * (nobody becomes staff without agreeing): the person joins when they accept it. Change role, limit to MDAs, remove.
 */
export function SubUsersPanel() {
  const staff = useQuery(subUsersQuery(''));
  const roles = useQuery(rolesQuery());
  const subordinates = useQuery(subordinatesQuery());
  const mdaOptions = (subordinates.data?.results ?? []).map((mda) => ({
    value: mda.public_id,
    label: mda.display_name,
  }));
  const staffRoles = (roles.data?.results ?? []).filter(
    (role) => role.role_type === 'organization' && !role.is_owner,
  );
  const roleOptions = staffRoles.map((role) => ({ value: role.public_id, label: role.name }));
  const invite = useAddSubUser();
  const remove = useRemoveSubUser();
  const limit = useAssignMdas();
  const change = useUpdateSubUser();
  const { register, control, handleSubmit, resetField, formState } = useForm<Invitee>({
    resolver: zodResolver(inviteeSchema),
    // No role chosen yet is '' (a Select's empty value), so the field is always a string.
    defaultValues: { email: '', role_id: '' },
  });
  const [email, roleId] = useWatch({ control, name: ['email', 'role_id'] });
  // A refusal is shown by the api client (a toast), as for the other writes of this screen.
  const add = handleSubmit(async (body) => {
    try {
      await invite.mutateAsync({ email: body.email, role_id: body.role_id, department_ids: [] });
    } catch {
      return;
    }
    showSuccess(`Invitation sent to ${body.email}. They join your staff when they accept it.`);
    resetField('email');
  });

  return (
    <Stack>
      <form onSubmit={(event) => void add(event)}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="E-mail address"
            type="email"
            required
            {...register('email')}
            error={formState.errors.email?.message}
            miw={240}
            style={{ flex: 1 }}
          />
          <Controller
            control={control}
            name="role_id"
            render={({ field, fieldState }) => (
              <Select
                label="Role"
                placeholder="Choose a staff role"
                data={roleOptions}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                required
                miw={200}
                nothingFoundMessage="Create a staff role first (Roles tab)"
              />
            )}
          />
          <Button
            type="submit"
            leftSection={<IconUserPlus size={16} />}
            loading={formState.isSubmitting}
            disabled={!email.trim() || !roleId}
          >
            Add sub-user
          </Button>
        </Group>
        <Text size="xs" c="gray.7" mt={4}>
          They get an e-mail invitation and join only when they accept it, signed in with that address.
        </Text>
      </form>
      <StaffInvitationsList />
      {staff.isPending ? (
        <Text c="gray.7">Loading staff…</Text>
      ) : staff.data?.results.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Limited to</Table.Th>
                <Table.Th>Remove</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.data.results.map((person) => (
                <Table.Tr key={person.public_id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {person.display_name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {person.email} {person.invitation_accepted ? null : <Badge size="xs">Invited</Badge>}
                    </Text>
                    {person.departments.length ? (
                      <Text size="xs" c="gray.7">
                        {person.departments.length === 1 ? 'Department' : 'Departments'}:{' '}
                        {person.departments.map((department) => department.name).join(', ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Role of ${person.display_name}`}
                      data={
                        roleOptions.some((option) => option.value === person.role.public_id)
                          ? roleOptions
                          : [...roleOptions, { value: person.role.public_id, label: person.role.name }]
                      }
                      value={person.role.public_id}
                      onChange={(value) => value && change.mutate({ userId: person.public_id, role: value })}
                      allowDeselect={false}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td>
                    {mdaOptions.length ? (
                      <MultiSelect
                        aria-label={`Ministries and agencies ${person.display_name} is limited to`}
                        placeholder="All"
                        size="xs"
                        data={mdaOptions}
                        value={person.assigned_mdas.map((mda) => mda.public_id)}
                        onChange={(mdaIds) => limit.mutate({ userId: person.public_id, mdaIds })}
                        clearable
                        miw={180}
                      />
                    ) : (
                      <Text size="sm">
                        {person.assigned_mdas.length
                          ? person.assigned_mdas.map((mda) => mda.name).join(', ')
                          : 'All'}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={`Remove ${person.display_name}`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${person.display_name}`}
                        onClick={() => remove.mutate(person.public_id)}
                      >
                        <IconUserMinus size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <EmptyState
          title="No sub-users yet"
          text="Add the people who work for your organisation with the role they need."
        />
      )}
    </Stack>
  );
}
