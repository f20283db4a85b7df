import { Box, Button, Grid, Group, NavLink, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation, type MessageKey } from '../../i18n';

export const SETTINGS_PAGES: readonly { to: string; label: MessageKey; danger?: true }[] = [
  { to: '/settings/account', label: 'settings.account' },
  { to: '/settings/profile', label: 'settings.editProfile' },
  { to: '/settings/change-password', label: 'settings.changePassword' },
  { to: '/settings/interests', label: 'settings.interests' },
  { to: '/settings/privacy', label: 'settings.privacyShort' },
  { to: '/settings/subscription', label: 'settings.subscription' },
  { to: '/settings/resources', label: 'settings.resources' },
  { to: '/settings/about', label: 'settings.about' },
  { to: '/settings/faq', label: 'settings.faqShort' },
  { to: '/settings/delete-account', label: 'settings.deleteAccount', danger: true },
];

/** Settings pages: a side list on wide screens, a scrollable row on phones. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activePill = useRef<HTMLAnchorElement>(null);

  // On phones the row scrolls: bring the current page's pill into view.
  useEffect(() => {
    activePill.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <Box maw={1000} mx="auto">
      <Title order={1} size="h2" mb="md">
        {t('settings.settingsTitle')}
      </Title>
      <Box
        hiddenFrom="md"
        mb="md"
        component="nav"
        aria-label={t('settings.settingsPages')}
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
                color={page.danger && !active ? 'red.9' : undefined}
                aria-current={active ? 'page' : undefined}
                style={{ flexShrink: 0 }}
              >
                {t(page.label)}
              </Button>
            );
          })}
        </Group>
      </Box>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Stack gap={2} component="nav" aria-label={t('settings.settingsPages')}>
            {SETTINGS_PAGES.map((page) => {
              const active = pathname === page.to;
              return (
                <NavLink
                  key={page.to}
                  component={Link}
                  to={page.to}
                  label={t(page.label)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  color={page.danger ? 'red.9' : undefined}
                  c={page.danger ? 'red.9' : undefined}
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
