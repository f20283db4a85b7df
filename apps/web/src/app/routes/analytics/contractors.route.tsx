import { Stack } from '@mantine/core';
import { NotReadyState } from '../../../components/ui/not-ready-state';
import { AnalyticsTabs } from '../../../features/analytics/components/analytics-tabs';

export function Component() {
  return (
    <Stack gap={0} maw={1200} mx="auto">
      <AnalyticsTabs signedIn />
      <NotReadyState screen="Contractor analytics" purpose="Contractors' projects, completion and performance." />
    </Stack>
  );
}
