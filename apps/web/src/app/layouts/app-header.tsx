import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconBell, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { dashboardPath, useAuthStore } from '../../lib/auth-store';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

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
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
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
            <ActionIcon
              component={Link}
              to="/notifications"
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={t('nav.notifications')}
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
            <UserMenu />
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
