import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { importStatusQuery, startAppropriationUpload } from '../api/import-requests';

type AppropriationResult = { year: number; updated: number; skipped: { row: number; reason: string }[] };

/** The supervising body's yearly appropriation: a year and a sheet with "Project Code" and "Appropriation" columns. */
export function AppropriationUpload() {
  const [year, setYear] = useState<number>(new Date().getFullYear());
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const { data } = useQuery(importStatusQuery(taskId));
  const result = data?.status === 'SUCCESS' ? (data.result as AppropriationResult) : null;

  const send = async () => {
    if (!file) return;
    setSending(true);
    try {
      setTaskId((await startAppropriationUpload(file, year)).task_id);
    } catch {
      // Shown as a toast.
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="appropriation-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="appropriation-title">
          Yearly appropriation
        </Title>
        <Text size="sm">
          As the supervising body, upload the appropriation of a year: a sheet with a Project Code and an
          Appropriation column.
        </Text>
        <Group align="end" wrap="wrap">
          <NumberInput
            label="Year"
            value={year}
            onChange={(value) => setYear(Number(value) || year)}
            min={1990}
            max={2100}
            w={120}
          />
          <FileInput
            label="Sheet (.xlsx or .csv)"
            placeholder="Choose the sheet"
            accept=".xlsx,.csv"
            value={file}
            onChange={setFile}
            leftSection={<IconFileSpreadsheet size={16} />}
            style={{ flex: '1 1 220px' }}
          />
          <Button onClick={() => void send()} loading={sending} disabled={!file}>
            Upload appropriation
          </Button>
        </Group>
        {taskId && !result && data?.status !== 'FAILURE' && (
          <Progress
            value={Math.max(data?.progress ?? 0, 2)}
            animated
            aria-label="Appropriation upload progress"
          />
        )}
        {data?.status === 'FAILURE' && <Alert color="red">{data.error}</Alert>}
        {result && <AppropriationSummary result={result} />}
      </Stack>
    </Paper>
  );
}

function AppropriationSummary({ result }: { result: AppropriationResult }) {
  return (
    <Alert
      color="green"
      role="status"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={`${result.year} appropriation saved`}
    >
      {result.updated} {result.updated === 1 ? 'project' : 'projects'} updated.
      {result.skipped.length > 0 &&
        ` ${result.skipped.length} ${result.skipped.length === 1 ? 'row' : 'rows'} skipped: ${result.skipped
          .slice(0, 5)
          .map((s) => `row ${s.row} (${s.reason})`)
          .join('; ')}${result.skipped.length > 5 ? '…' : ''}`}
    </Alert>
  );
}
