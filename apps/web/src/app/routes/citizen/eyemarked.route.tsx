import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { myEyemarksQuery } from '../../../features/projects/api/my-eyemarks';
import { ListPagination, ProjectList } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { formatNumber } from '../../../lib/format';
import { registerServiceWorker } from '../../../service-worker/register';
import { FollowedPlacesPanel } from '../../../features/notifications/components/followed-places-panel';
import { useAuthStore } from '../../../lib/auth-store';

/** The projects the signed-in citizen follows, the latest eyemarked first. */
export function Component() {
  useDocumentTitle('Eyemarked projects · Oversight');
  // Whoever follows projects can read them again offline: the service worker keeps what they view.
  useEffect(() => registerServiceWorker(true), []);
  const { page, setPage, offset } = usePaging(PROJECT_PAGE_SIZE, { resetKey: 'eyemarks' });
  const query = useQuery(myEyemarksQuery(offset));
  const homeState = useAuthStore((state) => state.user?.state_of_residence ?? null);
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Eyemarked projects
          </Title>
          <Text size="sm" c="gray.7">
            Projects you follow. You hear about their updates and reviews.
          </Text>
        </div>
        {query.data ? (
          <Text size="sm" c="gray.7">
            {formatNumber(query.data.count)} {query.data.count === 1 ? 'project' : 'projects'}
          </Text>
        ) : null}
      </Group>
      <ProjectList
        headingLevel={2}
        projects={query.data?.results}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{
          title: 'You have not eyemarked a project yet',
          text: 'Open a project and press Eyemark to follow it. Start with the projects around you.',
          action: (
            <Button component={Link} to="/citizen/discover">
              Discover projects
            </Button>
          ),
        }}
      />
      <ListPagination
        total={query.data?.count ?? 0}
        pageSize={PROJECT_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
      <FollowedPlacesPanel homeState={homeState} />
    </Stack>
  );
}
