import { Box, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Visualization } from '@oversight/shared/dashboards/visualizations.schemas';
import { IconLinkOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/toasts';
import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import { publicChartDataQuery, publicDashboardQuery } from '../api/public-links';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { ChartBody, ChartCard, exportInput } from './dashboard-charts';
import { DashboardFilterBar } from './dashboard-filters';
import { ExportMenu } from './export-menu';
import { LoadError } from '../../../components/ui/load-error';

function PublicChart({
  token,
  visualization,
  filters,
}: {
  token: string;
  visualization: Visualization;
  filters: DashboardFilters;
}) {
  const query = useQuery({
    ...publicChartDataQuery(token, visualization.id, filters),
    placeholderData: keepPreviousData,
  });
  return (
    <ChartCard visualization={visualization} canManage={false}>
      <ChartBody visualization={visualization} query={query} />
    </ChartCard>
  );
}

/** A dashboard opened by its public link: its charts and filters, read-only; nothing else of the organisation. */
export function PublicDashboard({ token }: { token: string }) {
  const query = useQuery(publicDashboardQuery(token));
  const queryClient = useQueryClient();
  const { filters, setFilters } = useDashboardFilters();
  useDocumentTitle(`${query.data?.dashboard.name ?? 'Shared dashboard'} · Oversight`);
  const gone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useEffect(() => {
    if (query.isError && !gone) showError('The dashboard could not be loaded. Try again.');
  }, [query.isError, gone]);
  if (query.isPending) return <Skeleton h={300} maw={1100} mx="auto" aria-label="Loading the dashboard" />;
  if (query.isError)
    return gone ? (
      <EmptyState
        order={1}
        icon={<IconLinkOff size={36} stroke={1.5} />}
        title="This link does not work"
        text="The dashboard's owner revoked it, or it was copied wrongly. Ask them for a new link."
        action={
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        }
      />
    ) : (
      <Box maw={1100} mx="auto">
        <LoadError title="Could not load the dashboard" onRetry={() => void query.refetch()} />
      </Box>
    );
  const { dashboard, visualizations } = query.data;
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          Shared dashboard · read-only
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {dashboard.name}
        </Title>
        <Text size="sm" c="gray.7">
          By {dashboard.organization_name}
        </Text>
        {dashboard.description ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{dashboard.description}</Text>
        ) : null}
      </Stack>
      <DashboardFilterBar filters={filters} onChange={setFilters} collapseOnPhone />
      {visualizations.length ? (
        <>
          <div>
            <ExportMenu
              input={() =>
                exportInput(dashboard.name, dashboard.organization_name, filters, visualizations, (id) =>
                  queryClient.getQueryData(publicChartDataQuery(token, id, filters).queryKey),
                )
              }
            />
          </div>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, md: 2 }}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Charts"
          >
            {visualizations.map((visualization) => (
              <PublicChart
                key={visualization.id}
                token={token}
                visualization={visualization}
                filters={filters}
              />
            ))}
          </SimpleGrid>
        </>
      ) : (
        <Text c="gray.7">This dashboard has no charts yet.</Text>
      )}
    </Stack>
  );
}
