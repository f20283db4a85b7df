import { Anchor, Group, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * What a workspace project screen shows while its project is not there: a loader while it is read, then "cannot be
 * found" (with a link back to the projects list when `back` names it).
 */
export function ProjectNotReady({
  pending,
  loadingLabel = 'Loading the project',
  text = 'It may have been removed, or it belongs to another organisation.',
  back,
}: {
  pending: boolean;
  loadingLabel?: string;
  text?: string;
  back?: string;
}) {
  if (pending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={loadingLabel} />
      </Group>
    );
  return (
    <EmptyState
      order={1}
      title="This project cannot be found"
      text={text}
      action={
        back ? (
          <Anchor component={Link} to="/projects-list">
            {back}
          </Anchor>
        ) : undefined
      }
    />
  );
}
