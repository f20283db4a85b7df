import type { Question } from '@oversight/shared/surveys/questions.schemas';
import { GEOPOLITICAL_ZONE_CODES } from '@oversight/shared/reference/zones';
import { useEffect, useState } from 'react';
import {
  isLanguage,
  LANGUAGES,
  t,
  useTranslation,
  wordsIn,
  type Language,
  type MessageKey,
} from '../../../../i18n';

/** Zone code -> the zone's name in one language (the catalogues' `filters.zone<code>`, GLOSSARY.md). */
export type ZoneNames = Readonly<Record<string, string>>;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
const BY_NAME = new Map<string, Language>([
  ...LANGUAGES.map(({ code, name }) => [plain(name), code] as const),
  ['nigerian pidgin', 'pcm'],
  ['naija', 'pcm'],
]);

/**
 * The language of the web's catalogues a form language stands for: XLSForm names them `Hausa (ha)` (or only `Hausa`);
 * null for a language we have no words in (the zones then keep the form's own labels, in English).
 */
export function catalogueLanguageOf(formLanguage: string): Language | null {
  const code = /\(\s*([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]+)?\s*\)\s*$/.exec(formLanguage)?.[1]?.toLowerCase();
  if (code && isLanguage(code)) return code;
  return BY_NAME.get(plain(formLanguage.replace(/\(.*\)\s*$/, ''))) ?? null;
}

const namesWith = (words: (key: MessageKey) => string): ZoneNames =>
  Object.fromEntries(GEOPOLITICAL_ZONE_CODES.map((code) => [code, words(`filters.zone${code}`)]));

/**
 * The zone names a form's geopolitical-zone question shows: in the form language the respondent picked when we have
 * words in it, else (the form's own texts) in the page's language. null while that language's catalogue loads, when
 * the form asks no zone question, or for a language we have no words in: the fixed English names then.
 */
export function useZoneNames(formLanguage: string | null, wanted: boolean): ZoneNames | null {
  const { language: page } = useTranslation();
  const language = formLanguage === null ? page : catalogueLanguageOf(formLanguage);
  const other = wanted && language !== null && language !== page ? language : null;
  const [loaded, setLoaded] = useState<{ language: Language; names: ZoneNames } | null>(null);
  useEffect(() => {
    if (!other) return;
    let current = true;
    wordsIn(other).then(
      (words) => {
        if (current) setLoaded({ language: other, names: namesWith(words) });
      },
      // Offline with that catalogue never loaded: the English names stay.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [other]);
  if (!wanted || language === null) return null;
  if (language === page) return namesWith(t);
  return loaded?.language === language ? loaded.names : null;
}

/** Whether a form asks a geopolitical-zone question anywhere (in groups and repeats too). */
export function hasZoneQuestion(questions: readonly Question[]): boolean {
  return questions.some(
    (question) => question.question_type === 'geopolitical-zone' || hasZoneQuestion(question.questions ?? []),
  );
}
