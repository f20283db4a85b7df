import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:i18n-catalog/';
const RESOLVED = '\0i18n-catalog:';

/**
 * One chunk per language (src/i18n/locales/<lang>/<namespace>.json, ICU MessageFormat): every namespace of the
 * language, its ids prefixed `<namespace>.`, compiled at build time into Lingui's message format, so the browser
 * neither parses ICU nor downloads a compiler. `import('virtual:i18n-catalog/ha')` is the only way in: only the
 * chosen language is fetched.
 */
export function i18nCatalogs(localesDir: string): Plugin {
  return {
    name: 'i18n-catalogs',
    resolveId(source) {
      return source.startsWith(PREFIX) ? RESOLVED + source.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      if (!/^[a-z]{2,3}$/.test(language)) throw new Error(`i18n-catalogs: no such language "${language}"`);
      const dir = path.join(localesDir, language);
      const messages: Record<string, unknown> = {};
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
        const full = path.join(dir, file);
        this.addWatchFile(full);
        const namespace = file.slice(0, -'.json'.length);
        const catalogue = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(catalogue)) {
          try {
            messages[`${namespace}.${key}`] = compileMessage(text);
          } catch (error) {
            throw new Error(`i18n-catalogs: ${language}/${file} "${key}": ${(error as Error).message}`);
          }
        }
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
