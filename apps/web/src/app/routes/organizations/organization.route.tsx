import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ProfileView } from '../profile/profile-view';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Stack gap="sm">
      <Breadcrumbs component="nav" separator="›" aria-label="Breadcrumb">
        <Anchor component={Link} to="/organisations" size="sm">
          Organisations
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page">
          Organisation
        </Text>
      </Breadcrumbs>
      <ProfileView id={id} />
    </Stack>
  );
}
