import { useEffect, useState } from 'react';
import { useTranslation, type Language } from '../i18n';
import { ENGLISH_CONTENT, type SiteContent } from './site-content';

type Loader = () => Promise<{ default: SiteContent }>;
// One chunk per language, downloaded only when that language is chosen: English pages carry no translation.
export const CONTENT_LOADERS: Record<Exclude<Language, 'en'>, Loader> = {
  pcm: () => import('./locales/pcm'),
  ha: () => import('./locales/ha'),
  yo: () => import('./locales/yo'),
  ig: () => import('./locales/ig'),
};

const loaded = new Map<Language, SiteContent>([['en', ENGLISH_CONTENT]]);

/** The long texts in the active language; null while that language's chunk downloads. */
export function useContent(): SiteContent | null {
  const { language } = useTranslation();
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded.has(language) || language === 'en') return;
    let current = true;
    void CONTENT_LOADERS[language]().then((module) => {
      loaded.set(language, module.default);
      if (current) setVersion((v) => v + 1);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded.get(language) ?? null;
}
