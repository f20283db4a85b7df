import {
  IconBell,
  IconCategory,
  IconChartInfographic,
  IconClipboardList,
  IconCompass,
  IconEye,
  IconFileImport,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconSearch,
  IconTargetArrow,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { Mode } from '../../lib/session-types';

export interface NavItem {
  /** i18n key under `nav.` */
  key: string;
  to: string;
  icon: Icon;
  /** Only for signed-in users. */
  auth?: boolean;
}

export const CITIZEN_NAV: NavItem[] = [
  { key: 'discover', to: '/citizen/discover', icon: IconCompass },
  { key: 'eyemarked', to: '/citizen/eyemarked', icon: IconEye, auth: true },
  { key: 'search', to: '/search', icon: IconSearch },
  { key: 'categories', to: '/categories', icon: IconCategory },
  { key: 'notifications', to: '/notifications', icon: IconBell, auth: true },
  { key: 'profile', to: '/profile', icon: IconUser, auth: true },
];

export const ORGANISATION_NAV: NavItem[] = [
  { key: 'dashboard', to: '/mda/dashboard', icon: IconLayoutDashboard },
  { key: 'projectsList', to: '/projects-list', icon: IconListDetails },
  { key: 'import', to: '/mda/column-mapping', icon: IconFileImport },
  { key: 'forms', to: '/forms', icon: IconClipboardList },
  { key: 'plans', to: '/mda/plans', icon: IconTargetArrow },
  { key: 'dashboards', to: '/mda/custom-dashboards', icon: IconChartInfographic },
  { key: 'stakeholders', to: '/mda/stakeholders', icon: IconUsersGroup },
  { key: 'changelogs', to: '/mda/changelogs', icon: IconHistory },
];

export function navItemsFor(session: { isAuthenticated: boolean; mode: Mode }): NavItem[] {
  if (!session.isAuthenticated) return CITIZEN_NAV.filter((item) => !item.auth);
  return session.mode === 'ORGANISATION' ? ORGANISATION_NAV : CITIZEN_NAV;
}

/** `/forms/abc` keeps "Forms" highlighted; `/` only matches itself. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
