import { Anchor, Breadcrumbs, Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { projectKeys } from '../../../features/projects/api/keys';
import { projectQuery } from '../../../features/projects/api/project';
import emptyMedia from '../../../features/projects/assets/empty-media.svg';
import emptyReviews from '../../../features/projects/assets/empty-reviews.svg';
import { ProjectActivityList } from '../../../features/projects/components/project-activity';
import { ProjectHeader } from '../../../features/projects/components/project-header';
import { LoadError } from '../../../features/projects/components/project-list';
import { ProjectOverview } from '../../../features/projects/components/project-overview';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

const TABS = ['overview', 'activity', 'media', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/** Signing in or out changes what the project says about the reader (eyemarked, abilities): read it again. */
function useRefetchOnSessionChange(id: string) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.public_id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
  }, [userId, id, queryClient]);
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading project">
      <Skeleton height={24} width={200} />
      <Skeleton height={40} width="70%" />
      <Skeleton height={90} />
      <Skeleton height={240} />
    </Stack>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'overview';
  const query = useQuery(projectQuery(id));
  useRefetchOnSessionChange(id);
  useDocumentTitle(query.data ? `${query.data.name} · Oversight` : 'Project · Oversight');

  if (query.isPending) return <DetailSkeleton />;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          order={1}
          icon={<IconFileSearch size={36} stroke={1.5} />}
          title="Project not found"
          text="It may have been removed or not published yet. Search for it by name, or browse projects near you."
          action={
            <Button component={Link} to="/search">
              Search projects
            </Button>
          }
        />
      );
    }
    return <LoadError what="this project" onRetry={() => void query.refetch()} />;
  }
  const project = query.data;

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Breadcrumbs
        component="nav"
        separator="›"
        aria-label="Breadcrumb"
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        <Anchor component={Link} to="/citizen/discover" size="sm">
          Discover
        </Anchor>
        <Anchor component={Link} to="/project" size="sm">
          Projects
        </Anchor>
        <Text size="sm" c="gray.7" lineClamp={1} aria-current="page">
          {project.name}
        </Text>
      </Breadcrumbs>
      <ProjectHeader project={project} dataUpdatedAt={query.dataUpdatedAt} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (!value || value === 'overview') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="activity">Activity</Tabs.Tab>
          <Tabs.Tab value="media">Media</Tabs.Tab>
          <Tabs.Tab value="reviews">
            Reviews{project.reviews_count ? ` (${project.reviews_count})` : ''}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <ProjectOverview project={project} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <ProjectActivityList projectId={project.public_id} />
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="md">
          <EmptyState
            image={{ src: emptyMedia, alt: '' }}
            title="No photos or videos yet"
            text="Photos taken at the project by citizens and by the people building it will be shown here. Posting them is not open yet; eyemark the project to hear when it is."
          />
        </Tabs.Panel>
        <Tabs.Panel value="reviews" pt="md">
          <EmptyState
            image={{ src: emptyReviews, alt: '' }}
            title={project.reviews_count ? 'Reviews cannot be shown here yet' : 'No reviews yet'}
            text={
              project.reviews_count
                ? `${project.reviews_count} ${project.reviews_count === 1 ? 'review has' : 'reviews have'} been posted. Reading and writing reviews here is not open yet; eyemark the project to hear when it is.`
                : 'Citizens’ reviews of this project will be shown here. Writing reviews is not open yet; eyemark the project to hear when it is.'
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
