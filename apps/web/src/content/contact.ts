// One place for the addresses quoted across the help and legal pages.
export const SUPPORT_EMAIL = 'support@oversight.ng';
export const PRIVACY_EMAIL = 'privacy@oversight.ng';
