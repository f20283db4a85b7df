// Built by i18nCatalogs (vite.config.ts): a language's compiled messages.
declare module 'virtual:i18n-catalog/*' {
  export const messages: Record<string, unknown>;
}
