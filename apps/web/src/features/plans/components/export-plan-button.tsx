import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { exportPlan } from '../api/plans';

/** Formats the API exports the tracking table in. */
export const PLAN_EXPORT_FORMATS: readonly ('xlsx' | 'pdf')[] = ['xlsx', 'pdf'];

/** "Export": downloads the plan's indicator tracking table (every level, indicator, targets and actuals per period). */
export function ExportPlanButton({ planId }: { planId: string }) {
  const download = useMutation({ mutationFn: (format: 'xlsx' | 'pdf') => exportPlan(planId, format) });
  if (PLAN_EXPORT_FORMATS.length === 1)
    return (
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending} onClick={() => download.mutate('xlsx')}>
        Export
      </Button>
    );
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => download.mutate('xlsx')}>
          Spreadsheet (XLSX)
        </Menu.Item>
        {PLAN_EXPORT_FORMATS.includes('pdf') ? (
          <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => download.mutate('pdf')}>
            PDF
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
