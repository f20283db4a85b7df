/**
 * The words of the shared chrome (navigation, menus); screens keep their own copy for now. One language, looked up
 * by typed keys: i18next and react-i18next cost 15 KB gzip of every page's first load for these 30 strings
 * (docs/decisions/0002-shell-words-without-i18next.md). A second language brings its dictionary in with a dynamic
 * import, and `t` keeps its signature.
 */

const en = {
  nav: {
    discover: 'Discover',
    eyemarked: 'Eyemarked',
    search: 'Search',
    categories: 'Categories',
    notifications: 'Notifications',
    profile: 'Profile',
    dashboard: 'Dashboard',
    projectsList: 'Projects list',
    import: 'Import',
    forms: 'Forms',
    plans: 'Plans',
    dashboards: 'Dashboards',
    stakeholders: 'Stakeholders',
    changelogs: 'Change logs',
    settings: 'Settings',
    logout: 'Log out',
    login: 'Log in',
    signup: 'Sign up',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    explore: 'Explore',
    ministries: 'Ministries',
    agencies: 'Agencies',
    contractors: 'Contractors',
    organisations: 'Organisations',
    analytics: 'Analytics',
  },
  mode: { CITIZEN: 'Citizen', ORGANISATION: 'Organisation', label: 'Mode' },
  footer: { faqs: 'FAQs', terms: 'Terms', privacy: 'Privacy', guidelines: 'Community guidelines' },
} as const;

type Dictionary = typeof en;
export type NavKey = keyof Dictionary['nav'];
type Leaf<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaf<Dictionary, ''>;

/** The text for a key such as `nav.discover`. */
export function t(key: MessageKey): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  // Keys are checked by the compiler; the key itself shows rather than nothing if one is ever built wrongly.
  return typeof node === 'string' ? node : key;
}

/** Same shape as react-i18next's hook, so screens read words the same way if a translation library returns. */
export function useTranslation(): { t: typeof t } {
  return { t };
}
