import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { queryClient, queryPersistOptions } from '../lib/query-client';
import { TOAST_AUTO_CLOSE_MS } from '../lib/toasts';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" limit={4} />
      <PersistQueryClientProvider client={queryClient} persistOptions={queryPersistOptions}>
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
