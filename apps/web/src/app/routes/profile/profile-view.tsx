import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { PROFILE_PROJECTS_PAGE_SIZE, profileQuery } from '../../../features/directory/api/profile';
import { accountTypeLabel } from '../../../features/directory/components/organisation-card';
import { OrganisationProfileHeader } from '../../../features/directory/components/organisation-profile-header';
import { userEyemarksQuery } from '../../../features/projects/api/my-eyemarks';
import { PROJECT_PAGE_SIZE } from '../../../features/projects/api/keys';
import { ListPagination, LoadError, ProjectList } from '../../../features/projects/components/project-list';
import { usePage } from '../../../features/projects/hooks/use-page';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading profile">
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
  const [page, setPage] = usePage(userId);
  const eyemarks = useQuery({
    ...userEyemarksQuery(userId, (page - 1) * PROJECT_PAGE_SIZE),
    enabled: visible,
  });
  if (!visible) {
    return (
      <Text size="sm" c="gray.7">
        {name} keeps their eyemarked projects private.
      </Text>
    );
  }
  return (
    <>
      <ProjectList
        projects={eyemarks.data?.results}
        loading={eyemarks.isPending}
        error={eyemarks.error}
        onRetry={() => void eyemarks.refetch()}
        compact
        empty={{ title: 'No eyemarked projects yet', text: `${name} has not eyemarked any project.` }}
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
export function ProfileView({ id }: { id: string }) {
  const [page, setPage] = usePage(id);
  const query = useQuery(profileQuery(id, (page - 1) * PROFILE_PROJECTS_PAGE_SIZE));
  const profile = query.data;
  useDocumentTitle(
    profile
      ? `${profile.kind === 'organization' ? profile.name : profile.display_name || profile.username} · Oversight`
      : 'Profile · Oversight',
  );

  if (query.isPending) return <ProfileSkeleton />;
  if (query.error && !profile) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          order={1}
          icon={<IconUserQuestion size={36} stroke={1.5} />}
          title="Profile not found"
          text="This account does not exist, or it is not public."
          action={
            <Button component={Link} to="/search">
              Search Oversight
            </Button>
          }
        />
      );
    }
    return <LoadError what="this profile" onRetry={() => void query.refetch()} />;
  }
  if (!profile) return null;

  if (profile.kind === 'organization') {
    return (
      <Stack gap="lg" maw={1200} mx="auto">
        <OrganisationProfileHeader org={profile} />
        <Stack gap="sm" component="section" aria-labelledby="org-projects">
          <Group justify="space-between">
            <Title order={2} size="h3" id="org-projects">
              Projects
            </Title>
            <Text size="sm" c="gray.7">
              {formatNumber(profile.projects.count)} published
            </Text>
          </Group>
          <ProjectList
            projects={profile.projects.results}
            loading={query.isFetching && !profile.projects.results.length}
            compact
            empty={{
              title: 'No published projects yet',
              text: `${profile.name} has not published a project on Oversight yet.`,
            }}
          />
          <ListPagination
            total={profile.projects.count}
            pageSize={PROFILE_PROJECTS_PAGE_SIZE}
            page={page}
            onChange={setPage}
          />
        </Stack>
      </Stack>
    );
  }

  const name = profile.display_name || profile.username;
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group wrap="nowrap" gap="md">
        <UserAvatar name={name} src={profile.avatar} size={72} decorative />
        <div>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Text size="sm" c="gray.7">
            {accountTypeLabel(profile.account_type)} · @{profile.username} · joined{' '}
            {formatDate(profile.created, 'MMM YYYY')}
          </Text>
        </div>
      </Group>
      {profile.bio ? <Text size="sm">{profile.bio}</Text> : null}
      <Stack gap="sm" component="section" aria-labelledby="person-eyemarks">
        <Title order={2} size="h3" id="person-eyemarks">
          Eyemarked projects ({formatNumber(profile.eyemarked_count)})
        </Title>
        <PersonEyemarks userId={profile.public_id} visible={profile.eyemarks_visible} name={name} />
      </Stack>
    </Stack>
  );
}
