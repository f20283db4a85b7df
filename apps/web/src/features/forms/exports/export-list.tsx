import { Badge, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { EXPORT_FORMAT_LABELS, type SurveyExport } from '@oversight/shared/surveys/exports.schemas';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatNumber } from '../../../lib/format';
import { downloadExport } from './api/download-export';
import { isRunning } from './api/export-status';
import { exportsListQuery } from './api/exports-list';
import { LoadError } from '../../../components/ui/load-error';

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const STATUS: Record<SurveyExport['status'], { label: string; color: string }> = {
  PENDING: { label: 'Waiting', color: 'gray' },
  STARTED: { label: 'Running', color: 'blue' },
  PROCESSING: { label: 'Running', color: 'blue' },
  SUCCESS: { label: 'Ready', color: 'green' },
  FAILURE: { label: 'Failed', color: 'red' },
};

function ExportRow({ item }: { item: SurveyExport }) {
  const [busy, setBusy] = useState(false);
  const status = STATUS[item.status];
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(item);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} component="li" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {item.filename ?? EXPORT_FORMAT_LABELS[item.format]}
          </Text>
          <Text size="xs" c="gray.7">
            {EXPORT_FORMAT_LABELS[item.format]}
            {item.total_responses !== null
              ? ` · ${formatNumber(item.total_responses)} ${item.total_responses === 1 ? 'response' : 'responses'}`
              : ''}
            {item.bytes !== null ? ` · ${sizeOf(item.bytes)}` : ''} · {formatDate(item.created)}
          </Text>
        </div>
        {item.status === 'SUCCESS' ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={busy}
            onClick={() => void download()}
            aria-label={`Download ${item.filename ?? 'export'}`}
          >
            Download
          </Button>
        ) : (
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        )}
      </Group>
      {isRunning(item.status) ? (
        <Progress value={item.progress} size="sm" aria-label={`Export ${item.progress}% done`} />
      ) : null}
      {item.status === 'FAILURE' && item.error ? (
        <Text size="xs" c="red.8">
          {item.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The form's exports of the last week, newest first, each downloadable while kept. */
export function ExportList({ formId }: { formId: string }) {
  const list = useQuery(exportsListQuery(formId));
  if (list.isPending) return <Skeleton height={48} aria-label="Loading exports" />;
  if (list.error)
    return <LoadError title="The exports could not be loaded" onRetry={() => void list.refetch()} />;
  if (!list.data.results.length)
    return (
      <Text size="sm" c="gray.7">
        No exports yet. Files you export stay here for a week.
      </Text>
    );
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent exports">
      {list.data.results.map((item) => (
        <ExportRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}
