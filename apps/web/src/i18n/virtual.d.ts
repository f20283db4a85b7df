// Built by i18n-catalogs.plugin.ts: a language's compiled messages.
declare module 'virtual:i18n-catalog/*' {
  export const messages: Record<string, unknown>;
}
