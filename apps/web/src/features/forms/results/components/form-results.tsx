import { Tabs } from '@mantine/core';
import { IconChartBar, IconChartPie, IconList, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParamUpdater } from '../../../../lib/use-search-param-updater';
import { CrossTabPanel } from './cross-tab-panel';
import { SavedCharts } from './saved-charts';
import { SummaryPanel } from './summary-panel';

const VIEWS = ['responses', 'summary', 'charts', 'cross-tab'] as const;
type View = (typeof VIEWS)[number];

/**
 * A form's results in tabs (the view in the URL, ?view=): the responses table (`responses`, composed in by the
 * route), summary cards per question, saved charts and the cross-tab. Only mounted tabs load their numbers.
 */
export function FormResults({ formId, responses }: { formId: string; responses: ReactNode }) {
  const [params, updateParams] = useSearchParamUpdater();
  const asked = params.get('view') as View | null;
  const view: View = asked && VIEWS.includes(asked) ? asked : 'responses';
  const choose = (value: string | null) => updateParams({ view: value === 'responses' ? null : value });
  return (
    <Tabs value={view} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="responses" leftSection={<IconList size={16} aria-hidden />}>
          Responses
        </Tabs.Tab>
        <Tabs.Tab value="summary" leftSection={<IconChartBar size={16} aria-hidden />}>
          Summary
        </Tabs.Tab>
        <Tabs.Tab value="charts" leftSection={<IconChartPie size={16} aria-hidden />}>
          Charts
        </Tabs.Tab>
        <Tabs.Tab value="cross-tab" leftSection={<IconTable size={16} aria-hidden />}>
          Cross-tab
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="responses">{responses}</Tabs.Panel>
      <Tabs.Panel value="summary">{view === 'summary' ? <SummaryPanel formId={formId} /> : null}</Tabs.Panel>
      <Tabs.Panel value="charts">{view === 'charts' ? <SavedCharts formId={formId} /> : null}</Tabs.Panel>
      <Tabs.Panel value="cross-tab">
        {view === 'cross-tab' ? <CrossTabPanel formId={formId} /> : null}
      </Tabs.Panel>
    </Tabs>
  );
}
