import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { showSuccess } from '../../../../lib/toasts';
import { importXlsForm } from '../../api/import-xlsform';
import { formKeys } from '../../api/keys';
import { importIssuesState } from './import-issues';

const ACCEPT = { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] };
const MAX_BYTES = 10 * 1024 * 1024;

/** The 400's messages (a file that is not an XLSForm says what is missing). */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return ['The file could not be sent. Check your connection and try again.'];
  if (error.status !== 400 || !error.body || typeof error.body !== 'object') return [error.message];
  return Object.values(error.body as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)]));
}

/**
 * "Import XLSForm": an .xlsx from KoboToolbox, ODK or Excel becomes a draft form; its page then lists every row the
 * import could not carry.
 */
export function ImportXlsFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setFile(null);
    setName('');
    setProblems([]);
    onClose();
  };
  const rejected = (rejections: FileRejection[]) =>
    setProblems([rejections[0]?.errors[0]?.code === 'file-too-large' ? 'The file is larger than 10 MB.' : 'Choose an XLSForm saved as Excel (.xlsx).']);

  async function submit() {
    if (!file) return setProblems(['Choose the XLSForm file first.']);
    setBusy(true);
    setProblems([]);
    try {
      const form = await importXlsForm(file, name);
      await queryClient.invalidateQueries({ queryKey: formKeys.all });
      showSuccess(form.import_issues.length ? 'Form imported: check the rows listed on its page' : 'Form imported');
      setBusy(false);
      close();
      await navigate(`/forms/${form.id}`, { state: importIssuesState(form.import_issues) });
    } catch (error) {
      setProblems(problemsOf(error));
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Import an XLSForm" size="lg" fullScreen={phone}>
      <Stack gap="md">
        <Text size="sm">
          The form made in KoboToolbox, ODK or Excel (sheets survey, choices and settings) becomes a draft here, with its
          groups, repeats, choices and skip logic. Anything it cannot carry is listed on the new form&apos;s page.
        </Text>
        {problems.length ? (
          <Alert color="red" title="The file was not imported">
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Dropzone
          onDrop={(files) => {
            setProblems([]);
            setFile(files[0] ?? null);
          }}
          onReject={rejected}
          maxSize={MAX_BYTES}
          maxFiles={1}
          accept={ACCEPT}
          loading={busy}
          aria-label="Choose the XLSForm file"
          inputProps={{ 'aria-label': 'XLSForm file (.xlsx)' }}
        >
          <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={36} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fw={600}>{file ? file.name : 'Drop the .xlsx here or click to choose it'}</Text>
              <Text size="sm" c="gray.7">
                {file ? 'Drop another file to replace it.' : 'Excel (.xlsx), up to 10 MB.'}
              </Text>
            </div>
          </Group>
        </Dropzone>
        <TextInput
          label="Form name"
          description="Optional: the settings sheet's title is used when empty."
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!file}>
            Import form
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
