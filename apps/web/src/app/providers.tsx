import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Fragment, type ReactNode } from 'react';
import { i18n, useTranslation } from '../i18n';
import { queryClient, queryPersistOptions } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

/** A new language draws the app afresh, so words read outside hooks (`t` in helpers) change too; data stays cached. */
function LanguageKeyed({ children }: { children: ReactNode }) {
  const { language } = useTranslation();
  return <Fragment key={language}>{children}</Fragment>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <PersistQueryClientProvider client={queryClient} persistOptions={queryPersistOptions}>
        {/* Renders once the first catalogue is in (main.tsx startI18n), and again when the language changes. */}
        <I18nProvider i18n={i18n}>
          <LanguageKeyed>{children}</LanguageKeyed>
        </I18nProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
