import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_IMPORT_FILE_BYTES } from '@oversight/shared/projects/project-import.schemas';

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
};

export interface UploadStepProps {
  busy: boolean;
  progress: number | null;
  onFile: (file: File) => void;
}

/** Step 1: choose the sheet (xlsx or csv, 10 MB at most), or download the template first. */
export function UploadStep({ busy, progress, onFile }: UploadStepProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);

  const rejected = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setProblem(
      code === 'file-too-large'
        ? 'The file is larger than 10 MB. Split the sheet into smaller files.'
        : 'Choose an Excel (.xlsx) or CSV file.',
    );
  };

  const template = async () => {
    setTemplateBusy(true);
    try {
      const { downloadTemplate } = await import('../sheet-files');
      await downloadTemplate();
    } finally {
      setTemplateBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text>
        Put your projects in a spreadsheet, one project per row. Project name and project code are compulsory;
        a project whose code you already imported is updated, not duplicated. Imported projects stay
        unpublished until you publish them.
      </Text>
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} />}
          onClick={() => void template()}
          loading={templateBusy}
        >
          Download the template
        </Button>
      </Group>
      <Dropzone
        onDrop={(files) => {
          setProblem(null);
          if (files[0]) onFile(files[0]);
        }}
        onReject={rejected}
        maxSize={MAX_IMPORT_FILE_BYTES}
        maxFiles={1}
        accept={ACCEPT}
        loading={busy}
        aria-label="Choose a spreadsheet to import"
        inputProps={{ 'aria-label': 'Spreadsheet file (.xlsx or .csv)' }}
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={40} stroke={1.5} />
          </Dropzone.Idle>
          <div>
            <Text size="lg" fw={600}>
              Drop your sheet here or click to choose it
            </Text>
            <Text size="sm" c="dimmed">
              Excel (.xlsx) or CSV, up to 10 MB. Only the first sheet is read.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm">{progress < 100 ? `Uploading… ${progress}%` : 'Reading the sheet…'}</Text>
          <Progress value={progress} animated={progress >= 100} aria-label="Upload progress" />
        </Stack>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
