import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { GEOPOLITICAL_ZONE_CODES } from '@oversight/shared/reference/zones';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, joinNames } from '../lib/format';
import { formatRelative } from '../lib/format-relative';
import { LANGUAGES, setLanguage, t } from '.';
import sameAsEnglish from './same-as-english.json';

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.join(here, 'locales');
const src = path.resolve(here, '..');

function readLanguage(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of readdirSync(path.join(localesDir, language)).filter((name) => name.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, text] of Object.entries(catalogue)) messages.set(`${file.slice(0, -5)}.${key}`, text);
  }
  return messages;
}

/** The ICU arguments a message takes ({name}, {count, plural, ...}), which every translation must keep. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  // Lingui's compiled form: a message is a list of text and arguments; an argument is [name, format?, options?],
  // and each option of a plural or select is a message again.
  const message = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const options = part[2] as Record<string, unknown> | undefined;
      if (options && typeof options === 'object') Object.values(options).forEach(message);
    }
  };
  message(compileMessage(text));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const english = readLanguage('en');
const others = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
const allowed = sameAsEnglish as unknown as Record<string, string[]>;

describe('message catalogues', () => {
  it('every key the screens use exists in English (literal keys and the status and zone names built from codes)', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z][\w-]*\.[\w.]+)'/g))
        used.add(match[1]!);
    }
    for (const status of Object.keys(PROJECT_STATUSES)) used.add(`status.${status}`);
    for (const zone of GEOPOLITICAL_ZONE_CODES) used.add(`filters.zone${zone}`);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(others)(
    '%s has every English key, no other, with the same ICU arguments, and compiles',
    (language) => {
      const messages = readLanguage(language);
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
      for (const [key, text] of messages) {
        expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
        expect(argumentsOf(text), `${language} ${key}`).toEqual(argumentsOf(english.get(key)!));
        expect(() => compileMessage(text), `${language} ${key}`).not.toThrow();
      }
    },
  );

  it.each(others)('%s reads as English only where the allowlist says so (names, loan words)', (language) => {
    const messages = readLanguage(language);
    const allow = new Set([...(allowed['*'] ?? []), ...(allowed[language] ?? [])]);
    const same = [...messages]
      .filter(([key, text]) => text === english.get(key) && !allow.has(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
    // The allowlist names real keys (a removed key must leave it too).
    expect([...allow].filter((key) => !english.has(key))).toEqual([]);
  });
});

describe('words and formats in another language', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('plurals, dates, relative times and naira in Hausa and Yoruba show no English word', async () => {
    await setLanguage('ha', { remember: false });
    expect(document.documentElement.lang).toBe('ha');
    expect(t('discover.mapCount', { count: 1 })).toBe('Aiki 1 a taswira.');
    expect(t('discover.mapCount', { count: 12 })).toBe('Ayyuka 12 a taswira.');
    expect(formatDate('2025-11-05')).toBe('5 Nuw 2025');
    expect(formatDate(null)).toBe('Ba a bayar ba');
    expect(formatRelative(new Date(Date.now() - 3 * 24 * 3600 * 1000))).toBe('kwanaki 3 da suka wuce');
    expect(formatMoney(2_500_000)).toBe('₦2.50M');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(joinNames(['Ada', 'Bello', 'Chidi', 'Dayo'])).toBe('Ada, Bello da wasu 2');
    expect(t('status.COMPLETED')).toBe('An kammala');

    await setLanguage('yo', { remember: false });
    expect(formatDate('2025-11-05')).toBe('5 Bélú 2025');
    expect(formatRelative(new Date(Date.now() - 2 * 3600 * 1000))).toBe('wákàtí 2 sẹ́yìn');
    expect(t('projects.eyemark')).toBe('Fojú sí i');
  });
});
