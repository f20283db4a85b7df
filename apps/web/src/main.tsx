import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { startI18n } from './i18n';
import { onMembershipLost } from './lib/api-client';
import { initSession } from './lib/auth-store';
import { initErrorReporting } from './lib/error-reporting';
import { registerServiceWorker } from './service-worker/register';

// Zod probes for eval() to speed its parsers up; the Content-Security-Policy forbids eval, so it is told not to try.
z.config({ jitless: true });
initErrorReporting();
initSession();
// The chosen language's catalogue loads beside the first route's chunk; the app shows once both are in.
void startI18n();

const router = createAppRouter();
// Rare (removed from the organisation acted for): its code loads only then.
onMembershipLost(() => {
  void import('./lib/membership-check').then(({ recheckMemberships }) =>
    recheckMemberships((to) => void router.navigate(to)),
  );
});

// Forms answered offline (features/forms/offline); built apps only.
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
