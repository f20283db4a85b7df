import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROJECT_RESTORE_DAYS } from '@oversight/shared/projects/project-deletion.schemas';
import type { ProjectAbilities } from '@oversight/shared/projects/projects.schemas';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../../lib/toasts';
import { useDeleteProject } from '../api/deleted-projects';

export const DELETED_PROJECTS_PATH = '/mda/deleted-projects';

type Props = { project: { public_id: string; name: string; abilities: Pick<ProjectAbilities, 'delete'> } };

/**
 * "Delete project" on the workspace's project page, shown only when the caller's role may delete it; a dialog says
 * what happens and asks to confirm. Afterwards the organisation's deleted projects are shown, where it can restore it.
 */
export function DeleteProjectButton({ project }: Props) {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const confirm = () =>
    remove.mutate(project.public_id, {
      onSuccess: () => {
        setOpened(false);
        showSuccess(`“${project.name}” deleted. You can restore it for ${PROJECT_RESTORE_DAYS} days.`);
        void navigate(DELETED_PROJECTS_PATH);
      },
    });
  if (!project.abilities.delete) return null;
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Delete project
      </Button>
      <Modal
        opened={opened}
        onClose={() => !remove.isPending && setOpened(false)}
        title={`Delete “${project.name}”?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            The project disappears at once from every list, the map, search, open data and its public page.
            Your organisation can restore it from Deleted projects for {PROJECT_RESTORE_DAYS} days; after that
            it is removed for good.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete project
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
