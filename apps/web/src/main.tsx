import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
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

const root = document.getElementById('root')!;

/**
 * Under a first screen the server puts the stylesheets after the root element, so they do not hold back its paint.
 * The app's cascade needs them first (the theme's variables, written inside the root, override their defaults): they
 * go back into the head, from the cache, before the app mounts.
 */
function stylesheetsFirst(): Promise<unknown> {
  const moved = [...document.querySelectorAll<HTMLLinkElement>('body link[rel="stylesheet"]')];
  return Promise.all(
    moved.map(
      (link) =>
        new Promise<void>((resolve) => {
          const copy = link.cloneNode() as HTMLLinkElement;
          copy.addEventListener('load', () => resolve());
          copy.addEventListener('error', () => resolve());
          document.head.append(copy);
        }),
    ),
  ).then(() => moved.forEach((link) => link.remove()));
}

/**
 * Once the app's first render has committed (its buttons answer from here on), the page says so: `data-app="interactive"`
 * on <html> and the performance mark `app-interactive`, which bench/phone-pages.ts reads as the app's time to interactive.
 */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (document.documentElement.dataset.app === 'interactive') return;
    document.documentElement.dataset.app = 'interactive';
    performance.mark('app-interactive');
  }, []);
  return children;
}

const mount = () =>
  createRoot(root).render(
    <StrictMode>
      <Interactive>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </Interactive>
    </StrictMode>,
  );

// A public page the server drew (its first screen, API platform/first-screen.ts) stays until the app can draw the same
// page: mounting replaces it, and mounting before the language and the route's code are in would show a blank screen.
// It is painted first: on a repeat visit everything comes from the cache at once, and the app's first render (a long
// task on a slow phone) would otherwise run before the browser has shown anything.
if (root.querySelector('[data-first-screen]')) {
  const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  void Promise.allSettled([startI18n(), routed, painted]).then(stylesheetsFirst).then(mount);
} else mount();
