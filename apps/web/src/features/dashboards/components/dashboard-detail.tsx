import { Anchor, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Dashboard } from '@oversight/shared/dashboards/dashboards.schemas';
import { IconArrowLeft, IconFileSearch, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toasts';
import { dataSourcesQuery } from '../api/data-sources';
import { sourceFieldsQuery } from '../api/visualizations';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { DashboardFilterBar } from './dashboard-filters';
import { DataSourcesPanel } from './data-sources-panel';
import { PublicLinkPanel } from './public-link-panel';
import { dashboardQuery } from '../api/dashboard';
import { useDeleteDashboard } from '../api/delete-dashboard';
import { DashboardCharts } from './dashboard-charts';
import { DashboardFormModal } from './dashboard-form-modal';
import { ownerLine } from './dashboard-list';
import { LoadError } from '../../../components/ui/load-error';

const LIST_PATH = '/mda/custom-dashboards';

function BackLink() {
  return (
    <Anchor component={Link} to={LIST_PATH} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        All dashboards
      </Group>
    </Anchor>
  );
}

function DeleteDashboardModal({ dashboard, onClose }: { dashboard: Dashboard; onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteDashboard();
  const confirm = () =>
    remove.mutate(dashboard.id, {
      onSuccess: () => {
        showSuccess(`Dashboard “${dashboard.name}” deleted.`);
        void navigate(LIST_PATH);
      },
    });
  return (
    <Modal opened onClose={onClose} title={`Delete “${dashboard.name}”?`}>
      <Stack>
        <Text size="sm">
          The dashboard is removed for everyone, and the stakeholders it was shared with lose their access.
          This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete dashboard
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /mda/custom-dashboards/{id}: one dashboard, its details and the actions the caller's role allows (edit, delete,
 * and `renderShare`, the Share button the route gives from the stakeholders feature).
 */
export function DashboardDetail({
  id,
  renderShare,
}: {
  id: string;
  renderShare?: (dashboard: Dashboard) => ReactNode;
}) {
  const query = useQuery(dashboardQuery(id));
  const [modal, setModal] = useState<'edit' | 'delete' | null>(null);
  const { filters, setFilters } = useDashboardFilters();
  const sources = useQuery({ ...dataSourcesQuery(id), enabled: query.isSuccess });
  const sourceFields = useQueries({
    queries: (sources.data?.results ?? []).map((source) => sourceFieldsQuery(source.id)),
  });
  const columnChoices = (sources.data?.results ?? []).flatMap((source, index) =>
    (sourceFields[index]?.data?.fields ?? [])
      .filter((field) => field.roles.includes('filter'))
      .map((field) => ({ value: `${source.id}.${field.key}`, label: `${source.name}: ${field.label}` })),
  );
  useEffect(() => {
    if (
      query.isError &&
      !(query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403))
    )
      showError('The dashboard could not be loaded. Try again.');
  }, [query.isError, query.error]);
  useDocumentTitle(`${query.data?.name ?? 'Dashboard'} · Oversight`);

  if (query.isPending) {
    return (
      <Stack maw={1100} mx="auto" aria-busy="true" aria-label="Loading the dashboard">
        <Skeleton h={28} w="60%" />
        <Skeleton h={80} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) {
      return (
        <EmptyState
          order={1}
          icon={<IconFileSearch size={36} stroke={1.5} />}
          title="Dashboard not found"
          text="It may have been deleted, or it has not been shared with you. Ask its owner to invite you, or open your list of dashboards."
          action={
            <Button component={Link} to={LIST_PATH}>
              All dashboards
            </Button>
          }
        />
      );
    }
    return (
      <Stack maw={1100} mx="auto">
        <BackLink />
        <LoadError title="Could not load the dashboard" onRetry={() => void query.refetch()} />
      </Stack>
    );
  }

  const dashboard = query.data;
  const share = renderShare?.(dashboard);
  const { abilities } = dashboard;
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <BackLink />
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {dashboard.name}
        </Title>
        <Text size="sm" c="gray.7">
          {ownerLine(dashboard)}
        </Text>
      </Stack>
      {abilities.edit || abilities.delete || share ? (
        <Group gap="sm" wrap="wrap" aria-label="Dashboard actions" role="group">
          {abilities.edit ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setModal('edit')}
            >
              Edit details
            </Button>
          ) : null}
          {share}
          {abilities.delete ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setModal('delete')}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ) : null}
      <Paper component="section" withBorder p="md" radius="md" aria-labelledby="dashboard-about">
        <Stack gap="sm">
          <Title order={2} size="h4" id="dashboard-about">
            About this dashboard
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }} c={dashboard.description ? undefined : 'gray.7'}>
            {dashboard.description ||
              (abilities.edit
                ? 'No description yet. Use “Edit details” to say what this dashboard is for.'
                : 'No description.')}
          </Text>
          <Group gap="xl" wrap="wrap">
            <div>
              <Text size="xs" c="gray.7">
                Owner
              </Text>
              <Text size="sm">{dashboard.organization.name}</Text>
            </div>
            {dashboard.created_by ? (
              <div>
                <Text size="xs" c="gray.7">
                  Created by
                </Text>
                <Text size="sm">{dashboard.created_by.display_name}</Text>
              </div>
            ) : null}
            <div>
              <Text size="xs" c="gray.7">
                Created
              </Text>
              <Text size="sm">{formatDate(dashboard.created)}</Text>
            </div>
            <div>
              <Text size="xs" c="gray.7">
                Last changed
              </Text>
              <Text size="sm">{formatDate(dashboard.modified, 'minute')}</Text>
            </div>
          </Group>
        </Stack>
      </Paper>
      {abilities.manage_stakeholders ? (
        <Paper withBorder p="md" radius="md">
          <PublicLinkPanel dashboardId={dashboard.id} />
        </Paper>
      ) : null}
      <DataSourcesPanel dashboardId={dashboard.id} canManage={abilities.manage_visualizations} />
      <DashboardFilterBar filters={filters} onChange={setFilters} columnChoices={columnChoices} />
      <DashboardCharts dashboard={dashboard} filters={filters} hasSources={!!sources.data?.results.length} />
      {modal === 'edit' ? (
        <DashboardFormModal
          dashboard={dashboard}
          onClose={() => setModal(null)}
          onSaved={(saved) => {
            setModal(null);
            showSuccess(`Dashboard “${saved.name}” saved.`);
          }}
        />
      ) : null}
      {modal === 'delete' ? (
        <DeleteDashboardModal dashboard={dashboard} onClose={() => setModal(null)} />
      ) : null}
    </Stack>
  );
}
