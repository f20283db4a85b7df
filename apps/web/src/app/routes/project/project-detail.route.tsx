import { Anchor, Breadcrumbs, Button, Grid, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileSearch, IconPencilPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import { projectQuery, useRefreshProject } from '../../../features/projects/api/project';
import emptyMedia from '../../../features/projects/assets/empty-media.svg';
import emptyReviews from '../../../features/projects/assets/empty-reviews.svg';
import { SentimentSummaryCard } from '../../../features/posts/components/sentiment-summary-card';
import { CitizenProgressCard } from '../../../features/posts/components/citizen-progress-card';
import { WordCloudCard } from '../../../features/posts/components/word-cloud-card';
import { requireAuth } from '../../../lib/auth-modal';
import { ProjectHeader } from '../../../features/projects/components/project-header';
import { LoadError } from '../../../features/projects/components/project-list';
import { ProjectOverview } from '../../../features/projects/components/project-overview';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { registerServiceWorker } from '../../../service-worker/register';
import { t, useTranslation } from '../../../i18n';

// The composers (photo picker, drop zone, form schemas: about 45 KB) load when first opened, not with the page.
const loadReviewModal = () => import('../../../features/posts/components/review-modal');
const ReviewModal = lazy(() => loadReviewModal().then((m) => ({ default: m.ReviewModal })));
const UpdateModal = lazy(() =>
  import('../../../features/posts/components/update-modal').then((m) => ({ default: m.UpdateModal })),
);
// The other tabs (cards, timeline, photo viewer) and the managers' share dialog load when shown: the overview is the
// first screen, and what the project page sends first stays under the 250 KB budget.
const ProjectActivityTab = lazy(() =>
  import('./project-activity-tab').then((m) => ({ default: m.ProjectActivityTab })),
);
const MediaTab = lazy(() =>
  import('../../../features/posts/components/media-tab').then((m) => ({ default: m.MediaTab })),
);
const ReviewsTab = lazy(() =>
  import('../../../features/posts/components/reviews-tab').then((m) => ({ default: m.ReviewsTab })),
);
const ShareItemButton = lazy(() =>
  import('../../../features/stakeholders/components/share-dialog').then((m) => ({
    default: m.ShareItemButton,
  })),
);

const TABS = ['overview', 'activity', 'media', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/** Signing in or out changes what the project says about the reader (eyemarked, abilities): read it again. */
function useRefetchOnSessionChange(id: string) {
  const refreshProject = useRefreshProject();
  const userId = useAuthStore((s) => s.user?.public_id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    void refreshProject(id);
  }, [userId, id, refreshProject]);
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('project.loading')}>
      <Skeleton height={24} width={200} />
      <Skeleton height={40} width="70%" />
      <Skeleton height={90} />
      <Skeleton height={240} />
    </Stack>
  );
}

function TabSkeleton() {
  return <Skeleton height={160} aria-busy="true" aria-label={t('project.loading')} />;
}

export function Component() {
  const { id = '' } = useParams();
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'overview';
  const query = useQuery(projectQuery(id));
  const refreshProject = useRefreshProject();
  // A signed-in reader can open this project again offline (the service worker keeps it; visitors download nothing).
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  useEffect(() => {
    if (signedIn) registerServiceWorker(true);
  }, [signedIn]);
  const [modal, setModalState] = useState<'review' | 'update' | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<'review' | 'update'>>(new Set());
  const setModal = (next: 'review' | 'update' | null) => {
    if (next) setOpened((before) => (before.has(next) ? before : new Set([...before, next])));
    setModalState(next);
  };
  useRefetchOnSessionChange(id);
  // Signed in: the composer (and the toasts it shows, a lazy chunk too) load now, so a review can still be written
  // when the network drops (it waits on the phone), and a kept review reaching the server reads the counts again.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    let stop: (() => void) | undefined;
    void Promise.all([
      loadReviewModal(),
      import('../../toasts-host'),
      import('../../../features/posts/offline/use-review-queue'),
    ]).then(
      ([, , queue]) => {
        if (live) stop = queue.onReviewsSent(() => void refreshProject(id));
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [signedIn, id, refreshProject]);
  useTranslation();
  useDocumentTitle(query.data ? `${query.data.name} · Oversight` : t('project.docTitle'));

  if (query.isPending) return <DetailSkeleton />;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          order={1}
          icon={<IconFileSearch size={36} stroke={1.5} />}
          title={t('project.notFound')}
          text={t('project.notFoundText')}
          action={
            <Button component={Link} to="/search">
              {t('project.searchProjects')}
            </Button>
          }
        />
      );
    }
    return <LoadError order={1} title={t('project.loadError')} onRetry={() => void query.refetch()} />;
  }
  const project = query.data;
  const writeReview = () => requireAuth(() => setModal('review'));
  const refreshThisProject = () => void refreshProject(id);

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Breadcrumbs
        component="nav"
        separator="›"
        aria-label={t('project.breadcrumb')}
        // One line: the project's name is cut with an ellipsis (wrapped, its descenders were clipped).
        styles={{ root: { flexWrap: 'nowrap', minWidth: 0, overflow: 'hidden' } }}
      >
        <Anchor component={Link} to="/citizen/discover" size="sm" style={{ flexShrink: 0 }}>
          {t('project.discover')}
        </Anchor>
        <Anchor component={Link} to="/project" size="sm" style={{ flexShrink: 0 }}>
          {t('project.projects')}
        </Anchor>
        <Text
          size="sm"
          c="gray.7"
          truncate="end"
          lh={1.5}
          aria-current="page"
          title={project.name}
          style={{ minWidth: 0, flexShrink: 1 }}
        >
          {project.name}
        </Text>
      </Breadcrumbs>
      <ProjectHeader project={project} dataUpdatedAt={query.dataUpdatedAt} />
      <Group gap="xs">
        <Button leftSection={<IconPencilPlus size={18} aria-hidden />} onClick={writeReview}>
          {t('project.writeReview')}
        </Button>
        {project.abilities.post_update ? (
          <Button
            variant="light"
            leftSection={<IconSpeakerphone size={18} aria-hidden />}
            onClick={() => setModal('update')}
          >
            {t('project.postUpdate')}
          </Button>
        ) : null}
        {project.abilities.manage_stakeholders ? (
          <Suspense fallback={null}>
            <ShareItemButton contentType="project" contentId={project.public_id} itemName={project.name} />
          </Suspense>
        ) : null}
      </Group>
      {/* Mounted from the first opening on, so a draft and the closing transition survive as before. */}
      <Suspense fallback={null}>
        {opened.has('review') ? (
          <ReviewModal
            opened={modal === 'review'}
            onClose={() => setModal(null)}
            projectId={project.public_id}
            projectName={project.name}
            onPosted={refreshThisProject}
          />
        ) : null}
        {project.abilities.post_update && opened.has('update') ? (
          <UpdateModal
            opened={modal === 'update'}
            onClose={() => setModal(null)}
            projectId={project.public_id}
            projectName={project.name}
            onPosted={refreshThisProject}
          />
        ) : null}
      </Suspense>
      <Tabs
        value={tab}
        onChange={(value) => updateParams({ tab: value === 'overview' ? null : value })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">{t('project.tabOverview')}</Tabs.Tab>
          <Tabs.Tab value="activity">{t('project.tabActivity')}</Tabs.Tab>
          <Tabs.Tab value="media">{t('project.tabMedia')}</Tabs.Tab>
          <Tabs.Tab value="reviews">{t('project.tabReviews', { count: project.reviews_count })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="md">
            <ProjectOverview project={project} />
            <CitizenProgressCard projectId={project.public_id} />
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <SentimentSummaryCard summary={project.sentiment_summary} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <WordCloudCard projectId={project.public_id} />
              </Grid.Col>
            </Grid>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <Suspense fallback={<TabSkeleton />}>
            <ProjectActivityTab projectId={project.public_id} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="md">
          <Suspense fallback={<TabSkeleton />}>
            <MediaTab projectId={project.public_id} emptyImage={emptyMedia} onWriteReview={writeReview} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="reviews" pt="md">
          <Suspense fallback={<TabSkeleton />}>
            <ReviewsTab projectId={project.public_id} emptyImage={emptyReviews} onWriteReview={writeReview} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
