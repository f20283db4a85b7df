import { Box, Button, Grid, Group, NavLink, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

export const SETTINGS_PAGES = [
  { to: '/settings/account', label: 'Account' },
  { to: '/settings/profile', label: 'Edit profile' },
  { to: '/settings/change-password', label: 'Change password' },
  { to: '/settings/interests', label: 'Interests' },
  { to: '/settings/privacy', label: 'Privacy' },
  { to: '/settings/subscription', label: 'Subscription' },
  { to: '/settings/resources', label: 'Resources' },
  { to: '/settings/about', label: 'About' },
  { to: '/settings/faq', label: 'FAQ' },
  { to: '/settings/delete-account', label: 'Delete account', danger: true },
] as const;

/** Settings pages: a side list on wide screens, a scrollable row on phones. */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const activePill = useRef<HTMLAnchorElement>(null);

  // On phones the row scrolls: bring the current page's pill into view.
  useEffect(() => {
    activePill.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <Box maw={1000} mx="auto">
      <Title order={1} size="h2" mb="md">
        Settings
      </Title>
      <Box
        hiddenFrom="md"
        mb="md"
        component="nav"
        aria-label="Settings pages"
        style={{ overflowX: 'auto', scrollbarWidth: 'none' }}
      >
        <Group gap="xs" wrap="nowrap" pb={4} w="max-content">
          {SETTINGS_PAGES.map((page) => {
            const active = pathname === page.to;
            return (
              <Button
                key={page.to}
                ref={active ? activePill : undefined}
                component={Link}
                to={page.to}
                size="xs"
                radius="xl"
                variant={active ? 'filled' : 'default'}
                color={'danger' in page && !active ? 'red.9' : undefined}
                aria-current={active ? 'page' : undefined}
                style={{ flexShrink: 0 }}
              >
                {page.label}
              </Button>
            );
          })}
        </Group>
      </Box>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Stack gap={2} component="nav" aria-label="Settings pages">
            {SETTINGS_PAGES.map((page) => {
              const active = pathname === page.to;
              return (
                <NavLink
                  key={page.to}
                  component={Link}
                  to={page.to}
                  label={page.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  color={'danger' in page ? 'red.9' : undefined}
                  c={'danger' in page ? 'red.9' : undefined}
                  styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                />
              );
            })}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
