import { Alert, Badge, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { KoboAsset } from '@oversight/shared/surveys/kobo.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import { koboAssetsQuery } from '../api/kobo-assets';
import { useImportKoboForm } from '../api/import-kobo-form';
import { importKoboResponses, koboImportStatusQuery } from '../api/import-kobo-responses';
import { refreshKoboForm } from '../api/refresh-kobo-form';
import { LoadError } from '../../../components/ui/load-error';

export const messageOf = (error: unknown, fallback: string) => {
  const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
  return (body && JSON.stringify(body).match(/"([^"]{8,})"/)?.[1]) ?? fallback;
};

function ImportProgress({ taskId }: { taskId: string }) {
  const { data } = useQuery(koboImportStatusQuery(taskId));
  if (!data || data.status === 'PENDING' || data.status === 'STARTED' || data.status === 'PROCESSING')
    return (
      <Stack gap={2} aria-live="polite">
        <Text size="xs">Importing submissions… {data?.progress ?? 0}%</Text>
        <Progress value={data?.progress ?? 0} animated aria-label={`Import ${data?.progress ?? 0}% done`} />
      </Stack>
    );
  return (
    <Alert
      color={data.status === 'SUCCESS' ? 'green' : 'red'}
      role={data.status === 'SUCCESS' ? 'status' : 'alert'}
      p="xs"
    >
      <Text size="sm">
        {data.status === 'SUCCESS'
          ? `${formatNumber(data.imported)} new submissions imported, ${formatNumber(data.skipped)} already here.`
          : data.error}
      </Text>
      {data.problems.length ? (
        <Text size="xs" mt={4}>
          {formatNumber(data.problems.length)} refused by the form, e.g. submission{' '}
          {data.problems[0]!.submission}: {data.problems[0]!.message}
        </Text>
      ) : null}
    </Alert>
  );
}

function KoboFormRow({ asset }: { asset: KoboAsset }) {
  const importForm = useImportKoboForm();
  const [busy, setBusy] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = async (what: string, run: () => Promise<unknown>) => {
    setBusy(what);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(messageOf(failure, 'KoboToolbox could not be reached. Try again.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap={6} component="li" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{asset.name}</Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={asset.deployed ? 'green' : 'gray'}>
              {asset.deployed ? 'Deployed' : 'Draft'}
            </Badge>
            {asset.submissions !== null ? (
              <Text size="xs" c="gray.7">
                {formatNumber(asset.submissions)} submissions
              </Text>
            ) : null}
          </Group>
        </div>
        {asset.survey_id ? (
          <Group gap="xs">
            <Button component={Link} to={`/forms/${asset.survey_id}`} variant="subtle" size="xs">
              Open form
            </Button>
            <Button
              variant="default"
              size="xs"
              loading={busy === 'refresh'}
              onClick={() =>
                void act('refresh', async () => {
                  await refreshKoboForm(asset.survey_id!);
                  showSuccess('Questions brought up to date');
                })
              }
            >
              Refresh questions
            </Button>
            <Button
              size="xs"
              loading={busy === 'responses'}
              onClick={() =>
                void act('responses', async () =>
                  setTaskId((await importKoboResponses(asset.survey_id!)).task_id),
                )
              }
            >
              Import submissions
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            loading={busy === 'form'}
            onClick={() =>
              void act('form', async () => {
                await importForm.mutateAsync(asset.uid);
                showSuccess(`"${asset.name}" imported as a draft form`);
              })
            }
          >
            Import form
          </Button>
        )}
      </Group>
      {error ? (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
      {taskId ? <ImportProgress taskId={taskId} /> : null}
    </Stack>
  );
}

/** The Kobo account's forms: import one as a draft form, then bring its questions and submissions. */
export function KoboFormsList() {
  const list = useQuery(koboAssetsQuery());
  if (list.isPending) return <Skeleton height={80} aria-label="Loading your KoboToolbox forms" />;
  if (list.error)
    return (
      <LoadError
        title="KoboToolbox could not be read"
        text={messageOf(list.error, 'Try again in a moment.')}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data.results.length)
    return (
      <Text size="sm" c="gray.7">
        This KoboToolbox account has no forms yet. Make one in KoboToolbox, then come back.
      </Text>
    );
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="KoboToolbox forms">
      {list.data.results.map((asset) => (
        <KoboFormRow key={asset.uid} asset={asset} />
      ))}
    </Stack>
  );
}
