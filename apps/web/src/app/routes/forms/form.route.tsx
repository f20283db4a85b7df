import { Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { IconChartBar, IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { formQuery } from '../../../features/forms/api/forms';
import { FormEditor } from '../../../features/forms/components/builder/form-editor';
import { ImportIssues, importIssuesOf } from '../../../features/forms/components/builder/import-issues';
import { FormDetail } from '../../../features/forms/components/form-detail';
import { FormGroupsSection } from '../../../features/forms/components/form-groups-section';
import { FormBreadcrumbs } from '../../../features/forms/components/form-breadcrumbs';
import { FormLoadState } from '../../../features/forms/components/form-load-state';
import { DraftsTab } from '../../../features/forms/components/responses/drafts-tab';
import { ResponsesTab } from '../../../features/forms/components/responses/responses-tab';
import { useAuthStore } from '../../../lib/auth-store';
import { roleAllows } from '../../../lib/workspace';
import { renderShare } from './share';

type Tab = 'form' | 'responses' | 'drafts';

/**
 * /forms/{id}: the form's details and actions (as the caller's abilities allow), then tabs: Form (the builder, or the
 * questions for readers), Responses (with view_responses) and Drafts (the caller's own). The tab is in the URL.
 */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, updateParams] = useSearchParamUpdater();
  const organization = useAuthStore((s) => s.currentOrganization);
  const signedIn = useAuthStore((s) => !!s.token);
  const query = useQuery(formQuery(id));
  const [issues, setIssues] = useState(() => importIssuesOf(location.state));
  useDocumentTitle(query.data ? `${query.data.name} · Forms · Oversight` : 'Form · Oversight');

  if (query.isPending || query.error) {
    return (
      <FormLoadState
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        maw={1000}
      />
    );
  }
  const form = query.data;
  const tabs: Tab[] = [
    'form',
    ...(form.abilities.view_responses ? (['responses'] as const) : []),
    ...(signedIn ? (['drafts'] as const) : []),
  ];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'form';
  const setTab = (value: string | null) => updateParams({ tab: value === 'form' ? null : value });

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <FormBreadcrumbs form={form} />
      <FormDetail
        form={form}
        share={form.abilities.manage_stakeholders ? renderShare('form', form.id, form.name) : null}
        onDeleted={() => void navigate('/forms', { replace: true })}
        onDuplicated={(copy) => void navigate(`/forms/${copy.id}`)}
      />
      {issues ? <ImportIssues issues={issues} onClose={() => setIssues(null)} /> : null}
      {form.abilities.view_responses ? (
        <Group gap="sm">
          {/* The results live on /forms/{id}/responses (?view=): reachable here, not only by typing the address. */}
          <Button
            component={Link}
            to={`/forms/${encodeURIComponent(form.id)}/responses?view=summary`}
            variant="light"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            Summary and charts
          </Button>
          <Button
            component={Link}
            to={`/forms/${encodeURIComponent(form.id)}/reports`}
            variant="light"
            leftSection={<IconReportAnalytics size={16} aria-hidden />}
          >
            Reports
          </Button>
        </Group>
      ) : null}
      {/* The Form panel stays mounted: unsaved builder changes survive a look at the responses. */}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="form">Form</Tabs.Tab>
          {tabs.includes('responses') ? (
            <Tabs.Tab value="responses">
              Responses{form.responses_count ? ` (${form.responses_count})` : ''}
            </Tabs.Tab>
          ) : null}
          {tabs.includes('drafts') ? <Tabs.Tab value="drafts">Drafts</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="form" pt="md">
          <FormEditor form={form} />
        </Tabs.Panel>
        {tabs.includes('responses') ? (
          <Tabs.Panel value="responses" pt="md">
            {tab === 'responses' ? (
              <Stack gap="sm">
                <Text size="sm">
                  <Anchor
                    component={Link}
                    to={`/forms/${encodeURIComponent(form.id)}/responses?view=summary`}
                    underline="always"
                  >
                    See the summary, charts and cross-tab
                  </Anchor>{' '}
                  of these responses.
                </Text>
                <ResponsesTab form={form} />
              </Stack>
            ) : null}
          </Tabs.Panel>
        ) : null}
        {tabs.includes('drafts') ? (
          <Tabs.Panel value="drafts" pt="md">
            {tab === 'drafts' ? <DraftsTab form={form} /> : null}
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <FormGroupsSection
        form={form}
        canManage={!form.shared && roleAllows(organization, PERMISSIONS.MANAGE_FORM_GROUPS)}
      />
    </Stack>
  );
}
