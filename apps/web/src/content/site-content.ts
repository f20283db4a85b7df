import { COMMUNITY_GUIDELINES } from './community-guidelines';
import { FAQS, type FaqItem } from './faqs';
import type { LegalDocument } from './legal-document';
import { PRIVACY } from './privacy';
import { ABOUT, RESOURCES, type AboutContent, type ResourceLink } from './settings-help';
import { TERMS } from './terms';

/**
 * Every long text of the citizen side in one language. English is the source of truth; each other language is a
 * file in `locales/` with the same items, sections and paragraphs in the same order (content.test.ts checks it).
 */
export type SiteContent = {
  faqs: FaqItem[];
  terms: LegalDocument;
  privacy: LegalDocument;
  communityGuidelines: LegalDocument;
  about: AboutContent;
  resources: ResourceLink[];
};

export type LegalDocumentName = 'terms' | 'privacy' | 'communityGuidelines';

export const ENGLISH_CONTENT: SiteContent = {
  faqs: FAQS,
  terms: TERMS,
  privacy: PRIVACY,
  communityGuidelines: COMMUNITY_GUIDELINES,
  about: ABOUT,
  resources: RESOURCES,
};
