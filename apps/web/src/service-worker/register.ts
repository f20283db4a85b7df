/// <reference types="vite-plugin-pwa/client" />

let registered = false;

/**
 * Registers the service worker (sw.ts) in built apps only (under the Vite dev server it would serve stale modules;
 * Vitest never loads it). Only where forms are answered (`force`, or a page under /forms/), or where it already runs
 * (to keep it updated): visitors who never answer a form do not download the offline copy of the app.
 */
export function registerServiceWorker(force = false): void {
  if (
    registered ||
    !import.meta.env.PROD ||
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator)
  )
    return;
  const register = () => {
    if (registered) return;
    registered = true;
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (force || window.location.pathname.startsWith('/forms/')) register();
  else
    void navigator.serviceWorker.getRegistration().then(
      (existing) => existing && register(),
      () => undefined,
    );
}

/** Runs `then` once the service worker starts controlling a page it was not controlling yet (its first install). */
export function onFirstControl(then: () => void): () => void {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    navigator.serviceWorker.controller
  )
    return () => undefined;
  const listener = () => then();
  navigator.serviceWorker.addEventListener('controllerchange', listener, { once: true });
  return () => navigator.serviceWorker.removeEventListener('controllerchange', listener);
}
