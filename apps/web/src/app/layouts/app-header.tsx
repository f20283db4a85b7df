import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { dashboardPath, useAuthStore } from '../../lib/auth-store';
import { Logo } from './logo';

// Signed-in only: guests (every first visit) do not download the menu and its popover positioning.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function AppHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mode = useAuthStore((s) => s.mode);
  const { pathname, search } = useLocation();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t('shell.closeNav') : t('shell.openNav')}
          aria-expanded={navOpened}
          aria-controls="app-navigation"
        />
        <Logo to={dashboardPath({ isAuthenticated, mode })} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* A guest on a phone has Search in the bottom bar; without this one, Log in and Sign up fit in 390 px. */}
        <ActionIcon
          component={Link}
          to="/search"
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={t('nav.search')}
          visibleFrom={isAuthenticated ? undefined : 'sm'}
        >
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
        {isAuthenticated ? (
          <>
            <NotificationBell label={t('nav.notifications')} />
            <Suspense fallback={<div style={{ width: 36, height: 36 }} aria-hidden />}>
              <UserMenu />
            </Suspense>
          </>
        ) : (
          <>
            <Button
              component={Link}
              to={`/login?${new URLSearchParams({ redirect: `${pathname}${search}` })}`}
              variant="default"
              size="xs"
            >
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/signup" size="xs">
              {t('nav.signup')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
