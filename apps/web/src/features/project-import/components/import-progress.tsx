import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ImportResult, ImportRow } from '@oversight/shared/projects/project-import.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formErrors } from '../../../lib/form-errors';
import { showError } from '../../../lib/toasts';
import { importStatusQuery } from '../api/import-requests';
import { usePublishProjects } from '../api/publish-projects';

// Light alert titles in yellow or orange fail the contrast check: titles take the text colour.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export interface ImportProgressProps {
  taskId: string;
  rows: ImportRow[];
  onAnother: () => void;
  /** Called once the import has ended (done or failed): the wizard marks its last step done. */
  onFinished?: () => void;
}

/** Step 4: the import's progress bar, then what was created, updated and skipped, with the rejected rows to download. */
export function ImportProgress({ taskId, rows, onAnother, onFinished }: ImportProgressProps) {
  const { data, isError } = useQuery(importStatusQuery(taskId));
  const publishing = usePublishProjects();
  const status = data?.status ?? 'PENDING';
  const result = data?.status === 'SUCCESS' ? (data.result as ImportResult) : null;
  const ended = status === 'SUCCESS' || status === 'FAILURE';
  useEffect(() => {
    if (ended) onFinished?.();
  }, [ended, onFinished]);
  const drafts = result?.created_ids ?? [];
  // The bulk change publishes with the server's own checks (the same as "Publish" on the projects list).
  const publish = () =>
    publishing.mutate(drafts, {
      onError: (error) =>
        showError(formErrors(error, []).other[0] ?? 'The projects could not be published. Try again.'),
    });
  const published = publishing.isSuccess;
  const rejectedRows = result?.skipped.length ?? 0;
  const cellsLeftOut = result?.not_written.length ?? 0;

  const download = async () => {
    if (!result) return;
    const { downloadRejectedRows } = await import('../sheet-files');
    await downloadRejectedRows(result, rows);
  };

  return (
    <Stack gap="md">
      {!result && status !== 'FAILURE' && (
        <Stack gap={4} role="status">
          <Text>
            {status === 'PENDING' ? 'Waiting for the import to start…' : `Importing… ${data?.progress ?? 0}%`}
          </Text>
          <Progress value={Math.max(data?.progress ?? 0, 2)} animated aria-label="Import progress" />
        </Stack>
      )}
      {data?.interruption === 'resumed' && !result && status !== 'FAILURE' && (
        <Alert color="blue" title="Started again after a restart" role="status" styles={READABLE_TITLE}>
          {data.note}
        </Alert>
      )}
      {isError && (
        <Alert color="red">
          We could not read the import's progress. It goes on on the server; check the projects list in a
          minute.
        </Alert>
      )}
      {status === 'FAILURE' && (
        <Alert color="red" title="The import failed" role="alert" styles={READABLE_TITLE}>
          {data?.error ?? 'Nothing was written.'}
          {data?.interruption === 'failed' ? '' : ' Fix the sheet and try again.'}
        </Alert>
      )}
      {result && (
        <>
          <Alert
            color={rejectedRows + cellsLeftOut ? 'orange' : 'green'}
            title="Import finished"
            role="status"
            styles={READABLE_TITLE}
          >
            <List size="sm">
              <List.Item>
                {count(result.created, 'new project')}
                {published ? ', published' : ' (unpublished until you publish them)'}
              </List.Item>
              <List.Item>{count(result.updated, 'project')} updated</List.Item>
              <List.Item>{count(result.unchanged, 'project')} unchanged</List.Item>
              <List.Item>{count(result.skipped.length, 'row')} not imported</List.Item>
              {result.not_written.length > 0 && (
                <List.Item>{count(result.not_written.length, 'cell')} left out</List.Item>
              )}
            </List>
          </Alert>
          {drafts.length > 0 && !published && (
            <Group>
              <Button loading={publishing.isPending} onClick={publish}>
                Publish {drafts.length === 1 ? 'this project' : `these ${drafts.length} projects`}
              </Button>
            </Group>
          )}
          {published && (
            <Alert color="green" role="status" styles={READABLE_TITLE}>
              {drafts.length === 1
                ? 'Published: the public can see this project now.'
                : `Published: the public can see these ${drafts.length} projects now.`}
            </Alert>
          )}
          {rejectedRows + cellsLeftOut > 0 && (
            <Group>
              {/* Named for what the sheet holds: rejected rows only when some row was rejected. */}
              <Button
                variant="light"
                leftSection={<IconDownload size={18} />}
                onClick={() => void download()}
              >
                {rejectedRows > 0
                  ? `Download the rejected rows${cellsLeftOut ? ' and cells left out' : ''} with reasons`
                  : 'Download the cells left out with reasons'}
              </Button>
            </Group>
          )}
        </>
      )}
      {(result || status === 'FAILURE') && (
        <Group>
          <Button component={Link} to="/projects-list">
            See your projects
          </Button>
          <Button variant="default" onClick={onAnother}>
            Import another sheet
          </Button>
        </Group>
      )}
    </Stack>
  );
}
