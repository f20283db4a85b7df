import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const DEFAULT_LANGUAGE = 'en';

// Screens keep their own copy for now; shared chrome (navigation, menus) reads from here.
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
  },
  mode: { CITIZEN: 'Citizen', ORGANISATION: 'Organisation', label: 'Mode' },
  footer: { faqs: 'FAQs', terms: 'Terms', privacy: 'Privacy', guidelines: 'Community guidelines' },
};

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  showSupportNotice: false,
});

export default i18n;
