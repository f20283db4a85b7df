import {
  IconBackhoe,
  IconBell,
  IconBuildingBank,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCategory,
  IconChartBar,
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
import { PERMISSIONS as P } from '@oversight/shared/access/permission-ids';
import type { NavKey } from '../../lib/i18n';
import type { Mode } from '../../lib/auth-store';

export interface NavItem {
  /** Its label's key under `nav.` (lib/i18n.ts) */
  key: NavKey;
  to: string;
  icon: Icon;
  /** Only for signed-in users. */
  auth?: boolean;
  /** Organisation side: shown when the role in the current organisation holds any of these (staff see what they may do). */
  anyOf?: number[];
}

export const CITIZEN_NAV: NavItem[] = [
  { key: 'discover', to: '/citizen/discover', icon: IconCompass },
  { key: 'eyemarked', to: '/citizen/eyemarked', icon: IconEye, auth: true },
  { key: 'search', to: '/search', icon: IconSearch },
  { key: 'categories', to: '/categories', icon: IconCategory },
  { key: 'notifications', to: '/notifications', icon: IconBell, auth: true },
  { key: 'profile', to: '/profile', icon: IconUser, auth: true },
];

export const ORGANIZATION_NAV: NavItem[] = [
  { key: 'dashboard', to: '/mda/dashboard', icon: IconLayoutDashboard },
  { key: 'projectsList', to: '/projects-list', icon: IconListDetails },
  { key: 'import', to: '/mda/column-mapping', icon: IconFileImport, anyOf: [P.CREATE_EDIT_PROJECT] },
  { key: 'forms', to: '/forms', icon: IconClipboardList },
  { key: 'plans', to: '/mda/plans', icon: IconTargetArrow },
  { key: 'dashboards', to: '/mda/custom-dashboards', icon: IconChartInfographic },
  {
    key: 'stakeholders',
    to: '/mda/stakeholders',
    icon: IconUsersGroup,
    anyOf: [P.MANAGE_SYSTEM_STAKEHOLDERS, P.MANAGE_ROLES, P.MANAGE_DEPARTMENTS],
  },
  { key: 'changelogs', to: '/mda/changelogs', icon: IconHistory },
];

/** The public directories and analytics, for every visitor and both modes (navigation and the public footer). */
export const EXPLORE_NAV: NavItem[] = [
  { key: 'ministries', to: '/mda/ministries', icon: IconBuildingBank },
  { key: 'agencies', to: '/mda/agencies', icon: IconBuildingSkyscraper },
  { key: 'contractors', to: '/contractors', icon: IconBackhoe },
  { key: 'organisations', to: '/organisations', icon: IconBuildingCommunity },
  { key: 'analytics', to: '/analytics/projects', icon: IconChartBar },
];

/** `permissions`: the role's in the current organisation (null when unknown: every item). */
export function navItemsFor(session: {
  isAuthenticated: boolean;
  mode: Mode;
  permissions?: number[] | null;
}): NavItem[] {
  if (!session.isAuthenticated) return CITIZEN_NAV.filter((item) => !item.auth);
  if (session.mode !== 'ORGANISATION') return CITIZEN_NAV;
  const held = session.permissions ? new Set(session.permissions) : null;
  return ORGANIZATION_NAV.filter(
    (item) => !held || !item.anyOf || item.anyOf.some((permission) => held.has(permission)),
  );
}

/** `/forms/abc` keeps "Forms" highlighted; `/` only matches itself. */
export function isActivePath(pathname: string, to: string): boolean {
  // Analytics has four pages under one item.
  if (to === '/analytics/projects') return pathname.startsWith('/analytics/');
  return pathname === to || pathname.startsWith(`${to}/`);
}
