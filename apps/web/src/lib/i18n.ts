/**
 * The app's words go through `src/i18n` (Lingui, catalogues per language and namespace, loaded per language:
 * docs/decisions/0005-languages-with-lingui.md). This module keeps the old import path for the layouts.
 */
import type nav from '../i18n/locales/en/nav.json';

export { t, useTranslation, type MessageKey } from '../i18n';
export type NavKey = keyof typeof nav;
