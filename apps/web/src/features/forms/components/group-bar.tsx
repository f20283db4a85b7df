import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { SurveyGroup } from '@oversight/shared/surveys/surveys.schemas';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import { useDeleteFormGroup, useRenameFormGroup } from '../api/group-writes';
import { AddFormToGroup } from './add-to-group';
import { GroupNameModal } from './group-name-modal';

/**
 * The form group being looked at on /forms?group=id: its name and size, rename and delete for its organisation's
 * group managers (and adding its forms), and the Share button (`share`, composed by the screen) for its stakeholder managers.
 */
export function FormGroupBar({
  group,
  share,
  onDeleted,
}: {
  group: SurveyGroup;
  share?: ReactNode;
  onDeleted: () => void;
}) {
  const rename = useRenameFormGroup(group.id);
  const deletion = useDeleteFormGroup(group.id);
  const [modal, setModal] = useState<'rename' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label={`Form group ${group.name}`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Text>
          <Text size="sm" c="gray.7">
            {group.surveys_count === 1 ? '1 form' : `${formatNumber(group.surveys_count)} forms`}
            {group.shared ? ` · shared by ${group.organization.name}` : ''}
            {group.abilities.manage_stakeholders
              ? ' · stakeholders invited to the group reach every form in it'
              : ''}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {share}
          {group.abilities.manage ? (
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setModal('rename')}
              >
                Rename
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setModal('delete')}
              >
                Delete group
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      {group.abilities.manage ? (
        <Group mt="sm">
          <AddFormToGroup group={group} />
        </Group>
      ) : null}
      <GroupNameModal
        opened={modal === 'rename'}
        title="Rename group"
        submitLabel="Rename"
        initial={group.name}
        onClose={() => setModal(null)}
        onSubmit={async (name) => {
          await rename.mutateAsync(name);
          showSuccess('Group renamed');
        }}
      />
      <Modal opened={modal === 'delete'} onClose={() => setModal(null)} title="Delete this group?">
        <Stack gap="md">
          <Text size="sm">
            The group “{group.name}” goes, and so does sharing through it. Its forms stay.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setModal(null)} disabled={busy}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                setBusy(true);
                void deletion
                  .mutateAsync()
                  .then(() => {
                    setModal(null);
                    onDeleted();
                    showSuccess('Group deleted');
                  })
                  .catch(() => undefined)
                  .finally(() => setBusy(false));
              }}
            >
              Delete group
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
