import { Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LanguageSelect } from '../../i18n/language-select';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { ModeToggle } from './mode-toggle';
import { EXPLORE_NAV, isActivePath, navItemsFor, type NavItem } from './nav-items';

// Signed-in only (its menu brings popover positioning): not part of a guest's first load.
const OrganizationSwitcher = lazy(() =>
  import('./organization-switcher').then((m) => ({ default: m.OrganizationSwitcher })),
);

/** The left navigation: organisation and mode (members of an organisation), the mode's items, then Explore. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mode = useAuthStore((s) => s.mode);
  const permissions = useAuthStore((s) => s.currentOrganization?.role.permissions ?? null);
  const items = navItemsFor({ isAuthenticated, mode, permissions });
  // A citizen with only their personal account has nothing to switch to: no switcher, no mode.
  const inOrganization = useAuthStore((s) => s.organizations.some((o) => !o.is_personal));

  return (
    <>
      {isAuthenticated && inOrganization ? (
        <Stack gap="sm" pb="sm">
          <Suspense fallback={null}>
            <OrganizationSwitcher />
          </Suspense>
          <ModeToggle />
          <Divider />
        </Stack>
      ) : null}
      {/* A native scroller: Mantine's ScrollArea brings the popover library into every first load. */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <NavList items={items} pathname={pathname} onNavigate={onNavigate} />
        <Text id="nav-explore" size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" pt="md" pb={4}>
          {t('nav.explore')}
        </Text>
        <NavList items={EXPLORE_NAV} pathname={pathname} onNavigate={onNavigate} labelledBy="nav-explore" />
        <Box px="sm" pt="md" pb="xs">
          <LanguageSelect size="xs" />
        </Box>
      </Box>
    </>
  );
}

function NavList({
  items,
  pathname,
  onNavigate,
  labelledBy,
}: {
  items: NavItem[];
  pathname: string;
  onNavigate?: () => void;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} role={labelledBy ? 'group' : undefined} aria-labelledby={labelledBy}>
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
  );
}
