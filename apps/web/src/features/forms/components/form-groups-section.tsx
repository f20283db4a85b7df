import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Survey } from '@oversight/shared/surveys/surveys.schemas';
import { IconFolderPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { showSuccess } from '../../../lib/toasts';
import { formGroupsQuery } from '../api/forms';
import { useAddFormsToGroup, useCreateFormGroup, useRemoveFormsFromGroup } from '../api/group-writes';
import { GroupNameModal } from './group-name-modal';

/**
 * The organisation's groups holding a form, for those whose role manages form groups: take it out of one, put it in
 * another, or start a new group with it. (A stakeholder of a group reaches every form in it.)
 */
export function FormGroupsSection({ form, canManage }: { form: Survey; canManage: boolean }) {
  const createGroup = useCreateFormGroup();
  const addToGroup = useAddFormsToGroup();
  const removeFromGroup = useRemoveFormsFromGroup();
  const groups = useQuery({ ...formGroupsQuery({ access_type: 'owned' }), enabled: canManage });
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const inGroups = new Set(form.groups.map((group) => group.id));
  const options = (groups.data?.results ?? [])
    .filter((group) => !inGroups.has(group.id))
    .map((group) => ({ value: group.id, label: group.name }));

  async function change(work: () => Promise<unknown>, message: string) {
    setBusy(true);
    try {
      await work();
      showSuccess(message);
    } catch {
      // The API client shows the error.
    } finally {
      setBusy(false);
    }
  }

  if (!canManage && !form.groups.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-groups-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="form-groups-title">
          Groups
        </Title>
        {form.groups.length ? (
          <Group gap="xs" wrap="wrap">
            {form.groups.map((group) => (
              <Badge
                key={group.id}
                size="lg"
                variant="default"
                tt="none"
                rightSection={
                  canManage ? (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={`Remove from ${group.name}`}
                      disabled={busy}
                      onClick={() =>
                        void change(
                          () => removeFromGroup.mutateAsync({ group: group.id, surveys: [form.id] }),
                          `Removed from ${group.name}`,
                        )
                      }
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  ) : null
                }
              >
                <Link to={`/forms?group=${group.id}`} style={{ color: 'inherit' }}>
                  {group.name}
                </Link>
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            Not in any group. Put it in one to share the whole group at once.
          </Text>
        )}
        {canManage ? (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Add to a group"
              placeholder={options.length ? 'Choose a group' : 'No other groups yet'}
              data={options}
              value={null}
              disabled={busy || !options.length}
              onChange={(value) => {
                const group = groups.data?.results.find((entry) => entry.id === value);
                if (group)
                  void change(
                    () => addToGroup.mutateAsync({ group: group.id, surveys: [form.id] }),
                    `Added to ${group.name}`,
                  );
              }}
              w={240}
            />
            <Button
              variant="light"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              New group with this form
            </Button>
          </Group>
        ) : null}
      </Stack>
      <GroupNameModal
        opened={creating}
        title="New form group"
        submitLabel="Create group"
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          await createGroup.mutateAsync({ name, surveys: [form.id] });
          showSuccess(`Group “${name}” created`);
        }}
      />
    </Paper>
  );
}
