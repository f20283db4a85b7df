import { UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import classes from './layouts.module.css';
import { isActivePath, navItemsFor } from './nav-items';

const VISIBLE_ITEMS = 4;

/** Phones: the first items of the current mode at thumb reach, the rest behind "Menu". */
export function BottomNav({ onMenu, menuOpened }: { onMenu: () => void; menuOpened: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const mode = useAuthStore((s) => s.mode);
  const permissions = useAuthStore((s) => s.currentOrganization?.role.permissions ?? null);
  const items = navItemsFor({ isAuthenticated, mode, permissions }).slice(0, VISIBLE_ITEMS);

  return (
    <div className={classes.bottomNav}>
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={classes.bottomItem}
          aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
        >
          <item.icon size={22} stroke={1.6} aria-hidden />
          <span>{t(`nav.${item.key}`)}</span>
        </Link>
      ))}
      <UnstyledButton
        className={classes.bottomItem}
        onClick={onMenu}
        aria-expanded={menuOpened}
        aria-controls="app-navigation"
      >
        <IconMenu2 size={22} stroke={1.6} aria-hidden />
        <span>{t('nav.menu')}</span>
      </UnstyledButton>
    </div>
  );
}
