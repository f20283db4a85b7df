import { ActionIcon, Group, Modal, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Department, MemberBrief } from '@oversight/shared/collaboration/departments.schemas';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { showSuccess } from '../../../lib/toasts';
import { departmentMemberOptionsQuery, useChangeDepartmentMembers } from '../api/organization';

export const membersLabel = (count: number) => (count === 1 ? '1 member' : `${count} members`);

function Person({ member }: { member: MemberBrief }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      <UserAvatar name={member.display_name} src={member.avatar} size={32} decorative />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {member.display_name}
        </Text>
        <Text size="xs" c="gray.7" truncate>
          {member.email}
        </Text>
      </div>
    </Group>
  );
}

/** Members of one department: who is in it, removing them, and adding people of the organisation by search. */
export function DepartmentMembersDialog({
  department,
  opened,
  onClose,
}: {
  department: Department;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const options = useQuery({ ...departmentMemberOptionsQuery(query), enabled: opened });
  const save = useChangeDepartmentMembers(department);
  const change = (members: { add: MemberBrief } | { remove: MemberBrief }) =>
    save.mutate(members, {
      onSuccess: () => {
        showSuccess(
          'add' in members
            ? `${members.add.display_name} added to ${department.name}.`
            : `${members.remove.display_name} removed from ${department.name}.`,
        );
        if ('add' in members) setText('');
      },
    });
  const inDepartment = new Set(department.members.map((member) => member.public_id));
  const candidates = (options.data?.results ?? []).filter((person) => !inDepartment.has(person.public_id));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Members of ${department.name}`}
      fullScreen={phone}
      size="lg"
    >
      <Stack gap="md">
        <section aria-label="Current members">
          <Text size="sm" fw={600} mb="xs">
            {membersLabel(department.members_count)}
          </Text>
          {department.members.length ? (
            <Stack gap={6}>
              {department.members.map((member) => (
                <Group key={member.public_id} justify="space-between" wrap="nowrap" gap="xs">
                  <Person member={member} />
                  <Tooltip label={`Remove ${member.display_name}`}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      aria-label={`Remove ${member.display_name} from ${department.name}`}
                      loading={
                        save.isPending &&
                        'remove' in save.variables &&
                        save.variables.remove.public_id === member.public_id
                      }
                      onClick={() => change({ remove: member })}
                    >
                      <IconUserMinus size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="gray.7">
              Nobody is in this department yet. Search below for people of your organisation to add.
            </Text>
          )}
        </section>
        <section aria-label="Add members">
          <TextInput
            label="Add a person of your organisation"
            description="Search by name, username or e-mail. People join the organisation as sub-users first."
            placeholder="Type a name"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Stack gap={4} mt="xs" role="group" aria-label="People to add">
            {candidates.map((person) => (
              <UnstyledButton
                key={person.public_id}
                p="xs"
                aria-label={`Add ${person.display_name} to ${department.name}`}
                disabled={save.isPending}
                onClick={() => change({ add: person })}
                style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Person member={person} />
                  <IconUserPlus size={18} aria-hidden />
                </Group>
              </UnstyledButton>
            ))}
            {options.isSuccess && candidates.length === 0 ? (
              <Text size="sm" c="gray.7">
                {query
                  ? `Nobody else in your organisation matches “${query}”. Add them as a sub-user first, on the Sub-users tab.`
                  : options.data.count > options.data.results.length
                    ? 'Search by name to find more people of your organisation.'
                    : 'Everyone in your organisation is already in this department.'}
              </Text>
            ) : null}
          </Stack>
        </section>
      </Stack>
    </Modal>
  );
}
