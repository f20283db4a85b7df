import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { ModeToggle } from './mode-toggle';
import { isActivePath, navItemsFor } from './nav-items';
import { OrganisationSwitcher } from './organisation-switcher';

/** The left navigation: organisation, mode, then the items of the current mode. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mode = useAuthStore((s) => s.mode);
  const items = navItemsFor({ isAuthenticated, mode });

  return (
    <>
      {isAuthenticated ? (
        <Stack gap="sm" pb="sm">
          <OrganisationSwitcher />
          <ModeToggle />
          <Divider />
        </Stack>
      ) : null}
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2}>
          {items.map((item) => {
            const active = isActivePath(pathname, item.to);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(`nav.${item.key}`)}
                leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 600 } }}
              />
            );
          })}
        </Stack>
      </ScrollArea>
    </>
  );
}
