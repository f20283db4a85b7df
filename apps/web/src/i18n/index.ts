import { i18n, setupI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import type { MessageKey } from './keys';

export type { MessageKey } from './keys';

/** The languages of the citizen side, each named in itself (docs/decisions/0005-languages-with-lingui.md). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'pcm', name: 'Pidgin' },
  { code: 'ha', name: 'Hausa' },
  { code: 'yo', name: 'Yorùbá' },
  { code: 'ig', name: 'Igbo' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
const STORAGE_KEY = 'oversight.language';
// The choice mirrored in a cookie: the server preloads that language's catalogue with the page (API platform/web-app.ts).
const COOKIE = 'oversight_language';

function rememberInCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

type Catalogue = { messages: Record<string, unknown> };
// One chunk per language, compiled at build time (vite.config.ts i18nCatalogs): only the chosen one is downloaded.
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('virtual:i18n-catalog/en'),
  pcm: () => import('virtual:i18n-catalog/pcm'),
  ha: () => import('virtual:i18n-catalog/ha'),
  yo: () => import('virtual:i18n-catalog/yo'),
  ig: () => import('virtual:i18n-catalog/ig'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

/** The remembered choice, else the first of the browser's languages we have, else English. */
export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) {
      // Choices remembered before the cookie existed reach the server from the next visit on.
      rememberInCookie(saved);
      return saved;
    }
  } catch {
    // Storage blocked (private mode): the browser's languages still choose.
  }
  // A stubbed or old navigator may lack either field, whatever the DOM types say.
  const browser: Partial<Pick<Navigator, 'languages' | 'language'>> =
    typeof navigator === 'undefined' ? {} : navigator;
  const preferred: readonly (string | undefined)[] = browser.languages ?? [browser.language];
  for (const tag of preferred) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (primary !== 'en' && isLanguage(primary)) return primary;
    if (primary === 'en') break;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Numbers and money use en-NG's rules in every language: CLDR gives ha, yo, ig and pcm the same grouping and decimal
 * marks, and Chromium ships no number or date data for them (it would fall back to en-US and "NGN 1,000"). Month
 * names and relative times come from the catalogues instead (lib/format.ts), so no English word shows.
 */
export const NUMBER_LOCALE = 'en-NG';

let loading: Promise<void> | null = null;

/** Loads the language's catalogue, then switches to it, remembers it and sets `lang` on the page. */
export function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  const next = loaders[language]().then(({ messages }) => {
    i18n.load(language, messages as never);
    i18n.activate(language, [language, NUMBER_LOCALE]);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    if (options.remember !== false) {
      rememberInCookie(language);
      try {
        localStorage.setItem(STORAGE_KEY, language);
      } catch {
        // Not remembered; the page is still in the chosen language.
      }
    }
  });
  loading = next;
  return next;
}

/** Starts the first catalogue (main.tsx, beside the route's chunk); the app renders once it is in. */
export function startI18n(): Promise<void> {
  return loading ?? setLanguage(initialLanguage(), { remember: false });
}

/**
 * The words of a language other than the page's, for the few places that show a language the user chose for one thing:
 * a form's fixed words and choices (the filler's buttons and messages, the geopolitical zones) in the language its
 * respondent reads the form in. The catalogue is loaded once per language, beside the page's, without switching the page.
 */
const otherCatalogues = new Map<Language, Promise<(key: MessageKey, values?: MessageValues) => string>>();
export function wordsIn(language: Language): Promise<(key: MessageKey, values?: MessageValues) => string> {
  let words = otherCatalogues.get(language);
  if (!words) {
    words = loaders[language]().then(({ messages }) => {
      const other = setupI18n({ locale: language, messages: { [language]: messages as never } });
      return (key: MessageKey, values?: MessageValues) =>
        other._(key, values as Record<string, unknown> | undefined);
    });
    // A failed load (offline, chunk not cached) is tried again next time.
    words.catch(() => otherCatalogues.delete(language));
    otherCatalogues.set(language, words);
  }
  return words;
}

export type MessageValues = Record<string, string | number | null | undefined>;

/** The text for a key such as `nav.discover`, in the active language; ICU values (`{count, plural, ...}`) by name. */
export function t(key: MessageKey, values?: MessageValues): string {
  if (!i18n.locale) return '';
  return i18n._(key, values as Record<string, unknown> | undefined);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** `t` plus the language; components re-render when the language changes. */
export function useTranslation(): { t: typeof t; language: Language } {
  // The context changes with the language (re-rendering its readers); tests may render without the provider.
  const locale = useContext(LinguiContext)?.i18n.locale ?? i18n.locale;
  return { t, language: isLanguage(locale) ? locale : DEFAULT_LANGUAGE };
}

export { i18n };
