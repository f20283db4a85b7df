import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { showError } from '../../../lib/toasts';
import type { ExportInput } from '../export/export-dashboard';

/** Export the dashboard as it is shown (with its filters printed) as a PNG picture or a PDF. */
export function ExportMenu({ input }: { input: () => ExportInput }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: 'png' | 'pdf') => {
    setBusy(true);
    try {
      const { exportDashboard } = await import('../export/export-dashboard');
      await exportDashboard(input(), format);
    } catch {
      showError('The export could not be made. Wait for the charts to load and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('pdf')}>PDF document</Menu.Item>
        <Menu.Item onClick={() => void run('png')}>PNG picture</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
