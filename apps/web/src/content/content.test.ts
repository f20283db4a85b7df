import { describe, expect, it } from 'vitest';
import type { LegalDocument } from './legal-document';
import { ENGLISH_CONTENT, type SiteContent } from './site-content';
import { CONTENT_LOADERS } from './use-content';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const emails = (text: string) => [...text.matchAll(EMAIL)].map((m) => m[0]);

/** Every text of a document with its place: `terms.sections.2.paragraphs.1`. */
function documentTexts(name: string, document: LegalDocument): [string, string][] {
  return [
    [`${name}.title`, document.title],
    [`${name}.intro`, document.intro],
    ...document.sections.flatMap((section, i) => [
      [`${name}.sections.${i}.heading`, section.heading] as [string, string],
      ...section.paragraphs.map((p, j) => [`${name}.sections.${i}.paragraphs.${j}`, p] as [string, string]),
    ]),
  ];
}

function texts(content: SiteContent): Map<string, string> {
  return new Map([
    ...content.faqs.flatMap((item, i) => [
      [`faqs.${i}.question`, item.question] as [string, string],
      [`faqs.${i}.answer`, item.answer] as [string, string],
    ]),
    ...documentTexts('terms', content.terms),
    ...documentTexts('privacy', content.privacy),
    ...documentTexts('communityGuidelines', content.communityGuidelines),
    ['about.title', content.about.title],
    ...content.about.paragraphs.map((p, i) => [`about.paragraphs.${i}`, p] as [string, string]),
    ...content.resources.flatMap((r, i) => [
      [`resources.${i}.title`, r.title] as [string, string],
      [`resources.${i}.description`, r.description] as [string, string],
      [`resources.${i}.href`, r.href] as [string, string],
    ]),
  ]);
}

const english = texts(ENGLISH_CONTENT);

describe('long texts in every language', () => {
  it.each(Object.keys(CONTENT_LOADERS))(
    '%s has every item, section and paragraph of English, translated',
    async (code) => {
      const content = (await CONTENT_LOADERS[code as keyof typeof CONTENT_LOADERS]()).default;
      const own = texts(content);
      // The same places: no section, paragraph, question or link missing or added.
      expect([...own.keys()]).toEqual([...english.keys()]);
      for (const name of ['terms', 'privacy', 'communityGuidelines'] as const) {
        expect(content[name].updated, name).toBe(ENGLISH_CONTENT[name].updated);
      }
      const asEnglish: string[] = [];
      for (const [place, text] of own) {
        const source = english.get(place)!;
        expect(text.trim(), `${code} ${place} is empty`).not.toBe('');
        // The addresses each text quotes stay (they become links).
        expect(emails(text), `${code} ${place}`).toEqual(emails(source));
        if (place.endsWith('.href')) expect(text, place).toBe(source);
        else if (text === source) asEnglish.push(place);
      }
      // Nothing left in English (an untranslated paragraph would read exactly as the source).
      expect(asEnglish).toEqual([]);
    },
  );
});
