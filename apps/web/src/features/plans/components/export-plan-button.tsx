import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { showError } from '../../../lib/toasts';
import { exportPlan } from '../api/plans';
import { formErrors } from '../../../lib/form-errors';

/** Formats the API exports the tracking table in. */
export const PLAN_EXPORT_FORMATS: readonly ('xlsx' | 'pdf')[] = ['xlsx', 'pdf'];

type Refusal = { status?: number; body?: { detail?: string; upgrade_url?: string } };

/**
 * "Export": downloads the plan's indicator tracking table (every level, indicator, targets and actuals per period) as a
 * spreadsheet or PDF. Exports are a Pro feature: a 402 says so, with the way to the subscription page.
 */
export function ExportPlanButton({ planId }: { planId: string }) {
  const download = useMutation({
    mutationFn: (format: 'xlsx' | 'pdf') => exportPlan(planId, format),
    onError: (error) => {
      if ((error as Refusal).status !== 402)
        formErrors(error, []).other.forEach((message) => showError(message));
    },
  });
  const refusal =
    (download.error as Refusal | null)?.status === 402 ? (download.error as Refusal).body : undefined;
  return (
    <>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => download.mutate('xlsx')}
          >
            Spreadsheet (XLSX)
          </Menu.Item>
          {PLAN_EXPORT_FORMATS.includes('pdf') ? (
            <Menu.Item
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => download.mutate('pdf')}
            >
              PDF
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={Boolean(refusal)} onClose={() => download.reset()} title="Exports are part of Pro">
        <Stack>
          <Text size="sm">{refusal?.detail ?? 'Exporting a plan is part of the Pro plan.'}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => download.reset()}>
              Not now
            </Button>
            <Button component={Link} to={refusal?.upgrade_url ?? '/settings/subscription'}>
              See subscription plans
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
