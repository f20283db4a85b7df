import { Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { PROFILE_PROJECTS_PAGE_SIZE, profileQuery } from '../../../features/directory/api/profile';
import { accountTypeLabel } from '../../../features/directory/components/organization-card';
import { OrganizationProfileHeader } from '../../../features/directory/components/organization-profile-header';
import { ACTIVITY_PAGE_SIZE } from '../../../features/people/api/profile-activity';
import { FollowButton } from '../../../features/people/components/follow-button';
import { FollowCounts } from '../../../features/people/components/follow-counts';
import { ProfileFeed } from '../../../features/people/components/profile-feed';
import { ProfileMedia } from '../../../features/people/components/profile-media';
import { userEyemarksQuery } from '../../../features/projects/api/my-eyemarks';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { ListPagination, LoadError, ProjectList } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { formatDate, formatNumber } from '../../../lib/format';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { useTranslation } from '../../../i18n';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('profile.loading')}>
      <Group>
        <Skeleton circle height={72} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={28} width="50%" />
          <Skeleton height={14} width="30%" />
        </Stack>
      </Group>
      <Skeleton height={80} />
      <Skeleton height={200} />
    </Stack>
  );
}

function PersonEyemarks({ userId, visible, name }: { userId: string; visible: boolean; name: string }) {
  const { t } = useTranslation();
  const { page, setPage, offset } = usePaging(PROJECT_PAGE_SIZE, { resetKey: userId });
  const eyemarks = useQuery({
    ...userEyemarksQuery(userId, offset),
    enabled: visible,
  });
  if (!visible) {
    return (
      <Text size="sm" c="gray.7">
        {t('profile.eyemarksPrivate', { name })}
      </Text>
    );
  }
  return (
    <>
      <ProjectList
        headingLevel={2}
        projects={eyemarks.data?.results}
        loading={eyemarks.isPending}
        error={eyemarks.error}
        onRetry={() => void eyemarks.refetch()}
        compact
        empty={{ title: t('profile.noEyemarks'), text: t('profile.noEyemarksText', { name }) }}
      />
      <ListPagination
        total={eyemarks.data?.count ?? 0}
        pageSize={PROJECT_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </>
  );
}

/** A profile: an organisation with its figures and projects, or a person with the projects they eyemark. */
export function ProfileView({ id, ownUserId }: { id: string; ownUserId?: string | null }) {
  const { t } = useTranslation();
  const ownOrganizationId = useAuthStore((s) => s.currentOrganization?.public_id ?? null);
  const { page, setPage, offset } = usePaging(PROFILE_PROJECTS_PAGE_SIZE, { resetKey: id });
  const query = useQuery(profileQuery(id, offset));
  const profile = query.data;
  useDocumentTitle(
    profile
      ? t('profile.docTitle', {
          name: profile.kind === 'organization' ? profile.name : profile.display_name || profile.username,
        })
      : t('profile.docTitleAny'),
  );

  if (query.isPending) return <ProfileSkeleton />;
  if (query.error && !profile) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          order={1}
          icon={<IconUserQuestion size={36} stroke={1.5} />}
          title={t('profile.notFound')}
          text={t('profile.notFoundText')}
          action={
            <Button component={Link} to="/search">
              {t('profile.searchOversight')}
            </Button>
          }
        />
      );
    }
    return <LoadError order={1} what="this profile" onRetry={() => void query.refetch()} />;
  }
  if (!profile) return null;

  const own =
    profile.kind === 'user'
      ? !!ownUserId && profile.public_id === ownUserId
      : profile.public_id === ownOrganizationId;
  const name = profile.kind === 'organization' ? profile.name : profile.display_name || profile.username;
  const social = (
    <Group justify="space-between" gap="sm">
      <FollowCounts followers={profile.follower_count} following={profile.following_count} />
      {own ? (
        <Button component={Link} to="/settings/profile" variant="default">
          {t('settings.editProfile')}
        </Button>
      ) : (
        <FollowButton userId={profile.public_id} isFollowing={profile.is_following} name={name} />
      )}
    </Group>
  );

  if (profile.kind === 'organization') {
    return (
      <Stack gap="lg" maw={1200} mx="auto">
        <OrganizationProfileHeader org={profile} />
        {social}
        <ProfileTabs
          resetKey={id}
          name={name}
          activityId={profile.public_id}
          first={{
            value: 'projects',
            label: t('profile.projectsTab', { count: formatNumber(profile.projects.count) }),
            panel: (
              <>
                <ProjectList
                  headingLevel={2}
                  projects={profile.projects.results}
                  loading={query.isFetching && !profile.projects.results.length}
                  compact
                  empty={{
                    title: t('profile.noPublished'),
                    text: t('profile.noPublishedText', { name: profile.name }),
                  }}
                />
                <ListPagination
                  total={profile.projects.count}
                  pageSize={PROFILE_PROJECTS_PAGE_SIZE}
                  page={page}
                  onChange={setPage}
                />
              </>
            ),
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group wrap="nowrap" gap="md">
        <UserAvatar name={name} src={profile.avatar} size={72} decorative />
        <div>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Text size="sm" c="gray.7">
            {t('profile.joined', {
              type: accountTypeLabel(profile.account_type),
              username: profile.username,
              date: formatDate(profile.created, 'month'),
            })}
          </Text>
        </div>
      </Group>
      {profile.bio ? <Text size="sm">{profile.bio}</Text> : null}
      {social}
      <ProfileTabs
        resetKey={id}
        name={own ? 'You' : name}
        activityId={own ? 'me' : profile.public_id}
        feedId={profile.public_id}
        last={{
          value: 'eyemarked',
          label: t('profile.eyemarkedTab', { count: formatNumber(profile.eyemarked_count) }),
          panel: <PersonEyemarks userId={profile.public_id} visible={profile.eyemarks_visible} name={name} />,
        }}
      />
    </Stack>
  );
}

type ExtraTab = { value: string; label: string; panel: ReactNode };

/** Posts and Media, with the Projects tab first (organisations) or the Eyemarked tab last (people); kept in ?tab=. */
function ProfileTabs({
  resetKey,
  name,
  activityId,
  feedId,
  first,
  last,
}: {
  resetKey: string;
  name: string;
  activityId: string;
  feedId?: string;
  first?: ExtraTab;
  last?: ExtraTab;
}) {
  const { t } = useTranslation();
  const [params, update] = useSearchParamUpdater();
  const { page: feedPage, setPage: setFeedPage } = usePaging(ACTIVITY_PAGE_SIZE, {
    resetKey: `${resetKey}-feed`,
  });
  const { page: mediaPage, setPage: setMediaPage } = usePaging(ACTIVITY_PAGE_SIZE, {
    resetKey: `${resetKey}-media`,
  });
  const tabs = [
    first,
    { value: 'posts', label: t('profile.posts') },
    { value: 'media', label: t('profile.media') },
    last,
  ].filter((tab): tab is ExtraTab | { value: string; label: string } => !!tab);
  const current = tabs.some((tab) => tab.value === params.get('tab')) ? params.get('tab')! : tabs[0]!.value;
  return (
    <Tabs value={current} onChange={(value) => update({ tab: value })} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {first ? <Tabs.Panel value={first.value}>{first.panel}</Tabs.Panel> : null}
      <Tabs.Panel value="posts">
        <ProfileFeed
          id={feedId ?? activityId}
          name={name === 'You' ? 'You' : name}
          page={feedPage}
          onPage={setFeedPage}
        />
      </Tabs.Panel>
      <Tabs.Panel value="media">
        <ProfileMedia id={activityId} name={name} page={mediaPage} onPage={setMediaPage} />
      </Tabs.Panel>
      {last ? <Tabs.Panel value={last.value}>{last.panel}</Tabs.Panel> : null}
    </Tabs>
  );
}
