export { SUPPORT_EMAIL, PRIVACY_EMAIL } from './contact';
export type { LegalDocument, LegalSection } from './legal-document';
export { FAQS } from './faqs';
export type { FaqItem } from './faqs';
export { TERMS } from './terms';
export { PRIVACY } from './privacy';
export { COMMUNITY_GUIDELINES } from './community-guidelines';
export { RESOURCES, ABOUT } from './settings-help';
export type { ResourceLink, AboutContent } from './settings-help';
