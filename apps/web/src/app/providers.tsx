import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { i18n, useTranslation } from '../i18n';
import { queryClient, queryPersistOptions } from '../lib/query-client';
import { useSeen } from '../lib/use-seen';
import { cssVariablesResolver, theme } from './theme';

// Toasts render once there is one: their component (transitions, portal) stays out of the first load.
const ToastsHost = lazy(() => import('./toasts-host'));

function Toasts() {
  const { notifications, queue } = useNotifications();
  const mounted = useSeen(notifications.length + queue.length > 0);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastsHost />
    </Suspense>
  ) : null;
}

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
