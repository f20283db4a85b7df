import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/toasts';
import { publicLinkQuery, usePublicLinkWrites } from '../api/public-links';

/** The dashboard's read-only public link: make it, copy it, revoke it (anyone with the link sees this dashboard only). */
export function PublicLinkPanel({ dashboardId }: { dashboardId: string }) {
  const link = useQuery(publicLinkQuery(dashboardId));
  const { make, revoke } = usePublicLinkWrites(dashboardId);
  const current = link.data?.link;
  const url = current ? `${window.location.origin}${current.path}` : '';
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-public-link">
      <Text fw={600} id="dashboard-public-link">
        Public link
      </Text>
      {current ? (
        <>
          <Text size="sm" c="gray.7">
            Anyone with this link can read this dashboard, without signing in. Only published projects are
            counted.
          </Text>
          <Group gap="xs" wrap="wrap" align="flex-end">
            <TextInput
              readOnly
              value={url}
              aria-label="Public link"
              style={{ flex: '1 1 260px' }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={16} aria-hidden />}
              onClick={() =>
                revoke.mutate(undefined, { onSuccess: () => showSuccess('The public link no longer works.') })
              }
              loading={revoke.isPending}
            >
              Revoke link
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="gray.7">
            No public link. Make one to share this dashboard read-only with anyone.
          </Text>
          <Button
            variant="light"
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => make.mutate()}
            loading={make.isPending}
            disabled={link.isPending}
          >
            Make public link
          </Button>
        </Group>
      )}
    </Stack>
  );
}
